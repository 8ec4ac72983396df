/** Admission: requests worked in the order they came, a bounded wait, 503 beyond it. */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import admissionPlugin, { createGate } from './admission';
import errorsPlugin from './errors';
import languagePlugin from './language';

describe('the admission gate', () => {
  it('admits in arrival order and hands a freed place to the first in line', async () => {
    const gate = createGate(1, 10_000);
    const order: number[] = [];
    expect(gate.enter()).toBe(true);
    const second = Promise.resolve(gate.enter()).then((ok) => ok && order.push(2));
    const third = Promise.resolve(gate.enter()).then((ok) => ok && order.push(3));
    expect(gate.waiting).toBe(2);
    gate.leave();
    await second;
    // A newcomer does not overtake the one still waiting, though a place was just freed.
    const fourth = Promise.resolve(gate.enter()).then((ok) => ok && order.push(4));
    gate.leave();
    await third;
    gate.leave();
    await fourth;
    expect(order).toEqual([2, 3, 4]);
    gate.leave();
    expect(gate.running).toBe(0);
  });

  it('refuses a request whose wait would be longer than the bound', async () => {
    const gate = createGate(1, 30);
    expect(gate.enter()).toBe(true);
    await expect(gate.enter()).resolves.toBe(false);
    expect(gate.waiting).toBe(0);
    gate.leave();
    expect(gate.enter()).toBe(true);
  });
});

describe('the admission gate when timers are late', () => {
  it('refuses a place freed after the bound to the one who waited that long, though its timer has not fired', async () => {
    let t = 0;
    const gate = createGate(1, 100, () => t);
    expect(gate.enter()).toBe(true);
    const late = gate.enter();
    t = 20;
    const next = gate.enter();
    // The event loop was busy: 150 ms went by, no timer ran.
    t = 150;
    gate.leave();
    await expect(late).resolves.toBe(false);
    // The next in line waited 130 ms: refused too; the place is free again.
    await expect(next).resolves.toBe(false);
    expect(gate.running).toBe(0);
    expect(gate.enter()).toBe(true);
  });
});

describe('admission on a server', () => {
  async function server() {
    const app = Fastify();
    await app.register(languagePlugin);
    await app.register(errorsPlugin);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await app.register(admissionPlugin, { concurrency: 1, maxWaitMs: 50, exempt: (url) => url === '/health' });
    app.get('/slow', async () => {
      await held;
      return { success: true };
    });
    app.get('/fast', async () => ({ success: true }));
    app.get('/health', async () => ({ success: true }));
    await app.ready();
    return { app, release };
  }

  it('answers 503 with Retry-After in the envelope while the place stays taken, the probes still', async () => {
    const { app, release } = await server();
    try {
      const slow = app.inject({ url: '/slow' });
      await new Promise((resolve) => setImmediate(resolve));
      const refused = await app.inject({ url: '/fast', headers: { 'accept-language': 'en' } });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.json()).toMatchObject({ success: false, code: 'UNAVAILABLE', message: expect.any(String) });
      expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
      release();
      expect((await slow).statusCode).toBe(200);
      // The place is free again once the held answer went out.
      expect((await app.inject({ url: '/fast' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
