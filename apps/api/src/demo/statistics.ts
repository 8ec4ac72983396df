/**
 * Demo statistics: 12 months of daily counters for the demo provider's published seminars, so the
 * statistics screen is alive on first start. Plausible shape: a season (January–March and
 * autumn are when people plan educational leave), quieter weekends, and more views on seminars
 * that draw more inquiries. Deterministic (seeded), up to yesterday, so today's real events
 * roll up beside them.
 */
import { and, count, eq, ne } from 'drizzle-orm';
import { addDaysIso, todayIso } from '@bu/contracts';
import type { DemoSeeder } from './factories';
import { leads, seminars, statDailyProvider, statDailySeminar, statRollupState } from '../db/schema/index';

/** Month factors, January first. */
const SEASON = [1.5, 1.45, 1.25, 1.0, 0.85, 0.7, 0.6, 0.7, 1.1, 1.2, 1.1, 0.75];
const DAYS = 365;

/** mulberry32: a small seeded generator, so the demo looks the same on every start. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const seedStatisticsDemo: DemoSeeder = async (db, { providerId }) => {
  const offered = await db
    .select({ id: seminars.id, startDate: seminars.startDate })
    .from(seminars)
    .where(and(eq(seminars.providerId, providerId), ne(seminars.status, 'draft')));
  if (!offered.length) return;
  const inquiries = await db
    .select({ seminarId: leads.seminarId, n: count() })
    .from(leads)
    .where(and(eq(leads.providerId, providerId), eq(leads.source, 'inquiry')))
    .groupBy(leads.seminarId);
  const inquiriesOf = new Map(inquiries.map((r) => [r.seminarId, r.n]));
  const next = random(20_260_101);
  const noisy = (mean: number) => Math.max(0, Math.round(mean * (0.6 + next() * 0.8)));
  const today = todayIso();
  const seminarRows: (typeof statDailySeminar.$inferInsert)[] = [];
  const providerRows: (typeof statDailyProvider.$inferInsert)[] = [];

  for (let offset = DAYS; offset >= 1; offset--) {
    const day = addDaysIso(today, -offset);
    const date = new Date(`${day}T12:00:00Z`);
    const weekday = date.getUTCDay();
    const factor = SEASON[date.getUTCMonth()]! * (weekday === 0 || weekday === 6 ? 0.65 : 1);
    providerRows.push({ providerId, day, profileViews: noisy(9 * factor) });
    for (const seminar of offered) {
      // A listing is shown until its course starts.
      if (seminar.startDate && seminar.startDate < day) continue;
      const weight = 1 + 0.7 * (inquiriesOf.get(seminar.id) ?? 0);
      const views = noisy(3.2 * weight * factor);
      seminarRows.push({
        seminarId: seminar.id,
        providerId,
        day,
        impressions: noisy(views * 9 + 6 * factor),
        seminarViews: views,
        messageClicks: noisy(views * 0.07),
        phoneClicks: noisy(views * 0.03),
        websiteClicks: noisy(views * 0.05),
        moreInfoClicks: noisy(views * 0.12),
      });
    }
  }
  await db.transaction(async (tx) => {
    // Provider rows first: the seminar rows' trigger then adds the seminar sums to them (migration 0010).
    await tx.insert(statDailyProvider).values(providerRows).onConflictDoNothing();
    for (let i = 0; i < seminarRows.length; i += 1000)
      await tx
        .insert(statDailySeminar)
        .values(seminarRows.slice(i, i + 1000))
        .onConflictDoNothing();
    const now = new Date();
    await tx.insert(statRollupState).values({ id: 1, rolledUpTo: now, updatedAt: now, runs: 0 }).onConflictDoNothing();
  });
};
