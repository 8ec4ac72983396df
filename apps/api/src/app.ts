/**
 * buildApp: the whole API as one Fastify plugin tree, testable with `app.inject` and no port.
 * External plugins first (security headers, CORS, rate limits, OpenAPI), then our own
 * (database, language, errors, auth, jobs, mail), then feature routes under /api.
 */
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database } from './db/client';
import authPlugin from './plugins/auth';
import databasePlugin from './plugins/database';
import errorsPlugin from './plugins/errors';
import jobsPlugin, { type Role } from './plugins/jobs';
import languagePlugin from './plugins/language';
import limitsPlugin from './plugins/limits';
import webPlugin from './plugins/web';
import mailerPlugin from './modules/mail/mailer';
import authRoutes from './modules/auth/routes';
import devRoutes from './modules/dev/routes';
import systemRoutes from './modules/system/routes';
import seminarRoutes from './modules/seminars/routes';
import locationRoutes from './modules/locations/routes';
import marketingRoutes from './modules/marketing/routes';
import leadRoutes from './modules/leads/routes';
import conversationRoutes from './modules/conversations/routes';
import publicRoutes from './modules/public/routes';
import imageRoutes from './modules/images/routes';
import profileRoutes from './modules/profile/routes';
import settingsRoutes from './modules/settings/routes';
import teamRoutes from './modules/team/routes';
import apiKeyRoutes from './modules/provider-api/routes';
import providerApiRoutes from './modules/provider-api/v1';

export const API_PREFIX = '/api';
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface BuildOptions {
  config: Config;
  database: Database;
  role?: Role;
  logger?: FastifyServerOptions['logger'];
  /** Separates rate-limit counters of parallel test apps sharing one Redis. */
  rateLimitNamespace?: string;
}

/** Removes the `token` query parameter from URLs before they reach a log line. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[REDACTED]');
}

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.bu_auth_token', '*.password', '*.token'], censor: '[REDACTED]' },
    serializers: {
      req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
    },
  };
}

export async function buildApp(options: BuildOptions) {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(helmet, {
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
  });
  await app.register(cors, { origin: config.CORS_ORIGINS.length ? config.CORS_ORIGINS : false, credentials: false });

  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1 }) : undefined;
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis, nameSpace: options.rateLimitNamespace ?? 'bu-rate-limit:' }),
    skipOnError: false,
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));

  await app.register(swagger, {
    openapi: {
      info: { title: 'Provider dashboard API', version: '1.0.0' },
      servers: [{ url: API_PREFIX }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(databasePlugin, { config, database });
  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  await app.register(limitsPlugin);
  await app.register(authPlugin);
  await app.register(jobsPlugin, { database, role: options.role ?? 'all' });
  await app.register(mailerPlugin);

  await app.register(
    async (api) => {
      await api.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(systemRoutes);
      await api.register(authRoutes);
      await api.register(seminarRoutes);
      await api.register(locationRoutes);
      await api.register(marketingRoutes);
      await api.register(leadRoutes);
      await api.register(conversationRoutes);
      await api.register(publicRoutes);
      await api.register(imageRoutes);
      await api.register(profileRoutes);
      await api.register(settingsRoutes);
      await api.register(teamRoutes);
      await api.register(apiKeyRoutes);
      await api.register(providerApiRoutes, { prefix: '/v1' });
      if (api.mailer.transport === 'dev-mailbox' && config.NODE_ENV !== 'production') {
        await api.register(devRoutes);
      }
    },
    { prefix: API_PREFIX },
  );

  await app.register(webPlugin, { root: config.WEB_DIST ?? defaultWebDist, apiPrefix: API_PREFIX });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
