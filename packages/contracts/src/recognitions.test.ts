import { describe, expect, it } from 'vitest';
import { bildungsurlaubCheck } from './recognitions';

const r = (state: string, extra: Partial<{ number: string; validFrom: string; validUntil: string }> = {}) => ({
  state,
  number: extra.number ?? `${state}-1`,
  authority: null,
  validFrom: extra.validFrom ?? null,
  validUntil: extra.validUntil ?? null,
});
const seminar = (recognitions: ReturnType<typeof r>[], providerRecognitions: ReturnType<typeof r>[] = []) => ({
  startDate: '2027-03-01',
  endDate: '2027-03-05',
  recognitions,
  providerRecognitions,
});

describe('bildungsurlaubCheck', () => {
  it('recognised by the seminar’s own recognition, with the employer deadline', () => {
    const check = bildungsurlaubCheck(seminar([r('HH')]), 'HH');
    expect(check).toMatchObject({ status: 'recognised', via: 'event', recognition: { number: 'HH-1' } });
    expect(check.noticeDeadline).toBe('2027-01-18');
  });

  it('not recognised in another state; Saarland accepts other states’ recognitions', () => {
    expect(bildungsurlaubCheck(seminar([r('HH')]), 'NI').status).toBe('not_recognised');
    expect(bildungsurlaubCheck(seminar([r('HH')]), 'SL')).toMatchObject({ status: 'recognised', via: 'other_state' });
  });

  it('a recognition whose validity ends before the seminar does not count', () => {
    expect(bildungsurlaubCheck(seminar([r('HH', { validUntil: '2027-03-03' })]), 'HH').status).toBe('not_recognised');
  });

  it('provider-level recognitions count in BW and NW; Hessen needs the provider’s and the event’s', () => {
    expect(bildungsurlaubCheck(seminar([], [r('BW')]), 'BW')).toMatchObject({ status: 'recognised', via: 'provider' });
    expect(bildungsurlaubCheck(seminar([], [r('HE')]), 'HE').status).toBe('not_recognised');
    expect(bildungsurlaubCheck(seminar([r('HE')]), 'HE').status).toBe('not_recognised');
    expect(bildungsurlaubCheck(seminar([r('HE')], [r('HE')]), 'HE')).toMatchObject({ via: 'event' });
  });

  it('no law: Bavaria always, Saxony before 2027', () => {
    expect(bildungsurlaubCheck(seminar([r('SN')]), 'BY').status).toBe('no_law');
    const before = { ...seminar([r('SN')]), startDate: '2026-12-01', endDate: '2026-12-03' };
    expect(bildungsurlaubCheck(before, 'SN').status).toBe('no_law');
    expect(bildungsurlaubCheck(seminar([r('SN')]), 'SN')).toMatchObject({ status: 'recognised', noticeDeadline: null });
  });
});
