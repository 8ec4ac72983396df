import { describe, expect, it } from 'vitest';
import { formatDateInput, parseDateInput } from './dates-library';

const formatDate = (iso: string | null, shiftOneDay?: boolean) => formatDateInput(iso, 'de', shiftOneDay);
import { endSentence, excerpt, slugify } from './helpers';

describe('slugify', () => {
  it('lowercases and transliterates umlauts and ß', () => {
    expect(slugify('Größe Übung Ärger Öl')).toBe('groesse-uebung-aerger-oel');
  });
  it('turns hyphens into spaces and collapses spaces', () => {
    expect(slugify('Yoga -  und   Meditation')).toBe('yoga-und-meditation');
    expect(slugify('Klima-Wandel')).toBe('klima-wandel');
  });
  it('strips non-alphanumerics', () => {
    expect(slugify('Rhetorik & Kommunikation (kompakt)!')).toBe('rhetorik-kommunikation-kompakt');
  });
  it('replaces the word spurensuche with s', () => {
    expect(slugify('Spurensuche in Berlin')).toBe('s-in-berlin');
    expect(slugify('Spurensuchen')).toBe('spurensuchen');
  });
  it('joins with a custom separator', () => {
    expect(slugify('Politik heute', '_')).toBe('politik_heute');
  });
  it('folds other accents', () => {
    expect(slugify('Café Crème')).toBe('cafe-creme');
  });
});

describe('excerpt', () => {
  it('strips tags', () => {
    expect(excerpt('<p>Hallo <strong>Welt</strong></p>')).toBe('Hallo Welt');
  });
  it('makes one space of each run of tags and white space', () => {
    expect(excerpt('<p>Eins</p>\n  <p> zwei\t<br/>\u00a0drei</p>')).toBe('Eins zwei drei');
    expect(excerpt('<ul>\n<li>a</li>\n<li>b</li>\n</ul>')).toBe('a b');
  });
  it('keeps text of 150 characters and shortens longer text with an ellipsis', () => {
    const exact = 'a'.repeat(150);
    expect(excerpt(exact)).toBe(exact);
    const long = 'b'.repeat(151);
    expect(excerpt(long)).toBe(`${'b'.repeat(150)}…`);
  });
  it('takes a custom length', () => {
    expect(excerpt('eins zwei drei', 4)).toBe('eins…');
  });
  it('gives an empty string for empty input', () => {
    expect(excerpt(null)).toBe('');
  });
});

describe('formatDate', () => {
  it('formats ISO dates as DD.MM.YYYY', () => {
    expect(formatDate('2021-01-01')).toBe('01.01.2021');
    expect(formatDate('2026-11-22T18:00:00.000Z')).toBe('22.11.2026');
  });
  it('shifts by one day across month and year ends', () => {
    expect(formatDate('2021-01-31', true)).toBe('01.02.2021');
    expect(formatDate('2021-12-31', true)).toBe('01.01.2022');
  });
  it('gives an empty string for missing or malformed input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('gestern')).toBe('');
  });
});

describe('parseDateInput (German)', () => {
  it('parses DD.MM.YYYY, also with one-digit day and month', () => {
    expect(parseDateInput('01.01.2021', 'de')).toBe('2021-01-01');
    expect(parseDateInput('1.1.2021', 'de')).toBe('2021-01-01');
  });
  it('refuses other formats and impossible dates', () => {
    expect(parseDateInput('2021-01-01', 'de')).toBeNull();
    expect(parseDateInput('31.02.2021', 'de')).toBeNull();
    expect(parseDateInput('1.1.21', 'de')).toBeNull();
  });
});

describe('endSentence', () => {
  it('adds the period a sentence needs', () => {
    expect(endSentence('Nordsee Akademie')).toBe('Nordsee Akademie.');
  });
  it('keeps one period after a name ending in one ("e. V.")', () => {
    expect(endSentence('Bildungswerk Nord e. V.')).toBe('Bildungswerk Nord e. V.');
    expect(endSentence('Kurse & Co…')).toBe('Kurse & Co…');
  });
});
