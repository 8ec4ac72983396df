import { describe, expect, it } from 'vitest';
import {
  acceptsRecognitionOn,
  allStateRulesOn,
  employerNoticeDeadline,
  lawDuring,
  lawInForce,
  noticeDeadlineStatus,
  providerRecognitionRequired,
  providerRecognitionSuffices,
  recognitionApplicationDeadline,
  stateCodes,
  stateDefinitions,
  stateRulesOn,
  type StateCode,
} from './states';

// Every state's rules on 2 Mar 2026 (a Monday): [law in force, model, notice weeks, application weeks, min days, min hours].
const expected: Record<StateCode, [boolean, string, number | null, number | null, number | null, number | null]> = {
  BW: [true, 'provider', 9, null, null, 6],
  BY: [false, 'event', null, null, null, null],
  BE: [true, 'event', 6, null, null, 6],
  BB: [true, 'event', 6, 10, null, 6],
  HB: [true, 'event', 4, null, null, 6],
  HH: [true, 'event', 6, null, null, 6],
  HE: [true, 'provider_and_event', 6, 10, 3, 6],
  MV: [true, 'event', 8, null, 3, 6],
  NI: [true, 'event', null, 13, 3, 8],
  NW: [true, 'provider', 6, null, null, 6],
  RP: [true, 'event', 6, null, 3, 6],
  SL: [true, 'event', 6, null, null, 6],
  SN: [false, 'event', null, null, null, null],
  ST: [true, 'event', 6, null, null, 6],
  SH: [true, 'event', 6, 10, null, 6],
  TH: [true, 'event', 8, null, null, 6],
};

describe('state data', () => {
  it('has the 16 states once each, every one with names, authority and an https source', () => {
    expect(stateCodes).toHaveLength(16);
    expect(new Set(stateCodes).size).toBe(16);
    for (const state of stateDefinitions) {
      expect(state.name.de && state.name.en && state.authority.de && state.authority.en).toBeTruthy();
      expect(state.sources.length).toBeGreaterThan(0);
      for (const url of state.sources) expect(url).toMatch(/^https:\/\/\S+\.\S+/);
    }
  });

  it('keeps each state’s law versions in order without gaps or overlaps', () => {
    for (const state of stateDefinitions) {
      const laws = state.laws as readonly { inForceFrom: string; inForceUntil: string | null }[];
      laws.forEach((law, i) => {
        if (law.inForceUntil) expect(law.inForceFrom <= law.inForceUntil).toBe(true);
        const next = laws[i + 1];
        if (next) {
          expect(law.inForceUntil).not.toBeNull();
          const dayAfter = new Date(`${law.inForceUntil}T00:00:00Z`);
          dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
          expect(next.inForceFrom).toBe(dayAfter.toISOString().slice(0, 10));
        } else expect(law.inForceUntil).toBeNull();
      });
    }
  });

  it.each(stateCodes)('%s: the rules on 2 Mar 2026', (code) => {
    const rules = stateRulesOn(code, '2026-03-02');
    const [hasLaw, model, notice, application, minDays, minHours] = expected[code];
    expect(rules.law !== null).toBe(hasLaw);
    expect(rules.recognitionModel).toBe(model);
    expect(rules.noticeWeeks).toBe(notice);
    expect(rules.applicationWeeks).toBe(application);
    expect(rules.minDays).toBe(minDays);
    expect(rules.minHoursPerDay).toBe(minHours);
    expect(rules.acceptsOtherStates).toBe(code === 'SL');
    expect(employerNoticeDeadline('2026-06-01', code)).toBe(
      notice === null ? null : new Date(Date.UTC(2026, 5, 1 - 7 * notice)).toISOString().slice(0, 10),
    );
  });

  it('returns all 16 states for a day', () => {
    expect(allStateRulesOn('2026-03-02').map((s) => s.code)).toEqual([...stateCodes]);
  });
});

describe('Saxony’s SäQZG from 1 Jan 2027', () => {
  it('has no law on 31 Dec 2026 and the SäQZG from 1 Jan 2027', () => {
    expect(lawInForce('SN', '2026-12-31')).toBe(false);
    expect(acceptsRecognitionOn('SN', '2026-12-31')).toBe(false);
    expect(stateRulesOn('SN', '2026-12-31').law).toBeNull();
    expect(lawInForce('SN', '2027-01-01')).toBe(true);
    expect(acceptsRecognitionOn('SN', '2027-01-01')).toBe(true);
    expect(stateRulesOn('SN', '2027-01-01').law).toEqual({
      name: 'Sächsisches Qualifizierungszeitgesetz (SäQZG)',
      inForceFrom: '2027-01-01',
      inForceUntil: null,
    });
  });

  it('finds a law during a period only when one overlaps it', () => {
    expect(lawDuring('SN', null, '2026-12-31')).toBe(false);
    expect(lawDuring('SN', '2026-06-01', '2027-01-01')).toBe(true);
    expect(lawDuring('SN', null, null)).toBe(true);
    expect(lawDuring('BY', null, null)).toBe(false);
  });

  it('has no notice deadline yet (not published)', () => {
    expect(employerNoticeDeadline('2027-03-01', 'SN')).toBeNull();
  });

  it('Bavaria never accepts a recognition', () => {
    for (const day of ['1990-01-01', '2026-03-02', '2027-01-01', '2099-12-31']) {
      expect(acceptsRecognitionOn('BY', day)).toBe(false);
    }
  });
});

describe('a change of law is resolved by the seminar date', () => {
  it('Baden-Württemberg: 8 weeks until 30 Jun 2021, 9 weeks from 1 Jul 2021', () => {
    expect(stateRulesOn('BW', '2021-06-30').noticeWeeks).toBe(8);
    expect(employerNoticeDeadline('2021-06-30', 'BW')).toBe('2021-05-05');
    expect(stateRulesOn('BW', '2021-07-01').noticeWeeks).toBe(9);
    expect(employerNoticeDeadline('2021-07-01', 'BW')).toBe('2021-04-29');
  });

  it('Hessen stopped accepting other states’ recognitions on 1 Jan 2024', () => {
    expect(stateRulesOn('HE', '2023-12-31').acceptsOtherStates).toBe(true);
    expect(stateRulesOn('HE', '2024-01-01').acceptsOtherStates).toBe(false);
  });

  it('Berlin: BiUrlG until 31 Aug 2021, BiZeitG after', () => {
    expect(stateRulesOn('BE', '2021-08-31').law?.name).toContain('BiUrlG');
    expect(stateRulesOn('BE', '2021-09-01').law?.name).toContain('BiZeitG');
  });

  it('no law before a state’s first law', () => {
    expect(lawInForce('TH', '2015-12-31')).toBe(false);
    expect(employerNoticeDeadline('2015-12-31', 'TH')).toBeNull();
    expect(lawInForce('TH', '2016-01-01')).toBe(true);
  });
});

describe('deadlines are calendar weeks', () => {
  it('ignores weekends: a Monday start with 6 weeks lands on a Monday, a Sunday start on a Sunday', () => {
    expect(employerNoticeDeadline('2026-06-01', 'HH')).toBe('2026-04-20');
    expect(employerNoticeDeadline('2026-06-07', 'HH')).toBe('2026-04-26');
  });

  it('crosses month, year and leap day', () => {
    expect(employerNoticeDeadline('2028-03-30', 'HB')).toBe('2028-03-02');
    expect(employerNoticeDeadline('2028-03-01', 'HB')).toBe('2028-02-02');
    expect(employerNoticeDeadline('2027-01-10', 'TH')).toBe('2026-11-15');
  });

  it('unknown state → null', () => {
    expect(employerNoticeDeadline('2026-06-01', 'XX')).toBeNull();
  });

  it('application deadline and the provider-level models', () => {
    expect(recognitionApplicationDeadline('2026-06-01', 'HE')).toBe('2026-03-23');
    expect(recognitionApplicationDeadline('2026-06-01', 'BE')).toBeNull();
    expect(providerRecognitionSuffices('BW', '2026-06-01')).toBe(true);
    expect(providerRecognitionSuffices('NW', '2026-06-01')).toBe(true);
    expect(providerRecognitionSuffices('HE', '2026-06-01')).toBe(false);
    expect(providerRecognitionRequired('HE', '2026-06-01')).toBe(true);
    expect(providerRecognitionRequired('BE', '2026-06-01')).toBe(false);
  });
});

describe('noticeDeadlineStatus', () => {
  const today = '2027-01-20';
  it('counts the days left or overdue before the seminar starts', () => {
    expect(noticeDeadlineStatus('2027-01-25', '2027-03-01', today)).toEqual({ kind: 'left', days: 5 });
    expect(noticeDeadlineStatus(today, '2027-03-01', today)).toEqual({ kind: 'left', days: 0 });
    expect(noticeDeadlineStatus('2027-01-18', '2027-03-01', today)).toEqual({ kind: 'overdue', days: 2 });
  });
  it('warns of nothing once the seminar has started or is over', () => {
    expect(noticeDeadlineStatus('2026-12-01', today, today)).toEqual({ kind: 'started' });
    expect(noticeDeadlineStatus('2026-11-01', '2026-12-10', today)).toEqual({ kind: 'started' });
  });
  it('knows nothing without a deadline', () => {
    expect(noticeDeadlineStatus(null, '2027-03-01', today)).toEqual({ kind: 'unknown' });
  });
});
