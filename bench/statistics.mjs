// Statistics pipeline benchmark (issue 8): N events over S seminars of P providers (counted per day,
// type and target in stat_event_counts as the ingestion stores them, ADR 054), then
// ingestion through POST /api/public/events (batches of 20), one full rollup and one rollup of a
// day's events, and GET /api/statistics over 365 days at 20 connections.
//
//   PostgreSQL: BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres node --import tsx bench/statistics.mjs
//   PGlite:     BENCH_EVENTS=1000000 node --import tsx bench/statistics.mjs
//
// BENCH_DATABASE_URL names an admin connection; a scratch database is created and dropped
// (BENCH_KEEP=1 keeps it and prints its name; BENCH_REUSE=<database> skips the generation and
// runs the server phases on that kept database). BENCH_ROOT=<checkout> runs that checkout's
// server (e.g. the branch point, for a before/after pair on the same data in the same hour).
// BENCH_PROFILE=<dir> writes the server's CPU profile there. BENCH_STATISTICS_TO=<YYYY-MM-DD> ends
// the measured year on that day instead of today.
// Data is generated in SQL (generate_series); results are printed as Markdown rows for
// bench/RESULTS.md.
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../apps/api/src/db/client.ts';
import { rollup } from '../apps/api/src/modules/statistics/rollup.ts';
import { createViewTokens, viewTokenKey } from '../apps/api/src/modules/statistics/view-token.ts';

const adminUrl = process.env.BENCH_DATABASE_URL;
const EVENTS = Number(process.env.BENCH_EVENTS ?? (adminUrl ? 10_000_000 : 1_000_000));
const SEMINARS = Number(process.env.BENCH_SEMINARS ?? 50_000);
const PROVIDERS = Number(process.env.BENCH_PROVIDERS ?? 2_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const port = Number(process.env.BENCH_PORT ?? 3121);
const base = `http://127.0.0.1:${port}`;
const CHUNK = 500_000;
const reuse = process.env.BENCH_REUSE;
const keep = process.env.BENCH_KEEP === '1' || Boolean(reuse);
const serverRoot = process.env.BENCH_ROOT ?? process.cwd();
// What the dashboard's browser sends: a year's answer is ~350 KB as JSON, ~45 KB compressed.
const ACCEPT_ENCODING = 'gzip, br';
const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

const log = (...args) => console.error(new Date().toISOString().slice(11, 19), ...args);
const seconds = (start) => ((performance.now() - start) / 1000).toFixed(1);
const rows = [];
const row = (...cells) => rows.push(`| ${cells.join(' | ')} |`);

let databaseUrl;
let dataDir;
/** The server keeps its PGlite database in DATA_DIR/pglite (server.ts); the bench writes the same one. */
const pgliteDir = () => path.join(dataDir, 'pglite');
const scratch = reuse ?? `bu_bench_stats_${process.pid}`;
if (adminUrl) {
  if (!reuse) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${scratch}`);
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${scratch}`;
  databaseUrl = url.toString();
} else {
  dataDir = reuse ?? mkdtempSync(path.join(tmpdir(), 'bu-bench-stats-'));
}

async function generate() {
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: pgliteDir() });
  const sql = (text, values) => database.executeSql(text, values);
  await migrateDatabase(database);
  let start = performance.now();
  await sql(`insert into providers (name, street, postal_code, city, country)
    select 'Anbieter ' || g, 'Straße ' || g, '20095', 'Hamburg', 'DE' from generate_series(1, ${PROVIDERS}) g`);
  // Each provider offers seminars in three neighbouring categories: 20 different category sets.
  await sql(`
    with p as (select array_agg(id order by provider_number) ids from providers),
         c as (select array_agg(id order by id) ids from seminar_categories where id > 0)
    insert into seminars (provider_id, title, category_id, status, start_date, end_date, price_type, price_cents, published_at, description_web)
    select p.ids[1 + (g % ${PROVIDERS})], 'Seminar ' || g || ' Rhetorik Nordsee Gesundheit',
      c.ids[1 + (((g % ${PROVIDERS}) * 3 + (g / ${PROVIDERS}) % 3) % array_length(c.ids, 1))],
      'online', current_date + 1 + (g % 300), current_date + 5 + (g % 300), 'exact', 45000, now() - interval '400 days',
      '<p>Ein Bildungsurlaub mit vielen Übungen.</p>'
    from p, c, generate_series(1, ${SEMINARS}) g`);
  log(`providers and seminars: ${seconds(start)} s`);

  start = performance.now();
  for (let done = 0; done < EVENTS; done += CHUNK) {
    const n = Math.min(CHUNK, EVENTS - done);
    // Popularity is skewed (random()^2); 5 % profile views; impressions dominate. Each chunk's
    // events are added to the counts of their day, type and target.
    await sql(`
      with s as (select array_agg(id order by id) ids, array_agg(provider_id order by id) pids from seminars),
      e as (
        select g, 1 + floor(power(random(), 2) * ${SEMINARS})::int as k, random() as r,
          ((now() - random() * interval '364 days') at time zone 'Europe/Berlin')::date as day,
          (array['impression','impression','impression','impression','impression','impression','seminar_view','seminar_view','message_click','phone_click','website_click','more_info_click'])[1 + floor(random() * 12)::int] as t
        from generate_series(${done + 1}, ${done + n}) g
      )
      insert into stat_event_counts as c (day, type, target_id, provider_id, counted)
      select e.day,
        case when e.r < 0.05 then 'profile_view' else e.t end as type,
        case when e.r < 0.05 then s.pids[e.k] else s.ids[e.k] end as target_id, s.pids[e.k], count(*)::int
      from s, e
      group by 1, 2, 3, 4
      on conflict (day, type, target_id) do update set counted = c.counted + excluded.counted`);
    log(`events: ${done + n} (${seconds(start)} s)`);
  }
  const eventSeconds = seconds(start);
  // The hourly rows ingestion keeps per seminar (its ceiling's count, and what it held as
  // suspicious), for the default retention of 90 days: each day's counts in one random hour,
  // about one row in a thousand with held events.
  start = performance.now();
  await sql(`
    insert into stat_hourly_seminar (seminar_id, hour, provider_id, counted, held)
    select target_id, hour, provider_id, sum(counted)::int, case when random() < 0.001 then 5 else 0 end
    from (
      select c.target_id, c.provider_id, c.counted,
        (c.day::timestamp at time zone 'Europe/Berlin') + make_interval(hours => floor(random() * 24)::int) as hour
      from stat_event_counts c
      where c.type <> 'profile_view' and c.day > current_date - 90
    ) e
    group by 1, 2, 3`);
  const [{ n: hourlyRows }] = (await sql('select count(*)::int as n from stat_hourly_seminar')).rows;
  log(`hourly seminar rows of 90 days: ${hourlyRows} (${seconds(start)} s)`);
  if (databaseUrl) await sql('analyze');

  start = performance.now();
  await rollup(database.db, { retentionDays: 400, now: new Date() });
  const fullRollup = seconds(start);
  const [{ n: dailyRows }] = (await sql('select count(*)::int as n from stat_daily_seminar')).rows;
  log(`full rollup: ${fullRollup} s, ${dailyRows} daily seminar rows`);

  // One day: move the watermark back to the start of today (Berlin) and roll up again.
  await sql(
    `update stat_rollup_state set rolled_up_to = ((current_date)::timestamp at time zone 'Europe/Berlin') + interval '1 hour'`,
  );
  const [{ n: todays }] = (
    await sql(
      `select coalesce(sum(counted), 0)::int as n from stat_event_counts where day = (now() at time zone 'Europe/Berlin')::date`,
    )
  ).rows;
  start = performance.now();
  await rollup(database.db, { retentionDays: 400, now: new Date() });
  const dayRollup = seconds(start);
  // The month rows in the order a year of rollups writes them: a month's rows are inserted in
  // that month, so the pages of past months hold no row the rollup still updates. The one full
  // rollup above wrote each seminar's twelve months side by side, and the day rollups of each run
  // then touched (and took out of the visibility map) every page: a provider's year read 10,000
  // month rows from the heap instead of from the index (2026-11-30).
  await sql(
    'create temp table month_rows as select * from stat_monthly_seminar order by month, provider_id, seminar_id',
  );
  await sql('delete from stat_monthly_seminar');
  await sql('insert into stat_monthly_seminar select * from month_rows');
  await sql('drop table month_rows');
  // As autovacuum leaves a table some time after a large write: planner statistics of the rolled-up
  // rows (the analyze above saw none of them) and a visibility map for index-only reads.
  if (databaseUrl) await sql('vacuum full stat_monthly_seminar');
  if (databaseUrl) await sql('vacuum analyze');
  await database.close();
  return { eventSeconds, fullRollup, dailyRows, dayRollup, todays };
}

/** Sessions for 100 providers (tokens stored hashed, as the app does) and a sample of seminars, on every run. */
async function prepare() {
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: pgliteDir() });
  const sql = (text, values) => database.executeSql(text, values);
  // Sessions for 100 providers (tokens stored hashed, as the app does).
  const providers = (await sql('select id from providers order by provider_number limit 100')).rows;
  const tokens = [];
  for (const [i, p] of providers.entries()) {
    const token = randomBytes(32).toString('base64url');
    const user = (
      await sql(
        `insert into users (provider_id, email, first_name, last_name, role, email_verified_at) values ($1, $2, 'B', 'Bench', 'admin', now()) returning id`,
        [p.id, `bench-${process.pid}-${i}@example.org`],
      )
    ).rows[0];
    await sql(`insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`, [
      user.id,
      createHash('sha256').update(token).digest('hex'),
    ]);
    tokens.push(token);
  }
  const sample = (await sql('select id from seminars order by random() limit 2000')).rows.map((r) => r.id);
  await database.close();
  return { tokens, sample };
}

const run = (opts) =>
  new Promise((resolve, reject) =>
    autocannon({ duration: DURATION, ...opts }, (err, r) => (err ? reject(err) : resolve(r))),
  );

if (!reuse) {
  const g = await generate();
  row(
    `generate ${EVENTS.toLocaleString('en')} events, counted per day, type and target (SQL)`,
    `${g.eventSeconds} s`,
    '',
    '',
  );
  row(
    `full rollup of all event counts → ${g.dailyRows.toLocaleString('en')} daily seminar rows`,
    `${g.fullRollup} s`,
    '',
    '',
  );
  row(`rollup of one day (${g.todays.toLocaleString('en')} events of today)`, `${g.dayRollup} s`, '', '');
}
if (keep) log(`kept: BENCH_REUSE=${scratch}`);
// Before the server starts: PGlite admits one process per data directory.
const generated = await prepare();
// The server as production runs it: the compiled bundle (built if missing or stale); a checkout
// without a build script runs its sources through tsx.
const useBundle = !process.env.BENCH_TSX && existsSync(path.join(serverRoot, 'apps/api/build.mjs'));
if (useBundle)
  execFileSync(process.execPath, ['scripts/ensure-build.mjs', 'api'], { cwd: serverRoot, stdio: 'inherit' });
// BENCH_PROFILE=<dir> writes the server's CPU profile there when it stops (what a read spends its time on).
const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
const serverArgs = useBundle
  ? [...profile, '--enable-source-maps', 'apps/api/dist/server.js']
  : [...profile, '--import', 'tsx', 'apps/api/src/server.ts'];
const encryptionKey = process.env.ENCRYPTION_KEY ?? 'bench-encryption-key-not-secret-0123456789abcdef';
// Events count only with the view token of a page served to their network (ADR 018): the bench
// signs with the server's key what a page would have carried, so the server checks every token.
const viewTokens = createViewTokens(viewTokenKey(encryptionKey), () => new Date());
const server = spawn(process.execPath, serverArgs, {
  cwd: serverRoot,
  env: {
    ...process.env,
    PORT: String(port),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
    LOG_LEVEL: 'warn',
    ENCRYPTION_KEY: encryptionKey,
    SEED_DEMO: 'false',
    TRUST_PROXY: '127.0.0.1',
    STATS_RAW_RETENTION_DAYS: '400',
  },
  stdio: 'inherit',
});
try {
  // The server migrates first (a newer checkout's migrations backfill what they add).
  for (let i = 0; i < 1500; i++) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const health = await run({ url: `${base}/api/health`, connections: 10 });
  row(
    'GET /api/health (reference, 10 connections)',
    `${health.requests.average} req/s`,
    `${health.latency.p50}`,
    `${health.latency.p99}`,
  );

  // Ingestion: batches of 20 events, each call from another address (so limits and dedup act per visitor).
  const pick = () => generated.sample[Math.floor(Math.random() * generated.sample.length)];
  const types = ['impression', 'impression', 'impression', 'seminar_view', 'message_click', 'more_info_click'];
  const ingest = await run({
    url: `${base}/api/public/events`,
    connections: 20,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const address = `10.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`;
          return {
            ...req,
            headers: { 'content-type': 'text/plain', 'user-agent': USER_AGENT, 'x-forwarded-for': address },
            body: JSON.stringify({
              events: Array.from({ length: 20 }, () => {
                const type = types[Math.floor(Math.random() * types.length)];
                const seminarId = pick();
                const kind = type === 'impression' ? 'search' : 'seminar';
                return { type, seminarId, viewToken: viewTokens.issue({ kind, ids: [seminarId], top: 0 }, address) };
              }),
            }),
          };
        },
      },
    ],
  });
  row(
    'POST /api/public/events, 20 events a call (20 connections)',
    `${Math.round(ingest.requests.average * 20)} events/s (${ingest.requests.average} req/s)`,
    `${ingest.latency.p50}`,
    `${ingest.latency.p99}`,
    `non-2xx ${ingest.non2xx}`,
  );

  // The year up to today, the dashboard's preset, or up to BENCH_STATISTICS_TO: a range that ends
  // on another day cuts the months at both ends, which a year ending today does only on some days.
  const lastDay =
    process.env.BENCH_STATISTICS_TO ??
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const from = new Date(Date.parse(`${lastDay}T00:00:00Z`) - 364 * 86_400_000).toISOString().slice(0, 10);
  // Warm-up: one request per provider in sequence (the first of each category set computes its benchmark).
  const warm = [];
  let failed = 0;
  for (const token of generated.tokens) {
    const start = performance.now();
    const res = await fetch(`${base}/api/statistics?from=${from}&to=${lastDay}`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': ACCEPT_ENCODING },
    });
    const body = await res.text();
    warm.push(performance.now() - start);
    // A failing read is reported, never timed as if it had answered.
    if (!res.ok && failed++ === 0) log(`GET /api/statistics answered ${res.status}: ${body.slice(0, 200)}`);
  }
  if (failed) log(`${failed} of ${generated.tokens.length} first calls failed`);
  warm.sort((a, b) => a - b);
  const percentile = (p) => Math.round(warm[Math.min(warm.length - 1, Math.ceil((p / 100) * warm.length) - 1)]);
  row(
    `GET /api/statistics over 365 days, first call of each of ${warm.length} providers (sequential, cold)`,
    `${(warm.reduce((a, b) => a + b, 0) / 1000).toFixed(1)} s in all`,
    `${percentile(50)}`,
    `${percentile(99)} (max ${Math.round(warm.at(-1))})`,
  );
  const stats = await run({
    url: `${base}/api/statistics?from=${from}&to=${lastDay}`,
    connections: 20,
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          headers: {
            authorization: `Bearer ${generated.tokens[Math.floor(Math.random() * generated.tokens.length)]}`,
            'accept-encoding': ACCEPT_ENCODING,
          },
        }),
      },
    ],
  });
  row(
    `GET /api/statistics over 365 days, ${generated.tokens.length} providers (20 connections${process.env.ANSWER_CACHE_MB === '0' ? ', every answer computed' : ', answers kept'})`,
    `${stats.requests.average} req/s`,
    `${stats.latency.p50}`,
    `${stats.latency.p99}`,
    `non-2xx ${stats.non2xx}`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  if (keep) {
    /* kept for BENCH_REUSE */
  } else if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
    await admin.end();
  } else {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
console.log('| step | result | p50 ms | p99 ms | |');
console.log('|---|---|---|---|---|');
for (const r of rows) console.log(r);
