/**
 * JSON request bodies: Fastify's own parser (secure-json-parse, prototype poisoning refused),
 * preceded by a linear scan of the raw text that refuses nesting deeper than MAX_JSON_DEPTH.
 * The scan runs in the content-type parser, before any hook, validator or handler, so recursive
 * code downstream (the NUL check, zod, JSON.parse's own object building) never meets a body deep
 * enough to overflow the stack; the scan itself keeps one counter and cannot.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** Deepest nesting of objects and arrays a request body may have; no contract comes near it. */
export const MAX_JSON_DEPTH = 64;

/** True when the JSON text nests objects/arrays deeper than `max` (brackets in strings do not count). */
function exceedsJsonDepth(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

type Done = (error: Error | null, body?: unknown) => void;

/** A content-type parser (parseAs: 'string') reading the body as depth-checked JSON. */
export function depthCheckedJsonParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  return (request: FastifyRequest, body: string | Buffer, done: Done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (exceedsJsonDepth(text)) return done(new AppError('BAD_REQUEST'), undefined);
    parse(request, text, done);
  };
}

/** Replaces the framework's application/json parser with the depth-checked one (all routes inherit it). */
export function useDepthCheckedJson(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, depthCheckedJsonParser(app));
}
