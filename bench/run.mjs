// Benchmarks a reader can rerun: `npm run bench [-- scenario …]` (bench/README section in RESULTS.md).
//
// Scenarios (default: api startup weight, plus pg with BENCH_DATABASE_URL and lighthouse with CHROME_PATH):
//   api        the real server on embedded PGlite with 2,000 seminars and 10,000 leads (bench/data.sql):
//              GET /health next to the seminar list, a search, leads, conversations and the unread counts, 50 connections
//   pg         the same on PostgreSQL: BENCH_DATABASE_URL names a database the bench DROPS and recreates
//              (its name must contain "bench")
//              api and pg run each call with the answer cache and again with it off (every answer computed)
//   startup    cold start (new data directory: initdb, migrations, demo seed) and warm start to /api/ready,
//              idle RSS
//   weight     bytes per route from the web build (raw, gzip, Brotli) as Chromium loads them
//              (BENCH_FILES=1 lists every script with its gzip size on stderr)
//   load       200 connections × 30 s: the seminar list alone, and a mix of dashboard reads of
//              BENCH_LOAD_PROVIDERS (5) demo-sized providers; PGlite (PostgreSQL too with
//              BENCH_DATABASE_URL): timeouts, non-2xx, p99 and the slowest request
//   mail       100 sign-ups at once, then a password reset: how long until that mail is in the dev
//              mailbox (PGlite; PostgreSQL too with BENCH_DATABASE_URL)
//   marketplace the public search, seminar and provider pages over a national market (issue 47):
//              BENCH_MARKET_SEMINARS (100,000) dates on PostgreSQL at 10 % and 100 %, beside pgbench
//              running the server's own statements; BENCH_MARKET_PGLITE_SEMINARS (10,000) on PGlite
//   events     visitors' events at volume (issue 47): the public text search over a market of
//              BENCH_MARKET_SEMINARS dates on PostgreSQL alone, then while BENCH_EVENTS_RATE (2,000) events
//              a second with valid view tokens arrive, BENCH_EVENTS_SECONDS (300) each: event POST p99 and
//              errors, search p99 with and without events, the event tables' rows before and after, the rollup's lag
//   cluster    two API processes and a worker behind nginx on PostgreSQL (issue 47): throughput against one
//              process, and that events and top impressions reaching both processes count once
//   ssr        a server-rendered seminar page (HTML) against its JSON answer GET /api/public/seminars/:id,
//              50 connections each, in the same run: on PostgreSQL with BENCH_DATABASE_URL (bench/data.sql),
//              else PGlite (ADR 046)
//   lighthouse-public  Lighthouse mobile on a public seminar page and a search page: performance,
//              accessibility and SEO, BENCH_LH_RUNS (5) runs each, median (CHROME_PATH as below)
//   lighthouse Lighthouse mobile (default throttling) on /auth/login and the signed-in overview,
//              CHROME_PATH=/usr/bin/chromium, lighthouse from node_modules (BENCH_LH_DIR keeps the reports)
// Environment: BENCH_PORT (3200), BENCH_DURATION seconds per call (10), BENCH_WARMUP seconds of load
// per call before the runs (2), BENCH_CONNECTIONS (50),
// BENCH_ROOT = another checkout to measure (e.g. the commit before a change; its node_modules may be a link).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(process.env.BENCH_ROOT ?? path.join(here, '..'));
const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
const demo = { email: 'demo@bildungsurlaub.example', password: 'Demo-Seminare-2026' };
/** The servers' ENCRYPTION_KEY: the events scenario signs view tokens with the key derived from it. */
const benchEncryptionKey = 'bench-only-encryption-key-0123456789abcdef';
const dataSql = readFileSync(path.join(here, 'data.sql'), 'utf8');
// After the bulk load, what autovacuum does to a database in service within a minute: statistics
// for the planner and the visibility map that lets counts read an index alone.
const settle = 'VACUUM ANALYZE';

const requested = process.argv.slice(2);
const scenarios = requested.length
  ? requested
  : [
      'api',
      'startup',
      'weight',
      ...(process.env.BENCH_DATABASE_URL ? ['pg'] : []),
      ...(process.env.CHROME_PATH ? ['lighthouse'] : []),
    ];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const clockTicks = Number(execFileSync('getconf', ['CLK_TCK']).toString());
/** User and system CPU of a process from /proc, in ms (0 once it has gone). */
function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
  } catch {
    return 0;
  }
}
const compiled = path.join(root, 'apps/api/dist/server.js');

/** Servers started and not yet stopped: a scenario that fails stops the ones it left. */
const running = new Set();

/**
 * The server as production starts it (the compiled bundle when the checkout has one), started by
 * `ready()`: on a free port only, since a server left there by an earlier run would answer in
 * its place.
 */
function startServer(env, { port: serverPort = port, args: extraArgs = [] } = {}) {
  const serverBase = `http://127.0.0.1:${serverPort}`;
  const useBundle = existsSync(path.join(root, 'apps/api/build.mjs'));
  if (useBundle)
    execFileSync(process.execPath, [path.join(root, 'scripts/ensure-build.mjs'), 'api'], { stdio: 'inherit' });
  const args = [
    ...(useBundle
      ? ['--enable-source-maps', compiled]
      : ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')]),
    ...extraArgs,
  ];
  let child;
  let exited;
  const server = {
    /** Starts the server and resolves with the milliseconds until it was ready. */
    async ready() {
      const taken = await fetch(`${serverBase}/api/health`).then(
        () => true,
        () => false,
      );
      if (taken) throw new Error(`port ${serverPort} answers already: stop the server on it, or set BENCH_PORT`);
      const started = performance.now();
      child = spawn(process.execPath, args, {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(serverPort),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          RATE_LIMIT_ENABLED: 'false',
          NODE_ENV: 'production',
          // Required with DATABASE_URL; a fixed bench value (the bench data holds no secrets).
          ENCRYPTION_KEY: benchEncryptionKey,
          ...env,
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      running.add(server);
      exited = new Promise((r) => child.on('exit', r));
      for (let i = 0; i < 1200; i++) {
        if (child.exitCode !== null) throw new Error('server exited');
        try {
          if ((await fetch(`${serverBase}/api/ready`)).ok) return performance.now() - started;
        } catch {
          /* starting */
        }
        await sleep(50);
      }
      throw new Error('server did not start');
    },
    /** CPU time the server process has used so far (all its threads: PGlite's worker too). */
    cpuMs() {
      return processCpuMs(child.pid);
    },
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
    },
    async stop() {
      if (!running.delete(server)) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
  return server;
}

async function signIn(account = demo) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return (await res.json()).token;
}

const cannon = (title, { path: urlPath, ...opts }) =>
  new Promise((resolve, reject) =>
    autocannon({ url: base + urlPath, connections, duration, ...opts, title }, (err, result) =>
      err ? reject(err) : resolve(result),
    ),
  );

/** The load cases, each next to /health of the same run; prints a Markdown table. */
async function loadCases(label, server) {
  const token = await signIn();
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' };
  const cases = [
    ['GET /api/health', '/api/health'],
    ['GET /api/seminars (page 1 of 2,000, 25)', '/api/seminars?tab=all&page=1&pageSize=25'],
    ['GET /api/seminars?q=Kommunikation', '/api/seminars?tab=all&page=1&pageSize=25&q=Kommunikation'],
    ['GET /api/seminars (sort title, page 40)', '/api/seminars?tab=all&page=40&pageSize=25&sort=title&order=asc'],
    ['GET /api/leads (10,000, page 1)', '/api/leads?page=1&pageSize=25'],
    ['GET /api/leads?q=Müller', `/api/leads?page=1&pageSize=25&q=${encodeURIComponent('Müller')}`],
    ['GET /api/conversations (10,000, page 1)', '/api/conversations?page=1&pageSize=25'],
    ['GET /api/leads/unread-count (3,357 unread of 10,000 threads)', '/api/leads/unread-count'],
  ];
  // Warm-up: first queries plan and fill caches; then a short load of every case, so that none is
  // measured while the JIT compiles its path or the pool opens its connections (the first case ran
  // 5-15 % below the others without it).
  for (const [, p] of cases) await fetch(base + p, { headers });
  for (const [title, p] of cases) await cannon(title, { path: p, headers, duration: warmup });
  console.log(`\n### ${label} — ${connections} connections, ${duration} s each\n`);
  console.log('| call | req/s | p50 ms | p99 ms | non-2xx | % of /health |');
  console.log('|---|---|---|---|---|---|');
  let health = 0;
  let loadedRss = 0;
  for (const [title, p] of cases) {
    const r = await cannon(title, { path: p, headers });
    if (!health) health = r.requests.average;
    loadedRss = Math.max(loadedRss, server.rssMb());
    const pct = ((r.requests.average / health) * 100).toFixed(1);
    console.log(`| ${title} | ${r.requests.average} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} | ${pct} % |`);
  }
  console.log(`\nRSS after load: ${loadedRss} MB`);
}

/** The server's PGlite database in `dataDir` (while no server runs on it), with the server's extensions. */
async function openPglite(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { citext } = await import('@electric-sql/pglite/contrib/citext');
  return PGlite.create(path.join(dataDir, 'pglite'), { extensions: { btree_gin, pg_trgm, unaccent, citext } });
}

async function pgliteScenario() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bu-bench-'));
  try {
    let server = startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true', DATABASE_URL: '' });
    await server.ready();
    await server.stop();
    const pglite = await openPglite(dataDir);
    await pglite.exec(dataSql);
    await pglite.exec(settle);
    await pglite.close();
    for (const [label, cacheMb] of [
      ['PGlite (embedded)', '64'],
      ['PGlite (embedded), answer cache off (ANSWER_CACHE_MB=0)', '0'],
    ]) {
      server = startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true', DATABASE_URL: '', ANSWER_CACHE_MB: cacheMb });
      await server.ready();
      console.log(`\nidle RSS with data: ${server.rssMb()} MB`);
      try {
        await loadCases(label, server);
      } finally {
        await server.stop();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgresScenario() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('pg needs BENCH_DATABASE_URL');
  const { default: pg } = await import('pg');
  const dropAfter = await recreateBenchDatabase(url);
  try {
    let server = startServer({ DATABASE_URL: url, SEED_DEMO: 'true', REDIS_URL: '' });
    await server.ready();
    await server.stop();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(dataSql);
    await client.query(settle);
    await client.end();
    // With the answer cache (a repeated call is answered from it) and without (every answer computed).
    for (const [label, cacheMb] of [
      ['PostgreSQL', '64'],
      ['PostgreSQL, answer cache off (ANSWER_CACHE_MB=0)', '0'],
    ]) {
      server = startServer({ DATABASE_URL: url, SEED_DEMO: 'true', REDIS_URL: '', ANSWER_CACHE_MB: cacheMb });
      await server.ready();
      try {
        await loadCases(label, server);
      } finally {
        await server.stop();
      }
    }
  } finally {
    await dropAfter();
  }
}

/** Drops and creates BENCH_DATABASE_URL's database (its name must say "bench"); answers its drop. */
async function recreateBenchDatabase(url) {
  const name = new URL(url).pathname.slice(1);
  if (!name.includes('bench'))
    throw new Error('BENCH_DATABASE_URL: the database name must contain "bench" (it is dropped)');
  const { default: pg } = await import('pg');
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.href });
  await admin.connect();
  const drop = () => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await drop();
  await admin.query(`CREATE DATABASE "${name}"`);
  return async () => {
    await drop();
    await admin.end();
  };
}

async function startupScenario() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bu-bench-start-'));
  try {
    console.log('\n### Start-up (embedded PGlite) to /api/ready\n');
    console.log('| start | ms to ready | idle RSS MB |');
    console.log('|---|---|---|');
    for (const kind of ['cold (new data directory)', 'warm (existing data)', 'warm (existing data)']) {
      const server = startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true', DATABASE_URL: '' });
      const ms = await server.ready();
      await sleep(1000);
      console.log(`| ${kind} | ${Math.round(ms)} | ${server.rssMb()} |`);
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Launches Debian's Chromium through Playwright (never a downloaded browser). */
async function chromium() {
  const { chromium: launcher } = await import('@playwright/test');
  return launcher.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

async function weightScenario() {
  const dist = path.join(root, 'apps/web/dist');
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error('weight needs a web build: npm run build');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bu-bench-weight-'));
  const server = startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true', DATABASE_URL: '' });
  const browser = await chromium();
  const { gzipSync, brotliCompressSync } = await import('node:zlib');
  const sizes = (file) => {
    const raw = readFileSync(file);
    const pre = (ext) => (existsSync(file + ext) ? statSync(file + ext).size : undefined);
    return {
      raw: raw.length,
      gzip: pre('.gz') ?? gzipSync(raw, { level: 9 }).length,
      br: pre('.br') ?? brotliCompressSync(raw).length,
    };
  };
  try {
    await server.ready();
    console.log('\n### Page weight per route (files from the build; JS = scripts only)\n');
    console.log('| route | files | JS files | JS gzip KB | all raw KB | all gzip KB | all Brotli KB |');
    console.log('|---|---|---|---|---|---|---|');
    for (const [route, signedIn] of [
      ['/auth/login', false],
      ['/', true],
      ['/seminars', true],
      ['/leads', true],
    ]) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      if (signedIn) {
        await page.goto(`${base}/auth/login`);
        await page.evaluate(async (creds) => {
          const r = await fetch('/api/auth/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(creds),
          });
          const body = await r.json();
          localStorage.setItem('bu_auth_token', body.token);
          localStorage.setItem('bu_user_id', body.userId);
        }, demo);
      }
      const files = new Set();
      page.on('request', (req) => {
        const u = new URL(req.url());
        if (u.origin === base && !u.pathname.startsWith('/api/') && u.pathname !== route) files.add(u.pathname);
      });
      await page.goto(base + route, { waitUntil: 'networkidle' });
      const total = { raw: 0, gzip: 0, br: 0 };
      let jsGzip = 0;
      let js = 0;
      for (const f of files) {
        const file = path.join(dist, f === '/' ? 'index.html' : f);
        if (!existsSync(file) || statSync(file).isDirectory()) continue;
        const s = sizes(file);
        total.raw += s.raw;
        total.gzip += s.gzip;
        total.br += s.br;
        if (f.endsWith('.js')) {
          js++;
          jsGzip += s.gzip;
          // BENCH_FILES=1 lists each script a route loads (what to cut next).
          if (process.env.BENCH_FILES) console.error(`${route}\t${(s.gzip / 1024).toFixed(1)}\t${f}`);
        }
      }
      const html = sizes(path.join(dist, 'index.html'));
      total.raw += html.raw;
      total.gzip += html.gzip;
      total.br += html.br;
      const kb = (n) => (n / 1024).toFixed(1);
      console.log(
        `| ${route}${signedIn ? ' (signed in)' : ''} | ${files.size + 1} | ${js} | ${kb(jsGzip)} | ${kb(total.raw)} | ${kb(total.gzip)} | ${kb(total.br)} |`,
      );
      await context.close();
    }
    // The budget of issue 25: what every page needs before any of its code can run, i.e. the
    // entry module with its static imports as index.html names them (script and modulepreloads).
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const initial = [
      ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g),
    ].map((m) => m[1]);
    const initialGzip = initial.reduce((sum, f) => sum + sizes(path.join(dist, f)).gzip, 0);
    console.log(
      `\nInitial module graph (entry + static imports, ${initial.length} files): ${(initialGzip / 1024).toFixed(1)} KB gzip`,
    );
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One Lighthouse run (the CLI from node_modules) on `url`: its JSON report. */
function lighthouse(chrome, url, categories, extra) {
  return execFileSync(
    process.execPath,
    [
      path.join(here, '../node_modules/lighthouse/cli/index.js'),
      url,
      '--output=json',
      '--quiet',
      `--only-categories=${categories}`,
      ...extra,
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
  );
}

/** A server with the bench data: PostgreSQL (BENCH_DATABASE_URL, recreated) or a new PGlite directory. */
async function dataServer(env = {}) {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bu-bench-ssr-'));
    const server = startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true', DATABASE_URL: '', ...env });
    await server.ready();
    return { label: 'PGlite', server, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const { default: pg } = await import('pg');
  const dropAfter = await recreateBenchDatabase(url);
  const target = { DATABASE_URL: url, SEED_DEMO: 'true', REDIS_URL: '', ...env };
  let server = startServer(target);
  await server.ready();
  await server.stop();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(dataSql);
  await client.query(settle);
  await client.end();
  server = startServer(target);
  await server.ready();
  return { label: 'PostgreSQL', server, cleanup: dropAfter };
}

/** A public seminar of the bench data: its JSON path and its page's path. */
async function publicSeminar() {
  const search = await (await fetch(`${base}/api/public/seminars`)).json();
  const seminar = search.seminars.find((s) => !s.boosted) ?? search.seminars[0];
  if (!seminar) throw new Error('no public seminar in the bench data');
  return { json: `/api/public/seminars/${seminar.id}`, page: `/marketplace/seminars/${seminar.slug}-${seminar.id}` };
}

/**
 * Issue 43: a server-rendered seminar page against its JSON answer, same server, same run, 50
 * connections: goal at least half the JSON's throughput and p99 <= 50 ms on PostgreSQL.
 */
async function ssrScenario() {
  const { label, server, cleanup } = await dataServer();
  try {
    const { json, page } = await publicSeminar();
    const headers = { 'accept-encoding': 'gzip, br' };
    const pageHtml = await (await fetch(base + page)).text();
    if (!pageHtml.includes('application/ld+json')) throw new Error(`${page} is not server-rendered`);
    const cases = [
      ['GET /api/public/seminars/:id (JSON)', json],
      ['GET /marketplace/seminars/<slug>-<id> (HTML, server-rendered)', page],
    ];
    for (const [title, p] of cases) await cannon(title, { path: p, headers, duration: warmup });
    console.log(`\n### Server rendering, ${label} — ${connections} connections, ${duration} s each\n`);
    console.log('| call | req/s | p50 ms | p99 ms | non-2xx | errors | KB/answer (compressed) |');
    console.log('|---|---|---|---|---|---|---|');
    const results = [];
    for (const [title, p] of cases) {
      const r = await cannon(title, { path: p, headers });
      results.push(r);
      const kb = (r.throughput.total / Math.max(1, r.requests.total) / 1024).toFixed(1);
      console.log(
        `| ${title} | ${r.requests.average} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} | ${r.errors + r.timeouts} | ${kb} |`,
      );
    }
    const [jsonRun, htmlRun] = results;
    console.log(
      `\nHTML ÷ JSON throughput: ${((htmlRun.requests.average / jsonRun.requests.average) * 100).toFixed(0)} % (goal ≥ 50 %); HTML p99 ${htmlRun.latency.p99} ms (goal ≤ 50 ms)`,
    );
  } finally {
    await server.stop();
    await cleanup();
  }
}

/** Lighthouse mobile (default throttling) on a public seminar page and a search page: three categories, median of the runs. */
async function lighthousePublicScenario() {
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const runs = Number(process.env.BENCH_LH_RUNS ?? 5);
  const { server, cleanup } = await dataServer();
  const flags =
    '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
  try {
    const { page } = await publicSeminar();
    const pages = [
      ['seminar page', base + page],
      ['search page', `${base}/marketplace?state=HH`],
    ];
    console.log(`\n### Lighthouse mobile (default throttling), public pages, ${runs} runs each\n`);
    console.log('| page | run | performance | accessibility | SEO | FCP s | LCP s | TBT ms | CLS |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    const scores = new Map();
    for (let run = 1; run <= runs; run++) {
      for (const [title, url] of pages) {
        let out;
        try {
          out = lighthouse(chrome, url, 'performance,accessibility,seo', [`--chrome-flags=${flags}`]);
        } catch (error) {
          console.log(
            `| ${title} | ${run} | – (Lighthouse failed: ${String(error.message).split('\n')[0]}) | | | | | | |`,
          );
          continue;
        }
        const lhr = JSON.parse(out.toString());
        if (process.env.BENCH_LH_DIR) {
          mkdirSync(process.env.BENCH_LH_DIR, { recursive: true });
          writeFileSync(path.join(process.env.BENCH_LH_DIR, `${title.split(' ')[0]}-${run}.json`), out);
        }
        const c = lhr.categories;
        const a = lhr.audits;
        const pct = (cat) => (c[cat].score === null ? null : Math.round(c[cat].score * 100));
        const row = { performance: pct('performance'), accessibility: pct('accessibility'), seo: pct('seo') };
        for (const [cat, value] of Object.entries(row)) {
          if (value !== null) scores.set(`${title}|${cat}`, [...(scores.get(`${title}|${cat}`) ?? []), value]);
        }
        const s = (id) => (a[id].numericValue === undefined ? '–' : (a[id].numericValue / 1000).toFixed(1));
        console.log(
          `| ${title} | ${run} | ${row.performance ?? '–'} | ${row.accessibility ?? '–'} | ${row.seo ?? '–'} | ${s('first-contentful-paint')} | ${s('largest-contentful-paint')} | ${Math.round(a['total-blocking-time'].numericValue)} | ${a['cumulative-layout-shift'].numericValue?.toFixed(3)} |`,
        );
      }
    }
    console.log('');
    for (const [key, list] of scores) {
      const sorted = [...list].sort((x, y) => x - y);
      const mid = sorted.length / 2;
      const median = sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
      console.log(`${key.replace('|', ' ')}: ${list.join(', ')} (median ${median})`);
    }
  } finally {
    await server.stop();
    await cleanup();
  }
}

async function lighthouseScenario() {
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bu-bench-lh-'));
  const profiles = [];
  const server = startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true', DATABASE_URL: '' });
  // Each signed-in run gets a new profile whose localStorage holds a session: a profile used
  // before holds the service worker and its cache, and that load would not be cold.
  const { chromium: launcher } = await import('@playwright/test');
  const signedInProfile = async () => {
    const profile = mkdtempSync(path.join(tmpdir(), 'bu-bench-lh-profile-'));
    profiles.push(profile);
    const context = await launcher.launchPersistentContext(profile, {
      executablePath: chrome,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    // A JSON URL of the same origin: the profile gets the session, but no cached app file.
    await page.goto(`${base}/api/health`);
    await page.evaluate(async (creds) => {
      const r = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(creds),
      });
      const body = await r.json();
      localStorage.setItem('bu_auth_token', body.token);
      localStorage.setItem('bu_user_id', body.userId);
    }, demo);
    await context.close();
    return profile;
  };
  try {
    await server.ready();
    console.log('\n### Lighthouse mobile (default throttling), cold\n');
    console.log('| page | score | FCP s | LCP s | TBT ms | CLS | transfer KB |');
    console.log('|---|---|---|---|---|---|---|');
    const flags =
      '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
    // BENCH_LH_RUNS=<n> repeats both pages n times (Lighthouse moves by several points between
    // runs of the same build) and ends with each page's range and median.
    const runs = Number(process.env.BENCH_LH_RUNS ?? 1);
    const scores = new Map();
    for (let run = 1; run <= runs; run++) {
      const profile = await signedInProfile();
      for (const [title, url, extra] of [
        ['login', `${base}/auth/login`, [`--chrome-flags=${flags}`]],
        [
          'overview (signed in)',
          `${base}/`,
          [`--chrome-flags=${flags} --user-data-dir=${profile}`, '--disable-storage-reset'],
        ],
      ]) {
        let out;
        try {
          out = lighthouse(chrome, url, 'performance', extra);
        } catch (error) {
          console.log(`| ${title} | – (Lighthouse failed: ${String(error.message).split('\n')[0]}) | | | | | |`);
          continue;
        }
        const lhr = JSON.parse(out.toString());
        // BENCH_LH_DIR=<dir> keeps each report (what to look at next: LCP element, long tasks).
        if (process.env.BENCH_LH_DIR) {
          mkdirSync(process.env.BENCH_LH_DIR, { recursive: true });
          const name = `${title.split(' ')[0]}${runs > 1 ? `-${run}` : ''}.json`;
          writeFileSync(path.join(process.env.BENCH_LH_DIR, name), out);
        }
        const a = lhr.audits;
        const score = lhr.categories.performance.score;
        // A run whose trace Lighthouse could not read has no score: shown, not counted.
        if (score !== null) scores.set(title, [...(scores.get(title) ?? []), Math.round(score * 100)]);
        const s = (id) => (a[id].numericValue === undefined ? '–' : (a[id].numericValue / 1000).toFixed(1));
        console.log(
          `| ${title} | ${score === null ? '–' : Math.round(score * 100)} | ${s('first-contentful-paint')} | ${s('largest-contentful-paint')} | ${Math.round(a['total-blocking-time'].numericValue)} | ${a['cumulative-layout-shift'].numericValue?.toFixed(3)} | ${Math.round(a['total-byte-weight'].numericValue / 1024)} |`,
        );
      }
    }
    if (runs > 1) {
      console.log('');
      for (const [title, list] of scores) {
        const sorted = [...list].sort((x, y) => x - y);
        const mid = sorted.length / 2;
        const median = sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
        console.log(
          `${title}: ${list.join(', ')} (${list.length} of ${runs} runs scored; ${sorted[0]}–${sorted.at(-1)}, median ${median})`,
        );
      }
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    for (const profile of profiles) rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * Mail latency (issue 25): 100 password resets queue their mails at once, then a 101st is
 * requested; how long until that mail is in the dev mailbox, on PGlite and (with
 * BENCH_DATABASE_URL) on PostgreSQL. The 100 accounts are signed up first (their mails timed too).
 */
async function mailScenario() {
  const targets = [['PGlite', { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bu-bench-mail-')), DATABASE_URL: '' }]];
  const url = process.env.BENCH_DATABASE_URL;
  if (url) targets.push(['PostgreSQL', { DATABASE_URL: url, SEED_DEMO: 'true', REDIS_URL: '' }]);
  console.log('\n### Mail latency: a password reset behind 100 others\n');
  console.log(
    '| database | 100 sign-ups at once: all their mails in after | then 100 resets at once and a 101st: its mail in after its request | all 100 reset mails in after |',
  );
  console.log('|---|---|---|---|');
  for (const [label, env] of targets) {
    const dropAfter = env.DATABASE_URL ? await recreateBenchDatabase(env.DATABASE_URL) : undefined;
    // The dev mailbox exists outside production only.
    const server = startServer({ SEED_DEMO: 'true', NODE_ENV: 'development', ...env });
    try {
      await server.ready();
      const run = Date.now().toString(36);
      // A request the server's admission turns away (503, a bounded queue) is sent again after its
      // Retry-After, as the web client does.
      const post = async (route, body) => {
        for (;;) {
          const res = await fetch(`${base}/api${route}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          if (res.status !== 503) return res;
          await sleep(Number(res.headers.get('retry-after') ?? 1) * 1000);
        }
      };
      const emails = Array.from({ length: 100 }, (_, i) => `mail-bench-${run}-${i}@example.org`);
      const inbox = async (to) =>
        (await (await fetch(`${base}/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()).messages ?? [];
      /** Milliseconds from `since` until every address has `count` mails (undefined after a minute). */
      const delivered = async (addresses, count, since) => {
        for (let i = 0; i < 600; i++) {
          const counts = await Promise.all(addresses.map(async (to) => (await inbox(to)).length));
          if (counts.every((c) => c >= count)) return performance.now() - since;
          await sleep(100);
        }
        return undefined;
      };
      const started = performance.now();
      const signups = await Promise.all(
        emails.map((email, i) =>
          post('/auth/signup', {
            approved: true,
            email,
            password: 'Bench-Passwort-2026',
            providerName: `Bench ${i}`,
            telephone: '+49 30 1234567',
            street: 'Teststraße 1',
            postalCode: '10115',
            city: 'Berlin',
            country: 'DE',
            firstName: 'Bench',
            lastName: `Nr ${i}`,
            language: 'de',
            acceptTerms: true,
          }),
        ),
      );
      if (signups.some((r) => r.status !== 201)) throw new Error(`sign-up answered ${signups.map((r) => r.status)}`);
      const signupMails = await delivered(emails, 1, started);
      // 100 password resets at once (the same priority as the one measured), then the 101st.
      const resetsStarted = performance.now();
      const resets = emails.map((email) => post('/auth/request-password-reset', { email }));
      await Promise.all(resets);
      const asked = performance.now();
      if (!(await post('/auth/request-password-reset', { email: demo.email })).ok) throw new Error('reset failed');
      const resetAfter = await delivered([demo.email], 1, asked);
      const allAfter = await delivered(emails, 2, resetsStarted);
      const s = (ms) => (ms === undefined ? '> 60 s' : `${(ms / 1000).toFixed(1)} s`);
      console.log(`| ${label} | ${s(signupMails)} | ${s(resetAfter)} | ${s(allAfter)} |`);
    } finally {
      await server.stop();
      if (env.DATA_DIR) rmSync(env.DATA_DIR, { recursive: true, force: true });
      await dropAfter?.();
    }
  }
}

/**
 * Load (issue 25): 200 connections for 30 s (BENCH_LOAD_DURATION), answer cache on, on PGlite and
 * (with BENCH_DATABASE_URL) PostgreSQL, in two cases: `GET /seminars` of the demo provider alone
 * (the case the issue measured first) and a mix of the dashboard's reads — overview, seminar list,
 * leads, statistics — of BENCH_LOAD_PROVIDERS providers (5) with the demo's data, each request
 * signed in as the next of them. Counts timeouts (10 s), non-2xx and the tail.
 * BENCH_LOAD_CASES=seminars or =mix runs one case (a "before" checkout without /overview: seminars).
 */
async function loadScenario() {
  const loadSeconds = Number(process.env.BENCH_LOAD_DURATION ?? 30);
  const providers = Number(process.env.BENCH_LOAD_PROVIDERS ?? 5);
  const cases = (process.env.BENCH_LOAD_CASES ?? 'seminars,mix').split(',');
  const targets = [['PGlite', { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bu-bench-load-')), DATABASE_URL: '' }]];
  const url = process.env.BENCH_DATABASE_URL;
  if (url) targets.push(['PostgreSQL', { DATABASE_URL: url, SEED_DEMO: 'true', REDIS_URL: '' }]);
  console.log(`\n### Load: 200 connections × ${loadSeconds} s, answer cache on\n`);
  console.log('| database | case | requests/s | 2xx | non-2xx | timeouts | p50 ms | p99 ms | max ms |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const [label, env] of targets) {
    const dropAfter = env.DATABASE_URL ? await recreateBenchDatabase(env.DATABASE_URL) : undefined;
    // A first start migrates and seeds the demo provider; the others are seeded while it is stopped.
    let server = startServer({ SEED_DEMO: 'true', ...env });
    await server.ready();
    await server.stop();
    if (cases.includes('mix') && providers > 1)
      execFileSync(
        process.execPath,
        ['--import', 'tsx', path.join(here, 'seed-providers.mjs'), String(providers - 1)],
        {
          env: { ...process.env, ...env },
          stdio: 'inherit',
        },
      );
    server = startServer({ SEED_DEMO: 'true', ...env });
    try {
      await server.ready();
      const today = new Date().toISOString().slice(0, 10);
      const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
      const accounts = [
        demo,
        ...Array.from({ length: providers - 1 }, (_, i) => ({
          ...demo,
          email: `bench-${i + 1}@bildungsurlaub.example`,
        })),
      ];
      const tokens = [];
      for (const account of accounts) tokens.push(await signIn(account));
      const byCase = {
        seminars: { tokens: tokens.slice(0, 1), paths: ['/api/seminars?tab=all&page=1&pageSize=25'] },
        mix: {
          tokens,
          paths: [
            '/api/overview',
            '/api/seminars?tab=all&page=1&pageSize=25',
            '/api/leads?page=1&pageSize=25',
            `/api/statistics?from=${yearAgo}&to=${today}`,
          ],
        },
      };
      for (const name of cases) {
        const { tokens: signedIn, paths } = byCase[name];
        let next = 0;
        const result = await new Promise((resolve, reject) =>
          autocannon(
            {
              url: base,
              connections: 200,
              duration: loadSeconds,
              timeout: 10,
              requests: paths.map((p) => ({
                method: 'GET',
                path: p,
                // Each request as the next provider: the mix reads every provider's pages.
                setupRequest: (req) => ({
                  ...req,
                  headers: {
                    authorization: `Bearer ${signedIn[next++ % signedIn.length]}`,
                    'accept-encoding': 'gzip, br',
                  },
                }),
              })),
            },
            (err, r) => (err ? reject(err) : resolve(r)),
          ),
        );
        const caseLabel =
          name === 'mix' ? `mix of 4 reads, ${signedIn.length} providers` : 'GET /seminars, demo provider';
        console.log(
          `| ${label} | ${caseLabel} | ${Math.round(result.requests.average)} | ${result['2xx']} | ${result.non2xx} | ${result.timeouts} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} |`,
        );
      }
    } finally {
      await server.stop();
      if (env.DATA_DIR) rmSync(env.DATA_DIR, { recursive: true, force: true });
      await dropAfter?.();
    }
  }
}

/**
 * The marketplace at national scale (issue 47): the public reads a visitor makes, over a market of
 * BENCH_MARKET_SEMINARS (100,000) online dates of 50 providers (bench/market-data.mjs), every answer
 * computed (ANSWER_CACHE_MB=0), after VACUUM ANALYZE, at BENCH_CONNECTIONS (50). On PostgreSQL the
 * bench creates and drops its own database (BENCH_MARKET_DATABASE_URL, default bench_market on the
 * local server) and measures each read at 10 % and at 100 % of the market in one run, next to
 * `pgbench -M prepared` running the statements the server sent for that read (captured from the
 * server by bench/capture-statements.mjs) with the same parameters and clients. On PGlite, the
 * embedded default, BENCH_MARKET_PGLITE_SEMINARS (10,000) dates: the searches at 50 connections,
 * then the text search at 200 connections for BENCH_LOAD_DURATION (30 s): timeouts, 503s, slowest.
 * BENCH_MARKET_TARGETS=pg or =pglite runs one of the two.
 */
async function marketScenario() {
  const { marketChunks, marketProvidersSql, marketSeminarsSql } = await import('./market-data.mjs');
  const { default: pg } = await import('pg');
  const size = Number(process.env.BENCH_MARKET_SEMINARS ?? 100_000);
  const pgliteSize = Number(process.env.BENCH_MARKET_PGLITE_SEMINARS ?? 10_000);
  const targets = (process.env.BENCH_MARKET_TARGETS ?? 'pg,pglite').split(',');
  const captureFile = path.join(mkdtempSync(path.join(tmpdir(), 'bu-bench-capture-')), 'statements.jsonl');
  const serverEnv = {
    SEED_DEMO: 'false',
    ANSWER_CACHE_MB: '0',
    REDIS_URL: '',
    BENCH_CAPTURE_FILE: captureFile,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${path.join(here, 'capture-statements.mjs')}`.trim(),
  };
  const log = (...args) => console.error(new Date().toISOString().slice(11, 19), ...args);

  /** The reads, with ids picked from the data: a seminar in the middle of the market, one provider. */
  async function cases(query, dates) {
    // The filter is the one of a seminar in the middle of the market: its category, a state that
    // recognises it and its month, so the filtered search finds what a visitor would look for.
    const [{ seminar, provider, month, category, state }] = await query(
      `select s.id as seminar, (select id from providers where email like 'kontakt@anbieter-%' order by provider_number limit 1) as provider,
         to_char(s.start_date, 'YYYY-MM') as month, s.category_id as category,
         (select min(state) from seminar_recognitions r where r.seminar_id = s.id) as state
       from seminars s where s.seminar_number = 'BU-' || lpad('${Math.floor(dates / 2) + 7}', 6, '0')`,
    );
    return [
      ['text search `q=Kommunikation`', '/api/public/seminars?q=Kommunikation'],
      [
        'filtered: category + state + month',
        `/api/public/seminars?categoryId=${category}&state=${state}&month=${month}`,
      ],
      ['first page, no filter', '/api/public/seminars'],
      ['page 40, no filter', '/api/public/seminars?page=40'],
      ['seminar page (JSON)', `/api/public/seminars/${seminar}`],
      ['provider page', `/api/public/providers/${provider}`],
    ];
  }

  /** The statements the server sends for one request of `urlPath` (pg-boss's own polling left out). */
  async function capture(urlPath) {
    writeFileSync(captureFile, '');
    const res = await fetch(base + urlPath);
    if (!res.ok) throw new Error(`${urlPath} answered ${res.status}`);
    await res.arrayBuffer();
    await sleep(50);
    const lines = readFileSync(captureFile, 'utf8').trim().split('\n').filter(Boolean);
    rmSync(captureFile, { force: true });
    return lines.map((line) => JSON.parse(line)).filter((st) => !/pgboss/i.test(st.text));
  }

  /** pgbench -M prepared over the captured statements, one transaction per request; its tps. */
  async function pgbench(url, statements) {
    const { createRequire } = await import('node:module');
    const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils');
    const literal = (value) => {
      const v = prepareValue(value);
      const textValue = Buffer.isBuffer(v) ? `\\x${v.toString('hex')}` : String(v);
      return `$bench$${textValue}$bench$`;
    };
    const lines = [];
    statements.forEach((st, i) => {
      const values = st.values ?? [];
      // Each statement's parameters as variables (pgbench's \set takes numbers only), then the statement.
      if (values.length)
        lines.push(`select ${values.map((v, j) => `${literal(v)} as s${i}p${j + 1}`).join(', ')} \\gset`);
      lines.push(`${st.text.replace(/\$(\d+)/g, (_, n) => `:s${i}p${n}`).replace(/\s*\n\s*/g, ' ')};`);
    });
    const script = path.join(path.dirname(captureFile), 'script.sql');
    writeFileSync(script, `${lines.join('\n')}\n`);
    const out = spawnSync(
      'pgbench',
      ['-n', '-M', 'prepared', '-c', String(connections), '-j', '2', '-T', String(duration), '-f', script, url],
      { encoding: 'utf8' },
    );
    const tps = /tps = ([\d.]+)/.exec(out.stdout)?.[1];
    if (!tps || /failed: [1-9]/.test(out.stdout))
      log(`pgbench failed (${script}):`, out.stdout.slice(-600), out.stderr.slice(-600));
    return Number(tps ?? Number.NaN);
  }

  /**
   * One read under load: throughput, latency and the CPU each answer cost the server and the
   * database's backends (`backends()` answers their process ids), which a machine shared with
   * other work does not inflate as it does latency.
   */
  async function measure(title, urlPath, server, backends = async () => []) {
    await cannon(title, { path: urlPath, duration: warmup });
    const pids = await backends();
    const dbCpu = () => pids.reduce((sum, pid) => sum + processCpuMs(pid), 0);
    const [server0, db0] = [server.cpuMs(), dbCpu()];
    const r = await cannon(title, { path: urlPath });
    const answers = Math.max(1, r['2xx']);
    return {
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
      nodeMs: (server.cpuMs() - server0) / answers,
      dbMs: (dbCpu() - db0) / answers,
    };
  }

  if (targets.includes('pg')) {
    const url = process.env.BENCH_MARKET_DATABASE_URL ?? `postgresql://postgres@127.0.0.1:5432/bench_market_${port}`;
    const dropAfter = await recreateBenchDatabase(url);
    const client = new pg.Client({ connectionString: url });
    const query = async (text) => (await client.query(text)).rows;
    try {
      let server = startServer({ ...serverEnv, DATABASE_URL: url });
      await server.ready();
      await server.stop();
      await client.connect();
      const results = new Map();
      let health;
      for (const [label, upTo, from] of [
        ['10 %', Math.round(size / 10), 1],
        ['100 %', size, Math.round(size / 10) + 1],
      ]) {
        const started = performance.now();
        if (from === 1) await client.query(marketProvidersSql());
        for (const [a, b] of marketChunks(from, upTo)) await client.query(marketSeminarsSql(a, b));
        await client.query(settle);
        log(`market: ${upTo} dates (${((performance.now() - started) / 1000).toFixed(0)} s to write and settle)`);
        server = startServer({ ...serverEnv, DATABASE_URL: url });
        await server.ready();
        try {
          await cannon('health', { path: '/api/health', duration: warmup });
          const h = await cannon('health', { path: '/api/health' });
          health = { ...health, [label]: Math.round(h.requests.average) };
          // The statements of each read first, from a server that runs nothing else.
          const list = [];
          for (const [title, urlPath] of await cases(query, upTo)) list.push([title, urlPath, await capture(urlPath)]);
          for (const [title, urlPath, statements] of list) {
            const measured = await measure(title, urlPath, server, async () =>
              (
                await query(
                  'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
                )
              ).map((row) => row.pid),
            );
            const tps = await pgbench(url, statements);
            results.set(title, { ...results.get(title), [label]: { ...measured, tps, statements: statements.length } });
            log(
              `${label} ${title}: ${measured.rps} req/s, p99 ${measured.p99} ms, CPU ${measured.nodeMs.toFixed(2)} + ${measured.dbMs.toFixed(2)} ms; pgbench ${Math.round(tps)} tps`,
            );
          }
        } finally {
          await server.stop();
        }
      }
      console.log(
        `\n### Marketplace on PostgreSQL — ${size.toLocaleString('en')} dates (10 %: ${Math.round(size / 10).toLocaleString('en')}), every answer computed, ${connections} connections, ${duration} s each\n`,
      );
      console.log(
        `\`GET /api/health\` of the same run: ${health['10 %']} req/s (10 %), ${health['100 %']} req/s (100 %)\n`,
      );
      console.log(
        '| `GET` | statements | 10 %: req/s, p50 / p99 ms | 100 %: req/s, p50 / p99 ms | p99 100 % ÷ 10 % | CPU ms per answer, Node + PostgreSQL, 10 % → 100 % | pgbench tps, 10 % / 100 % | server ÷ pgbench at 100 % | non-2xx, errors |',
      );
      console.log('|---|---|---|---|---|---|---|---|---|');
      const cpu = (m) => `${m.nodeMs.toFixed(2)} + ${m.dbMs.toFixed(2)}`;
      for (const [title, r] of results) {
        const [a, b] = [r['10 %'], r['100 %']];
        console.log(
          `| ${title} | ${b.statements} | ${a.rps}, ${a.p50} / ${a.p99} | ${b.rps}, ${b.p50} / ${b.p99} | ${(b.p99 / Math.max(1, a.p99)).toFixed(2)} | ${cpu(a)} → ${cpu(b)} | ${Math.round(a.tps)} / ${Math.round(b.tps)} | ${((b.rps / b.tps) * 100).toFixed(0)} % | ${a.non2xx + b.non2xx}, ${a.errors + b.errors} |`,
        );
      }
    } finally {
      await client.end().catch(() => undefined);
      await dropAfter();
    }
  }

  if (targets.includes('pglite')) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bu-bench-market-'));
    try {
      let server = startServer({ ...serverEnv, DATA_DIR: dataDir, DATABASE_URL: '' });
      await server.ready();
      await server.stop();
      const pglite = await openPglite(dataDir);
      const started = performance.now();
      await pglite.exec(marketProvidersSql());
      for (const [a, b] of marketChunks(1, pgliteSize)) await pglite.exec(marketSeminarsSql(a, b));
      await pglite.exec(settle);
      log(`PGlite market: ${pgliteSize} dates (${((performance.now() - started) / 1000).toFixed(0)} s)`);
      const list = (await cases(async (text) => (await pglite.query(text)).rows, pgliteSize)).slice(0, 4);
      await pglite.close();
      server = startServer({ ...serverEnv, DATA_DIR: dataDir, DATABASE_URL: '' });
      await server.ready();
      try {
        console.log(
          `\n### Marketplace on PGlite (embedded) — ${pgliteSize.toLocaleString('en')} dates, every answer computed, ${connections} connections, ${duration} s each\n`,
        );
        console.log('| `GET` | req/s | p50 ms | p99 ms | non-2xx | CPU ms per answer (the server with PGlite) |');
        console.log('|---|---|---|---|---|---|');
        for (const [title, urlPath] of list) {
          const r = await measure(title, urlPath, server);
          console.log(`| ${title} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.nodeMs.toFixed(2)} |`);
        }
        const loadSeconds = Number(process.env.BENCH_LOAD_DURATION ?? 30);
        const r = await cannon('200', { path: list[0][1], connections: 200, duration: loadSeconds, timeout: 10 });
        console.log(
          `\n200 connections × ${loadSeconds} s, ${list[0][0]}: ${Math.round(r.requests.average)} req/s, ${r['2xx']} 2xx, ${r.non2xx} non-2xx (503 beyond the queue), ${r.timeouts} timeouts, p99 ${r.latency.p99} ms, slowest ${r.latency.max} ms`,
        );
      } finally {
        await server.stop();
      }
    } finally {
      // The server's PGlite worker may still be writing its last files as the process ends.
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    }
  }
  if (!process.env.BENCH_KEEP_SCRIPTS) rmSync(path.dirname(captureFile), { recursive: true, force: true });
}

/**
 * Visitors' events at volume (issue 47 item 2), on PostgreSQL (BENCH_EVENTS_DATABASE_URL, default
 * bench_events_<port> on the local server, created and dropped): a market of BENCH_MARKET_SEMINARS
 * (100,000) dates (bench/market-data.mjs), every answer computed, after VACUUM ANALYZE. The public
 * text search runs at BENCH_CONNECTIONS for BENCH_EVENTS_SECONDS (300) alone, then as long again
 * while BENCH_EVENTS_RATE (2,000) events a second arrive on 20 connections (autocannon's fixed
 * rate, latencies corrected for coordinated omission). The events are what the pages send: a
 * search's beacon with impressions of 10 listed seminars (4 of 5 calls) or a seminar page's view
 * and a click, each call from its own address (X-Forwarded-For from the trusted 127.0.0.1) with
 * the view token that page would have carried, signed with the server's key; one call in 10
 * repeats an earlier one (a reload: the 30-minute rule). Seminars are picked with a skew (the
 * popular ones meet their hourly ceiling). The rollup runs on its job every minute
 * (STATS_ROLLUP_INTERVAL_SECONDS=60): its runs, longest run and the largest age of its watermark
 * during the load, then one rollup timed after it. Rows of the event tables before and after.
 */
async function eventsScenario() {
  const { marketChunks, marketProvidersSql, marketSeminarsSql } = await import('./market-data.mjs');
  const { default: pg } = await import('pg');
  // The server's own code for the view tokens and the rollup (TypeScript, through tsx).
  const { register } = await import('tsx/esm/api');
  register();
  const source = (file) => import(pathToFileURL(path.join(root, 'apps/api/src', file)).href);
  const { createViewTokens, viewTokenKey } = await source('modules/statistics/view-token.ts');
  const { rollup } = await source('modules/statistics/rollup.ts');
  const { openDatabase } = await source('db/client.ts');

  const size = Number(process.env.BENCH_MARKET_SEMINARS ?? 100_000);
  const seconds = Number(process.env.BENCH_EVENTS_SECONDS ?? 300);
  const rate = Number(process.env.BENCH_EVENTS_RATE ?? 2000);
  const searchPath = '/api/public/seminars?q=Kommunikation';
  const url = process.env.BENCH_EVENTS_DATABASE_URL ?? `postgresql://postgres@127.0.0.1:5432/bench_events_${port}`;
  const serverEnv = {
    SEED_DEMO: 'false',
    ANSWER_CACHE_MB: '0',
    REDIS_URL: '',
    DATABASE_URL: url,
    TRUST_PROXY: '127.0.0.1',
    STATS_ROLLUP_INTERVAL_SECONDS: '60',
  };
  const log = (...args) => console.error(new Date().toISOString().slice(11, 19), ...args);
  const viewTokens = createViewTokens(viewTokenKey(benchEncryptionKey), () => new Date());

  const dropAfter = await recreateBenchDatabase(url);
  const client = new pg.Client({ connectionString: url });
  const query = async (text, values) => (await client.query(text, values)).rows;
  let server = startServer(serverEnv);
  try {
    await server.ready();
    await server.stop();
    await client.connect();
    const started = performance.now();
    await client.query(marketProvidersSql());
    for (const [a, b] of marketChunks(1, size)) await client.query(marketSeminarsSql(a, b));
    await client.query(settle);
    log(`events: market of ${size} dates (${((performance.now() - started) / 1000).toFixed(0)} s to write and settle)`);
    const seminarIds = (
      await query(
        `select id from seminars where status = 'online' and start_date > current_date order by random() limit 5000`,
      )
    ).map((r) => r.id);
    const tables = async () =>
      (
        await query(`select
          (select count(*) from stat_visitors)::int as visitors, (select count(*) from stat_event_counts)::int as counts,
          (select coalesce(sum(counted), 0) from stat_event_counts)::int as counted, (select coalesce(sum(held), 0) from stat_event_counts)::int as held,
          pg_size_pretty(pg_total_relation_size('stat_visitors') + pg_total_relation_size('stat_event_counts')) as size`)
      )[0];

    // A visitor's call: a search's impressions (token of that result list) or a seminar page's view and a click.
    const agents = [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    ];
    const clicks = ['message_click', 'phone_click', 'website_click', 'more_info_click'];
    const pick = () => seminarIds[Math.floor(Math.random() ** 2 * seminarIds.length)];
    const byte = () => Math.floor(Math.random() * 256);
    const recent = [];
    let sent = 0;
    let accepted = 0;
    function call() {
      if (recent.length >= 500 && Math.random() < 0.1) return recent[Math.floor(Math.random() * recent.length)];
      const address = `10.${byte()}.${byte()}.${byte()}`;
      let events;
      if (Math.random() < 0.8) {
        const ids = [...new Set(Array.from({ length: 10 }, pick))];
        const viewToken = viewTokens.issue({ kind: 'search', ids, top: 0 }, address);
        events = ids.map((seminarId) => ({ type: 'impression', seminarId, viewToken }));
      } else {
        const seminarId = pick();
        const viewToken = viewTokens.issue({ kind: 'seminar', ids: [seminarId], top: 0 }, address);
        const click = clicks[Math.floor(Math.random() * clicks.length)];
        events = [
          { type: 'seminar_view', seminarId, viewToken },
          { type: click, seminarId, viewToken },
        ];
      }
      const made = {
        count: events.length,
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          'user-agent': agents[Math.floor(Math.random() * agents.length)],
          'x-forwarded-for': address,
        },
        body: JSON.stringify({ events }),
      };
      if (recent.length < 500) recent.push(made);
      else recent[Math.floor(Math.random() * 500)] = made;
      return made;
    }
    const eventsPerCall = 0.8 * 10 + 0.2 * 2;

    server = startServer(serverEnv);
    await server.ready();
    try {
      await cannon('warm-up', { path: searchPath, duration: warmup });
      const alone = await cannon('search alone', { path: searchPath, duration: seconds });
      log(`search alone: ${Math.round(alone.requests.average)} req/s, p99 ${alone.latency.p99} ms`);
      const before = await tables();

      // The rollup's watermark while events arrive: its largest age is how far the counters lag.
      const loadStart = new Date();
      let lagMax = null;
      const poll = setInterval(async () => {
        const [row] = await query(
          `select extract(epoch from now() - rolled_up_to)::float8 as lag from stat_rollup_state where id = 1`,
        ).catch(() => []);
        if (row && (lagMax === null || row.lag > lagMax)) lagMax = row.lag;
      }, 1000);
      const [withEvents, events] = await Promise.all([
        cannon('search with events', { path: searchPath, duration: seconds }),
        cannon('events', {
          path: '/api/public/events',
          method: 'POST',
          connections: 20,
          duration: seconds,
          overallRate: Math.ceil(rate / eventsPerCall),
          requests: [
            {
              method: 'POST',
              setupRequest: (req) => {
                const { count, headers, body } = call();
                sent += count;
                return { ...req, headers, body };
              },
              onResponse: (status, body) => {
                if (status === 202) accepted += JSON.parse(body).accepted;
              },
            },
          ],
        }),
      ]);
      clearInterval(poll);
      const [jobs] = await query(
        `select count(*)::int as runs, coalesce(max(extract(epoch from completed_on - started_on)), 0)::float8 as longest
         from (select completed_on, started_on from pgboss.job where name = 'statistics.rollup' and state = 'completed'
               union all select completed_on, started_on from pgboss.archive where name = 'statistics.rollup' and state = 'completed') j
         where completed_on >= $1`,
        [loadStart],
      );
      const after = await tables();
      const database = await openDatabase({ databaseUrl: url });
      const rollupStart = performance.now();
      await rollup(database.db, { retentionDays: 90, now: new Date() });
      const rollupMs = performance.now() - rollupStart;
      await database.close();

      const eventRate = Math.round(sent / seconds);
      console.log(
        `\n### Visitors' events at volume on PostgreSQL — ${size.toLocaleString('en')} dates, ${rate.toLocaleString('en')} events/s asked, ${seconds} s each, search at ${connections} connections, every answer computed\n`,
      );
      console.log('| measure | result |');
      console.log('|---|---|');
      console.log(
        `| search \`q=Kommunikation\` alone | ${Math.round(alone.requests.average)} req/s, p50 ${alone.latency.p50} / p99 ${alone.latency.p99} ms, non-2xx ${alone.non2xx} |`,
      );
      console.log(
        `| search \`q=Kommunikation\` with events | ${Math.round(withEvents.requests.average)} req/s, p50 ${withEvents.latency.p50} / p99 ${withEvents.latency.p99} ms, non-2xx ${withEvents.non2xx}; p99 × ${(withEvents.latency.p99 / Math.max(1, alone.latency.p99)).toFixed(2)} of alone |`,
      );
      console.log(
        `| \`POST /api/public/events\` (20 connections) | ${Math.round(events.requests.average)} calls/s, ~${eventRate.toLocaleString('en')} events/s sent, p50 ${events.latency.p50} / p99 ${events.latency.p99} ms, non-2xx ${events.non2xx}, errors ${events.errors}, timeouts ${events.timeouts} |`,
      );
      console.log(
        `| events stored | ${accepted.toLocaleString('en')} acknowledged; ${(after.counted + after.held - before.counted - before.held).toLocaleString('en')} in stat_event_counts (${(after.held - before.held).toLocaleString('en')} held above an hourly ceiling; more than acknowledged only by calls still in flight at the end) |`,
      );
      console.log(
        `| event rows (stat_visitors + stat_event_counts) | before: ${before.visitors.toLocaleString('en')} + ${before.counts.toLocaleString('en')} (${before.size}); after: ${after.visitors.toLocaleString('en')} + ${after.counts.toLocaleString('en')} (${after.size}) |`,
      );
      console.log(
        `| rollup during the load (every minute) | ${jobs.runs} runs, longest ${jobs.longest.toFixed(2)} s, watermark at most ${lagMax === null ? '— (none ran)' : `${lagMax.toFixed(0)} s`} behind |`,
      );
      console.log(`| one rollup after the load | ${(rollupMs / 1000).toFixed(2)} s |`);
    } finally {
      await server.stop();
    }
  } finally {
    await server.stop();
    await client.end().catch(() => undefined);
    await dropAfter();
  }
}

/**
 * Several processes (issue 47 item 6): two API processes (`--role=api`) and a worker
 * (`--role=worker`) on one PostgreSQL, behind nginx (Debian's, installed when missing), with
 * Redis for the shared rate limits. A market of BENCH_CLUSTER_SEMINARS (10,000) dates; the public
 * search and the first page through nginx against one API process alone, BENCH_CONNECTIONS each.
 * Then what must not be counted twice when the same visitor's calls reach both processes: each
 * of 200 visitors posts the same seminar view and the same top impression of a boosted seminar
 * to both processes directly and once through nginx; the day's counters must grow by one per
 * visitor, as must the boost's top impressions.
 */
async function clusterScenario() {
  const { marketChunks, marketProvidersSql, marketSeminarsSql } = await import('./market-data.mjs');
  const { default: pg } = await import('pg');
  const { register } = await import('tsx/esm/api');
  register();
  const { createViewTokens, viewTokenKey } = await import(
    pathToFileURL(path.join(root, 'apps/api/src/modules/statistics/view-token.ts')).href
  );
  const size = Number(process.env.BENCH_CLUSTER_SEMINARS ?? 10_000);
  const url = process.env.BENCH_CLUSTER_DATABASE_URL ?? `postgresql://postgres@127.0.0.1:5432/bench_cluster_${port}`;
  const log = (...args) => console.error(new Date().toISOString().slice(11, 19), ...args);
  if (spawnSync('sh', ['-c', 'command -v nginx']).status !== 0) {
    log('installing nginx');
    execFileSync(
      'sh',
      ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null'],
      {
        stdio: 'inherit',
      },
    );
  }
  const env = {
    SEED_DEMO: 'false',
    ANSWER_CACHE_MB: '0',
    PAGE_RENDER_CACHE_MB: '0',
    DATABASE_URL: url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    TRUST_PROXY: '127.0.0.1',
    STATS_ROLLUP_INTERVAL_SECONDS: '60',
  };
  const [portA, portB, portLb] = [port + 1, port + 2, port];
  const dropAfter = await recreateBenchDatabase(url);
  const client = new pg.Client({ connectionString: url });
  const query = async (text, values) => (await client.query(text, values)).rows;
  const servers = [];
  let worker;
  let nginx;
  const dir = mkdtempSync(path.join(tmpdir(), 'bu-bench-cluster-'));
  try {
    // Migrate once, then the market.
    const first = startServer(env, { port: portA, args: ['--role=api'] });
    await first.ready();
    await first.stop();
    await client.connect();
    await client.query(marketProvidersSql());
    for (const [a, b] of marketChunks(1, size)) await client.query(marketSeminarsSql(a, b));
    await client.query(settle);
    log(`cluster: market of ${size} dates`);

    for (const p of [portA, portB]) {
      const server = startServer(env, { port: p, args: ['--role=api'] });
      await server.ready();
      servers.push(server);
    }
    worker = spawn(process.execPath, ['--enable-source-maps', compiled, '--role=worker'], {
      cwd: root,
      env: {
        ...process.env,
        ...env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        ENCRYPTION_KEY: benchEncryptionKey,
        PORT: '0',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise((resolve, reject) => {
      worker.stdout.on('data', (chunk) => String(chunk).includes('worker started') && resolve());
      worker.on('exit', () => reject(new Error('worker exited')));
    });
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream api { server 127.0.0.1:${portA}; server 127.0.0.1:${portB}; keepalive 128; }
  server {
    listen 127.0.0.1:${portLb};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}
`,
    );
    nginx = spawn('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'inherit' });
    for (
      let i = 0;
      i < 100 &&
      !(await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    )
      await sleep(100);

    const at = (p) => `http://127.0.0.1:${p}`;
    const load = (title, target, urlPath) =>
      new Promise((resolve, reject) =>
        autocannon({ url: target + urlPath, connections, duration, title }, (err, r) =>
          err ? reject(err) : resolve(r),
        ),
      );
    console.log(
      `\n### Two API processes and a worker behind nginx — ${size.toLocaleString('en')} dates, PostgreSQL, ${connections} connections, ${duration} s each\n`,
    );
    console.log('| `GET` | one API process: req/s, p50 / p99 ms | two behind nginx: req/s, p50 / p99 ms | ratio |');
    console.log('|---|---|---|---|');
    for (const [title, urlPath] of [
      ['text search `q=Kommunikation`', '/api/public/seminars?q=Kommunikation'],
      ['first page, no filter', '/api/public/seminars'],
    ]) {
      await load('warm-up', base, urlPath);
      const one = await load(title, at(portA), urlPath);
      const two = await load(title, base, urlPath);
      console.log(
        `| ${title} | ${Math.round(one.requests.average)}, ${one.latency.p50} / ${one.latency.p99} | ${Math.round(two.requests.average)}, ${two.latency.p50} / ${two.latency.p99} | ${(two.requests.average / one.requests.average).toFixed(2)} |`,
      );
    }

    // The same visitor's events through both processes and the balancer.
    const viewTokens = createViewTokens(viewTokenKey(benchEncryptionKey), () => new Date());
    const [{ id: viewed }] = await query(
      `select id from seminars where status = 'online' and start_date > current_date + 30 order by seminar_number limit 1`,
    );
    const [{ id: boosted }] = await query(
      `select seminar_id as id from boost_bookings b join seminars s on s.id = b.seminar_id
       where b.status = 'confirmed' and b.starts_on <= current_date and b.ends_on >= current_date and s.start_date > current_date
       order by b.seminar_id limit 1`,
    );
    const counted = async () =>
      (
        await query(
          `select coalesce((select sum(counted) from stat_event_counts where target_id = $1 and type = 'seminar_view'), 0)::int as views,
                  coalesce((select sum(counted) from stat_event_counts where target_id = $2 and type = 'impression'), 0)::int as impressions,
                  (select coalesce(sum(top_impressions), 0) from boost_bookings where seminar_id = $2)::int as top`,
          [viewed, boosted],
        )
      )[0];
    const before = await counted();
    const visitors = 200;
    let answered = 0;
    for (let v = 0; v < visitors; v++) {
      const address = `10.77.${Math.floor(v / 250)}.${(v % 250) + 1}`;
      const events = [
        {
          type: 'seminar_view',
          seminarId: viewed,
          viewToken: viewTokens.issue({ kind: 'seminar', ids: [viewed], top: 0 }, address),
        },
        {
          type: 'impression',
          seminarId: boosted,
          viewToken: viewTokens.issue({ kind: 'search', ids: [boosted], top: 1 }, address),
        },
      ];
      const post = (target) =>
        fetch(`${target}/api/public/events`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': `Mozilla/5.0 bench visitor ${v}`,
            'x-forwarded-for': address,
          },
          body: JSON.stringify({ events }),
        }).then((r) => (r.ok ? answered++ : log('event call answered', r.status)));
      await Promise.all([post(at(portA)), post(at(portB)), post(base)]);
    }
    const after = await counted();
    const grown = {
      views: after.views - before.views,
      impressions: after.impressions - before.impressions,
      top: after.top - before.top,
    };
    console.log(
      `\nEvents: ${visitors} visitors, each posting the same seminar view and top impression to both processes and through nginx (${answered} calls answered 2xx). ` +
        `Counted: ${grown.views} views, ${grown.impressions} impressions, ${grown.top} top impressions of the boost ` +
        `(expected ${visitors} each): ${grown.views === visitors && grown.impressions === visitors && grown.top === visitors ? 'nothing counted twice' : 'MISMATCH'}.`,
    );
  } finally {
    nginx?.kill('SIGQUIT');
    worker?.kill('SIGTERM');
    for (const server of servers) await server.stop();
    await client.end().catch(() => undefined);
    await dropAfter();
    rmSync(dir, { recursive: true, force: true });
  }
}

const run = {
  cluster: clusterScenario,
  events: eventsScenario,
  marketplace: marketScenario,
  load: loadScenario,
  mail: mailScenario,
  api: pgliteScenario,
  pg: postgresScenario,
  startup: startupScenario,
  weight: weightScenario,
  lighthouse: lighthouseScenario,
  ssr: ssrScenario,
  'lighthouse-public': lighthousePublicScenario,
};
console.log(
  `# bench ${new Date().toISOString().slice(0, 10)} — ${root === path.join(here, '..') ? 'this checkout' : root}, node ${process.version}`,
);
for (const name of scenarios) {
  if (!run[name]) throw new Error(`unknown scenario ${name} (${Object.keys(run).join(', ')})`);
  try {
    await run[name]();
  } catch (err) {
    console.error(`scenario ${name} failed: ${err.message}`);
    process.exitCode = 1;
    for (const server of running) await server.stop();
  }
}
