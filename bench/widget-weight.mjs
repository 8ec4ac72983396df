// The website widget's weight (issue 43: at most 30 KB gzip before the first seminar shows):
//
//   node bench/widget-weight.mjs        (after `npm run build`)
//
// Starts the built server on a fresh embedded database with the demo provider (BENCH_PORT, 3200),
// serves a page that pastes the widget's snippet from another origin (127.0.0.1 on a free port),
// loads it in Chromium (CHROME_PATH, /usr/bin/chromium) with an empty cache and gzip as the only
// encoding, and sums what our origin sent — headers and encoded bodies, as Chromium received them
// (Playwright's request.sizes()) — until the first seminar's heading is visible in the frame. The
// embedding page itself is the provider's, not ours, and is not counted. Prints one line per
// response and the sum; exits 1 above the budget.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const BUDGET = 30 * 1024;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://localhost:${port}`;
const demo = { email: 'demo@bildungsurlaub.example', password: 'Demo-Seminare-2026' };

const dataDir = mkdtempSync(path.join(tmpdir(), 'bu-widget-bench-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  PUBLIC_URL: base,
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'true',
};
execFileSync(process.execPath, ['apps/api/dist/cli.js', 'seed'], { cwd: root, env, stdio: 'inherit' });
const server = spawn(process.execPath, ['apps/api/dist/server.js'], { cwd: root, env, stdio: 'inherit' });
let site;
let browser;
try {
  for (let i = 0; ; i++) {
    const ready = await fetch(`${base}/api/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) break;
    if (i > 600) throw new Error('the server did not get ready');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const { token } = await (
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(demo),
    })
  ).json();
  const { widget } = await (
    await fetch(`${base}/api/settings/widget`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const snippet = `<script src="${base}/widget.js" data-provider="${widget.providerId}" data-lang="de" async></script>`;

  site = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Kurse</title></head><body><h1>Kurse</h1>${snippet}</body></html>`,
    );
  });
  await new Promise((resolve) => site.listen(0, '127.0.0.1', resolve));
  const siteUrl = `http://127.0.0.1:${site.address().port}/`;

  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-quic'],
  });
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    extraHTTPHeaders: { 'accept-encoding': 'gzip' },
  });
  const page = await context.newPage();
  const finished = [];
  let shown = false;
  page.on('requestfinished', (request) => {
    if (shown || !request.url().startsWith(base)) return;
    finished.push(
      request.sizes().then(async (sizes) => ({
        url: request.url().slice(base.length),
        encoding: (await request.response())?.headers()['content-encoding'] ?? '-',
        bytes: sizes.responseHeadersSize + sizes.responseBodySize,
      })),
    );
  });
  await page.goto(siteUrl);
  await page.frameLocator('iframe').locator('.buw-card h3').first().waitFor();
  shown = true;
  const rows = await Promise.all(finished);
  const total = rows.reduce((sum, row) => sum + row.bytes, 0);
  for (const row of rows) console.log(`${String(row.bytes).padStart(7)} B  ${row.encoding.padEnd(5)} ${row.url}`);
  console.log(`${String(total).padStart(7)} B  total before the first seminar shows (budget ${BUDGET} B)`);
  process.exitCode = total <= BUDGET ? 0 : 1;
} finally {
  await browser?.close();
  site?.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
