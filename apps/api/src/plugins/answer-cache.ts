/**
 * The answer cache of the hot signed-in reads (GET /seminars, /leads, /conversations,
 * /leads/unread-count, /statistics): an answer is kept, serialized, under the acting user, the query and the
 * provider's data version, which the session look-up reads in the same statement (auth.ts) and
 * row triggers bump on every change of what those answers show (migration 0012). A changed
 * seminar, lead or message therefore changes the key on every API instance at once; nothing is
 * ever invalidated by hand, and an answer is never served for data it was not computed from.
 * Answers that also depend on the date or on the statistics rollup name that in `extraKey`.
 *
 * A route opts in with `...app.cachedAnswer(name, extraKey?)` in place of its authentication
 * preHandler. A hit is sent as the stored bytes — Brotli or gzip as the client accepts, each
 * compressed once per answer instead of on every request; a miss runs the handler, serializes
 * its 200 answer with the route's own serializer once, and stores that (the compression plugin
 * compresses the miss itself).
 *
 * With `readsSession` (ADR 035), a route whose statement reads the session itself
 * (`readInSession`, auth.ts) is not authenticated first when its token was checked here before
 * and no answer under that check's key is here to be sent: a computed answer then costs one
 * statement, and is stored under the data version that statement read, of the same snapshot.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import fp from 'fastify-plugin';
import type {
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  preSerializationAsyncHookHandler,
} from 'fastify';
import { LRUCache } from 'lru-cache';
import type { AuthContext } from './auth';

/**
 * What an answer depends on beyond the provider's data and the query (e.g. today's date). With
 * `readsSession` it is worked out before the session is read, so it must not use `request.auth`.
 */
type ExtraKey = (request: FastifyRequest) => string | Promise<string>;

interface CacheOptions {
  /** The route reads the session in its own statement when its answer is to be computed (`readInSession`). */
  readsSession?: boolean;
}

interface CachedAnswerOptions {
  preHandler: preHandlerAsyncHookHandler[];
  preSerialization: preSerializationAsyncHookHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Route options that authenticate and answer from the cache (see the module comment). */
    cachedAnswer: (name: string, extraKey?: ExtraKey, options?: CacheOptions) => CachedAnswerOptions;
  }
  interface FastifyRequest {
    /** The cache key of this request's answer, set on a miss so the answer is stored once serialized. */
    answerKey: string | null;
    /** The extra key of an answer whose route reads the session: its key is known once the session is. */
    answerExtra: string | null;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';
/** Below this size an answer goes out as it is (as the compression plugin's threshold, app.ts). */
const COMPRESS_THRESHOLD = 1024;

type Encoding = 'br' | 'gzip';
const encoders: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};
const encodings = new Negotiator<Encoding | 'identity'>({ supportedValues: ['br', 'gzip', 'identity'] });

/** An answer's bytes and the compressed forms asked for so far. */
interface Answer {
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}
const sizeOf = (answer: Answer) => answer.raw.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0);

/** The query as the key sees it: validated (so in schema order) and without the session token. */
function queryKey(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const { token: _token, ...rest } = query as Record<string, unknown>;
  return JSON.stringify(rest);
}

export default fp(
  async (app) => {
    const maxBytes = app.config.ANSWER_CACHE_MB * 1024 * 1024;
    const answers = new LRUCache<string, Answer>({
      maxSize: Math.max(maxBytes, 1),
      sizeCalculation: (answer, key) => sizeOf(answer) + key.length,
      // Old versions are never asked for again; the time limit frees them without waiting for pressure.
      ttl: 10 * 60_000,
    });
    app.decorateRequest('answerKey', null);
    app.decorateRequest('answerExtra', null);

    app.decorate(
      'cachedAnswer',
      (name: string, extraKey?: ExtraKey, options: CacheOptions = {}): CachedAnswerOptions => {
        const keyOf = (request: FastifyRequest, versions: Pick<AuthContext, 'user' | 'dataVersion'>, extra: string) =>
          `${name}|${versions.user.id}|${versions.user.providerId}|${versions.dataVersion}|${extra}|${queryKey(request.query)}`;

        /** Authenticates (and looks the answer up), unless the route's statement is to read the session. */
        async function enter(request: FastifyRequest, reply: FastifyReply) {
          const hint = options.readsSession ? app.sessionHint(request) : null;
          // With a hint the extra key is worked out once, here (it does not read the session, `ExtraKey`).
          let extra: string | undefined;
          if (hint) {
            extra = extraKey ? await extraKey(request) : '';
            if (!maxBytes || !answers.has(keyOf(request, hint, extra))) {
              request.pendingSession = hint;
              if (maxBytes) request.answerExtra = extra;
              return;
            }
          }
          await app.authenticate(request);
          return lookup(request, reply, extra);
        }
        /** Sends the stored answer, or names the key to store this one under; `known`: the extra key if worked out. */
        async function lookup(request: FastifyRequest, reply: FastifyReply, known?: string) {
          const auth = request.auth;
          // API-key calls carry no data version: they are answered afresh (as every call with the cache off).
          if (!auth?.dataVersion || !maxBytes) return;
          const extra = known ?? (extraKey ? await extraKey(request) : '');
          const key = keyOf(request, auth, extra);
          const hit = answers.get(key);
          if (!hit) {
            request.answerKey = key;
            return;
          }
          reply.type(JSON_TYPE).header('vary', 'accept-encoding');
          const accepted = request.headers['accept-encoding'];
          const encoding = accepted && hit.raw.length >= COMPRESS_THRESHOLD ? encodings.negotiate(accepted) : null;
          if (!encoding || encoding === 'identity') return reply.send(hit.raw);
          let encoded = hit[encoding];
          if (!encoded) {
            encoded = hit[encoding] = await encoders[encoding](hit.raw);
            // Stored again so the cache counts the added bytes.
            answers.set(key, hit);
          }
          return reply.header('content-encoding', encoding).send(encoded);
        }
        async function store(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
          // A route that reads the session (readInSession) cleared this; no answer leaves unchecked.
          if (request.pendingSession && reply.statusCode < 400)
            throw new Error(`${name}: the answer was made without reading the session`);
          const auth = request.auth;
          const key =
            request.answerKey ??
            (request.answerExtra !== null && auth?.dataVersion ? keyOf(request, auth, request.answerExtra) : null);
          if (key && reply.statusCode === 200) {
            // Every cached route serializes to JSON text.
            const body = reply.serialize(payload) as string;
            answers.set(key, { raw: Buffer.from(body) });
            // The answer is serialized already: the route's serializer is not run a second time.
            reply.serializer(() => body);
          }
          return payload;
        }
        return { preHandler: [enter], preSerialization: store };
      },
    );
  },
  { name: 'answer-cache', dependencies: ['config', 'auth'] },
);
