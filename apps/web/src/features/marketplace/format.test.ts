/** The marketplace's date line: the real dates always, a date comment beside them (defect 7). */
import { describe, expect, it } from 'vitest';
import { formatDates } from './format';

describe('formatDates', () => {
  it('shows the dates, and the comment beside them instead of in their place', () => {
    const dates = { startDate: '2027-01-11', endDate: '2027-01-15' };
    expect(formatDates({ ...dates, dateComment: null })).toBe('11.01.2027 – 15.01.2027');
    expect(formatDates({ ...dates, dateComment: 'Täglich 9–16 Uhr' })).toBe(
      '11.01.2027 – 15.01.2027 · Täglich 9–16 Uhr',
    );
  });
});
