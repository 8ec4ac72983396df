/**
 * Production runs compiled JavaScript: `npm start` builds the API once into dist/ (esbuild, source
 * maps) and runs it with plain Node; tsx is a development tool only.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = path.resolve(__dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const dataDir = mkdtempSync(path.join(tmpdir(), 'bu-compiled-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('production start', () => {
  it('runs the compiled bundle with source maps, without tsx', () => {
    const [build, run] = pkg.scripts.start!.split(' && ');
    expect(build).toBe('node ../../scripts/ensure-build.mjs api');
    // MALLOC_ARENA_MAX=2 lets memory used for image decoding return to the system (bench/RESULTS.md).
    expect(run).toBe('MALLOC_ARENA_MAX=2 node --enable-source-maps dist/server.js');
    expect(pkg.dependencies.tsx).toBeUndefined();
    expect(pkg.devDependencies.tsx).toBeDefined();
  });

  it('builds dist/server.js from the TypeScript sources and serves requests with it', async () => {
    execFileSync(process.execPath, ['../../scripts/ensure-build.mjs', 'api'], { cwd: apiDir, stdio: 'pipe' });
    const bundle = readFileSync(path.join(apiDir, 'dist/server.js'), 'utf8');
    // Our modules and the contracts are inside the bundle: no relative or TypeScript import is left.
    expect(bundle).not.toMatch(/from ["']\.{1,2}\//);
    expect(bundle).not.toMatch(/\.ts["']/);
    const map = JSON.parse(readFileSync(path.join(apiDir, 'dist/server.js.map'), 'utf8')) as { sources: string[] };
    expect(map.sources).toContain('../src/server.ts');

    const port = await freePort();
    const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
      cwd: apiDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: '/nonexistent',
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
        NODE_OPTIONS: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    const exited = new Promise((resolve) => child.on('exit', resolve));
    try {
      await expect
        .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => null))?.status, {
          timeout: 150_000,
          interval: 200,
        })
        .toBe(200);
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(await health.json()).toMatchObject({ success: true });
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
    expect(output).not.toMatch(/error/i);
  }, 180_000);
});
