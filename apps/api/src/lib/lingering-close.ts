/**
 * An answer given before the request body was read — 413 for a body beyond the limit, announced
 * or found while reading — must reach the caller, who is still sending. Fastify marks such an
 * answer `Connection: close`, and Node then closes the socket with the unread body in it: the
 * kernel answers the caller's next bytes with a reset, which discards the answer it had not read
 * yet (about one try in ten on a 3 MB body). RFC 9112 §9.6 asks for a lingering close instead.
 *
 * Here: the answer keeps the connection (whatever the caller's Connection header said), and the
 * rest of the body is read and discarded, up to LINGER_BYTES or LINGER_MS, after which the socket
 * is closed anyway. The request is unpiped first, so that nothing decodes what is discarded (a
 * compressed body's decoder stops where it is).
 */
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

const LINGER_BYTES = 16 * 1024 * 1024;
const LINGER_MS = 10_000;

function discardRest(raw: IncomingMessage) {
  let discarded = 0;
  // Destroying a request whose body has not ended closes its connection.
  const giveUp = () => raw.destroy();
  const timer = setTimeout(giveUp, LINGER_MS).unref();
  const done = () => clearTimeout(timer);
  raw.unpipe();
  raw.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > LINGER_BYTES) giveUp();
  });
  raw.once('end', done);
  raw.once('close', done);
  raw.resume();
}

export function lingerAfterEarlyAnswers(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    const raw = request.raw;
    // A 503 while the server closes keeps its Connection: close (the process is going away).
    const early = !raw.complete && !raw.destroyed && reply.statusCode < 500;
    if (early && /close/i.test(String(reply.getHeader('connection') ?? ''))) {
      reply.removeHeader('connection');
      // Also when the caller asked to close (Connection: close): Node would otherwise close the
      // socket as soon as the answer is written, with the rest of the body unread. The caller
      // closes once it has the answer; until then the body is read.
      reply.raw.shouldKeepAlive = true;
      discardRest(raw);
    }
    done(null, payload);
  });
}
