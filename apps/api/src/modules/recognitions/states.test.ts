/** GET /public/states: the states' rules from the contracts' data, resolved for a day. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statesResponseSchema } from '@bu/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/api${url}` });

describe('GET /public/states', () => {
  it('answers the 16 states without sign-in, in the contract shape', async () => {
    const res = await get('/public/states?date=2026-11-25');
    expect(res.statusCode, res.body).toBe(200);
    const body = statesResponseSchema.parse(res.json());
    expect(body.states).toHaveLength(16);
    expect(body.states.find((s) => s.code === 'BY')).toMatchObject({ law: null, noticeWeeks: null });
    expect(body.states.find((s) => s.code === 'HB')).toMatchObject({
      noticeWeeks: 4,
      law: { name: 'Bremisches Bildungszeitgesetz (BremBZG)', inForceUntil: null },
      sources: [expect.stringMatching(/^https:\/\//), expect.any(String)],
    });
  });

  it('resolves Saxony by the date asked for', async () => {
    const before = statesResponseSchema.parse((await get('/public/states?date=2026-12-31')).json());
    const after = statesResponseSchema.parse((await get('/public/states?date=2027-01-01')).json());
    expect(before.states.find((s) => s.code === 'SN')!.law).toBeNull();
    expect(after.states.find((s) => s.code === 'SN')!.law).toMatchObject({ name: expect.stringContaining('SäQZG') });
  });

  it('refuses a malformed date with 400', async () => {
    const res = await get('/public/states?date=2026-02-30');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await get('/openapi.json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).some((p) => p.endsWith('/public/states'))).toBe(true);
  });
});
