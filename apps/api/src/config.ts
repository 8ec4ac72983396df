/** Configuration from the environment, validated once at start-up (README lists every variable). */
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH_DEFAULT } from '@bu/contracts';

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const booleanish = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .url()
      .refine((u) => /^postgres(ql)?:\/\//.test(u), 'must be a postgres:// URL')
      .optional(),
  ),
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Bildungsurlaub-Dashboard <no-reply@localhost>'),
  /** Nominatim-compatible search endpoint for address verification; the offline postal-code check otherwise. */
  GEOCODER_URL: optionalUrl,
  BREVO_API_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(10).optional()),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ),
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(6).max(128).default(PASSWORD_MIN_LENGTH_DEFAULT),
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(24 * 7),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().default(30),
  RATE_LIMIT_ENABLED: booleanish.default(true),
  /** Proxy hops to trust for the client address (X-Forwarded-For); 0 = connect directly. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  SEED_DEMO: booleanish.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a ConfigError naming each offending variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
