// Load benchmarks of the API on the embedded default (PGlite): starts the real server on a
// fresh data directory, signs in the demo account, and measures the hot authenticated paths
// with autocannon. Results are printed and appended to bench/RESULTS.md by hand when they matter.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bu-bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_ENABLED: 'false', SEED_DEMO: 'true' },
  stdio: 'inherit',
});

async function waitReady() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

const run = (title, { path: urlPath, ...opts }) =>
  new Promise((resolve, reject) =>
    autocannon({ url: base + urlPath, connections: 10, duration: 10, ...opts, title }, (err, result) =>
      err ? reject(err) : resolve(result),
    ),
  );

try {
  await waitReady();
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@bildungsurlaub.example', password: 'Demo-Seminare-2026' }),
  });
  const { token } = await login.json();
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const cases = [
    ['GET /api/health', { path: '/api/health' }],
    ['POST /api/validate-session', { path: '/api/validate-session', method: 'POST', headers: auth, body: '{}' }],
    ['GET /api/seminars?page=1', { path: '/api/seminars?tab=all&page=1&pageSize=25', headers: auth }],
    ['POST /api/auth/login (argon2id)', {
      path: '/api/auth/login', method: 'POST', connections: 4,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@bildungsurlaub.example', password: 'Demo-Seminare-2026' }),
    }],
  ];
  console.log('| call | req/s (avg) | p50 ms | p99 ms | non-2xx |');
  console.log('|---|---|---|---|---|');
  for (const [title, opts] of cases) {
    const r = await run(title, opts);
    console.log(`| ${title} | ${r.requests.average} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} |`);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
