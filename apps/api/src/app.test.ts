import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { loadConfig } from './config';
import errorsPlugin from './plugins/errors';
import languagePlugin from './plugins/language';
import { redactUrl } from './lib/log-serializers';
import { createTestContext, type TestContext } from '../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe('platform', () => {
  it('answers health and readiness', async () => {
    expect((await ctx.app.inject('/api/health')).json()).toEqual({ success: true });
    expect((await ctx.app.inject('/api/ready')).json()).toMatchObject({
      success: true,
      status: 'ok',
      checks: { database: 'ok' },
    });
  });

  it('publishes the OpenAPI document with the auth calls', async () => {
    const doc = (await ctx.app.inject('/api/openapi.json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/auth/login', '/auth/signup', '/validate-session']),
    );
  });

  it('serves the API viewer at /api/docs/ and redirects /api/docs there (defect 13)', async () => {
    const bare = await ctx.app.inject('/api/docs');
    expect(bare.statusCode).toBe(301);
    expect(new URL(bare.headers.location as string, 'https://host/api/docs').pathname).toBe('/api/docs/');
    const page = await ctx.app.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const scripts = [...page.body.matchAll(/src="([^"]+\.js)"/g)].map(
      (match) => new URL(match[1]!, 'https://host/api/docs/').pathname,
    );
    expect(scripts).toContain('/api/docs/static/swagger-ui-bundle.js');
    for (const script of scripts) expect((await ctx.app.inject(script)).statusCode).toBe(200);
  });

  it('answers unknown API paths with the JSON envelope', async () => {
    const res = await ctx.app.inject({ url: '/api/nothing-here', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Not found.' });
  });

  it('sends security headers', async () => {
    const res = await ctx.app.inject('/api/health');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('allows cross-origin calls only from configured origins', async () => {
    const res = await ctx.app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const allowed = await createTestContext({ CORS_ORIGINS: 'https://partner.example' });
    try {
      const ok = await allowed.app.inject({ url: '/api/health', headers: { origin: 'https://partner.example' } });
      expect(ok.headers['access-control-allow-origin']).toBe('https://partner.example');
    } finally {
      await allowed.close();
    }
  });

  it('has no dev mailbox in production', async () => {
    const prod = await createTestContext({ NODE_ENV: 'production' });
    try {
      expect((await prod.app.inject('/api/dev/mailbox')).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('hides the details of unexpected failures', async () => {
    const bare = Fastify({ logger: false });
    await bare.register(languagePlugin);
    await bare.register(errorsPlugin);
    bare.get('/boom', async () => {
      throw new Error('secret internals at /srv/app.ts:12');
    });
    const res = await bare.inject({ url: '/boom', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      code: 'INTERNAL',
      message: 'Something went wrong. Please try again later.',
    });
    await bare.close();
  });
});

describe('config', () => {
  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ PASSWORD_MIN_LENGTH: '3' })).toThrow(/PASSWORD_MIN_LENGTH/);
  });
  it('has working embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', PASSWORD_MIN_LENGTH: 6 });
    expect(config.DATABASE_URL).toBeUndefined();
  });
});

describe('log redaction', () => {
  it('removes tokens from logged URLs', () => {
    expect(redactUrl('/api/seminars?tab=all&token=abc123&q=x')).toBe('/api/seminars?tab=all&token=[REDACTED]&q=x');
  });
});

describe('behind a proxy', () => {
  it('limits per real client address when told how many proxies to trust', async () => {
    const proxied = await createTestContext({ TRUST_PROXY: '127.0.0.1' });
    try {
      const attempt = (client: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'x-forwarded-for': client },
          payload: { email: `p-${Math.random()}@example.org`, password: 'guess' },
        });
      for (let i = 0; i < 50; i++) await attempt('198.51.100.1');
      expect((await attempt('198.51.100.1')).statusCode).toBe(429);
      expect((await attempt('198.51.100.2')).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});

describe('request log', () => {
  const logOf = async (env: Record<string, string>, isTTY: boolean) => {
    const lines: string[] = [];
    const ctx = await createTestContext(
      { LOG_LEVEL: 'info', ...env },
      { logStream: { isTTY, write: (l) => lines.push(l) } },
    );
    try {
      await ctx.app.inject({ method: 'GET', url: '/api/health?token=secret' });
      return lines.join('').trimEnd().split('\n');
    } finally {
      await ctx.close();
    }
  };

  it('is one JSON line per request when the output is not a terminal', async () => {
    const lines = (await logOf({}, false)).map((l) => JSON.parse(l) as Record<string, unknown>);
    const requests = lines.filter((l) => l.req);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/health?token=[REDACTED]' },
      res: { statusCode: 200 },
    });
  });

  it('is one short readable line per request on a terminal', async () => {
    const lines = await logOf({}, true);
    const requests = lines.filter((l) => l.includes('/api/health'));
    expect(requests).toHaveLength(1);
    // eslint-disable-next-line no-control-regex
    expect(requests[0]!.replace(/\x1b\[[0-9;]*m/g, '')).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/health\?token=\[REDACTED\] 200 \d+ ms$/,
    );
  });

  it('stays JSON on a terminal in production', async () => {
    const lines = await logOf({ NODE_ENV: 'production' }, true);
    expect(lines.filter((l) => l.includes('/api/health')).map((l) => JSON.parse(l).msg)).toEqual(['request completed']);
  });
});
