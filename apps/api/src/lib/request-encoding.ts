/**
 * Request bodies in gzip, deflate or Brotli are decoded by @fastify/compress before the body
 * parsers read them, and the body limit counts the decoded bytes. Multipart bodies are the
 * exception: @fastify/multipart reads the raw request, past that decoding, and an encoded one
 * was never answered (the request hung until the socket timed out). No browser or webhook
 * sender compresses a form upload, so an encoded multipart body is refused with 415 at once.
 */
import type { FastifyInstance } from 'fastify';

export function refuseEncodedMultipart(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    const encoding = request.headers['content-encoding'];
    const type = request.headers['content-type'];
    if (encoding && encoding !== 'identity' && type && /^\s*multipart\//i.test(type)) {
      return done(Object.assign(new Error('Content-Encoding on a multipart body'), { statusCode: 415 }));
    }
    done();
  });
}
