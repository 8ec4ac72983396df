import { describe, expect, it } from 'vitest';
import { afterWorkingDays } from './dates-library';

// Instants in UTC; Berlin is UTC+1 in winter, UTC+2 in summer.
const due = (at: string) => afterWorkingDays(new Date(at), 2).toISOString();

describe('afterWorkingDays (the unanswered-lead flag)', () => {
  it('adds two weekdays within a week, keeping the time of day', () => {
    expect(due('2026-11-23T09:30:00Z')).toBe('2026-11-25T09:30:00.000Z'); // Mon → Wed
    expect(due('2026-11-25T14:00:00Z')).toBe('2026-11-27T14:00:00.000Z'); // Wed → Fri
  });

  it('skips the weekend', () => {
    expect(due('2026-11-26T10:00:00Z')).toBe('2026-11-30T10:00:00.000Z'); // Thu → Mon
    expect(due('2026-11-27T16:00:00Z')).toBe('2026-12-01T16:00:00.000Z'); // Fri → Tue
  });

  it('counts a weekend inquiry from Monday 00:00 Berlin time', () => {
    // Saturday 11:00 Berlin → Monday and Tuesday pass → Wednesday 00:00 Berlin (Tue 23:00 UTC).
    expect(due('2026-11-28T10:00:00Z')).toBe('2026-12-01T23:00:00.000Z');
    // Sunday 23:30 Berlin is still the weekend, though it is Sunday 22:30 UTC.
    expect(due('2026-11-29T22:30:00Z')).toBe('2026-12-01T23:00:00.000Z');
  });

  it('uses the Berlin day, not the UTC day: Friday 23:30 UTC is Saturday in Berlin', () => {
    expect(due('2026-11-27T23:30:00Z')).toBe('2026-12-01T23:00:00.000Z');
  });

  it('keeps the wall-clock time across the change to summer time', () => {
    // Fri 27 Mar 2026 09:00 CET (08:00 UTC) → Tue 31 Mar 09:00 CEST (07:00 UTC).
    expect(due('2026-03-27T08:00:00Z')).toBe('2026-03-31T07:00:00.000Z');
  });
});
