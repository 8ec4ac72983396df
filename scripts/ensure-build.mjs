// Builds what `npm start` runs when it is missing or older than its sources: the web app
// (apps/web/dist, only when absent — `npm run build` rebuilds it) and the compiled API
// (apps/api/dist, rebuilt when any API or contracts source is newer; esbuild takes ~1 s).
// `node scripts/ensure-build.mjs api` checks the API only (the API's own scripts use that).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';

const at = (p) => new URL(`../${p}`, import.meta.url);
const only = process.argv[2];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(`${entry.parentPath}/${entry.name}`).mtimeMs);
  }
  return newest;
}

if (only !== 'api' && !existsSync(at('apps/web/dist/index.html'))) {
  execSync('npm run build -w apps/web', { stdio: 'inherit', cwd: at('.') });
}

const bundle = at('apps/api/dist/server.js');
const sources = Math.max(
  newestMtime(at('apps/api/src')),
  newestMtime(at('packages/contracts/src')),
  statSync(at('apps/api/package.json')).mtimeMs,
  statSync(at('apps/api/build.mjs')).mtimeMs,
);
if (!existsSync(bundle) || statSync(bundle).mtimeMs < sources) {
  execSync('node build.mjs', { stdio: 'inherit', cwd: at('apps/api') });
}
