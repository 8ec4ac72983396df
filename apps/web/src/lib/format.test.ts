import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format';

describe('formatDateTime', () => {
  it('shows DD.MM.YYYY HH:mm in German time, summer and winter', () => {
    expect(formatDateTime('2026-07-01T08:05:00Z')).toBe('01.07.2026 10:05');
    expect(formatDateTime('2026-12-31T23:30:00Z')).toBe('01.01.2027 00:30');
  });

  it('leaves missing or broken values empty', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('kein Datum')).toBe('');
  });
});
