/** The demo seeder gives the demo provider 40 leads across all stages with conversations. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadStages, type Lead } from '@bu/contracts';
import { createTestContext, type TestContext } from '../../test/helpers';
import { DEMO_ACCOUNT, seedDemo } from './seed';

let ctx: TestContext;
let token: string;
let all: Lead[];

beforeAll(async () => {
  ctx = await createTestContext();
  expect(await seedDemo(ctx.database.db)).toBe(true);
  const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO_ACCOUNT });
  token = login.json().token;
  all = [];
  for (const page of [1, 2]) {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/leads?token=${token}&pageSize=25&page=${page}` });
    all.push(...res.json().leads);
  }
});
afterAll(async () => ctx?.close());

describe('lead demo data', () => {
  it('has 40 leads in every stage, unread ones, manual ones and several seminars', () => {
    expect(all).toHaveLength(40);
    for (const stage of leadStages)
      expect(
        all.some((l) => l.stage === stage),
        stage,
      ).toBe(true);
    expect(all.some((l) => l.unread)).toBe(true);
    expect(all.some((l) => !l.unread)).toBe(true);
    expect(all.some((l) => l.source === 'manual')).toBe(true);
    expect(new Set(all.map((l) => l.seminarId)).size).toBeGreaterThanOrEqual(8);
    expect(all.every((l) => l.conversationId)).toBe(true);
  });

  it('has threads with replies and answers, and counts them per seminar', async () => {
    const threads = (
      await ctx.app.inject({ method: 'GET', url: `/api/conversations?token=${token}&pageSize=50` })
    ).json();
    expect(threads.total).toBeGreaterThanOrEqual(30);
    expect(threads.unreadConversations).toBeGreaterThan(0);
    const booked = all.find((l) => l.stage === 'booked')!;
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/leads/${booked.id}?token=${token}` })).json();
    expect(detail.conversation.messages.map((m: { direction: string }) => m.direction).slice(0, 2)).toEqual([
      'in',
      'out',
    ]);
    expect(detail.events.map((e: { kind: string }) => e.kind)).toContain('stage');
    const seminars = (
      await ctx.app.inject({ method: 'GET', url: `/api/seminars?token=${token}&pageSize=50&addConversationCounts=1` })
    ).json();
    const total = Object.values(seminars.seminar_conversation_counts as Record<string, number>).reduce(
      (a, b) => a + b,
      0,
    );
    expect(total).toBe(40);
    const overview = (await ctx.app.inject({ method: 'GET', url: `/api/overview?token=${token}` })).json();
    expect(overview.leadActivity.total).toBe(40);
    expect(overview.leadActivity.recent.length).toBe(10);
  });
});
