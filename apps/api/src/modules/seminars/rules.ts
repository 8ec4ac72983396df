/**
 * Seminar rules that need more than the shared schema (DESIGN §5–6, seed §4): checking a
 * candidate against the database (category, the provider's location and owner) into normalized
 * columns, the publish rules of a stored seminar, the start-date lock (code 14, ADR 006) and
 * the allowed status changes. Each failure is the translated rules envelope.
 */
import { and, eq } from 'drizzle-orm';
import {
  SEMINAR_START_DATE_LOCKED,
  formatAddress,
  seminarFailure,
  seminarInputSchemaFor,
  seminarRuleMessage,
  seminarRules,
  seminarStatusTransitions,
  startDatePassed,
  type Language,
  type SeminarInput,
  type SeminarRuleContext,
  type SessionUser,
  type StoredSeminarStatus,
} from '@bu/contracts';
import type { Executor } from '../../db/client';
import { locations, seminarCategories, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/validation';
import { isSupportSession } from '../../plugins/auth';
import { ownDocumentIds, providerRecognitionsOf } from '../recognitions';
import { sanitizeDescription } from './sanitize';
import { isPublished, recognitionsOf, rowToInput, type RecognitionRow, type SeminarRow } from './seminar-rows';

const blankToNull = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

function seminarRulesError(codes: number[], fieldErrors: Record<string, string>, language: Language): AppError {
  return new AppError('SEMINAR_RULES', {
    codes,
    fieldErrors,
    message: codes.map((code) => seminarRuleMessage(code, language)).join(' '),
  });
}

/**
 * Parses a candidate with the shared schema, then the checks that need the database
 * (category exists, location and owner belong to the provider). Answers normalized columns.
 */
/**
 * What the database checks look up, read once by a caller that validates many seminars (the CSV
 * import): the categories, the provider's locations and team. Without it each check queries.
 */
export interface KnownReferences {
  categoryIds: ReadonlySet<number>;
  locations: ReadonlyMap<string, typeof locations.$inferSelect>;
  ownerIds: ReadonlySet<string>;
}

export async function validate(
  executor: Executor,
  user: SessionUser,
  candidate: Record<string, unknown>,
  language: Language,
  context: SeminarRuleContext = {},
  known?: KnownReferences,
) {
  // Provider-level recognitions count for the recognition rules (issue 24); an import reads them once.
  const own = context.providerRecognitions ?? (await providerRecognitionsOf(executor, user.providerId));
  const parsed = seminarInputSchemaFor({ ...context, providerRecognitions: own }).safeParse(candidate);
  const failure = parsed.success ? { codes: [], fieldErrors: {} } : seminarFailure(parsed.error.issues);
  const codes = new Set<number>(failure.codes);
  const fieldErrors: Record<string, string> = { ...failure.fieldErrors };
  const fail = (code: keyof typeof seminarRules) => {
    codes.add(code);
    fieldErrors[seminarRules[code].field] ??= seminarRules[code].key;
  };
  const c = candidate as Partial<SeminarInput>;
  let location: typeof locations.$inferSelect | undefined;

  if (typeof c.categoryId === 'number' && c.categoryId > 0 && !fieldErrors.categoryId) {
    const exists = known
      ? known.categoryIds.has(c.categoryId)
      : (
          await executor
            .select({ id: seminarCategories.id })
            .from(seminarCategories)
            .where(eq(seminarCategories.id, c.categoryId))
        ).length > 0;
    if (!exists) fail(4);
  }
  if (typeof c.locationId === 'string' && c.locationId.trim() && !fieldErrors.locationId) {
    if (known) location = known.locations.get(c.locationId);
    else if (isUuid(c.locationId)) {
      [location] = await executor
        .select()
        .from(locations)
        .where(and(eq(locations.id, c.locationId), eq(locations.providerId, user.providerId)));
    }
    if (!location) fail(25);
  }
  if (typeof c.ownerId === 'string' && c.ownerId.trim() && !fieldErrors.ownerId) {
    const exists = known
      ? known.ownerIds.has(c.ownerId)
      : isUuid(c.ownerId) &&
        (
          await executor
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, c.ownerId), eq(users.providerId, user.providerId)))
        ).length > 0;
    if (!exists) fail(26);
  }
  // A notice must be the provider's own upload: another provider's id is "not found" (34).
  const documentIds = Array.isArray(c.recognitions)
    ? c.recognitions.map((r) => r?.documentId).filter((id): id is string => typeof id === 'string' && isUuid(id))
    : [];
  if (documentIds.length && !fieldErrors.recognitions) {
    const ownDocs = await ownDocumentIds(executor, user.providerId, documentIds);
    if (documentIds.some((id) => !ownDocs.has(id))) fail(34);
  }
  if (codes.size || !parsed.success) {
    throw seminarRulesError(
      [...codes].sort((a, b) => a - b),
      fieldErrors,
      language,
    );
  }
  const s = parsed.data;
  const values = {
    title: s.title!.trim(),
    seminarNumber: blankToNull(s.seminarNumber),
    categoryId: s.categoryId!,
    descriptionWeb: sanitizeDescription(s.descriptionWeb),
    descriptionBrochure: blankToNull(s.descriptionBrochure),
    seminarType: s.seminarType!,
    seminarForm: s.seminarForm!,
    startDate: s.startDate!,
    endDate: s.endDate!,
    dateComment: blankToNull(s.dateComment),
    timeFrom: blankToNull(s.timeFrom),
    timeTo: blankToNull(s.timeTo),
    teachingHoursPerDay: s.teachingHoursPerDay ?? null,
    weekendDays: s.weekendDays ?? false,
    // Kept ascending, as the stored answer lists them.
    nonSeminarDates: [...new Set(s.nonSeminarDates ?? [])].sort(),
    priceType: s.priceType!,
    priceCents: s.priceCents ?? null,
    priceMinCents: s.priceMinCents ?? null,
    priceMaxCents: s.priceMaxCents ?? null,
    priceComment: blankToNull(s.priceComment),
    locationId: location?.id ?? null,
    cityComment: blankToNull(s.cityComment),
    formattedAddress: location ? formatAddress(location) : blankToNull(s.formattedAddress),
    targetGroup: blankToNull(s.targetGroup),
    prerequisites: blankToNull(s.prerequisites),
    maxParticipants: s.maxParticipants ?? null,
    infoTelephone: blankToNull(s.infoTelephone),
    directLink: blankToNull(s.directLink),
    specialFeatures: blankToNull(s.specialFeatures),
    publicationChannel: s.publicationChannel ?? 'online',
    followUpBooking: s.followUpBooking ?? false,
    expandedText: s.expandedText ?? false,
    ownerId: blankToNull(s.ownerId) ?? user.id,
  };
  const recognitions = (s.recognitions ?? []).map((r) => ({
    state: r.state,
    number: blankToNull(r.number),
    authority: blankToNull(r.authority),
    validFrom: blankToNull(r.validFrom),
    validUntil: blankToNull(r.validUntil),
    documentId: blankToNull(r.documentId),
  }));
  return { values, recognitions };
}

/** Publish rules of a stored seminar: the codes that keep it from going online (empty = publishable). */
export function publishCodes(
  row: SeminarRow,
  recognitions: RecognitionRow[],
  today: string,
  providerRecognitions: SeminarRuleContext['providerRecognitions'] = [],
): number[] {
  const parsed = seminarInputSchemaFor({ publishFrom: today, providerRecognitions }).safeParse({
    ...rowToInput(row, recognitions),
    Status: 'SHOW',
  });
  return parsed.success ? [] : seminarFailure(parsed.error.issues).codes;
}

/** The start date is locked: the seminar was ever published and has not started yet. */
export const startDateLocked = (stored: SeminarRow, today: string) =>
  isPublished(stored.status) && !startDatePassed(stored.startDate, today);

/**
 * Start-date lock: an ever-published seminar keeps its start date, except for support and once
 * the start date has passed (re-dating an expired seminar; docs/decisions/006).
 */
export function checkStartDateLock(
  stored: SeminarRow,
  startDate: unknown,
  user: SessionUser,
  today: string,
  language: Language,
) {
  if (
    startDate !== undefined &&
    startDate !== stored.startDate &&
    startDateLocked(stored, today) &&
    !isSupportSession(user)
  ) {
    throw new AppError(SEMINAR_START_DATE_LOCKED, {
      codes: [SEMINAR_START_DATE_LOCKED],
      fieldErrors: { startDate: seminarRules[SEMINAR_START_DATE_LOCKED].key },
      message: seminarRuleMessage(SEMINAR_START_DATE_LOCKED, language),
    });
  }
}

/** A status change must be allowed from the stored status; going online re-runs the publish rules. */
export async function checkStatusChange(
  executor: Executor,
  stored: SeminarRow,
  status: StoredSeminarStatus,
  today: string,
  language: Language,
) {
  if (!seminarStatusTransitions[stored.status].includes(status)) {
    throw new AppError('CONFLICT', { fieldErrors: { status: 'seminarStatusTransitionInvalid' } });
  }
  if (status === 'online') {
    const codes = publishCodes(
      stored,
      await recognitionsOf(executor, [stored.id]),
      today,
      await providerRecognitionsOf(executor, stored.providerId),
    );
    if (codes.length) {
      const fieldErrors = Object.fromEntries(
        codes.map((c) => [
          seminarRules[c as keyof typeof seminarRules].field || '_',
          seminarRules[c as keyof typeof seminarRules].key,
        ]),
      );
      throw seminarRulesError(codes, fieldErrors, language);
    }
  }
}
