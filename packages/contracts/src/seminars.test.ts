import { describe, expect, it } from 'vitest';
import {
  displayStatus,
  htmlTextLength,
  isHttpsUrl,
  isIsoDate,
  minimumWarnings,
  seminarFailure,
  seminarFieldsSchema,
  seminarInputSchema,
  seminarInputSchemaFor,
  seminarRuleMessage,
  seminarRuleIssues,
} from './seminars';
import { BROCHURE_TEXT_LIMIT } from './seminar-constants';
import { seminarRuleCodes, seminarRules } from './seminar-rules';
import { todayIso } from './dates';
import { dateInputFormats } from './dates-library';
import { sharedMessages } from './i18n';
import { locationInputSchema } from './locations';

const valid = {
  title: 'Rhetorik im Beruf',
  categoryId: 9,
  seminarType: 'online',
  seminarForm: 'block',
  startDate: '2027-03-01',
  endDate: '2027-03-05',
  priceType: 'exact',
  priceCents: 45000,
  recognitions: [{ state: 'HH' }],
};

const codesOf = (input: Record<string, unknown>) => {
  const parsed = seminarInputSchema.safeParse(input);
  return parsed.success ? [] : seminarFailure(parsed.error.issues).codes;
};

describe('seminar rules', () => {
  it('names the date format of each UI language in the invalid-date message', () => {
    expect(seminarRules[10].de).toContain(dateInputFormats.de.label);
    expect(seminarRules[10].en).toContain(dateInputFormats.en.label);
    // Every date field's own "not a date" error names it too.
    expect(sharedMessages.de.validation.dateInvalid).toContain(dateInputFormats.de.label);
    expect(sharedMessages.en.validation.dateInvalid).toContain(dateInputFormats.en.label);
  });

  it('accepts a complete seminar and a draft without recognitions', () => {
    expect(codesOf({ ...valid, Status: 'SHOW' })).toEqual([]);
    expect(codesOf({ ...valid, recognitions: [], Status: 'DRAFT' })).toEqual([]);
  });

  it('saves a draft with only a title; publishing asks for every required field', () => {
    expect(codesOf({ title: 'Nur ein Titel', Status: 'DRAFT' })).toEqual([]);
    expect(codesOf({ title: ' ', Status: 'DRAFT' })).toEqual([1]);
    // What a draft holds must still be well-formed.
    expect(codesOf({ title: 'Entwurf', startDate: '2027-02-30', Status: 'DRAFT' })).toEqual([10]);
    expect(codesOf({ title: 'Nur ein Titel', Status: 'SHOW' })).toEqual([4, 5, 6, 7, 8, 9, 16, 19]);
  });

  it('maps each failure to its numbered code and field key', () => {
    const parsed = seminarInputSchema.safeParse({
      ...valid,
      title: ' ',
      priceCents: null,
      Status: 'SHOW',
      recognitions: [{ state: 'BY' }],
    });
    expect(parsed.success).toBe(false);
    expect(seminarFailure(parsed.error!.issues)).toEqual({
      codes: [1, 12, 19, 20],
      fieldErrors: {
        title: 'seminarTitleRequired',
        priceCents: 'seminarPriceRequired',
        recognitions: 'seminarRecognitionStateNoLaw',
      },
    });
  });

  it('takes the law in force on the start date: Saxony from 2027, Bavaria never', () => {
    const draft = { title: 'Entwurf', Status: 'DRAFT' as const };
    const sn = { ...draft, recognitions: [{ state: 'SN' as const }] };
    expect(codesOf({ ...sn, startDate: '2026-12-31', endDate: '2026-12-31' })).toEqual([20]);
    expect(codesOf({ ...sn, startDate: '2027-01-01', endDate: '2027-01-03' })).toEqual([]);
    expect(codesOf({ ...draft, recognitions: [{ state: 'BY' }], startDate: '2027-01-01' })).toEqual([20]);
    // Without a start date only a state with no law now or later is refused.
    expect(codesOf(sn)).toEqual([]);
    expect(codesOf({ ...draft, recognitions: [{ state: 'BY' }] })).toEqual([20]);
    // Publishing with only Saxony before 2027: refused and not counted as a recognition.
    expect(
      codesOf({
        ...valid,
        Status: 'SHOW',
        startDate: '2026-12-28',
        endDate: '2026-12-30',
        recognitions: [{ state: 'SN' }],
      }),
    ).toEqual([19, 20]);
  });

  it('counts the description as text and the brochure limit by option', () => {
    expect(htmlTextLength('<p>Hallo&nbsp;<strong>Welt</strong></p>')).toBe(10);
    expect(codesOf({ ...valid, descriptionWeb: `<p>${'a'.repeat(4999)}</p>` })).toEqual([]);
    expect(codesOf({ ...valid, descriptionWeb: `<p>${'a'.repeat(5000)}</p>` })).toEqual([3]);
    const brochure = {
      publicationChannel: 'online_brochure',
      descriptionBrochure: 'a'.repeat(BROCHURE_TEXT_LIMIT + 1),
    };
    expect(codesOf({ ...valid, ...brochure })).toEqual([18]);
    expect(codesOf({ ...valid, ...brochure, expandedText: true })).toEqual([]);
    // Without a brochure the (kept) text is not checked: a hidden field never blocks saving.
    expect(codesOf({ ...valid, ...brochure, publicationChannel: 'online' })).toEqual([]);
  });

  it('checks dates and links', () => {
    expect(isIsoDate('2027-02-28')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('28.02.2027')).toBe(false);
    expect(isHttpsUrl('https://example.org/a?b=1')).toBe(true);
    expect(isHttpsUrl('http://example.org')).toBe(false);
    expect(isHttpsUrl('https://localhost')).toBe(false);
    expect(todayIso(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('publishes only from today on when told the day (rule 30), drafts and published edits stay free', () => {
    const base = { ...valid, Status: 'SHOW' as const, startDate: '2027-01-10', endDate: '2027-01-12' };
    const issues = (input: object, publishFrom?: string) =>
      seminarInputSchemaFor({ publishFrom })
        .safeParse(input)
        .error?.issues.map((issue) => issue.message) ?? [];
    expect(issues(base, '2027-01-11')).toEqual(['seminarStartDateInPast']);
    expect(issues(base, '2027-01-10')).toEqual([]);
    expect(issues({ ...base, Status: 'DRAFT' }, '2027-01-11')).toEqual([]);
    expect(issues(base)).toEqual([]);
  });

  it('has texts in both languages for every code, also as validation keys', () => {
    expect(seminarRuleCodes.map((r) => r.code)).toEqual(Array.from({ length: 38 }, (_, i) => i + 1));
    for (const rule of Object.values(seminarRules)) {
      expect(sharedMessages.de.validation[rule.key]).toBe(rule.de);
      expect(sharedMessages.en.validation[rule.key]).toBe(rule.en);
    }
    expect(seminarRuleMessage(18, 'en', { max: 750 })).toContain('750');
  });
});

describe('location rules', () => {
  it('requires the street unless the location is online', () => {
    const base = { postalCode: '20095', city: 'Hamburg', country: 'DE' };
    const parsed = locationInputSchema.safeParse(base);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['street', 'locationStreetRequired'],
    ]);
    expect(locationInputSchema.safeParse({ ...base, type: 'online' }).success).toBe(true);
    expect(locationInputSchema.safeParse({ ...base, street: 'Hauptstraße 1' }).success).toBe(true);
  });
});

describe('displayStatus', () => {
  const today = '2026-06-10';
  it('shows an online or paused seminar whose start date has passed as expired', () => {
    expect(displayStatus({ status: 'online', startDate: '2026-06-09' }, today)).toBe('expired');
    expect(displayStatus({ status: 'paused', startDate: '2026-01-01' }, today)).toBe('expired');
  });
  it('keeps the stored status from the start day on, without a date, and for drafts and archived ones', () => {
    expect(displayStatus({ status: 'online', startDate: today }, today)).toBe('online');
    expect(displayStatus({ status: 'paused', startDate: null }, today)).toBe('paused');
    expect(displayStatus({ status: 'draft', startDate: '2026-01-01' }, today)).toBe('draft');
    expect(displayStatus({ status: 'archived', startDate: '2026-01-01' }, today)).toBe('archived');
  });
});

describe('the daily schedule and the states minimums (issue 46)', () => {
  const base = {
    title: 'Kommunikation',
    startDate: '2027-01-07',
    endDate: '2027-01-11',
  };
  const keys = (input: Record<string, unknown>) =>
    seminarRuleIssues(seminarFieldsSchema.parse({ ...base, ...input })).map((i) => `${i.path}:${i.key}`);

  it('accepts a full schedule and refuses malformed times, hours and dates', () => {
    expect(
      keys({ timeFrom: '09:00', timeTo: '16:30', teachingHoursPerDay: 6.5, nonSeminarDates: ['2027-01-08'] }),
    ).toEqual([]);
    expect(keys({ timeFrom: '9:00', timeTo: '16:00' })).toContain('timeFrom:seminarTimeInvalid');
    expect(keys({ timeFrom: '16:00', timeTo: '09:00' })).toContain('timeTo:seminarTimeInvalid');
    expect(keys({ timeFrom: '09:00' })).toContain('timeTo:seminarTimeInvalid');
    expect(keys({ teachingHoursPerDay: 0.25 })).toContain('teachingHoursPerDay:seminarTeachingHoursInvalid');
    expect(keys({ teachingHoursPerDay: 12.5 })).toContain('teachingHoursPerDay:seminarTeachingHoursInvalid');
    expect(keys({ teachingHoursPerDay: 6.1 })).toContain('teachingHoursPerDay:seminarTeachingHoursInvalid');
    expect(keys({ nonSeminarDates: ['2027-01-12'] })).toContain('nonSeminarDates:seminarNonSeminarDatesInvalid');
    expect(keys({ nonSeminarDates: ['2027-01-08', '2027-01-08'] })).toContain(
      'nonSeminarDates:seminarNonSeminarDatesInvalid',
    );
    expect(keys({ nonSeminarDates: ['2027-01-07', '2027-01-08', '2027-01-11'] })).toContain(
      'nonSeminarDates:seminarNoSeminarDay',
    );
  });

  it('warns by seminar days, not calendar days, and by the teaching hours', () => {
    // Thursday to Monday: 3 seminar days meet Lower Saxony's 3 days, but not its 8 hours.
    expect(minimumWarnings({ ...base, teachingHoursPerDay: 6 }, ['NI', 'HH'])).toEqual([
      { state: 'NI', kind: 'minHoursPerDay', min: 8, hours: 6 },
    ]);
    expect(minimumWarnings({ ...base, nonSeminarDates: ['2027-01-08'], teachingHoursPerDay: 8 }, ['NI'])).toEqual([
      { state: 'NI', kind: 'minDays', min: 3, days: 2 },
    ]);
    expect(minimumWarnings({ ...base, teachingHoursPerDay: null }, ['HB'])).toEqual([
      { state: 'HB', kind: 'minHoursPerDay', min: 6, hours: null },
    ]);
  });
});
