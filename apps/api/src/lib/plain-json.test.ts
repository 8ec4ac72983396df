/**
 * The list calls and GET /statistics serialize with plain JSON.stringify (plain-json.ts): their
 * answers must be exactly what the zod response schema would have produced — same keys, same
 * order, nothing extra — for every filter. Runs on the demo account (seminars, locations, leads,
 * threads, a year of statistics).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addDaysIso,
  conversationListResponseSchema,
  leadListResponseSchema,
  seminarListResponseSchema,
  statisticsResponseSchema,
  todayIso,
} from '@bu/contracts';
import { createTestContext, signInDemo, type TestContext } from '../../test/helpers';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ token } = await signInDemo(ctx));
});
afterAll(() => ctx.close());

async function expectSchemaBytes(url: string, schema: z.ZodType) {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(res.body).toBe(JSON.stringify(schema.parse(JSON.parse(res.body))));
  return res.json() as Record<string, unknown>;
}

describe('list answers are the response schema, byte for byte', () => {
  it('GET /seminars', async () => {
    for (const query of [
      'tab=all&page=1&pageSize=50&addConversationCounts=1',
      'tab=current&sort=title&order=asc',
      'tab=past&sort=start_date&order=desc&pageSize=10&page=2',
      'q=Kommunikation',
      'seminarStatus=draft&addConversationCounts=true',
    ]) {
      await expectSchemaBytes(`/api/seminars?${query}`, seminarListResponseSchema);
    }
    const all = await expectSchemaBytes('/api/seminars?pageSize=50', seminarListResponseSchema);
    expect((all.seminars as unknown[]).length).toBeGreaterThan(10);
    expect((all.providerLocations as unknown[]).length).toBeGreaterThan(0);
  });

  it('GET /leads', async () => {
    for (const query of ['', 'stage=new', 'unread=1', 'q=a&sort=last_activity&order=asc', 'ownerId=none']) {
      await expectSchemaBytes(`/api/leads?${query}`, leadListResponseSchema);
    }
    expect(((await expectSchemaBytes('/api/leads', leadListResponseSchema)).leads as unknown[]).length).toBeGreaterThan(
      0,
    );
  });

  it('GET /conversations', async () => {
    for (const query of ['', 'unread=1', 'unread=0', 'q=a']) {
      await expectSchemaBytes(`/api/conversations?${query}`, conversationListResponseSchema);
    }
    expect(
      ((await expectSchemaBytes('/api/conversations', conversationListResponseSchema)).conversations as unknown[])
        .length,
    ).toBeGreaterThan(0);
  });

  it('GET /statistics', async () => {
    const to = todayIso();
    const from = addDaysIso(to, -364);
    const year = await expectSchemaBytes(`/api/statistics?from=${from}&to=${to}`, statisticsResponseSchema);
    expect(year.series as unknown[]).toHaveLength(365);
    const [seminar] = year.seminars as { seminarId: string }[];
    expect(seminar).toBeDefined();
    await expectSchemaBytes(
      `/api/statistics?from=${addDaysIso(to, -6)}&to=${to}&seminarId=${seminar!.seminarId}`,
      statisticsResponseSchema,
    );
  });
});
