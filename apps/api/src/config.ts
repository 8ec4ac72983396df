/** Configuration from the environment, validated once at start-up (README lists every variable). */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import {
  BOOST_PRICE_PER_DAY_CENTS_DEFAULT,
  PASSWORD_MIN_LENGTH_DEFAULT,
  VAT_RATE_PERCENT_DEFAULT,
} from '@bu/contracts';

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
/** A comma-separated list, entries trimmed, empty ones dropped (unset = empty). */
const commaList = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  );
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
/** An address, a CIDR range or one of proxy-addr's range names: what Fastify's `trustProxy` list takes. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry) || ipaddr.isValid(entry)) return true;
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
}
const booleanish = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Loopback by default: reaching the quick start from another machine is an explicit choice. */
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Defaults to http://localhost:<PORT> (see loadConfig), so mail links follow the port. */
  PUBLIC_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  /** A relative path is taken from the repository root (openDataDir), not the working directory. */
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
  CORS_ORIGINS: commaList,
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(6).max(128).default(PASSWORD_MIN_LENGTH_DEFAULT),
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().default(30),
  RATE_LIMIT_ENABLED: booleanish.default(true),
  /**
   * The proxies (addresses or CIDR ranges, comma-separated; proxy-addr's `loopback`, `linklocal`
   * and `uniquelocal` too) whose X-Forwarded-For names the client; none by default, so a
   * forwarded header from anyone else is ignored (docs/decisions/047-trusted-proxies-by-address.md).
   */
  TRUST_PROXY: commaList.pipe(
    z.array(z.string().refine(isProxyAddress, 'each entry must be an IP address or a CIDR range like 10.0.0.0/8')),
  ),
  /** Replaced by TRUST_PROXY: named here only to refuse a start that would silently ignore it. */
  TRUST_PROXY_HOPS: z.string().optional(),
  SEED_DEMO: booleanish.optional(),
  /**
   * Key for secrets kept at rest (TOTP secrets, job payloads), any string of 32+ characters. Required with
   * DATABASE_URL; the embedded default generates one into DATA_DIR/encryption.key.
   */
  ENCRYPTION_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /**
   * How often the statistics rollup runs (seconds, 60–86400; on the minute: by cron where it
   * divides the hour or the day, else once per interval on a tick each minute, lib/cron.ts).
   */
  STATS_ROLLUP_INTERVAL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(600),
  /** How often the message rules mail what is due (seconds, 60–86400; scheduled as the rollup is). */
  MESSAGE_RULES_INTERVAL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  /**
   * Lets webhooks reach private, loopback and link-local addresses and plain http: for development
   * and tests only; production endpoints must be public https (ADR 049).
   */
  WEBHOOK_ALLOW_PRIVATE_ADDRESSES: booleanish.default(false),
  /** Event counts per day, type and listing are deleted this many days after their day (once rolled up). */
  STATS_RAW_RETENTION_DAYS: z.coerce.number().int().min(2).max(3650).default(90),
  /**
   * Requests the API works at once (the rest wait their turn, plugins/admission.ts); default 16 on
   * the embedded database, whose statements share one thread, 64 on PostgreSQL.
   */
  REQUEST_CONCURRENCY: z.coerce.number().int().min(1).max(10_000).optional(),
  /** The longest a request waits for its turn before it is answered 503 with Retry-After. */
  REQUEST_MAX_WAIT_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** Memory for the answer cache of the hot signed-in reads (plugins/answer-cache.ts); 0 turns it off. */
  ANSWER_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /** Memory for public pages rendered from the same data on the same day (ADR 053); 0 renders every page. */
  PAGE_RENDER_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  /** Boost price per day in cents excluding VAT, and the VAT rate of every invoice line. */
  BOOST_PRICE_PER_DAY_CENTS: z.coerce.number().int().min(1).max(1_000_000).default(BOOST_PRICE_PER_DAY_CENTS_DEFAULT),
  VAT_RATE_PERCENT: z.coerce.number().int().min(0).max(100).default(VAT_RATE_PERCENT_DEFAULT),
  /** The marketplace operator as seller on invoices (name, address, VAT ID, bank account, contact). */
  INVOICE_SELLER_NAME: z.string().min(2).default('Bildungsurlaub Marktplatz GmbH'),
  INVOICE_SELLER_STREET: z.string().min(2).default('Musterstraße 1'),
  INVOICE_SELLER_POSTAL_CODE: z.string().min(3).default('20095'),
  INVOICE_SELLER_CITY: z.string().min(2).default('Hamburg'),
  INVOICE_SELLER_COUNTRY: z.string().length(2).default('DE'),
  INVOICE_SELLER_VAT_ID: z.string().min(4).default('DE123456789'),
  INVOICE_SELLER_IBAN: z.string().min(15).default('DE02120300000000202051'),
  INVOICE_SELLER_EMAIL: z.email().default('rechnung@example.org'),
  INVOICE_SELLER_PHONE: z.string().min(3).default('+49 40 000000'),
  /** BT-41: the seller's contact point named on e-invoices (a person or a department). */
  INVOICE_SELLER_CONTACT: z.string().min(2).default('Buchhaltung'),
  /** The seller's legal form, register court and number, managing directors (HGB § 37a, GmbHG § 35a). */
  INVOICE_SELLER_LEGAL_FORM: z.string().min(2).default('GmbH'),
  INVOICE_SELLER_REGISTER_COURT: z.string().min(2).default('Amtsgericht Hamburg'),
  INVOICE_SELLER_REGISTER_NUMBER: z.string().min(2).default('HRB 000000'),
  INVOICE_SELLER_MANAGING_DIRECTORS: z.string().min(2).default('Erika Mustermann'),
  INVOICE_PAYMENT_DAYS: z.coerce.number().int().min(0).max(90).default(14),
  /** Mails sent at the same time by one worker process. */
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(5),
  /**
   * Inbound mail (docs/decisions/022-inbound-mail-replies.md): the domain of the conversations'
   * reply addresses (`reply+<token>@<domain>`), and the ways mail reaches us — Mailgun's and
   * Postmark's webhooks and the SMTP receiver. Each is off unless configured.
   */
  INBOUND_MAIL_DOMAIN: z.preprocess(
    (v) => (v === '' ? undefined : typeof v === 'string' ? v.toLowerCase() : v),
    z
      .string()
      .regex(
        /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
        'must be a domain name like reply.example.org',
      )
      .optional(),
  ),
  INBOUND_MAILGUN_SIGNING_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16).optional()),
  INBOUND_POSTMARK_USERNAME: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).max(200).optional()),
  INBOUND_POSTMARK_PASSWORD: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16).max(200).optional()),
  /** Port of the SMTP receiver; unset = no receiver (0 = any free port, for tests). */
  INBOUND_SMTP_PORT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(65535).optional(),
  ),
  /** Interface of the SMTP receiver; HOST by default. */
  INBOUND_SMTP_HOST: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional()),
  /** Largest inbound mail (bytes) the receiver and the webhooks take. */
  INBOUND_MAIL_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(64 * 1024)
    .max(100 * 1024 * 1024)
    .default(10 * 1024 * 1024),
});

type ParsedConfig = z.infer<typeof configSchema>;

/** Whether any way for inbound mail is configured (then replies to participants carry a reply address). */
const inboundMailEnabled = (c: ParsedConfig): boolean =>
  Boolean(c.INBOUND_MAILGUN_SIGNING_KEY || c.INBOUND_POSTMARK_USERNAME || c.INBOUND_SMTP_PORT !== undefined);

/** The rules between the inbound-mail variables, as messages naming the variable. */
function inboundMailIssues(c: ParsedConfig): string[] {
  const issues: string[] = [];
  if (Boolean(c.INBOUND_POSTMARK_USERNAME) !== Boolean(c.INBOUND_POSTMARK_PASSWORD)) {
    issues.push('  INBOUND_POSTMARK_PASSWORD: INBOUND_POSTMARK_USERNAME and INBOUND_POSTMARK_PASSWORD go together');
  }
  if (inboundMailEnabled(c) && !c.INBOUND_MAIL_DOMAIN) {
    issues.push('  INBOUND_MAIL_DOMAIN: required when inbound mail (Mailgun, Postmark or the SMTP receiver) is on');
  }
  if (c.INBOUND_MAIL_DOMAIN && !inboundMailEnabled(c)) {
    issues.push(
      '  INBOUND_MAIL_DOMAIN: set INBOUND_MAILGUN_SIGNING_KEY, INBOUND_POSTMARK_USERNAME/PASSWORD or INBOUND_SMTP_PORT too, or replies to it go nowhere',
    );
  }
  return issues;
}

export type Config = Omit<ParsedConfig, 'PUBLIC_URL' | 'TRUST_PROXY_HOPS'> & { PUBLIC_URL: string };

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a ConfigError naming each offending variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const { TRUST_PROXY_HOPS, ...config } = result.data;
  const issues = inboundMailIssues(config);
  if (TRUST_PROXY_HOPS !== undefined) {
    issues.push(
      '  TRUST_PROXY_HOPS: replaced by TRUST_PROXY, the addresses or CIDR ranges of your proxies (e.g. 10.0.0.5)',
    );
  }
  if (issues.length) throw new ConfigError(`Invalid configuration:\n${issues.join('\n')}`);
  return { ...config, PUBLIC_URL: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '') };
}

/**
 * The repository root: this file runs as apps/api/src/config.ts (tsx, tests) or bundled into
 * apps/api/dist/*.js, both two folders below it.
 */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The embedded database's folder, DATA_DIR resolved against the repository root (npm runs the
 * API's scripts in apps/api), created when missing. Versions before it kept the default in
 * apps/api/data: while that exists and ./data does not, start-up stops with how to move it
 * rather than opening a second, empty database beside it.
 */
export function openDataDir(config: Config, root = REPO_ROOT): string {
  const dir = path.resolve(root, config.DATA_DIR);
  if (config.DATABASE_URL) return dir;
  const earlier = path.join(root, 'apps', 'api', 'data');
  if (dir === path.join(root, 'data') && !existsSync(dir) && existsSync(earlier)) {
    throw new ConfigError(
      `The embedded database moved from apps/api/data to ./data. Move it with \`mv apps/api/data data\` ` +
        `in ${root} (or keep it there with DATA_DIR=apps/api/data).`,
    );
  }
  mkdirSync(dir, { recursive: true });
  return dir;
}
