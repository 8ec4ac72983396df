/**
 * buildApp: the whole API as one Fastify plugin tree, testable with `app.inject` and no port.
 * External plugins first (security headers, CORS, OpenAPI), then our own
 * (database, language, errors, rate limits, auth, jobs, mail), then every module's service once
 * (services.ts, ADR 027), then the feature routes under /api, which read those services.
 */
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import pretty from 'pino-pretty';
import type { Config } from './config';
import type { Database } from './db/client';
import { safeValidatorCompiler } from './lib/validation';
import { swaggerOptions } from './openapi/document';
import { logSerializers, rememberClientAddress, reportLoggingFault } from './lib/log-serializers';
import { lingerAfterEarlyAnswers } from './lib/lingering-close';
import { refuseEncodedMultipart } from './lib/request-encoding';
import { API_PREFIX } from './lib/paths';
import answerCachePlugin from './plugins/answer-cache';
import authPlugin from './plugins/auth';
import clockPlugin, { type Clock } from './plugins/clock';
import configPlugin from './plugins/config';
import databasePlugin from './plugins/database';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './plugins/errors';
import jobsPlugin, { type Role } from './plugins/jobs';
import admissionPlugin from './plugins/admission';
import { drainHandlersOnClose } from './plugins/drain';
import languagePlugin from './plugins/language';
import limitsPlugin from './plugins/limits';
import webPlugin from './plugins/web';
import mailerPlugin from './modules/mail/mailer';
import services from './services';
import authRoutes from './modules/auth/routes';
import devRoutes, { devRoutesEnabled } from './modules/dev/routes';
import { useDepthCheckedJson } from './lib/json-body';
import systemRoutes from './modules/system/routes';
import seminarRoutes from './modules/seminars/routes';
import overviewRoutes from './modules/overview/routes';
import boostRoutes from './modules/boosts/routes';
import invoiceRoutes from './modules/invoices/routes';
import locationRoutes from './modules/locations/routes';
import marketingRoutes from './modules/marketing/routes';
import leadRoutes from './modules/leads/routes';
import messageRuleRoutes from './modules/message-rules/routes';
import webhookRoutes from './modules/webhooks/routes';
import conversationRoutes from './modules/conversations/routes';
import publicRoutes from './modules/public/routes';
import marketplaceRoutes from './modules/marketplace/routes';
import calendarRoutes from './modules/calendar/routes';
import widgetRoutes from './modules/widget/routes';
import widgetFrame from './modules/widget/frame';
import statisticsRoutes from './modules/statistics/routes';
import imageRoutes from './modules/images/routes';
import recognitionRoutes from './modules/recognitions/routes';
import profileRoutes from './modules/profile/routes';
import settingsRoutes from './modules/settings/routes';
import teamRoutes from './modules/team/routes';
import apiKeyRoutes from './modules/provider-api/routes';
import providerApiRoutes from './modules/provider-api/v1';
import activityRoutes from './modules/activity/routes';
import securityRoutes from './modules/security/routes';
import supportRoutes from './modules/support/routes';
import supportAudit from './modules/support/audit';
import inboundRoutes from './modules/inbound/routes';
import inboundSmtp from './modules/inbound/smtp-receiver';
import pagesRoutes from './modules/pages/routes';

/** Liveness and readiness answer whatever the load: a balancer must see the process. */
const PROBES = /^\/api\/(health|ready)(\?|$)/;
/**
 * How long closing the app waits for running handlers (plugins/drain.ts): longer than any answer
 * takes, shorter than a supervisor's wait before it kills the process (30 s by default).
 */
const SHUTDOWN_DRAIN_MS = 10_000;
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface BuildOptions {
  config: Config;
  database: Database;
  role?: Role;
  logger?: FastifyServerOptions['logger'];
  /** Separates rate-limit counters of parallel test apps sharing one Redis. */
  rateLimitNamespace?: string;
  /** The time date-dependent rules see (tests fix it); the system clock by default. */
  clock?: Clock;
  /** Runs on the root instance before any route exists: tests check every answer against the OpenAPI document. */
  instrument?: (app: FastifyInstance) => void;
  /**
   * How long a plugin (and the ready hooks: pg-boss creating its queues) may take to start: 60 s
   * unless given. Tests allow more: a test machine running many files at once took longer.
   */
  pluginTimeout?: number;
}

/** Where the log goes: stdout, or in tests a collecting stream. */
type LogOutput = NodeJS.WritableStream & { isTTY?: boolean };

/**
 * JSON lines, one per request, for log collectors; on a terminal outside production the same
 * lines pretty-printed (pino-pretty), a request as `GET /api/x 200 4 ms`.
 */
export function loggerOptions(config: Config, out: LogOutput = process.stdout): FastifyServerOptions['logger'] {
  const options = {
    level: config.LOG_LEVEL,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.bu_auth_token', '*.password', '*.token'],
      censor: '[REDACTED]',
    },
    serializers: logSerializers,
  };
  if (config.NODE_ENV === 'production' || !out.isTTY)
    return out === process.stdout ? options : { ...options, stream: out };
  const stream = pretty({
    destination: out,
    colorize: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: (log, messageKey) => {
      const { req, res, responseTime } = log as {
        req?: RequestLine;
        res?: { statusCode: number };
        responseTime?: number;
      };
      if (!req || !res || responseTime === undefined) return String(log[messageKey]);
      return `${req.method} ${req.url} ${res.statusCode} ${Math.round(responseTime)} ms`;
    },
  });
  return { ...options, stream };
}

/** Fastify logs a request twice, on arrival and on completion: here once, when it completes. */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    // Runs after the answer is out, outside any request's error handling: nothing may escape.
    try {
      const line = { req: request, res: reply, responseTime: reply.elapsedTime };
      if (error) reply.log.error({ ...line, err: error }, 'request errored');
      else reply.log.info(line, 'request completed');
    } catch (err) {
      reportLoggingFault(err);
    }
  }
}

/**
 * Forwarded headers while no proxy is trusted: either a proxy in front that TRUST_PROXY should
 * name (every client then shares the proxy's address in the rate limits), or a client forging
 * them (ignored). Said once per process, at the first such request: start-up cannot tell, as the
 * headers only come with requests.
 */
function warnOnceOfForwarding(app: FastifyInstance) {
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned) return;
    const { headers } = request;
    if (!headers['x-forwarded-for'] && !headers.forwarded && !headers['x-real-ip']) return;
    warned = true;
    app.log.warn(
      { remoteAddress: request.socket?.remoteAddress },
      'forwarded headers arrive but TRUST_PROXY names no proxy: they are ignored, the connection is the client. ' +
        'Behind a proxy or load balancer, set TRUST_PROXY to its addresses.',
    );
  });
}

interface RequestLine {
  method: string;
  url: string;
}

export async function buildApp(options: BuildOptions) {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    logController: new OneLinePerRequest(),
    // Only the named proxies may say who the client is (proxy-addr); without any, nobody may.
    trustProxy: config.TRUST_PROXY.length ? config.TRUST_PROXY : false,
    bodyLimit: 1024 * 1024,
    // Avvio's 10 s default ended starts on a loaded machine (the job queue's start); a supervised
    // process that cannot start is restarted in a loop (ADR 038). A hung plugin still fails.
    pluginTimeout: options.pluginTimeout ?? 60_000,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  rememberClientAddress(app);
  app.setValidatorCompiler(safeValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before any route: closing waits for every running handler, then for the database to be quiet.
  drainHandlersOnClose(app, database, SHUTDOWN_DRAIN_MS);
  options.instrument?.(app);
  if (!config.TRUST_PROXY.length) warnOnceOfForwarding(app);
  // First, so that every later route (CORS preflight included) answers failures in the envelope.
  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  // Before any route exists, so every route (sign-in included) refuses over-deep bodies first.
  useDepthCheckedJson(app);
  refuseEncodedMultipart(app);
  lingerAfterEarlyAnswers(app);

  // Security headers from helmet, its middleware built once: @fastify/helmet builds it anew (and
  // parses the policy again) on every request, 6 % of a loaded server's time (bench/RESULTS.md).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Sent below, and only over https: on plain http it is meaningless (RFC 6797 §7.2).
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    // Answers for a signed-in caller are theirs alone: no shared or browser cache keeps them.
    if (request.auth && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
  await app.register(cors, { origin: config.CORS_ORIGINS.length ? config.CORS_ORIGINS : false, credentials: false });
  // Answers of 1 KB and more go out as Brotli or gzip when the client accepts it (bench/RESULTS.md);
  // static files come precompressed from the build (plugins/web.ts) and pass through untouched.
  // An answer in memory up to 256 KB (a page of 25 seminars ~33 KB, the API description ~230 KB)
  // is compressed in one call, under 1 ms, and sent with its length; a stream per answer cost
  // more than the compression (a computed seminar list +15–30 % without it). Larger ones stream.
  // Brotli quality 1, not the plugin's 4: a page of 25 seminars (38 KB) in 0.05 ms instead of 0.21
  // (quality 3: 0.12) for 10 % more bytes (4,340 against 3,940), a fifth of the computed list's
  // Node time at quality 3 (bench/RESULTS.md, 2026-11-26 evening); the answer cache keeps its
  // stored copies at quality 5.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Request bodies: the same three on every Node version (Node 22.15+ would add zstd, so a
    // body claiming zstd would be decoded there and refused with 415 elsewhere).
    requestEncodings: ['br', 'gzip', 'deflate'],
    syncThreshold: 256 * 1024,
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: 1,
      },
    },
  });

  await app.register(swagger, swaggerOptions(API_PREFIX));

  await app.register(clockPlugin, { clock: options.clock });
  await app.register(configPlugin, { config });
  await app.register(databasePlugin, { database });
  await app.register(limitsPlugin, { nameSpace: options.rateLimitNamespace });
  await app.register(authPlugin);
  await app.register(answerCachePlugin);
  await app.register(supportAudit);
  await app.register(jobsPlugin, { database, role: options.role ?? 'all', encryptionKey: config.ENCRYPTION_KEY });
  await app.register(mailerPlugin);
  await app.register(services);
  await app.register(inboundSmtp, { role: options.role ?? 'all' });

  await app.register(
    async (api) => {
      await api.register(admissionPlugin, {
        concurrency: config.REQUEST_CONCURRENCY ?? (database.kind === 'pglite' ? 16 : 64),
        maxWaitMs: config.REQUEST_MAX_WAIT_MS,
        exempt: (url) => PROBES.test(url),
      });
      await api.register(swaggerUi, {
        routePrefix: '/docs',
        staticCSP: true,
        // The viewer's asset URLs are relative to `/api/docs/`: without the slash the page stays
        // blank, so `/api/docs` redirects (relative, so a host serving the API at its root works too).
        uiHooks: {
          onRequest: (request, reply, done) => {
            const [pathname = '', query] = request.url.split('?');
            if (pathname.endsWith('/docs')) return void reply.redirect(`docs/${query ? `?${query}` : ''}`, 301);
            done();
          },
        },
      });
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(systemRoutes);
      await api.register(authRoutes);
      await api.register(seminarRoutes);
      await api.register(overviewRoutes);
      await api.register(boostRoutes);
      await api.register(locationRoutes);
      await api.register(marketingRoutes);
      await api.register(leadRoutes);
      await api.register(messageRuleRoutes);
      await api.register(conversationRoutes);
      await api.register(publicRoutes);
      await api.register(inboundRoutes);
      await api.register(marketplaceRoutes);
      await api.register(calendarRoutes);
      await api.register(widgetRoutes);
      await api.register(statisticsRoutes);
      await api.register(imageRoutes);
      await api.register(recognitionRoutes);
      await api.register(profileRoutes);
      await api.register(settingsRoutes);
      await api.register(invoiceRoutes);
      await api.register(teamRoutes);
      await api.register(apiKeyRoutes);
      await api.register(webhookRoutes);
      await api.register(providerApiRoutes, { prefix: '/v1' });
      await api.register(activityRoutes);
      await api.register(securityRoutes);
      await api.register(supportRoutes);
      if (devRoutesEnabled(api)) {
        await api.register(devRoutes);
      }
    },
    { prefix: API_PREFIX },
  );

  const webRoot = config.WEB_DIST ?? defaultWebDist;
  // The website widget's frame and loader live on the web origin, outside /api.
  await app.register(widgetFrame, { root: webRoot });
  // The public pages rendered on the server, the sitemaps and robots.txt, beside the web app.
  await app.register(pagesRoutes, { webRoot });
  await app.register(webPlugin, { root: webRoot, apiPrefix: API_PREFIX });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
