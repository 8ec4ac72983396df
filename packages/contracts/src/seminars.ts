/**
 * Seminars (seed §3–5, §9; DESIGN §5–6): the one seminar schema both the API (server-side
 * enforcement, 422 with `codes`) and the web form (field messages) use. Its limits and enums
 * live in seminar-constants.ts, the numbered rule codes with their German and English texts in
 * seminar-rules.ts: both without imports, so screens that only need a value skip the schemas.
 */
import { z } from 'zod';
import {
  BROCHURE_TEXT_LIMIT,
  BROCHURE_TEXT_LIMIT_EXPANDED,
  payloadStatuses,
  type PriceType,
  priceTypes,
  publicationChannels,
  SEMINAR_DESCRIPTION_HTML_MAX,
  SEMINAR_DESCRIPTION_TEXT_LIMIT,
  SEMINAR_NON_SEMINAR_DATES_MAX,
  SEMINAR_TEACHING_HOURS_MAX,
  SEMINAR_TEACHING_HOURS_MIN,
  SEMINAR_PAGE_SIZE_DEFAULT,
  SEMINAR_PAGE_SIZES,
  SEMINAR_TITLE_MAX,
  seminarCostKinds,
  seminarForms,
  seminarSorts,
  seminarStatuses,
  seminarTabs,
  seminarTypes,
  type StoredSeminarStatus,
  storedSeminarStatuses,
} from './seminar-constants';
import { seminarRuleCodeByKey, seminarRuleKey, seminarRules, type SeminarRuleKey } from './seminar-rules';
import { textsIn, type Language } from './i18n';
import { seminarDaysIso } from './dates';
import {
  hasLawFrom,
  lawInForce,
  lawOn,
  providerRecognitionRequired,
  providerRecognitionSuffices,
  stateCodes,
  type StateCode,
} from './states';

export { germanStates, stateCodes, type StateCode } from './states';

/** The start date has passed (`today` is YYYY-MM-DD in Berlin); true for any status. */
export const startDatePassed = (startDate: string | null, today: string): boolean =>
  startDate !== null && startDate < today;

/**
 * The status a seminar shows: `expired` for an online or paused seminar whose start date has
 * passed, else the stored status. The one place that derives "expired" (SQL counts and filters
 * on the server say the same in SQL: `status in ('online', 'paused') and start_date < today`).
 */
export function displayStatus<S extends string>(
  seminar: { status: S; startDate: string | null },
  today: string,
): S | 'expired' {
  return startDatePassed(seminar.startDate, today) && (seminar.status === 'online' || seminar.status === 'paused')
    ? 'expired'
    : seminar.status;
}

/**
 * Status changes allowed by `POST /seminars/status` (from → to). Publishing (→ online from
 * draft or archived) runs the publish rules. Nothing goes back to draft: a published seminar
 * is paused or archived instead, so the server never silently unpublishes.
 */
export const seminarStatusTransitions: Record<StoredSeminarStatus, readonly StoredSeminarStatus[]> = {
  draft: ['online'],
  online: ['paused', 'archived'],
  paused: ['online', 'archived'],
  archived: ['online', 'paused'],
};

/** The server's text of a rule code in a language, with `{{max}}` filled for the brochure limit. */
export function seminarRuleMessage(code: number, language: Language, values: { max?: number } = {}): string {
  return textsIn(language)(`validation.${seminarRuleKey(code)}`, { max: values.max ?? BROCHURE_TEXT_LIMIT });
}

// ---------------------------------------------------------------------------------------------
// Pure helpers
// ---------------------------------------------------------------------------------------------

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return (
    date.getUTCFullYear() === Number(match[1]) &&
    date.getUTCMonth() === Number(match[2]) - 1 &&
    date.getUTCDate() === Number(match[3])
  );
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Number of text characters of an HTML fragment: tags removed, entities counted as one character. */
export function htmlTextLength(html: string | null | undefined): number {
  if (!html) return 0;
  const text = html
    .replace(/<(br|\/p|\/li|\/h[1-6])\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (_, name: string) =>
      name.startsWith('#') ? 'x' : (ENTITIES[name.toLowerCase()] ?? '&'),
    );
  return text.trim().length;
}

/** Brochure text limit for a seminar with or without the expanded-text option. */
export const brochureTextLimit = (expandedText: boolean | null | undefined) =>
  expandedText ? BROCHURE_TEXT_LIMIT_EXPANDED : BROCHURE_TEXT_LIMIT;

export function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\/\S+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.hostname.startsWith('.');
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// The seminar schema (form + server)
// ---------------------------------------------------------------------------------------------

const key = <K extends SeminarRuleKey>(k: K) => ({ error: k });
const text = (max: number) => z.string(key('seminarTextTooLong')).max(max, key('seminarTextTooLong')).nullish();
const cents = z.number(key('seminarPriceInvalid')).nullish();

export const recognitionSchema = z.object({
  state: z.enum(stateCodes, key('seminarRecognitionInvalid')),
  number: z.string(key('seminarRecognitionInvalid')).trim().max(50, key('seminarRecognitionInvalid')).nullish(),
  authority: z.string(key('seminarRecognitionInvalid')).trim().max(200, key('seminarRecognitionInvalid')).nullish(),
  validFrom: z.string(key('seminarRecognitionValidityInvalid')).nullish(),
  validUntil: z.string(key('seminarRecognitionValidityInvalid')).nullish(),
  documentId: z.string(key('seminarRecognitionDocumentUnknown')).nullish(),
});
/** A seminar's recognition in a state: all but `state` optional (the register of issue 24). */
export type Recognition = {
  state: StateCode;
  number?: string | null;
  authority?: string | null;
  validFrom?: string | null;
  validUntil?: string | null;
  documentId?: string | null;
};

/** A recognition's validity (either end open) covers the days from `from` to `to`. */
export const validityCovers = (
  r: { validFrom?: string | null; validUntil?: string | null },
  from: string,
  to: string,
): boolean => (!r.validFrom || r.validFrom <= from) && (!r.validUntil || to <= r.validUntil);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * Field shapes only; every rule lives in the refinement below so one parse reports all of them.
 * Empty strings count as "not given". Dates are ISO YYYY-MM-DD (the form converts DD.MM.YYYY).
 */
export const seminarFieldsSchema = z.object({
  Status: z.enum(payloadStatuses, key('seminarValueInvalid')).optional(),
  title: z.string(key('seminarTitleRequired')).nullish(),
  seminarNumber: text(50),
  categoryId: z.number(key('seminarCategoryRequired')).int(key('seminarCategoryRequired')).nullish(),
  descriptionWeb: z.string(key('seminarDescriptionTooLong')).nullish(),
  descriptionBrochure: z.string(key('seminarBrochureTextTooLong')).nullish(),
  seminarType: z.enum(seminarTypes, key('seminarTypeRequired')).nullish(),
  seminarForm: z.enum(seminarForms, key('seminarFormRequired')).nullish(),
  startDate: z.string(key('seminarDateInvalid')).nullish(),
  endDate: z.string(key('seminarDateInvalid')).nullish(),
  dateComment: text(200),
  /** The usual daily times, HH:MM (issue 46; the CSV columns `time_from`, `time_to`). */
  timeFrom: z.string(key('seminarTimeInvalid')).nullish(),
  timeTo: z.string(key('seminarTimeInvalid')).nullish(),
  teachingHoursPerDay: z.number(key('seminarTeachingHoursInvalid')).nullish(),
  /** Saturday and Sunday are seminar days (default: not). */
  weekendDays: z.boolean(key('seminarValueInvalid')).nullish(),
  /** Dates between start and end that are no seminar day (a break in a modular course). */
  nonSeminarDates: z
    .array(z.string(key('seminarNonSeminarDatesInvalid')), key('seminarNonSeminarDatesInvalid'))
    .max(SEMINAR_NON_SEMINAR_DATES_MAX, key('seminarNonSeminarDatesInvalid'))
    .nullish(),
  priceType: z.enum(priceTypes, key('seminarPriceTypeRequired')).nullish(),
  priceCents: cents,
  priceMinCents: cents,
  priceMaxCents: cents,
  priceComment: text(200),
  locationId: z.string(key('seminarLocationUnknown')).nullish(),
  cityComment: text(200),
  formattedAddress: text(300),
  targetGroup: text(1000),
  prerequisites: text(1000),
  maxParticipants: z.number(key('seminarMaxParticipantsInvalid')).nullish(),
  infoTelephone: text(40),
  directLink: z.string(key('seminarDirectLinkInvalid')).nullish(),
  specialFeatures: text(1000),
  recognitions: z
    .array(recognitionSchema, key('seminarRecognitionInvalid'))
    .max(16, key('seminarRecognitionInvalid'))
    .nullish(),
  publicationChannel: z.enum(publicationChannels, key('seminarPublicationChannelInvalid')).nullish(),
  followUpBooking: z.boolean(key('seminarValueInvalid')).nullish(),
  expandedText: z.boolean(key('seminarValueInvalid')).nullish(),
  ownerId: z.string(key('seminarOwnerUnknown')).nullish(),
});
export type SeminarFieldsInput = z.input<typeof seminarFieldsSchema>;

/** HH:MM, 00:00 to 23:59. */
export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Teaching hours a day: 0.5 to 12 in quarter hours. */
export const teachingHoursOk = (h: number) =>
  Number.isFinite(h) && h >= SEMINAR_TEACHING_HOURS_MIN && h <= SEMINAR_TEACHING_HOURS_MAX && Number.isInteger(h * 4);

const blank = (v: string | null | undefined) => v === null || v === undefined || v.trim() === '';
const given = (v: number | null | undefined): v is number => v !== null && v !== undefined;

type Fields = z.output<typeof seminarFieldsSchema>;
type Issue = { key: SeminarRuleKey; path: string };

/**
 * What the rules need beyond the fields: `publishFrom` (today, ISO, in the seminar time zone)
 * when the seminar becomes published with this save — a new or draft seminar saved with SHOW.
 * Edits of an already published seminar pass nothing, so its past start date never blocks them.
 */
export interface SeminarRuleContext {
  publishFrom?: string | null;
  /**
   * The provider's own (provider-level) recognitions: in a `provider` state they count for the
   * "needs a recognition" rule, in Hessen they are the prerequisite of an event recognition.
   */
  providerRecognitions?: readonly { state: string; validFrom?: string | null; validUntil?: string | null }[];
}

/** All rule failures of one seminar (empty when it may be saved as asked: SHOW adds the publish rules). */
export function seminarRuleIssues(s: Fields, context: SeminarRuleContext = {}): Issue[] {
  const issues: Issue[] = [];
  const add = (k: SeminarRuleKey, path: string) => issues.push({ key: k, path });

  if (blank(s.title)) add('seminarTitleRequired', 'title');
  else if (s.title!.trim().length > SEMINAR_TITLE_MAX) add('seminarTitleTooLong', 'title');

  if (
    s.descriptionWeb &&
    (htmlTextLength(s.descriptionWeb) >= SEMINAR_DESCRIPTION_TEXT_LIMIT ||
      s.descriptionWeb.length > SEMINAR_DESCRIPTION_HTML_MAX)
  ) {
    add('seminarDescriptionTooLong', 'descriptionWeb');
  }
  // A draft needs only a title (and whatever it holds must be well-formed); publishing (SHOW)
  // adds every required field (seed §5).
  const publishing = s.Status === 'SHOW';
  if (publishing) {
    if (!given(s.categoryId) || s.categoryId <= 0) add('seminarCategoryRequired', 'categoryId');
    if (!s.seminarType) add('seminarTypeRequired', 'seminarType');
    if (!s.seminarForm) add('seminarFormRequired', 'seminarForm');
    if (s.seminarType !== 'online' && blank(s.locationId)) add('seminarLocationRequired', 'locationId');
  } else if (given(s.categoryId) && s.categoryId <= 0) add('seminarCategoryRequired', 'categoryId');

  const startOk = !blank(s.startDate) && isIsoDate(s.startDate!);
  const endOk = !blank(s.endDate) && isIsoDate(s.endDate!);
  if (blank(s.startDate)) {
    if (publishing) add('seminarStartDateRequired', 'startDate');
  } else if (!startOk) add('seminarDateInvalid', 'startDate');
  if (blank(s.endDate)) {
    if (publishing) add('seminarEndDateRequired', 'endDate');
  } else if (!endOk) add('seminarDateInvalid', 'endDate');
  // Same-day seminars are allowed: the start may equal the end.
  if (startOk && endOk && s.startDate! > s.endDate!) add('seminarStartAfterEnd', 'endDate');
  if (publishing && startOk && context.publishFrom && s.startDate! < context.publishFrom)
    add('seminarStartDateInPast', 'startDate');

  // The daily schedule: both times or neither, the end after the start.
  const timeOk = (v: string | null | undefined) => blank(v) || TIME.test(v!);
  if (!timeOk(s.timeFrom)) add('seminarTimeInvalid', 'timeFrom');
  if (!timeOk(s.timeTo) || (!blank(s.timeFrom) && !blank(s.timeTo) && s.timeTo! <= s.timeFrom!)) {
    add('seminarTimeInvalid', 'timeTo');
  } else if (blank(s.timeFrom) !== blank(s.timeTo))
    add('seminarTimeInvalid', blank(s.timeFrom) ? 'timeFrom' : 'timeTo');
  if (given(s.teachingHoursPerDay) && !teachingHoursOk(s.teachingHoursPerDay)) {
    add('seminarTeachingHoursInvalid', 'teachingHoursPerDay');
  }
  const nonDays = s.nonSeminarDates ?? [];
  if (
    nonDays.some((d) => !isIsoDate(d) || (startOk && d < s.startDate!) || (endOk && d > s.endDate!)) ||
    new Set(nonDays).size !== nonDays.length
  ) {
    add('seminarNonSeminarDatesInvalid', 'nonSeminarDates');
  } else if (startOk && endOk && s.startDate! <= s.endDate! && seminarDaysIso(s).length === 0) {
    // Every date of the range is a weekend or marked off: nothing left to teach on.
    add('seminarNoSeminarDay', 'nonSeminarDates');
  }

  const prices = { priceCents: s.priceCents, priceMinCents: s.priceMinCents, priceMaxCents: s.priceMaxCents };
  for (const [field, value] of Object.entries(prices)) {
    if (given(value) && (!Number.isInteger(value) || value < 0)) add('seminarPriceInvalid', field);
  }
  const allowed: Record<PriceType, (keyof typeof prices)[]> = {
    exact: ['priceCents'],
    range: ['priceMinCents', 'priceMaxCents'],
    on_request: [],
    free: [],
  };
  if (!s.priceType) {
    if (publishing) add('seminarPriceTypeRequired', 'priceType');
  } else {
    for (const field of Object.keys(prices) as (keyof typeof prices)[]) {
      if (given(prices[field]) && !allowed[s.priceType].includes(field)) add('seminarPriceNotAllowed', field);
    }
    if (publishing && s.priceType === 'exact' && !given(s.priceCents)) add('seminarPriceRequired', 'priceCents');
    if (s.priceType === 'range') {
      if (publishing && !given(s.priceMinCents)) add('seminarPriceRangeIncomplete', 'priceMinCents');
      if (publishing && !given(s.priceMaxCents)) add('seminarPriceRangeIncomplete', 'priceMaxCents');
      if (given(s.priceMinCents) && given(s.priceMaxCents) && s.priceMinCents >= s.priceMaxCents) {
        add('seminarPriceRangeOrder', 'priceMaxCents');
      }
    }
  }

  if (!blank(s.directLink) && !isHttpsUrl(s.directLink!.trim())) add('seminarDirectLinkInvalid', 'directLink');

  // The brochure text is kept while the channel has no brochure, but only checked with one.
  if (
    s.publicationChannel === 'online_brochure' &&
    s.descriptionBrochure &&
    s.descriptionBrochure.trim().length > brochureTextLimit(s.expandedText)
  ) {
    add('seminarBrochureTextTooLong', 'descriptionBrochure');
  }

  if (
    given(s.maxParticipants) &&
    (!Number.isInteger(s.maxParticipants) || s.maxParticipants < 1 || s.maxParticipants > 100_000)
  ) {
    add('seminarMaxParticipantsInvalid', 'maxParticipants');
  }

  const recognitions = s.recognitions ?? [];
  const states = recognitions.map((r) => r.state);
  if (new Set(states).size !== states.length) add('seminarRecognitionInvalid', 'recognitions');
  // The law that counts is the one in force on the seminar's first day (Saxony's from 2027);
  // without a start date yet, only states with no law now or later are refused.
  const recognisable = (state: StateCode) =>
    startOk ? lawInForce(state, s.startDate!) : hasLawFrom(state, context.publishFrom ?? '0000-01-01');
  if (states.some((state) => !recognisable(state))) add('seminarRecognitionStateNoLaw', 'recognitions');
  const blankOrDate = (v: string | null | undefined) => blank(v) || isIsoDate(v!);
  if (
    recognitions.some(
      (r) =>
        !blankOrDate(r.validFrom) ||
        !blankOrDate(r.validUntil) ||
        (!blank(r.validFrom) && !blank(r.validUntil) && r.validFrom! > r.validUntil!),
    )
  ) {
    add('seminarRecognitionValidityInvalid', 'recognitions');
  }
  if (recognitions.some((r) => !blank(r.documentId) && !UUID.test(r.documentId!))) {
    add('seminarRecognitionDocumentUnknown', 'recognitions');
  }
  const own = context.providerRecognitions ?? [];
  const datesOk = startOk && endOk && s.startDate! <= s.endDate!;
  // A provider-level recognition meets the rule where the state recognises providers only.
  const providerLevel =
    datesOk &&
    own.some((r) => providerRecognitionSuffices(r.state, s.startDate!) && validityCovers(r, s.startDate!, s.endDate!));
  if (publishing && !states.some(recognisable) && !providerLevel) add('seminarRecognitionRequired', 'recognitions');
  // Validity and Hessen's prerequisite are checked when the seminar goes online (like rule 30).
  if (publishing && datesOk && context.publishFrom) {
    const valid = (r: { validFrom?: string | null; validUntil?: string | null }) =>
      validityCovers(
        { validFrom: blank(r.validFrom) ? null : r.validFrom, validUntil: blank(r.validUntil) ? null : r.validUntil },
        s.startDate!,
        s.endDate!,
      );
    if (recognitions.some((r) => !valid(r))) add('seminarRecognitionNotValid', 'recognitions');
    if (
      states.some(
        (state) =>
          providerRecognitionRequired(state, s.startDate!) &&
          !own.some((r) => r.state === state && validityCovers(r, s.startDate!, s.endDate!)),
      )
    ) {
      add('seminarRecognitionProviderMissing', 'recognitions');
    }
  }
  return issues;
}

/**
 * A state minimum the seminar may not meet: a warning before publishing and a line in a lead's
 * recognition status, never an error (an authority may recognise a course all the same).
 * `minHoursPerDay` with `hours: null` means the seminar states no teaching hours to check.
 */
export const recognitionWarningSchema = z.discriminatedUnion('kind', [
  z.object({ state: z.enum(stateCodes), kind: z.literal('minDays'), min: z.number(), days: z.number() }),
  z.object({
    state: z.enum(stateCodes),
    kind: z.literal('minHoursPerDay'),
    min: z.number(),
    hours: z.number().nullable(),
  }),
]);
export type RecognitionWarning = z.infer<typeof recognitionWarningSchema>;

/**
 * The state minimums (law in force on the start day) of the given states, checked against the
 * seminar's days (`seminarDaysIso`: weekends and marked dates left out) and teaching hours.
 */
export function minimumWarnings(
  s: {
    startDate?: string | null;
    endDate?: string | null;
    weekendDays?: boolean | null;
    nonSeminarDates?: readonly string[] | null;
    teachingHoursPerDay?: number | null;
  },
  states: readonly StateCode[],
): RecognitionWarning[] {
  if (!s.startDate || !isIsoDate(s.startDate)) return [];
  const days = seminarDaysIso(s).length;
  const hours = s.teachingHoursPerDay ?? null;
  const warnings: RecognitionWarning[] = [];
  for (const state of states) {
    const law = lawOn(state, s.startDate);
    if (law?.minDays && days < law.minDays) warnings.push({ state, kind: 'minDays', min: law.minDays, days });
    if (law?.minHoursPerDay && (hours === null || hours < law.minHoursPerDay)) {
      warnings.push({ state, kind: 'minHoursPerDay', min: law.minHoursPerDay, hours });
    }
  }
  return warnings;
}

/** The state minimums of the seminar's own recognitions (the form's warning before publishing). */
export const recognitionWarnings = (
  s: Parameters<typeof minimumWarnings>[0] & { recognitions?: readonly { state: StateCode }[] | null },
): RecognitionWarning[] =>
  minimumWarnings(
    s,
    (s.recognitions ?? []).map((r) => r.state),
  );

/**
 * The seminar schema: the form's resolver and the server parse with it. `Status: 'SHOW'` adds
 * the publish rules. Each issue's message is a rule key (`seminarRuleCodeByKey` gives its number).
 */
export const seminarInputSchemaFor = (context: SeminarRuleContext) =>
  seminarFieldsSchema.superRefine((value, ctx) => {
    for (const issue of seminarRuleIssues(value, context)) {
      ctx.addIssue({ code: 'custom', message: issue.key, path: [issue.path] });
    }
  });
/** The schema without publish-date context (see `seminarInputSchemaFor`). */
export const seminarInputSchema = seminarInputSchemaFor({});
export type SeminarInput = z.output<typeof seminarInputSchema>;

/** Turns zod issues of `seminarInputSchema` into the 422 parts: sorted unique codes and field → key. */
export function seminarFailure(issues: readonly { message: string; path: readonly PropertyKey[] }[]): {
  codes: number[];
  fieldErrors: Record<string, string>;
} {
  const codes = new Set<number>();
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const code = seminarRuleCodeByKey[issue.message] ?? 29;
    codes.add(code);
    const field = String(issue.path[0] ?? '_');
    fieldErrors[field] ??= seminarRules[code].key;
  }
  return { codes: [...codes].sort((a, b) => a - b), fieldErrors };
}

// ---------------------------------------------------------------------------------------------
// Requests and answers
// ---------------------------------------------------------------------------------------------

const token = { bu_auth_token: z.string().optional() };
const id = z.uuid();

const seminarBodyDescription =
  'The seminar fields: the seminar rules check them and answer 422 SEMINAR_RULES with ' +
  'their codes and a field → rule key map (`Status: "SHOW"` adds the publish rules). Unknown fields are ignored.';

/**
 * Body of POST /seminars/add (and the API's create): every seminar field with its type, for the
 * OpenAPI document and typed clients; a new seminar needs a title. The request validation checks
 * only what `requestCheckedAs` names for it; the fields are `seminarInputSchema`'s to check (422).
 */
export const seminarAddBodySchema = seminarFieldsSchema
  .extend({ ...token, title: z.string() })
  .meta({ description: seminarBodyDescription });
/** Body of POST /seminars/edit: the seminar's id and the fields to change (those left out keep their value). */
export const seminarEditBodySchema = seminarFieldsSchema
  .extend({ ...token, seminarId: id })
  .meta({ description: seminarBodyDescription });
/** Body of the API's change of a seminar (its id is in the path): the fields to change. */
export const seminarChangeBodySchema = seminarFieldsSchema.extend(token).meta({ description: seminarBodyDescription });

const checkedStatus = { ...token, Status: z.enum(payloadStatuses).optional() };
/**
 * Request schemas whose fields the handler checks itself (the seminar rules answer with their own
 * codes): the request validation checks the request with the schema given here instead.
 */
export const requestCheckedAs: ReadonlyMap<z.ZodType, z.ZodType> = new Map<z.ZodType, z.ZodType>([
  [seminarAddBodySchema, z.looseObject(checkedStatus)],
  [seminarEditBodySchema, z.looseObject({ ...checkedStatus, seminarId: id })],
  [seminarChangeBodySchema, z.looseObject(checkedStatus)],
]);
export const seminarIdBodySchema = z.object({ ...token, seminarId: id });
export const seminarStatusBodySchema = z.object({ ...token, seminarId: id, status: z.enum(storedSeminarStatuses) });
export const publishDraftsBodySchema = z.object({
  ...token,
  confirm: z.literal(true, { error: 'confirmRequired' }),
  /** Optional subset of the provider's drafts; all drafts when absent. */
  seminarIds: z.array(id).max(1000).optional(),
  /** When given, the call refuses (409) if the costs differ from what the caller confirmed. */
  expectedTotalCents: z.number().int().min(0).optional(),
});

const flag = z.union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false')]);
export const seminarListQuerySchema = z.object({
  token: z.string().optional(),
  sort: z.enum(seminarSorts).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  tab: z.enum(seminarTabs).default('all'),
  id: id.optional(),
  q: z.string().trim().max(200).optional(),
  seminarStatus: z.enum(seminarStatuses).optional(),
  contactRequest: flag.optional(),
  selectedOwner: id.optional(),
  addConversationCounts: flag.optional(),
  categoryId: z.coerce.number().int().optional(),
  /** The seminars at one location (e.g. the ones that keep it from being deleted). */
  locationId: id.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (SEMINAR_PAGE_SIZES as readonly number[]).includes(n), { error: 'invalid' })
    .default(SEMINAR_PAGE_SIZE_DEFAULT),
});
export type SeminarListQuery = z.infer<typeof seminarListQuerySchema>;

export const seminarSchema = z.object({
  id: z.string(),
  title: z.string(),
  seminarNumber: z.string().nullable(),
  categoryId: z.number().nullable(),
  descriptionWeb: z.string().nullable(),
  descriptionBrochure: z.string().nullable(),
  seminarType: z.enum(seminarTypes).nullable(),
  seminarForm: z.enum(seminarForms).nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  dateComment: z.string().nullable(),
  timeFrom: z.string().nullable(),
  timeTo: z.string().nullable(),
  teachingHoursPerDay: z.number().nullable(),
  weekendDays: z.boolean(),
  nonSeminarDates: z.array(z.string()),
  priceType: z.enum(priceTypes).nullable(),
  priceCents: z.number().nullable(),
  priceMinCents: z.number().nullable(),
  priceMaxCents: z.number().nullable(),
  priceComment: z.string().nullable(),
  locationId: z.string().nullable(),
  cityComment: z.string().nullable(),
  formattedAddress: z.string().nullable(),
  targetGroup: z.string().nullable(),
  prerequisites: z.string().nullable(),
  maxParticipants: z.number().nullable(),
  infoTelephone: z.string().nullable(),
  directLink: z.string().nullable(),
  specialFeatures: z.string().nullable(),
  recognitions: z.array(
    z.object({
      state: z.enum(stateCodes),
      number: z.string().nullable(),
      authority: z.string().nullable(),
      validFrom: z.string().nullable(),
      validUntil: z.string().nullable(),
      documentId: z.string().nullable(),
    }),
  ),
  publicationChannel: z.enum(publicationChannels),
  followUpBooking: z.boolean(),
  expandedText: z.boolean(),
  /** The stored status (what a status change starts from). */
  storedStatus: z.enum(storedSeminarStatuses),
  ownerId: z.string().nullable(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  created_from_dashboard: z.union([z.literal(0), z.literal(1)]),
  // What depends on the day comes last: the list writes the stored part as kept by the database
  // and adds these (apps/api seminars/list-query.ts).
  /** Stored status, or `expired` for an online/paused seminar whose start date has passed. */
  status: z.enum(seminarStatuses),
  /** Start date passed (also true for drafts and archived seminars). */
  isExpired: z.boolean(),
  /** Ever published: the start date is locked (code 14) except for support or once expired. */
  startDateLocked: z.boolean(),
});
export type Seminar = z.infer<typeof seminarSchema>;

export const localizedLabelSchema = z.object({ de: z.string(), en: z.string() });
export const globalSemesterSchema = z
  .object({ id: z.number(), label: localizedLabelSchema, deadline: z.string() })
  .nullable();
export type GlobalSemester = z.infer<typeof globalSemesterSchema>;
export const ownerSchema = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });

export const costLineSchema = z.object({
  seminarId: z.string(),
  title: z.string(),
  kind: z.enum(seminarCostKinds),
  amountCents: z.number(),
});
export type CostLine = z.infer<typeof costLineSchema>;
export const costsSchema = z.object({ lines: z.array(costLineSchema), totalCents: z.number() });
export type Costs = z.infer<typeof costsSchema>;

export const seminarSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  seminarNumber: z.string().nullable(),
  status: z.enum(seminarStatuses),
  startDate: z.string().nullable(),
});
