/**
 * Starts and ends the PGlite worker thread (pglite-worker.ts), which serves the embedded database
 * on a Unix socket in a private temporary directory (ADR 032). The main thread connects to it
 * with node-postgres (client.ts), as to PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PgliteWorkerData, PgliteWorkerMessage, PgliteWorkerRequest } from './pglite-worker';

export interface PgliteOptions {
  /** PGlite's data directory; in memory when absent. */
  dataDir?: string;
  /** A data-directory dump to start from (tests load a migrated template into memory). */
  loadDataDir?: ArrayBuffer;
}

export interface PgliteHost {
  /** The directory of the socket, node-postgres's `host` (the socket is `.s.PGSQL.5432` in it). */
  socketDir: string;
  /** The worker thread (tests end it to see what a crash does). */
  worker: Worker;
  /** Set once the worker ended without being asked to: every later statement fails. */
  readonly failure: Error | undefined;
  /** Called once if the worker ends without being asked to. */
  onFailure?: (err: Error) => void;
  /** A dump of the data directory (PGlite's dumpDataDir, uncompressed tar). */
  dump(): Promise<ArrayBuffer>;
  /** Stops the socket server, closes PGlite cleanly and ends the thread. */
  close(): Promise<void>;
}

export const PGLITE_PORT = 5432;

/**
 * The worker's module lies beside this one: dist/pglite-worker.js beside the compiled server
 * (build.mjs), src/db/pglite-worker.ts beside the sources. Those, run through tsx or vitest, are
 * loaded through tsx's API: a worker does not take tsx's loader from `--import` on Node 20.
 */
function createWorker(workerData: PgliteWorkerData): Worker {
  const extension = path.extname(fileURLToPath(import.meta.url));
  const file = new URL(`./pglite-worker${extension}`, import.meta.url);
  if (extension === '.js') return new Worker(file, { workerData });
  const load = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(file.href)}, ${JSON.stringify(file.href)}))`;
  return new Worker(load, { eval: true, workerData });
}

export async function startPglite(options: PgliteOptions = {}): Promise<PgliteHost> {
  const socketDir = mkdtempSync(path.join(tmpdir(), 'bu-pglite-'));
  const data: PgliteWorkerData = {
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    socketPath: path.join(socketDir, `.s.PGSQL.${PGLITE_PORT}`),
  };
  const worker = createWorker(data);

  let nextId = 1;
  const pending = new Map<number, { resolve: (message: PgliteWorkerMessage) => void; reject: (err: Error) => void }>();
  let closing = false;
  let failure: Error | undefined;
  let onReady: { resolve: () => void; reject: (err: Error) => void } | undefined;
  const ready = new Promise<void>((resolve, reject) => (onReady = { resolve, reject }));
  const exited = new Promise<number>((resolve) => worker.once('exit', resolve));

  const rejectPending = (err: Error) => {
    onReady?.reject(err);
    for (const { reject } of pending.values()) reject(err);
    pending.clear();
  };
  const fail = (err: Error) => {
    rejectPending(err);
    if (failure || closing) return;
    failure = err;
    host.onFailure?.(err);
  };
  worker.on('message', (message: PgliteWorkerMessage) => {
    if (message.type === 'ready') return onReady?.resolve();
    if (message.type === 'failed') return fail(new Error(`PGlite did not start: ${message.message}`));
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.type === 'error') waiting?.reject(new Error(message.message));
    else waiting?.resolve(message);
  });
  worker.on('error', (err) => fail(new Error(`The PGlite worker failed: ${err.message}`, { cause: err })));
  worker.on('exit', (code) => {
    fail(new Error(`The PGlite worker ended (exit code ${code})`));
    rmSync(socketDir, { recursive: true, force: true });
  });

  const request = (type: PgliteWorkerRequest['type']) => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<PgliteWorkerMessage>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, type } satisfies PgliteWorkerRequest);
    });
  };

  const host: PgliteHost = {
    socketDir,
    worker,
    get failure() {
      return failure;
    },
    async dump() {
      const message = await request('dump');
      return (message as Extract<PgliteWorkerMessage, { type: 'dump' }>).data;
    },
    async close() {
      if (closing) return void (await exited);
      closing = true;
      // The worker ends by itself once PGlite is closed; one that does not answer is ended.
      const timer = setTimeout(() => void worker.terminate(), 10_000);
      try {
        if (!failure) await request('close');
      } finally {
        await exited;
        clearTimeout(timer);
      }
    },
  };

  try {
    await ready;
  } catch (err) {
    await worker.terminate();
    rmSync(socketDir, { recursive: true, force: true });
    throw err;
  }
  return host;
}
