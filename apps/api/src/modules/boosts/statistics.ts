/**
 * Impressions and clicks a boost gained while it ran: the seminar's daily marketplace counters
 * (rolled up with up to 48 h delay, seed §9) summed over the boost's days up to today.
 * Clicks are message, phone, website and more-info clicks.
 */
import { and, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { statDailySeminar, type boostBookings } from '../../db/schema/index';

export interface BoostStatistics {
  impressions: number;
  clicks: number;
}

type Booking = Pick<typeof boostBookings.$inferSelect, 'id' | 'seminarId' | 'startsOn' | 'endsOn'>;

export async function boostStatistics(
  executor: Executor,
  bookings: Booking[],
  today: string,
): Promise<Map<string, BoostStatistics>> {
  const result = new Map<string, BoostStatistics>();
  const started = bookings.filter((b) => b.startsOn <= today);
  if (!started.length) return result;
  const from = started.reduce((min, b) => (b.startsOn < min ? b.startsOn : min), started[0]!.startsOn);
  const days = await executor
    .select({
      seminarId: statDailySeminar.seminarId,
      day: statDailySeminar.day,
      impressions: statDailySeminar.impressions,
      clicks: sql<number>`${statDailySeminar.messageClicks} + ${statDailySeminar.phoneClicks} + ${statDailySeminar.websiteClicks} + ${statDailySeminar.moreInfoClicks}`,
    })
    .from(statDailySeminar)
    .where(
      and(
        inArray(statDailySeminar.seminarId, [...new Set(started.map((b) => b.seminarId))]),
        gte(statDailySeminar.day, from),
        lte(statDailySeminar.day, today),
      ),
    );
  for (const booking of started) {
    const last = booking.endsOn < today ? booking.endsOn : today;
    const stats = { impressions: 0, clicks: 0 };
    for (const row of days) {
      if (row.seminarId !== booking.seminarId || row.day < booking.startsOn || row.day > last) continue;
      stats.impressions += row.impressions;
      stats.clicks += Number(row.clicks);
    }
    result.set(booking.id, stats);
  }
  return result;
}
