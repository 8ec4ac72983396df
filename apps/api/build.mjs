// Compiles the API for production: one ES module bundle per entry (server, CLI, the PGlite worker
// thread that db/pglite-host.ts starts from beside the bundle) in dist/, with source maps. Our own code and the workspace contracts are bundled; npm dependencies stay
// external and load from node_modules. The migrations and the SQL files of the functions and
// triggers (db/sql, ADR 059) are copied beside the bundle, where `db/client.ts` and
// `db/sql-files.ts` look for them relative to the running file.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const root = new URL('.', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@bu/'));
const outdir = new URL('dist/', root).pathname;

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root.pathname,
  entryPoints: ['src/server.ts', 'src/cli.ts', { in: 'src/db/pglite-worker.ts', out: 'pglite-worker' }],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Subpath imports (`drizzle-orm/pg-core`, `@electric-sql/pglite/contrib/…`) stay external too.
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
cpSync(new URL('src/db/migrations', root), new URL('dist/migrations', root), { recursive: true });
cpSync(new URL('src/db/sql', root), new URL('dist/sql', root), { recursive: true });
