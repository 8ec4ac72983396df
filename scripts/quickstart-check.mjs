// Runs the README's quick start as a newcomer would after `npm install`: `npm start` with its
// defaults, then the login page and the demo sign-in the README promises, then a clean stop.
// Only the port differs (a free one, so it runs beside other servers) and, when ./data already
// holds a database, the data folder (a fresh one, so it never touches that data).
// Usage: node scripts/quickstart-check.mjs   (CI: after `npm test`, see .ci/run)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const DEMO = { email: 'demo@bildungsurlaub.example', password: 'Demo-Seminare-2026' };
const READY_TIMEOUT_MS = 300_000; // the first start builds the web app and the API

const port = await new Promise((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});
// The README's default ./data when a clean clone has none yet; it is removed afterwards.
const defaultData = path.join(root, 'data');
const dataDir = existsSync(defaultData) ? mkdtempSync(path.join(tmpdir(), 'bu-quickstart-')) : defaultData;
const env = { ...process.env, PORT: String(port) };
for (const name of ['DATA_DIR', 'DATABASE_URL', 'NODE_ENV', 'SEED_DEMO', 'LOG_LEVEL', 'WEB_DIST', 'HOST'])
  delete env[name];
if (dataDir !== defaultData) env.DATA_DIR = dataDir;

const base = `http://127.0.0.1:${port}`;
let output = '';
// Its own process group, so that the stop reaches npm, the shell and the server.
const child = spawn('npm', ['start'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
child.stdout.on('data', (d) => (output += d));
child.stderr.on('data', (d) => (output += d));
const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));

function fail(message) {
  throw new Error(`${message}\n--- npm start output ---\n${output}`);
}

async function check() {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) fail(`npm start exited with ${child.exitCode} before it was ready`);
    const ready = await fetch(`${base}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) fail(`not ready after ${READY_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!existsSync(path.join(dataDir, 'pglite'))) fail(`no database in ${dataDir}`);

  const page = await fetch(`${base}/login`);
  const html = await page.text();
  const script = html.match(/<script[^>]+src="([^"]+)"/)?.[1];
  if (!page.ok || !script) fail(`the login page answered ${page.status} without the app:\n${html.slice(0, 500)}`);
  const app = await fetch(new URL(script, base));
  if (!app.ok) fail(`the login page's script ${script} answered ${app.status}`);

  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(DEMO),
  });
  const body = await login.json().catch(() => ({}));
  if (!login.ok || body.user?.email !== DEMO.email) {
    fail(`demo sign-in answered ${login.status}: ${JSON.stringify(body)}`);
  }
  if (!output.includes(`${DEMO.email} / ${DEMO.password}`)) fail('the log does not print the demo account');
}

let failure;
try {
  await check();
} catch (err) {
  failure = err;
}
process.kill(-child.pid, 'SIGTERM');
const stopped = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('timeout'), 30_000))]);
if (stopped === 'timeout') process.kill(-child.pid, 'SIGKILL');
rmSync(dataDir, { recursive: true, force: true });
if (failure) {
  console.error(`quick start check failed: ${failure.message}`);
  process.exit(1);
}
if (stopped !== 0 && stopped !== 'SIGTERM') {
  console.error(`npm start did not stop cleanly on SIGTERM (${stopped}):\n${output}`);
  process.exit(1);
}
console.log(`quick start works: npm start on :${port}, login page, demo sign-in, clean stop`);
