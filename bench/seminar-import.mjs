// The seminar CSV import (issue 44) at its size: 2,000 rows (one per date) through the real
// server on a fresh embedded database (PGlite). Times the dry run, the commit, a re-import of the
// same file (every row unchanged), one that changes every row, and the export with its dry run.
// Budget: importing 2,000 rows in at most 10 s. Not a test: the machine decides the figures.
// Usage: node bench/seminar-import.mjs   (PORT defaults to 3143; BENCH_IMPORT_ROWS, default 2000)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = Number(process.env.PORT ?? 3143);
const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 2000);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bu-bench-import-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    RATE_LIMIT_ENABLED: 'false',
  },
});
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const columns =
  'external_id;title;category;seminar_type;seminar_form;start_date;end_date;time_from;time_to;price_type;price;price_min;price_max;location_street;location_postal_code;location_city;location_state;max_participants;description;recognitions;status';
const day = (offset) => {
  const d = new Date(Date.UTC(2027, 2, 1) + offset * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`;
};
/** 400 courses with 5 dates each, at 20 addresses, half of them published. */
function file(titleSuffix = '') {
  const lines = [columns];
  for (let i = 0; i < rows; i++) {
    const course = Math.floor(i / 5);
    const start = (i % 5) * 35 + (course % 30);
    lines.push(
      [
        `K-${course}`,
        `Kurs ${course}: Rhetorik und Präsentation${titleSuffix}`,
        'Kommunikation & Rhetorik',
        'presence',
        'block',
        day(start),
        day(start + 4),
        '09:00',
        '16:30',
        'exact',
        `${400 + (course % 50)},00`,
        '',
        '',
        `Musterstraße ${course % 20}`,
        `2${String(course % 20).padStart(4, '0')}`,
        'Hamburg',
        'HH',
        '16',
        `Fünf Tage im Kurs ${course}.\n\nMit Übungen.`.replace(/\n/g, ' '),
        'HH:HH-88|SH:SH-BU-2201',
        course % 2 ? 'online' : 'draft',
      ].join(';'),
    );
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

async function timed(label, token, data, query) {
  const form = new FormData();
  form.append('file', new Blob([data], { type: 'text/csv' }), 'seminare.csv');
  const started = performance.now();
  const res = await fetch(`${base}/api/seminars/import?${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const seconds = (performance.now() - started) / 1000;
  const body = await res.json();
  if (res.status !== 200) throw new Error(`${label}: ${res.status} ${JSON.stringify(body).slice(0, 500)}`);
  for (const e of body.errors.slice(0, 10)) console.log(`${label}: line ${e.row} ${e.field} ${e.code} ${e.message}`);
  return {
    label,
    seconds,
    created: body.created,
    updated: body.updated,
    unchanged: body.unchanged,
    errors: body.errors.length,
  };
}

try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 300) throw new Error('server did not start');
    await sleep(200);
  }
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@bildungsurlaub.example', password: 'Demo-Seminare-2026' }),
  });
  const { token } = await login.json();
  const data = file();
  const results = [];
  // The server's first import loads the sanitizer and prepares its statements: measured apart.
  const lines = data.toString('utf8').split('\r\n');
  results.push(
    await timed(
      'warm-up: dry run of 10 rows (cold)',
      token,
      Buffer.from(`${lines.slice(0, 11).join('\r\n')}\r\n`),
      'dryRun=1',
    ),
  );
  results.push(await timed('dry run (all new)', token, data, 'dryRun=1'));
  results.push(await timed('commit (all new)', token, data, ''));
  results.push(await timed('re-import, same file', token, data, ''));
  results.push(await timed('re-import, every title changed', token, file(' (neu)'), ''));
  const started = performance.now();
  const exported = await fetch(`${base}/api/seminars/export.csv`, { headers: { authorization: `Bearer ${token}` } });
  const csv = Buffer.from(await exported.arrayBuffer());
  const exportSeconds = (performance.now() - started) / 1000;
  results.push(await timed('dry run of the export', token, csv, 'dryRun=1'));

  console.log(
    `\n${rows} rows, ${(data.length / 1024).toFixed(0)} KB; export ${exportSeconds.toFixed(2)} s (${(csv.length / 1024).toFixed(0)} KB)\n`,
  );
  console.log('| call | s | created | updated | unchanged | errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of results)
    console.log(
      `| ${r.label} | ${r.seconds.toFixed(2)} | ${r.created} | ${r.updated} | ${r.unchanged} | ${r.errors} |`,
    );
} finally {
  child.kill('SIGTERM');
  await sleep(500);
  rmSync(dataDir, { recursive: true, force: true });
}
