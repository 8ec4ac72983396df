/**
 * Issue 45, item 1, the last resort: whatever a handler, hook or serializer throws — values
 * that are no errors, errors whose properties throw, a log line that cannot be written — the
 * caller gets a 500 in the envelope, translated, the fault is logged, and the process lives on.
 * Faults outside any request (a timer, a promise nobody awaits) are logged by the process guard
 * (lib/last-resort.ts), seen here in a process of their own.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '@bu/contracts';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { loggerOptions } from '../app';
import { loadConfig } from '../config';
import { rememberClientAddress } from '../lib/log-serializers';
import errorsPlugin from '../plugins/errors';
import languagePlugin from '../plugins/language';

/** A thrown or logged value every property of which throws when read. */
const hostile = () =>
  new Proxy(
    {},
    {
      get() {
        throw new Error('a property that throws');
      },
    },
  );
const circular = () => {
  const value: Record<string, unknown> = { name: 'loop' };
  value.self = value;
  return value;
};

/**
 * The API's own logger options and its error plugins, with routes of the test's own that fault:
 * registered after the error plugin, as every API route is.
 */
let app: FastifyInstance;
const lines: Record<string, unknown>[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  app = Fastify({ logger: loggerOptions(loadConfig({ LOG_LEVEL: 'info', NODE_ENV: 'production' }), stream) });
  rememberClientAddress(app);
  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  app.get('/api/health', async () => ({ success: true }));
  app.get('/fault/throws-null', async () => {
    throw null;
  });
  app.get('/fault/throws-string', async () => {
    throw 'just a string';
  });
  app.get('/fault/throws-hostile', async () => {
    throw hostile();
  });
  app.get('/fault/bad-status', async () => {
    throw Object.assign(new Error('odd status'), { statusCode: 999 });
  });
  app.get('/fault/error-cycle', async () => {
    const err = new Error('its own cause');
    err.cause = err;
    throw err;
  });
  app.get('/fault/circular-answer', async () => circular());
  app.get('/fault/in-hook', { preHandler: () => Promise.reject(hostile()) }, async () => ({ ok: true }));
  app.get('/fault/logs-hostile', async (request) => {
    request.log.info({ req: hostile(), err: hostile() }, 'a line with hostile values');
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => app?.close());

describe('a fault inside a request', () => {
  it.each([
    'throws-null',
    'throws-string',
    'throws-hostile',
    'bad-status',
    'error-cycle',
    'circular-answer',
    'in-hook',
  ])('%s: 500 in the envelope, translated, logged', async (fault) => {
    const before = lines.length;
    const res = await app.inject({ url: `/fault/${fault}`, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, code: 'INTERNAL', message: errorMessage('INTERNAL', 'en') });
    expect(lines.slice(before).some((line) => line.level === 50)).toBe(true);
    expect((await app.inject('/api/health')).statusCode).toBe(200);
  });

  it('writes a log line with unreadable values without failing the request', async () => {
    const before = lines.length;
    const res = await app.inject('/fault/logs-hostile');
    expect(res.statusCode).toBe(200);
    const line = lines.slice(before).find((l) => l.msg === 'a line with hostile values');
    expect(line).toMatchObject({ req: { unserializable: true }, err: { type: 'Unserializable' } });
  });
});

describe('a fault outside any request', () => {
  it('is logged and the process goes on; a fatal state ends it and says why', () => {
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('../../test/fixtures/faulty-process.ts', import.meta.url))],
      { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' }, timeout: 60_000 },
    );
    const logged = child.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } });
    expect(logged).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          level: 50,
          msg: 'uncaught exception; the process goes on',
          err: expect.objectContaining({ message: 'thrown from a timer' }),
        }),
        expect.objectContaining({
          level: 50,
          msg: 'unhandled promise rejection; the process goes on',
          err: expect.objectContaining({ message: 'a promise nobody awaits' }),
        }),
        expect.objectContaining({ level: 30, msg: 'still serving after both' }),
        expect.objectContaining({ level: 60, msg: 'the process ends: a state it cannot serve from' }),
      ]),
    );
    expect(child.status, child.stderr).toBe(1);
  });
});
