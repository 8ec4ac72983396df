/** The statistics range in the URL: presets, custom ranges and the 30-day default. */
import { describe, expect, it } from 'vitest';
import { readStatisticsParams } from './statistics-page';

const SEMINAR = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const read = (search: string) => readStatisticsParams(new URLSearchParams(search), '2026-11-23');

describe('readStatisticsParams', () => {
  it('defaults to the last 30 full days, ending yesterday (today is incomplete)', () => {
    expect(read('')).toEqual({ preset: '30', from: '2026-10-24', to: '2026-11-22', seminarId: undefined });
  });
  it('reads the presets and this year, each ending yesterday', () => {
    expect(read('range=7')).toMatchObject({ from: '2026-11-16', to: '2026-11-22' });
    expect(read('range=90')).toMatchObject({ from: '2026-08-25', to: '2026-11-22' });
    expect(read('range=year')).toMatchObject({ from: '2026-01-01', to: '2026-11-22' });
    // On 1 January this year has no full day yet: the year just ended.
    expect(readStatisticsParams(new URLSearchParams('range=year'), '2027-01-01')).toMatchObject({
      from: '2026-01-01',
      to: '2026-12-31',
    });
  });
  it('keeps a custom range that includes today (the page says so)', () => {
    expect(read('range=custom&from=2026-11-23&to=2026-11-23')).toMatchObject({ from: '2026-11-23', to: '2026-11-23' });
  });
  it('reads a custom range and the seminar; a broken custom range falls back to 30 days', () => {
    expect(read(`range=custom&from=2026-01-05&to=2026-02-01&seminarId=${SEMINAR}`)).toEqual({
      preset: 'custom',
      from: '2026-01-05',
      to: '2026-02-01',
      seminarId: SEMINAR,
    });
    expect(read('range=custom&from=x')).toMatchObject({ preset: '30', from: '2026-10-24' });
    expect(read('range=bogus')).toMatchObject({ preset: '30' });
  });
  it('checks each key with the contracts schema: no impossible day, no seminar id the API would refuse', () => {
    expect(read('range=custom&from=2026-02-30&to=2026-03-01')).toMatchObject({ preset: '30', from: '2026-10-24' });
    expect(read('seminarId=abc').seminarId).toBeUndefined();
  });
});
