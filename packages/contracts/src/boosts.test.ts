import { describe, expect, it } from 'vitest';
import { boostBookBodySchema, boostLastDay, boostStartAllowed, boostState, maxBoostDays, vatCents } from './boosts';
import { daysBetweenIso } from './dates';

describe('boost helpers', () => {
  it('caps a boost at the day before course start', () => {
    expect(maxBoostDays('2026-03-01', '2026-03-11')).toBe(10);
    expect(maxBoostDays('2026-03-01', '2026-03-01')).toBe(0);
    expect(maxBoostDays('2026-03-01', null)).toBe(0);
    expect(boostLastDay('2026-02-25', 7)).toBe('2026-03-03');
    expect(daysBetweenIso('2026-12-31', '2027-01-01')).toBe(1);
  });

  it('rounds VAT per line half up to whole cents', () => {
    expect(vatCents(500, 19)).toBe(95);
    expect(vatCents(666, 19)).toBe(127); // 126.54
    expect(vatCents(999, 19)).toBe(190); // 189.81
    expect(vatCents(50, 19)).toBe(10); // 9.5
  });

  it('derives the state from confirmation, days and course start', () => {
    const booking = { confirmed: true, startsOn: '2026-03-05', endsOn: '2026-03-11', courseStart: '2026-03-10' };
    expect(boostState({ ...booking, confirmed: false }, '2026-03-06')).toBe('unconfirmed');
    expect(boostState(booking, '2026-03-04')).toBe('scheduled');
    expect(boostState(booking, '2026-03-09')).toBe('running');
    expect(boostState(booking, '2026-03-10')).toBe('ended');
    expect(boostState({ ...booking, courseStart: null }, '2026-03-12')).toBe('ended');
  });

  it('lets a boost start from today until the day before course start', () => {
    expect(boostStartAllowed('2026-03-01', '2026-03-01', '2026-03-11')).toBe(true);
    expect(boostStartAllowed('2026-03-10', '2026-03-01', '2026-03-11')).toBe(true);
    expect(boostStartAllowed('2026-02-28', '2026-03-01', '2026-03-11')).toBe(false);
    expect(boostStartAllowed('2026-03-11', '2026-03-01', '2026-03-11')).toBe(false);
    expect(boostStartAllowed('2026-03-05', '2026-03-01', null)).toBe(false);
  });

  it('takes a start day only as a real calendar day', () => {
    const body = { seminarId: '0f8fad5b-d9cb-469f-a165-70867728950e', days: 7 };
    expect(boostBookBodySchema.safeParse({ ...body, startsOn: '2027-01-31' }).success).toBe(true);
    expect(boostBookBodySchema.safeParse(body).success).toBe(true);
    const wrong = boostBookBodySchema.safeParse({ ...body, startsOn: '2027-02-30' });
    expect(wrong.error?.issues[0]).toMatchObject({ path: ['startsOn'], message: 'dateInvalid' });
  });
});
