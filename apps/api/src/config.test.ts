import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration defaults', () => {
  it('listens on loopback unless HOST is set (finding 2)', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('derives PUBLIC_URL from PORT, so mail links point at the right port', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3141' }).PUBLIC_URL).toBe('http://localhost:3141');
    expect(loadConfig({ PORT: '3141', PUBLIC_URL: 'https://dashboard.example.org/' }).PUBLIC_URL).toBe(
      'https://dashboard.example.org',
    );
  });

  it('refuses an encryption key shorter than 32 characters', () => {
    expect(() => loadConfig({ ENCRYPTION_KEY: 'abc' })).toThrow(/ENCRYPTION_KEY/);
    expect(loadConfig({ ENCRYPTION_KEY: 'a'.repeat(64) }).ENCRYPTION_KEY).toBe('a'.repeat(64));
  });
});

describe('inbound mail', () => {
  it('is off by default', () => {
    const config = loadConfig({});
    expect(config.INBOUND_MAIL_DOMAIN).toBeUndefined();
    expect(config.INBOUND_SMTP_PORT).toBeUndefined();
  });

  it('needs the reply domain with any way in, and a way in with the domain', () => {
    expect(() => loadConfig({ INBOUND_SMTP_PORT: '2525' })).toThrow(/INBOUND_MAIL_DOMAIN: required when inbound mail/);
    expect(() => loadConfig({ INBOUND_MAIL_DOMAIN: 'reply.example.org' })).toThrow(
      /INBOUND_MAIL_DOMAIN: set INBOUND_MAILGUN_SIGNING_KEY/,
    );
    expect(() => loadConfig({ INBOUND_MAIL_DOMAIN: 'not a domain', INBOUND_SMTP_PORT: '2525' })).toThrow(
      /INBOUND_MAIL_DOMAIN: must be a domain name/,
    );
    const config = loadConfig({ INBOUND_MAIL_DOMAIN: 'Reply.Example.org', INBOUND_SMTP_PORT: '2525' });
    expect(config.INBOUND_MAIL_DOMAIN).toBe('reply.example.org');
    expect(config.INBOUND_SMTP_PORT).toBe(2525);
  });

  it('takes the Postmark credentials only as a pair, and no short secrets', () => {
    const domain = { INBOUND_MAIL_DOMAIN: 'reply.example.org' };
    expect(() => loadConfig({ ...domain, INBOUND_POSTMARK_USERNAME: 'postmark' })).toThrow(
      /INBOUND_POSTMARK_PASSWORD: INBOUND_POSTMARK_USERNAME and INBOUND_POSTMARK_PASSWORD go together/,
    );
    expect(() =>
      loadConfig({ ...domain, INBOUND_POSTMARK_USERNAME: 'postmark', INBOUND_POSTMARK_PASSWORD: 'short' }),
    ).toThrow(/INBOUND_POSTMARK_PASSWORD/);
    expect(() => loadConfig({ ...domain, INBOUND_MAILGUN_SIGNING_KEY: 'short' })).toThrow(
      /INBOUND_MAILGUN_SIGNING_KEY/,
    );
  });
});

describe('encryption key', () => {
  it('generates one into the data directory for the embedded default, readable by the owner only', async () => {
    const { mkdtempSync, statSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { resolveEncryptionKey } = await import('./lib/secret-box');
    const dir = mkdtempSync(path.join(tmpdir(), 'bu-key-'));
    const first = resolveEncryptionKey(loadConfig({}), dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveEncryptionKey(loadConfig({}), dir)).toBe(first);
    expect(statSync(path.join(dir, 'encryption.key')).mode & 0o777).toBe(0o600);
    rmSync(dir, { recursive: true });
  });

  it('must be configured with DATABASE_URL, where several processes share it', async () => {
    const { resolveEncryptionKey } = await import('./lib/secret-box');
    expect(() => resolveEncryptionKey(loadConfig({ DATABASE_URL: 'postgresql://db/x' }), '/nonexistent')).toThrow(
      /ENCRYPTION_KEY/,
    );
    expect(
      resolveEncryptionKey(loadConfig({ DATABASE_URL: 'postgresql://db/x', ENCRYPTION_KEY: 'b'.repeat(64) }), '/x'),
    ).toBe('b'.repeat(64));
  });
});

describe('data directory', () => {
  const setup = async () => {
    const { existsSync, mkdirSync, mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { openDataDir } = await import('./config');
    const root = mkdtempSync(path.join(tmpdir(), 'bu-root-'));
    mkdirSync(path.join(root, 'apps', 'api'), { recursive: true });
    return { root, path, existsSync, mkdirSync, openDataDir };
  };

  it('is ./data at the repository root whatever the working directory, and is created', async () => {
    const { root, path, existsSync, openDataDir } = await setup();
    const dir = openDataDir(loadConfig({}), root);
    expect(dir).toBe(path.join(root, 'data'));
    expect(existsSync(dir)).toBe(true);
    expect(openDataDir(loadConfig({ DATA_DIR: 'var/db' }), root)).toBe(path.join(root, 'var', 'db'));
    expect(openDataDir(loadConfig({ DATA_DIR: path.join(root, 'abs') }), root)).toBe(path.join(root, 'abs'));
  });

  it('is not created with DATABASE_URL', async () => {
    const { root, path, existsSync, openDataDir } = await setup();
    openDataDir(loadConfig({ DATABASE_URL: 'postgresql://db/x' }), root);
    expect(existsSync(path.join(root, 'data'))).toBe(false);
  });

  it('refuses to start an empty database beside the one an earlier version kept in apps/api/data', async () => {
    const { root, path, mkdirSync, openDataDir } = await setup();
    mkdirSync(path.join(root, 'apps', 'api', 'data', 'pglite'), { recursive: true });
    expect(() => openDataDir(loadConfig({}), root)).toThrow(/mv apps\/api\/data data/);
    expect(openDataDir(loadConfig({ DATA_DIR: 'apps/api/data' }), root)).toBe(path.join(root, 'apps', 'api', 'data'));
  });
});

describe('the message rules’ interval', () => {
  it('is 900 s by default and takes 60 to 86400 whole seconds', () => {
    expect(loadConfig({}).MESSAGE_RULES_INTERVAL_SECONDS).toBe(900);
    expect(loadConfig({ MESSAGE_RULES_INTERVAL_SECONDS: '60' }).MESSAGE_RULES_INTERVAL_SECONDS).toBe(60);
    expect(loadConfig({ MESSAGE_RULES_INTERVAL_SECONDS: '3000' }).MESSAGE_RULES_INTERVAL_SECONDS).toBe(3000);
    expect(loadConfig({ MESSAGE_RULES_INTERVAL_SECONDS: '86400' }).MESSAGE_RULES_INTERVAL_SECONDS).toBe(86_400);
  });

  it.each(['59', '0', '-900', '86401', '90.5', 'quarter-hour'])('refuses %s at the start', (value) => {
    expect(() => loadConfig({ MESSAGE_RULES_INTERVAL_SECONDS: value })).toThrow(/MESSAGE_RULES_INTERVAL_SECONDS/);
  });
});
