/** The demo provider's statistics: a year of plausible figures on the screen from the first start. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIso, type StatisticsResponse } from '@bu/contracts';
import { createTestContext, signInDemo, type TestContext } from '../../test/helpers';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ token } = await signInDemo(ctx));
});
afterAll(async () => ctx?.close());

const stats = async (from: string, to: string) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/statistics?from=${from}&to=${to}`,
      headers: { authorization: `Bearer ${token}` },
    })
  ).json<StatisticsResponse>();

describe('statistics demo data', () => {
  it('covers the last 12 months with seasonality and more views on seminars with more inquiries', async () => {
    const today = todayIso();
    const year = await stats(addDaysIso(today, -365), addDaysIso(today, -1));
    expect(year.series.filter((d) => d.seminarViews > 0).length).toBeGreaterThan(300);
    expect(year.totals.impressions).toBeGreaterThan(year.totals.seminarViews);
    expect(year.totals.seminarViews).toBeGreaterThan(year.totals.messageClicks);
    expect(year.totals.profileViews).toBeGreaterThan(0);
    expect(year.updatedAt).not.toBeNull();
    const byMonth = new Map<string, number>();
    for (const d of year.series) byMonth.set(d.day.slice(5, 7), (byMonth.get(d.day.slice(5, 7)) ?? 0) + d.profileViews);
    expect(byMonth.get('01')!).toBeGreaterThan(byMonth.get('07')!);
    const month = await stats(addDaysIso(today, -60), today);
    const ranked = [...month.seminars].filter((s) => s.seminarViews > 0).sort((a, b) => b.inquiries - a.inquiries);
    const half = Math.floor(ranked.length / 2);
    const mean = (rows: typeof ranked) => rows.reduce((s, r) => s + r.seminarViews, 0) / rows.length;
    expect(ranked[0]!.inquiries).toBeGreaterThan(ranked.at(-1)!.inquiries);
    expect(mean(ranked.slice(0, half))).toBeGreaterThan(mean(ranked.slice(-half)));
    expect(month.totals.inquiries).toBeGreaterThan(0);
    expect(month.totals.conversionRate).toBeGreaterThan(0);
  });
});
