/**
 * Jobs every N seconds (ADR 057): each interval of 60–86400 s in whole minutes either gets a cron
 * whose runs are exactly the interval apart (read with pg-boss's own cron parser, Berlin time), or
 * minute ticks whose slots run it exactly the interval apart — never a cron that rounds 3000 s to
 * a step of 50 minutes (:00 and :50, ten minutes apart).
 */
import cronParser from 'cron-parser';
import { describe, expect, it } from 'vitest';
import { intervalSchedule, slotOf } from './cron';

const DAY = 86_400;
// Two January days: no change of daylight saving time in between.
const FROM = new Date('2027-01-10T00:00:00Z');

/**
 * Seconds between consecutive runs of a cron over two of the periods its steps restart in (hours
 * for a step of minutes, days for one of hours), where an uneven step shows.
 */
function cronGaps(cron: string, intervalSeconds: number): number[] {
  const runs = cronParser.parseExpression(cron, { currentDate: FROM, tz: 'Europe/Berlin' });
  const window = intervalSeconds < 3600 ? 2 * 3600 : 2 * DAY;
  const times = Array.from({ length: Math.ceil(window / intervalSeconds) + 1 }, () => runs.next().getTime() / 1000);
  return times.slice(1).map((t, i) => t - times[i]!);
}

/** Seconds between the runs that minute ticks make over two days, running once per slot. */
function tickGaps(slotSeconds: number): number[] {
  const runs: number[] = [];
  let last: number | null = null;
  for (let minute = 0; minute < 2 * 24 * 60; minute++) {
    const at = new Date(FROM.getTime() + minute * 60_000);
    const slot = slotOf(at, slotSeconds);
    if (slot !== last) {
      runs.push(at.getTime() / 1000);
      last = slot;
    }
  }
  return runs.slice(2).map((t, i) => t - runs[i + 1]!);
}

describe('intervalSchedule', () => {
  it('keeps the cron where it says the interval evenly', () => {
    expect(intervalSchedule(60)).toEqual({ cron: '* * * * *', slotSeconds: null });
    expect(intervalSchedule(900)).toEqual({ cron: '*/15 * * * *', slotSeconds: null });
    expect(intervalSchedule(600)).toEqual({ cron: '*/10 * * * *', slotSeconds: null });
    expect(intervalSchedule(3600)).toEqual({ cron: '0 */1 * * *', slotSeconds: null });
    expect(intervalSchedule(7200)).toEqual({ cron: '0 */2 * * *', slotSeconds: null });
    expect(intervalSchedule(DAY)).toEqual({ cron: '0 3 * * *', slotSeconds: null });
  });

  it('ticks every minute and runs once per slot where cron cannot say it', () => {
    expect(intervalSchedule(3000)).toEqual({ cron: '* * * * *', slotSeconds: 3000 });
    expect(intervalSchedule(5400)).toEqual({ cron: '* * * * *', slotSeconds: 5400 });
    expect(intervalSchedule(5 * 3600)).toEqual({ cron: '* * * * *', slotSeconds: 5 * 3600 });
    expect(intervalSchedule(90)).toEqual({ cron: '* * * * *', slotSeconds: 90 });
  });

  it('runs 3000 s every 50 minutes, where a step of 50 minutes would run 10 and 50 apart', () => {
    expect(new Set(cronGaps('*/50 * * * *', 3000))).toEqual(new Set([600, 3000]));
    const { slotSeconds } = intervalSchedule(3000);
    expect(new Set(tickGaps(slotSeconds!))).toEqual(new Set([3000]));
  });

  it('runs every interval of whole minutes from 60 to 86400 s exactly that far apart', { timeout: 120_000 }, () => {
    const uneven: number[] = [];
    for (let seconds = 60; seconds <= DAY; seconds += 60) {
      const { cron, slotSeconds } = intervalSchedule(seconds);
      const gaps = slotSeconds === null ? cronGaps(cron, seconds) : tickGaps(slotSeconds);
      if (gaps.some((gap) => gap !== seconds)) uneven.push(seconds);
    }
    expect(uneven).toEqual([]);
  });
});
