/**
 * What a request and an error look like in the log — and the promise that writing a log line
 * never throws, whatever shape the request is in. A request whose body the server refused
 * unread has lost its socket by the time its line is written (Node detaches it once the answer
 * is out), and reading its address then threw inside the logger and ended the process
 * (issue 45): the address is read once on arrival, and every serializer is wrapped.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serializeError } from './log-errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The client's address as read on arrival (proxy rules applied), for the log line. */
    clientAddress: string | undefined;
  }
}

/** Removes the `token` query parameter from URLs before they reach a log line. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[REDACTED]');
}

/** Reads the client address while the socket is still there (before any body is read). */
export function rememberClientAddress(app: FastifyInstance) {
  app.decorateRequest('clientAddress', undefined);
  app.addHook('onRequest', (request, _reply, done) => {
    request.clientAddress = addressOf(request);
    done();
  });
}

function addressOf(request: FastifyRequest): string | undefined {
  try {
    return request.ip;
  } catch {
    return request.raw.socket?.remoteAddress ?? undefined;
  }
}

/** A serializer that answers `fallback(reason)` instead of throwing: a log line is never worth a crash. */
function neverThrows<T, R>(serialize: (value: T) => R, fallback: (reason: string) => R) {
  return (value: T): R => {
    try {
      return serialize(value);
    } catch (err) {
      return fallback(faultReason(err));
    }
  };
}

/** What went wrong, as far as the thrown value lets itself be read. */
function faultReason(err: unknown): string {
  try {
    return err instanceof Error ? err.message : String(err);
  } catch {
    return 'unreadable';
  }
}

export const logSerializers = {
  req: neverThrows(
    (req: FastifyRequest): Record<string, unknown> => ({
      method: req.method,
      url: redactUrl(req.url),
      remoteAddress: req.clientAddress ?? addressOf(req),
    }),
    (reason) => ({ unserializable: true, reason }),
  ),
  err: neverThrows(serializeError, (reason) => ({ type: 'Unserializable', message: reason, stack: '' })),
};

/** Writing a log line itself failed: one plain JSON line on stderr instead, and never a throw. */
export function reportLoggingFault(err: unknown) {
  try {
    // A log line's time is the machine's, as pino writes it for every other line.
    // eslint-disable-next-line no-restricted-syntax
    const line = { level: 50, time: Date.now(), msg: 'writing a log line failed', reason: faultReason(err) };
    process.stderr.write(`${JSON.stringify(line)}\n`);
  } catch {
    // stderr is gone too: there is nobody left to tell.
  }
}
