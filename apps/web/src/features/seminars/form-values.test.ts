/** Euro amounts typed and shown in the UI language (defect 12). */
import { describe, expect, it } from 'vitest';
import { centsToEuros, eurosToCents } from './form-values';

describe('euro input', () => {
  it('reads German amounts', () => {
    expect(eurosToCents('540,50', 'de')).toBe(54050);
    expect(eurosToCents('1.234,5 €', 'de')).toBe(123450);
    expect(eurosToCents('540', 'de')).toBe(54000);
    expect(eurosToCents('5,4,3', 'de')).toBeNaN();
  });

  it('reads English amounts', () => {
    expect(eurosToCents('540.50', 'en')).toBe(54050);
    expect(eurosToCents('1,234.5', 'en')).toBe(123450);
    expect(eurosToCents('1,234', 'en')).toBe(123400);
    expect(eurosToCents('540,50', 'en')).toBe(54050);
    expect(eurosToCents('', 'en')).toBeNull();
  });

  it('shows amounts with the decimal mark of the language, without grouping', () => {
    expect(centsToEuros(54050, 'de')).toBe('540,50');
    expect(centsToEuros(54050, 'en')).toBe('540.50');
    expect(centsToEuros(123400, 'en')).toBe('1234');
    expect(centsToEuros(null, 'de')).toBe('');
  });
});
