// Starts the real server for the browser journeys on a fresh embedded database.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(tmpdir(), 'bu-e2e-'));
// Rate limits stay on: the journeys sign the demo account in dozens of times from one address,
// and the login limits count only failed sign-ins.
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  NODE_ENV: 'test',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  SEED_DEMO: 'true',
  // As behind the production proxy: the journeys' helpers sign new providers up from addresses
  // of their own (e2e/support.ts, fromOwnAddress); the browser's requests stay 127.0.0.1.
  TRUST_PROXY: 'loopback',
};
// The journeys run the compiled server, as `npm start` does.
execFileSync(process.execPath, ['scripts/ensure-build.mjs', 'api'], { stdio: 'inherit' });
// The demo account doubles as support staff (superadmin) for the support journey.
for (const args of [['seed'], ['grant-superadmin', 'demo@bildungsurlaub.example']]) {
  execFileSync(process.execPath, ['--enable-source-maps', 'apps/api/dist/cli.js', ...args], { stdio: 'inherit', env });
}
const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], { stdio: 'inherit', env });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
