/**
 * The PGlite worker thread: runs the embedded database off the main thread, so the event loop
 * that serves HTTP keeps reading sockets while a statement runs (ADR 032). It serves PGlite over
 * the PostgreSQL wire protocol on a Unix socket (pglite-socket), and the main thread talks to it
 * with node-postgres, the driver it uses for PostgreSQL.
 *
 * Started by pglite-host.ts with its workerData; answers its messages (dump, close) by id.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface PgliteWorkerData {
  /** PGlite's data directory; in memory when absent. */
  dataDir?: string;
  /** A data-directory dump (PGlite's dumpDataDir) to start from. */
  loadDataDir?: ArrayBuffer;
  /** The Unix socket to serve on. */
  socketPath: string;
}

export type PgliteWorkerRequest = { id: number; type: 'dump' } | { id: number; type: 'close' };
export type PgliteWorkerMessage =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { id: number; type: 'dump'; data: ArrayBuffer }
  | { id: number; type: 'closed' }
  | { id: number; type: 'error'; message: string };

const port = parentPort!;
const options = workerData as PgliteWorkerData;
const post = (message: PgliteWorkerMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

async function start() {
  const pglite = await PGlite.create(options.dataDir ?? 'memory://', {
    extensions: { btree_gin, pg_trgm, unaccent, citext },
    ...(options.loadDataDir && { loadDataDir: new Blob([options.loadDataDir]) }),
  });
  // The main thread's pool holds one connection: PGlite has one session, which connections
  // would share. It replaces that connection after a failed statement, and the old one may not
  // be gone yet on this side when the new one arrives: a few are admitted.
  const server = new PGLiteSocketServer({ db: pglite, path: options.socketPath, maxConnections: 8 });
  await server.start();

  port.on('message', async (request: PgliteWorkerRequest) => {
    try {
      if (request.type === 'dump') {
        const data = await (await pglite.dumpDataDir('none')).arrayBuffer();
        post({ id: request.id, type: 'dump', data }, [data]);
      } else {
        await server.stop();
        // A clean shutdown of the data directory (a checkpoint), then the thread may end.
        await pglite.close();
        post({ id: request.id, type: 'closed' });
        port.close();
      }
    } catch (err) {
      post({ id: request.id, type: 'error', message: (err as Error).message });
    }
  });
  post({ type: 'ready' });
}

start().catch((err: Error) => post({ type: 'failed', message: err.stack ?? err.message }));
