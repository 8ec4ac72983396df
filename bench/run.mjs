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
//   lighthouse Lighthouse mobile (default throttling) on /auth/login and the signed-in overview,
//              CHROME_PATH=/usr/bin/chromium, lighthouse from node_modules (BENCH_LH_DIR keeps the reports)
// Environment: BENCH_PORT (3200), BENCH_DURATION seconds per call (10), BENCH_WARMUP seconds of load
// per call before the runs (2), BENCH_CONNECTIONS (50),
// BENCH_ROOT = another checkout to measure (e.g. the commit before a change; its node_modules may be a link).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(process.env.BENCH_ROOT ?? path.join(here, '..'));
const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
const demo = { email: 'demo@bildungsurlaub.example', password: 'Demo-Seminare-2026' };
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
const compiled = path.join(root, 'apps/api/dist/server.js');

/** Servers started and not yet stopped: a scenario that fails stops the ones it left. */
const running = new Set();

/**
 * The server as production starts it (the compiled bundle when the checkout has one), started by
 * `ready()`: on a free port only, since a server left there by an earlier run would answer in
 * its place.
 */
function startServer(env) {
  const useBundle = existsSync(path.join(root, 'apps/api/build.mjs'));
  if (useBundle)
    execFileSync(process.execPath, [path.join(root, 'scripts/ensure-build.mjs'), 'api'], { stdio: 'inherit' });
  const args = useBundle
    ? ['--enable-source-maps', compiled]
    : ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')];
  let child;
  let exited;
  const server = {
    /** Starts the server and resolves with the milliseconds until it was ready. */
    async ready() {
      const taken = await fetch(`${base}/api/health`).then(
        () => true,
        () => false,
      );
      if (taken) throw new Error(`port ${port} answers already: stop the server on it, or set BENCH_PORT`);
      const started = performance.now();
      child = spawn(process.execPath, args, {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          RATE_LIMIT_ENABLED: 'false',
          NODE_ENV: 'production',
          // Required with DATABASE_URL; a fixed bench value (the bench data holds no secrets).
          ENCRYPTION_KEY: 'bench-only-encryption-key-0123456789abcdef',
          ...env,
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      running.add(server);
      exited = new Promise((r) => child.on('exit', r));
      for (let i = 0; i < 1200; i++) {
        if (child.exitCode !== null) throw new Error('server exited');
        try {
          if ((await fetch(`${base}/api/ready`)).ok) return performance.now() - started;
        } catch {
          /* starting */
        }
        await sleep(50);
      }
      throw new Error('server did not start');
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

async function pgliteScenario() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bu-bench-'));
  try {
    let server = startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true', DATABASE_URL: '' });
    await server.ready();
    await server.stop();
    const { PGlite } = await import('@electric-sql/pglite');
    const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
    const { citext } = await import('@electric-sql/pglite/contrib/citext');
    const pglite = await PGlite.create(path.join(dataDir, 'pglite'), {
      extensions: { btree_gin, pg_trgm, unaccent, citext },
    });
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
          out = execFileSync(
            process.execPath,
            [
              path.join(here, '../node_modules/lighthouse/cli/index.js'),
              url,
              '--output=json',
              '--quiet',
              '--only-categories=performance',
              ...extra,
            ],
            { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
          );
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

const run = {
  load: loadScenario,
  mail: mailScenario,
  api: pgliteScenario,
  pg: postgresScenario,
  startup: startupScenario,
  weight: weightScenario,
  lighthouse: lighthouseScenario,
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
