/**
 * Admission to the API: at most `concurrency` requests are worked at once and the others wait in
 * the order they came. One that would wait longer than `maxWaitMs` is answered 503 with
 * Retry-After instead of waiting on; so a burst costs everyone a bounded wait, never one
 * request ten seconds. On the embedded database every statement runs on one thread: 200
 * connections with nothing in front of it left some requests 10 s behind all others (issue 25,
 * bench/RESULTS.md "load"). The probes (/health, /ready) are never held.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

interface AdmissionOptions {
  /** Requests worked at the same time. */
  concurrency: number;
  /** The longest a request waits for its turn before it is answered 503. */
  maxWaitMs: number;
  /** Paths (below the API prefix) that never wait. */
  exempt?: (url: string) => boolean;
}

/**
 * A first-come first-served gate with a bounded wait. The bound is checked twice: by a timer, and
 * when a place frees up — a busy event loop can fire timers late, and a place must not go to a
 * request that waited longer than the bound meanwhile (it is refused then, as its timer would
 * have done).
 */
export function createGate(concurrency: number, maxWaitMs: number, now: () => number = () => performance.now()) {
  let running = 0;
  const waiting: { admit: (ok: boolean) => void; since: number }[] = [];
  return {
    /** Resolves to true once admitted, false when the wait would exceed `maxWaitMs`. */
    enter(): Promise<boolean> | boolean {
      if (running < concurrency && waiting.length === 0) {
        running++;
        return true;
      }
      return new Promise<boolean>((resolve) => {
        const entry = {
          since: now(),
          admit: (ok: boolean) => {
            clearTimeout(timer);
            resolve(ok);
          },
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          resolve(false);
        }, maxWaitMs);
        waiting.push(entry);
      });
    },
    leave() {
      // The place passes straight to the next in line, so none is taken by a later arrival.
      for (let next = waiting.shift(); next; next = waiting.shift()) {
        if (now() - next.since <= maxWaitMs) return next.admit(true);
        next.admit(false);
      }
      running--;
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

const admitted = Symbol('admitted');
type Admitted = FastifyRequest & { [admitted]?: boolean };

export default fp<AdmissionOptions>(
  async (app, { concurrency, maxWaitMs, exempt = () => false }) => {
    const gate = createGate(concurrency, maxWaitMs);
    const retryAfter = String(Math.max(1, Math.ceil(maxWaitMs / 1000)));
    const release = (request: Admitted) => {
      if (!request[admitted]) return;
      request[admitted] = false;
      gate.leave();
    };
    app.addHook('onRequest', async (request: Admitted, reply) => {
      if (exempt(request.url)) return;
      if (!(await gate.enter())) {
        reply.header('retry-after', retryAfter);
        throw new AppError('UNAVAILABLE');
      }
      request[admitted] = true;
      // The place comes back when the answer is sent or its connection is gone, whichever comes
      // first. Fastify's hooks miss a client that leaves: onRequestAbort fires only while the
      // request itself is incomplete (never for a GET once its head is read), and onResponse only
      // after a finished write — a load generator that stopped took every place with it (issue
      // 25). The response's 'close' comes in every case; a client gone while its request waited
      // gets its place back at once.
      if (reply.raw.destroyed) {
        release(request);
        throw new AppError('UNAVAILABLE');
      }
      reply.raw.once('close', () => release(request));
    });
    // Requests answered without a connection of their own (inject) end here.
    app.addHook('onResponse', async (request: Admitted) => release(request));
  },
  { name: 'admission' },
);
