import { describe, expect, it } from 'vitest';
import {
  formatChange,
  formatDecimal,
  formatMoney,
  formatMoneyInput,
  formatNumber,
  formatPercent,
  formatPriceLine,
  machineAmount,
  parseMoneyInput,
} from './format';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('writes cents as euros in German and English', () => {
    expect(formatMoney(123450, 'de')).toBe(`1.234,50${NBSP}€`);
    expect(formatMoney(123450, 'en')).toBe('€1,234.50');
    expect(formatMoney(1700, 'de')).toBe(`17,00${NBSP}€`);
  });
  it('writes zero, and nothing as "0 €" (seed §9) in the language\'s order', () => {
    expect(formatMoney(0, 'de')).toBe(`0,00${NBSP}€`);
    expect(formatMoney(0, 'en')).toBe('€0.00');
    expect(formatMoney(null, 'de')).toBe(`0${NBSP}€`);
    expect(formatMoney(undefined, 'en')).toBe('€0');
    expect(formatMoney(Number.NaN, 'en')).toBe('€0');
  });
  it('writes negative amounts (cancellations) with a minus', () => {
    expect(formatMoney(-4999, 'de')).toBe(`-49,99${NBSP}€`);
    expect(formatMoney(-4999, 'en')).toBe('-€49.99');
  });
  it('groups large amounts', () => {
    expect(formatMoney(123456789012, 'de')).toBe(`1.234.567.890,12${NBSP}€`);
    expect(formatMoney(123456789012, 'en')).toBe('€1,234,567,890.12');
  });
  it('rounds fractions of a cent to whole cents', () => {
    expect(formatMoney(100.5, 'de')).toBe(`1,01${NBSP}€`);
    expect(formatMoney(100.4, 'en')).toBe('€1.00');
    expect(formatMoney(-0.4, 'en')).toBe('€0.00');
  });
  it('leaves out ",00" on whole euros when asked', () => {
    expect(formatMoney(54000, 'de', { wholeEuros: true })).toBe(`540${NBSP}€`);
    expect(formatMoney(54050, 'de', { wholeEuros: true })).toBe(`540,50${NBSP}€`);
    expect(formatMoney(54000, 'en', { wholeEuros: true })).toBe('€540');
  });
});

describe('formatMoneyInput', () => {
  it('writes an editable amount without currency and grouping', () => {
    expect(formatMoneyInput(123450, 'de')).toBe('1234,50');
    expect(formatMoneyInput(123450, 'en')).toBe('1234.50');
    expect(formatMoneyInput(54000, 'de')).toBe('540');
    expect(formatMoneyInput(-5, 'de')).toBe('-0,05');
    expect(formatMoneyInput(0, 'en')).toBe('0');
    expect(formatMoneyInput(null, 'de')).toBe('');
  });
});

describe('parseMoneyInput', () => {
  it('reads German amounts', () => {
    expect(parseMoneyInput('540,50', 'de')).toBe(54050);
    expect(parseMoneyInput('1.234,5 €', 'de')).toBe(123450);
    expect(parseMoneyInput('540', 'de')).toBe(54000);
    expect(parseMoneyInput('-0,29', 'de')).toBe(-29);
    expect(parseMoneyInput('5,4,3', 'de')).toBeNaN();
  });
  it('reads English amounts', () => {
    expect(parseMoneyInput('540.50', 'en')).toBe(54050);
    expect(parseMoneyInput('1,234.5', 'en')).toBe(123450);
    expect(parseMoneyInput('1,234', 'en')).toBe(123400);
    expect(parseMoneyInput('540,50', 'en')).toBe(54050);
    expect(parseMoneyInput('', 'en')).toBeNull();
  });
  it('reads back what formatMoneyInput writes', () => {
    for (const language of ['de', 'en'] as const)
      for (const cents of [0, 5, 54050, 123400, -1999]) {
        expect(parseMoneyInput(formatMoneyInput(cents, language), language)).toBe(cents);
      }
  });
});

describe('numbers and shares', () => {
  it('groups counts in the reader’s language', () => {
    expect(formatNumber(1234567, 'de')).toBe('1.234.567');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(0, 'de')).toBe('0');
    expect(formatNumber(-12, 'en')).toBe('-12');
  });
  it('keeps at most one decimal', () => {
    expect(formatDecimal(12.46, 'de')).toBe('12,5');
    expect(formatDecimal(12.46, 'en')).toBe('12.5');
    expect(formatDecimal(12, 'de')).toBe('12');
    expect(formatDecimal(20, 'de', { fixed: true })).toBe('20,0');
    expect(formatDecimal(12.25, 'en', { fixed: true })).toBe('12.3');
  });
  it('writes shares as percentages', () => {
    expect(formatPercent(1, 'de')).toBe(`100${NBSP}%`);
    expect(formatPercent(1, 'en')).toBe('100%');
    expect(formatPercent(0.125, 'de')).toBe(`12,5${NBSP}%`);
    expect(formatPercent(0, 'en')).toBe('0%');
  });
  it('signs changes, but not zero', () => {
    expect(formatChange(0.25, 'de')).toBe(`+25${NBSP}%`);
    expect(formatChange(-0.1, 'en')).toBe('-10%');
    expect(formatChange(0, 'de')).toBe(`0${NBSP}%`);
  });
});

describe('machineAmount', () => {
  it('writes two decimals with a point, whatever the language', () => {
    expect(machineAmount(1250)).toBe('12.50');
    expect(machineAmount(5)).toBe('0.05');
    expect(machineAmount(0)).toBe('0.00');
    expect(machineAmount(-1999)).toBe('-19.99');
    expect(machineAmount(123456789012)).toBe('1234567890.12');
  });
  it('rounds fractions of a cent', () => {
    expect(machineAmount(100.5)).toBe('1.01');
    expect(machineAmount(-0.4)).toBe('0.00');
  });
});

describe('formatPriceLine', () => {
  const words = { free: 'kostenlos', onRequest: 'auf Anfrage' };
  const price = { priceCents: null, priceMinCents: null, priceMaxCents: null };
  it('writes whole euros without cents, a range with a dash, and the caller’s words otherwise', () => {
    expect(formatPriceLine({ ...price, priceType: 'exact', priceCents: 54000 }, 'de', words)).toBe(`540${NBSP}€`);
    expect(formatPriceLine({ ...price, priceType: 'exact', priceCents: 54050 }, 'en', words)).toBe('€540.50');
    expect(
      formatPriceLine({ ...price, priceType: 'range', priceMinCents: 42000, priceMaxCents: 48000 }, 'de', words),
    ).toBe(`420${NBSP}€ – 480${NBSP}€`);
    expect(formatPriceLine({ ...price, priceType: 'free' }, 'de', words)).toBe('kostenlos');
    expect(formatPriceLine({ ...price, priceType: 'on_request' }, 'de', words)).toBe('auf Anfrage');
    expect(formatPriceLine({ ...price, priceType: 'exact' }, 'de', words)).toBe('');
  });
});
