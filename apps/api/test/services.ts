/**
 * Real dependencies for tests that need their own (never the machine's shared ones):
 * a PostgreSQL cluster and a Redis server in a temporary directory on a free port, and
 * the API started as its own process (`src/server.ts`) on them.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vi } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

const commandOutput = (cmd: string, args: string[]) => {
  try {
    return execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return undefined;
  }
};

/**
 * The directory with the PostgreSQL server binaries (initdb, pg_ctl): PG_BIN when set, else
 * what `pg_config --bindir` names, else the newest /usr/lib/postgresql/<version>/bin (Debian
 * and Ubuntu install the server there, outside PATH); only a directory holding initdb counts.
 */
function findPostgresBin(): string | undefined {
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const candidates = [
    process.env.PG_BIN,
    commandOutput('pg_config', ['--bindir']),
    ...versions.map((v) => path.join(debian, v, 'bin')),
  ];
  return candidates.find((dir) => dir && existsSync(path.join(dir, 'initdb')));
}
const PG_BIN = findPostgresBin();

export const hasPostgresBinaries = () => PG_BIN !== undefined;

/**
 * Whether a test that starts its own PostgreSQL must be skipped: only on a machine without the
 * server binaries, and never in CI (`CI` set), where startPostgres then fails the test instead.
 */
export const skipWithoutPostgres = () => !hasPostgresBinaries() && !process.env.CI;
export const hasRedisServer = () => {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** initdb refuses to run as root: run the cluster as the `postgres` user then. */
const asPostgres = (cmd: string, args: string[]): [string, string[]] =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];

function run(cmd: string, args: string[]) {
  const [c, a] = asPostgres(cmd, args);
  execFileSync(c, a, { stdio: 'pipe' });
}

export interface PostgresServer {
  url: string;
  port: number;
  start(): void;
  /** Stops like a crash (`-m immediate`): connections die, nothing is shut down cleanly. */
  stop(): void;
  destroy(): void;
}

export async function startPostgres(): Promise<PostgresServer> {
  if (!PG_BIN)
    throw new Error(
      'PostgreSQL server binaries not found (PG_BIN, `pg_config --bindir`, /usr/lib/postgresql/*/bin): install PostgreSQL or set PG_BIN',
    );
  const bin = PG_BIN;
  const dir = mkdtempSync(path.join(tmpdir(), 'bu-pg-'));
  if (process.getuid?.() === 0)
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres']).toString()),
      Number(execFileSync('id', ['-g', 'postgres']).toString()),
    );
  const data = path.join(dir, 'data');
  const port = await freePort();
  run(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off -c max_connections=60`;
  const server: PostgresServer = {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () => run(path.join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-w', '-l', path.join(dir, 'log'), 'start']),
    stop: () => run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']),
    destroy() {
      try {
        server.stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  server.start();
  return server;
}

const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

export interface RedisServer {
  url: string;
  start(): Promise<void>;
  stop(): void;
  destroy(): void;
}

export async function startRedis(): Promise<RedisServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bu-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;
  const server: RedisServer = {
    url: `redis://127.0.0.1:${port}`,
    start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
        {
          stdio: 'ignore',
        },
      );
      return eventually('redis to listen', () => canConnect(port), 10_000);
    },
    stop() {
      child?.kill('SIGKILL');
      child = undefined;
    },
    destroy() {
      server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}

export interface ApiProcess {
  child: ChildProcess;
  base: string;
  port: number;
  /** Set once the process has ended (code or signal). */
  exited: () => string | undefined;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export const encryptionKeyForTests = () => randomBytes(32).toString('hex');

/** Builds the compiled bundle `npm start` runs (apps/api/dist) when any source is newer. */
export function ensureApiBuild() {
  execFileSync(process.execPath, ['scripts/ensure-build.mjs', 'api'], { cwd: repoRoot, stdio: 'pipe' });
}

/**
 * Starts `src/server.ts` as its own process and waits until it serves /api/health; with
 * `compiled`, the production bundle (`dist/server.js`, built first when stale) instead.
 */
export async function startApi(
  env: Record<string, string>,
  args: string[] = [],
  { compiled = false, startTimeoutMs = 60_000 }: { compiled?: boolean; startTimeoutMs?: number } = {},
): Promise<ApiProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  if (compiled) ensureApiBuild();
  const entry = compiled
    ? ['--enable-source-maps', 'apps/api/dist/server.js']
    : ['--import', 'tsx', 'apps/api/src/server.ts'];
  const child = spawn(process.execPath, [...entry, ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      WEB_DIST: '/nonexistent',
      HOST: '127.0.0.1',
      ...env,
      PORT: String(port),
    },
  });
  let output = '';
  let exited: string | undefined;
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const ended = new Promise<void>((resolve) =>
    child.on('exit', (code, signal) => {
      exited = signal ?? String(code);
      resolve();
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  const worker = args.includes('--role=worker');
  if (!worker) {
    const probe = async () => {
      if (exited !== undefined) return 'exited';
      try {
        return (await fetch(`${base}/api/health`)).ok ? 'ready' : 'starting';
      } catch {
        return 'starting'; // not listening yet
      }
    };
    // vi.waitFor, not expect.poll: servers also start in beforeAll, outside any test.
    await vi
      .waitFor(
        async () => {
          if ((await probe()) === 'starting') throw new Error('starting');
        },
        { timeout: startTimeoutMs, interval: 200 },
      )
      .catch(async () => {
        // Not left running behind the failed test.
        child.kill('SIGKILL');
        await ended;
        throw new Error(`server did not start:\n${output}`);
      });
    if (exited !== undefined) throw new Error(`server exited (${exited}):\n${output}`);
  }
  return {
    child,
    base,
    port,
    exited: () => exited,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (exited === undefined) child.kill(signal);
      await ended;
    },
  };
}

/** Polls until `check` answers true (or throws after the deadline with `what`). */
export async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
  // A check that throws counts as "not yet", like one that answers false.
  await vi
    .waitFor(
      async () => {
        if (!(await check())) throw new Error('not yet');
      },
      { timeout: timeoutMs, interval: 200 },
    )
    .catch(() => {
      throw new Error(`timed out waiting for ${what}`);
    });
}
