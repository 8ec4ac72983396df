/**
 * Seminar rules behind the routes (DESIGN §5–6, seed §3–5): list with search/filter/sort,
 * add, edit (start-date lock, code 14), status changes, duplicate, delete (drafts only) and
 * publishing all drafts with recorded costs. Every write runs in one transaction.
 */
import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  BROCHURE_ENTRY_PRICE_CENTS,
  DUPLICATE_TITLE_SUFFIX,
  EXPANDED_TEXT_PRICE_CENTS,
  EXPIRING_WITHIN_DAYS,
  SEMINAR_START_DATE_LOCKED,
  SEMINAR_TITLE_MAX,
  addDaysIso,
  formatAddress,
  seminarFailure,
  seminarInputSchemaFor,
  seminarRuleMessage,
  seminarRules,
  seminarStatusTransitions,
  todayIso,
  type CostLine,
  type Costs,
  type GlobalSemester,
  type Language,
  type Seminar,
  type SeminarInput,
  type SeminarListQuery,
  type SessionUser,
  type StoredSeminarStatus,
  type SeminarRuleContext,
} from '@bu/contracts';
import type { Executor, Tx } from '../../db/client';
import { isSupportSession } from '../../plugins/auth';
import { recordActivity } from '../activity/service';
import {
  brochureEditions,
  invoiceLines,
  locations,
  publishConfirmations,
  seminarCategories,
  seminarRecognitions,
  seminars,
  users,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { leadActivity } from './conversation-counts';
import { createSeminarListQuery } from './list-query';
import { sanitizeDescription } from './sanitize';

export type SeminarRow = typeof seminars.$inferSelect;
type RecognitionRow = typeof seminarRecognitions.$inferSelect;

/** Fields a client may send on add/edit (everything of `seminarFieldsSchema` except `Status`). */
const FIELD_NAMES = [
  'title', 'seminarNumber', 'categoryId', 'descriptionWeb', 'descriptionBrochure', 'seminarType', 'seminarForm',
  'startDate', 'endDate', 'dateComment', 'priceType', 'priceCents', 'priceMinCents', 'priceMaxCents', 'priceComment',
  'locationId', 'cityComment', 'formattedAddress', 'targetGroup', 'prerequisites', 'maxParticipants', 'infoTelephone',
  'directLink', 'specialFeatures', 'recognitions', 'publicationChannel', 'followUpBooking', 'expandedText', 'ownerId',
] as const;

const isPublished = (status: StoredSeminarStatus) => status !== 'draft';
const isExpired = (row: Pick<SeminarRow, 'startDate'>, today: string) => row.startDate !== null && row.startDate < today;

export function toSeminar(row: SeminarRow, recognitions: RecognitionRow[], today: string): Seminar {
  const expired = isExpired(row, today);
  return {
    id: row.id,
    title: row.title,
    seminarNumber: row.seminarNumber,
    categoryId: row.categoryId,
    descriptionWeb: row.descriptionWeb,
    descriptionBrochure: row.descriptionBrochure,
    seminarType: row.seminarType,
    seminarForm: row.seminarForm,
    startDate: row.startDate,
    endDate: row.endDate,
    dateComment: row.dateComment,
    priceType: row.priceType,
    priceCents: row.priceCents,
    priceMinCents: row.priceMinCents,
    priceMaxCents: row.priceMaxCents,
    priceComment: row.priceComment,
    locationId: row.locationId,
    cityComment: row.cityComment,
    formattedAddress: row.formattedAddress,
    targetGroup: row.targetGroup,
    prerequisites: row.prerequisites,
    maxParticipants: row.maxParticipants,
    infoTelephone: row.infoTelephone,
    directLink: row.directLink,
    specialFeatures: row.specialFeatures,
    recognitions: recognitions
      .filter((r) => r.seminarId === row.id)
      .sort((a, b) => a.state.localeCompare(b.state))
      .map((r) => ({ state: r.state as Seminar['recognitions'][number]['state'], number: r.number })),
    publicationChannel: row.publicationChannel,
    followUpBooking: row.followUpBooking,
    expandedText: row.expandedText,
    status: expired && (row.status === 'online' || row.status === 'paused') ? 'expired' : row.status,
    storedStatus: row.status,
    isExpired: expired,
    startDateLocked: isPublished(row.status) && !expired,
    ownerId: row.ownerId,
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    created_from_dashboard: row.createdFromDashboard ? 1 : 0,
  };
}

/** The stored seminar as rule input (what edit merges onto and publish re-checks). */
function rowToInput(row: SeminarRow, recognitions: RecognitionRow[]): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const name of FIELD_NAMES) {
    if (name === 'recognitions') input.recognitions = recognitions.map((r) => ({ state: r.state, number: r.number }));
    else input[name] = row[name];
  }
  return input;
}

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

/** Prices of the lines publishing a seminar triggers in an edition (brochure channel only). */
export function costLinesOf(row: Pick<SeminarRow, 'id' | 'title' | 'publicationChannel' | 'expandedText'>): CostLine[] {
  if (row.publicationChannel !== 'online_brochure') return [];
  const lines: CostLine[] = [
    { seminarId: row.id, title: row.title, kind: 'brochure_entry', amountCents: BROCHURE_ENTRY_PRICE_CENTS },
  ];
  if (row.expandedText) {
    lines.push({ seminarId: row.id, title: row.title, kind: 'expanded_text', amountCents: EXPANDED_TEXT_PRICE_CENTS });
  }
  return lines;
}

const totalOf = (lines: CostLine[]): Costs => ({ lines, totalCents: lines.reduce((sum, l) => sum + l.amountCents, 0) });

export function createSeminarService(app: FastifyInstance) {
  const { db } = app;
  const listQuery = createSeminarListQuery(db);

  async function currentEdition(executor: Executor, today: string) {
    const [next] = await executor
      .select()
      .from(brochureEditions)
      .where(gte(brochureEditions.deadline, today))
      .orderBy(asc(brochureEditions.deadline))
      .limit(1);
    if (next) return next;
    const [last] = await executor.select().from(brochureEditions).orderBy(desc(brochureEditions.deadline)).limit(1);
    return last ?? null;
  }

  async function globalSemester(today: string): Promise<GlobalSemester> {
    const edition = await currentEdition(db, today);
    return edition ? { id: edition.id, label: { de: edition.labelDe, en: edition.labelEn }, deadline: edition.deadline } : null;
  }

  async function owners(providerId: string) {
    return db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.providerId, providerId))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  }

  async function recognitionsOf(executor: Executor, ids: string[]): Promise<RecognitionRow[]> {
    if (!ids.length) return [];
    return executor.select().from(seminarRecognitions).where(inArray(seminarRecognitions.seminarId, ids));
  }

  /** The caller's seminar, optionally locked for update; another provider's is 404. */
  async function owned(executor: Executor, providerId: string, seminarId: string, lock = false): Promise<SeminarRow> {
    const query = executor
      .select()
      .from(seminars)
      .where(and(eq(seminars.id, seminarId), eq(seminars.providerId, providerId)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async function dto(executor: Executor, row: SeminarRow, today = todayIso()): Promise<Seminar> {
    return toSeminar(row, await recognitionsOf(executor, [row.id]), today);
  }

  /**
   * Parses a candidate with the shared schema, then the checks that need the database
   * (category exists, location and owner belong to the provider). Answers normalized columns.
   */
  async function validate(
    executor: Executor,
    user: SessionUser,
    candidate: Record<string, unknown>,
    language: Language,
    context: SeminarRuleContext = {},
  ) {
    const parsed = seminarInputSchemaFor(context).safeParse(candidate);
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
      const [category] = await executor.select({ id: seminarCategories.id }).from(seminarCategories).where(eq(seminarCategories.id, c.categoryId));
      if (!category) fail(4);
    }
    if (typeof c.locationId === 'string' && c.locationId.trim() && !fieldErrors.locationId) {
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(c.locationId);
      [location] = uuid
        ? await executor
            .select()
            .from(locations)
            .where(and(eq(locations.id, c.locationId), eq(locations.providerId, user.providerId)))
        : [];
      if (!location) fail(25);
    }
    if (typeof c.ownerId === 'string' && c.ownerId.trim() && !fieldErrors.ownerId) {
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(c.ownerId);
      const [owner] = uuid
        ? await executor
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, c.ownerId), eq(users.providerId, user.providerId)))
        : [];
      if (!owner) fail(26);
    }
    if (codes.size || !parsed.success) {
      throw seminarRulesError([...codes].sort((a, b) => a - b), fieldErrors, language);
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
    const recognitions = (s.recognitions ?? []).map((r) => ({ state: r.state, number: blankToNull(r.number) }));
    return { values, recognitions };
  }

  async function replaceRecognitions(tx: Tx, seminarId: string, recognitions: { state: string; number: string | null }[]) {
    await tx.delete(seminarRecognitions).where(eq(seminarRecognitions.seminarId, seminarId));
    if (recognitions.length) {
      await tx.insert(seminarRecognitions).values(recognitions.map((r) => ({ seminarId, ...r })));
    }
  }

  /** Records the cost lines a published seminar triggers in the current edition (each at most once). */
  async function charge(tx: Tx, row: SeminarRow, userId: string, today: string, confirmationId: string | null = null): Promise<CostLine[]> {
    const lines = costLinesOf(row);
    if (!lines.length || !isPublished(row.status)) return [];
    const edition = await currentEdition(tx, today);
    if (!edition) return [];
    const inserted = await tx
      .insert(invoiceLines)
      .values(
        lines.map((line) => ({
          providerId: row.providerId,
          seminarId: row.id,
          brochureEditionId: edition.id,
          confirmationId,
          userId,
          kind: line.kind,
          description: `${line.kind === 'brochure_entry' ? 'Broschüreneintrag' : 'Erweiterter Text'} ${edition.labelDe}: ${row.title}`,
          amountCents: line.amountCents,
        })),
      )
      .onConflictDoNothing()
      .returning({ kind: invoiceLines.kind });
    const kinds = new Set(inserted.map((i) => i.kind));
    return lines.filter((line) => kinds.has(line.kind));
  }

  /** Lines that publishing these seminars would add now (lines already charged this edition left out). */
  async function pendingCosts(executor: Executor, rows: SeminarRow[], today: string): Promise<CostLine[]> {
    const lines = rows.flatMap(costLinesOf);
    if (!lines.length) return [];
    const edition = await currentEdition(executor, today);
    if (!edition) return [];
    const charged = await executor
      .select({ seminarId: invoiceLines.seminarId, kind: invoiceLines.kind })
      .from(invoiceLines)
      .where(and(inArray(invoiceLines.seminarId, rows.map((r) => r.id)), eq(invoiceLines.brochureEditionId, edition.id)));
    const done = new Set(charged.map((c) => `${c.seminarId}:${c.kind}`));
    return lines.filter((l) => !done.has(`${l.seminarId}:${l.kind}`));
  }

  /** Publish rules of a stored seminar: the codes that keep it from going online (empty = publishable). */
  function publishCodes(row: SeminarRow, recognitions: RecognitionRow[], today: string): number[] {
    const parsed = seminarInputSchemaFor({ publishFrom: today }).safeParse({ ...rowToInput(row, recognitions), Status: 'SHOW' });
    return parsed.success ? [] : seminarFailure(parsed.error.issues).codes;
  }

  async function providerSeminars(executor: Executor, providerId: string, today: string) {
    const rows = await executor
      .select({ id: seminars.id, title: seminars.title, seminarNumber: seminars.seminarNumber, status: seminars.status, startDate: seminars.startDate })
      .from(seminars)
      .where(eq(seminars.providerId, providerId))
      .orderBy(desc(seminars.createdAt), asc(seminars.id))
      .limit(1000);
    return rows.map((r) => ({
      ...r,
      status: r.startDate && r.startDate < today && (r.status === 'online' || r.status === 'paused') ? ('expired' as const) : r.status,
    }));
  }

  return {
    list: (user: SessionUser, query: SeminarListQuery) => listQuery.list(user, query),

    /** Counts by status, seminars starting within 30 days and the latest changes (overview cards). */
    async overview(user: SessionUser) {
      const today = todayIso();
      const soon = addDaysIso(today, EXPIRING_WITHIN_DAYS);
      const n = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
      const notExpired = sql`(${seminars.startDate} is null or ${seminars.startDate} >= ${today})`;
      const [counts = { draft: 0, online: 0, paused: 0, archived: 0, expired: 0, total: 0 }] = await db
        .select({
          draft: n(sql`${seminars.status} = 'draft'`),
          online: n(sql`${seminars.status} = 'online' and ${notExpired}`),
          paused: n(sql`${seminars.status} = 'paused' and ${notExpired}`),
          archived: n(sql`${seminars.status} = 'archived'`),
          expired: n(sql`${seminars.status} in ('online', 'paused') and ${seminars.startDate} < ${today}`),
          total: count(),
        })
        .from(seminars)
        .where(eq(seminars.providerId, user.providerId));
      const summary = { id: seminars.id, title: seminars.title, seminarNumber: seminars.seminarNumber, status: seminars.status, startDate: seminars.startDate };
      const [expiringSoon, recentlyChanged, leads] = await Promise.all([
        db
          .select(summary)
          .from(seminars)
          .where(and(eq(seminars.providerId, user.providerId), inArray(seminars.status, ['online', 'paused']), gte(seminars.startDate, today), lt(seminars.startDate, soon)))
          .orderBy(asc(seminars.startDate), asc(seminars.id))
          .limit(50),
        db
          .select({ ...summary, updatedAt: seminars.updatedAt })
          .from(seminars)
          .where(eq(seminars.providerId, user.providerId))
          .orderBy(desc(seminars.updatedAt), asc(seminars.id))
          .limit(10),
        leadActivity(db, user.providerId),
      ]);
      return {
        success: true as const,
        counts,
        expiringSoon,
        recentlyChanged: recentlyChanged.map((r) => ({
          ...r,
          status: r.startDate && r.startDate < today && (r.status === 'online' || r.status === 'paused') ? ('expired' as const) : r.status,
          updatedAt: r.updatedAt.toISOString(),
        })),
        leadActivity: leads,
      };
    },

    async add(user: SessionUser, body: Record<string, unknown>, language: Language) {
      const today = todayIso();
      const publish = body.Status === 'SHOW';
      const candidate = Object.fromEntries(FIELD_NAMES.filter((n) => n in body).map((n) => [n, body[n]]));
      const result = await db.transaction(async (tx) => {
        const { values, recognitions } = await validate(tx, user, { ...candidate, Status: publish ? 'SHOW' : 'DRAFT' }, language, {
          publishFrom: publish ? today : null,
        });
        const now = new Date();
        const [row] = await tx
          .insert(seminars)
          .values({
            ...values,
            providerId: user.providerId,
            status: publish ? 'online' : 'draft',
            publishedAt: publish ? now : null,
            createdFromDashboard: true,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await replaceRecognitions(tx, row!.id, recognitions);
        const costs = await charge(tx, row!, user.id, today);
        if (publish) await recordActivity(tx, { actor: user, kind: 'seminar_published', subject: row!.title, details: { seminarId: row!.id } });
        return { row: row!, costs };
      });
      const [seminar, list, ownerList] = await Promise.all([
        dto(db, result.row, today),
        providerSeminars(db, user.providerId, today),
        owners(user.providerId),
      ]);
      return {
        success: true as const,
        seminarId: result.row.id,
        newlyCreatedSeminar: seminar,
        providerSeminars: list,
        owners: ownerList,
        codes: [] as number[],
        costs: totalOf(result.costs),
      };
    },

    async edit(user: SessionUser, body: Record<string, unknown> & { seminarId: string }, language: Language) {
      const today = todayIso();
      const result = await db.transaction(async (tx) => {
        const stored = await owned(tx, user.providerId, body.seminarId, true);
        const storedRecognitions = await recognitionsOf(tx, [stored.id]);
        // Start-date lock: an ever-published seminar keeps its start date, except for support
        // and once the start date has passed (re-dating an expired seminar; docs/decisions/006).
        if (
          body.startDate !== undefined &&
          body.startDate !== stored.startDate &&
          isPublished(stored.status) &&
          !isExpired(stored, today) &&
          !isSupportSession(user)
        ) {
          throw new AppError('CONFLICT', {
            status: 409,
            numericCode: SEMINAR_START_DATE_LOCKED,
            codes: [SEMINAR_START_DATE_LOCKED],
            fieldErrors: { startDate: seminarRules[SEMINAR_START_DATE_LOCKED].key },
            message: seminarRuleMessage(SEMINAR_START_DATE_LOCKED, language),
          });
        }
        // An edit never unpublishes: DRAFT on a published seminar is ignored; SHOW publishes a draft.
        const status: StoredSeminarStatus = stored.status === 'draft' ? (body.Status === 'SHOW' ? 'online' : 'draft') : stored.status;
        const candidate = { ...rowToInput(stored, storedRecognitions) };
        for (const name of FIELD_NAMES) if (name in body && body[name] !== undefined) candidate[name] = body[name];
        const { values, recognitions } = await validate(tx, user, { ...candidate, Status: status === 'draft' ? 'DRAFT' : 'SHOW' }, language, {
          publishFrom: stored.status === 'draft' && status !== 'draft' ? today : null,
        });
        if (!('ownerId' in body)) values.ownerId = stored.ownerId ?? user.id;
        const now = new Date();
        const [row] = await tx
          .update(seminars)
          .set({ ...values, status, publishedAt: stored.publishedAt ?? (status !== 'draft' ? now : null), updatedAt: now })
          .where(eq(seminars.id, stored.id))
          .returning();
        await replaceRecognitions(tx, stored.id, recognitions);
        const costs = await charge(tx, row!, user.id, today);
        const subject = { subject: row!.title };
        if (stored.status === 'draft' && status !== 'draft') {
          await recordActivity(tx, { actor: user, kind: 'seminar_published', ...subject, details: { seminarId: stored.id } });
        }
        if (row!.startDate !== stored.startDate && isPublished(stored.status) && !isExpired(stored, today)) {
          await recordActivity(tx, {
            actor: user,
            kind: 'seminar_start_date_changed',
            ...subject,
            details: { seminarId: stored.id, from: stored.startDate, to: row!.startDate },
          });
        }
        return { row: row!, costs };
      });
      return {
        success: true as const,
        seminarId: result.row.id,
        seminar: await dto(db, result.row, today),
        costs: totalOf(result.costs),
      };
    },

    async setStatus(user: SessionUser, seminarId: string, status: StoredSeminarStatus, language: Language) {
      const today = todayIso();
      const result = await db.transaction(async (tx) => {
        const stored = await owned(tx, user.providerId, seminarId, true);
        if (stored.status === status) return { row: stored, costs: [] as CostLine[] };
        if (!seminarStatusTransitions[stored.status].includes(status)) {
          throw new AppError('CONFLICT', { fieldErrors: { status: 'seminarStatusTransitionInvalid' } });
        }
        if (status === 'online') {
          const codes = publishCodes(stored, await recognitionsOf(tx, [stored.id]), today);
          if (codes.length) {
            const fieldErrors = Object.fromEntries(codes.map((c) => [seminarRules[c as keyof typeof seminarRules].field || '_', seminarRules[c as keyof typeof seminarRules].key]));
            throw seminarRulesError(codes, fieldErrors, language);
          }
        }
        const now = new Date();
        const [row] = await tx
          .update(seminars)
          .set({ status, publishedAt: stored.publishedAt ?? (status === 'online' ? now : null), updatedAt: now })
          .where(eq(seminars.id, stored.id))
          .returning();
        await recordActivity(tx, {
          actor: user,
          kind: stored.status === 'draft' && status === 'online' ? 'seminar_published' : 'seminar_status_changed',
          subject: stored.title,
          details: { seminarId: stored.id, from: stored.status, to: status },
        });
        const costs = await charge(tx, row!, user.id, today);
        return { row: row!, costs };
      });
      const seminar = await dto(db, result.row, today);
      return { success: true as const, seminarId, status: seminar.status, seminar, costs: totalOf(result.costs) };
    },

    async duplicate(user: SessionUser, seminarId: string, language: Language) {
      const today = todayIso();
      const row = await db.transaction(async (tx) => {
        const source = await owned(tx, user.providerId, seminarId);
        const suffix = DUPLICATE_TITLE_SUFFIX[language];
        const title = `${source.title.slice(0, SEMINAR_TITLE_MAX - suffix.length)}${suffix}`;
        const { id: _id, searchVector: _sv, createdAt: _c, updatedAt: _u, publishedAt: _p, ...fields } = source;
        const now = new Date();
        const [copy] = await tx
          .insert(seminars)
          .values({
            ...fields,
            title,
            startDate: null,
            endDate: null,
            dateComment: null,
            status: 'draft',
            publishedAt: null,
            ownerId: user.id,
            createdFromDashboard: true,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        const recognitions = await recognitionsOf(tx, [source.id]);
        await replaceRecognitions(tx, copy!.id, recognitions.map((r) => ({ state: r.state, number: r.number })));
        return copy!;
      });
      return { success: true as const, seminarId: row.id, seminar: await dto(db, row, today) };
    },

    async remove(user: SessionUser, seminarId: string) {
      await db.transaction(async (tx) => {
        const stored = await owned(tx, user.providerId, seminarId, true);
        if (stored.status !== 'draft') throw new AppError('CONFLICT', { fieldErrors: { seminarId: 'seminarNotDraft' } });
        await tx.delete(seminars).where(eq(seminars.id, stored.id));
        await recordActivity(tx, { actor: user, kind: 'seminar_deleted', subject: stored.title, details: { seminarId: stored.id } });
      });
      return { success: true as const, seminarId };
    },

    /** What publishing the drafts would do now: which would go online, which fail, what it costs. */
    async previewPublishDrafts(user: SessionUser, seminarIds?: string[]) {
      const today = todayIso();
      const drafts = await db
        .select()
        .from(seminars)
        .where(and(eq(seminars.providerId, user.providerId), eq(seminars.status, 'draft'), seminarIds ? inArray(seminars.id, seminarIds) : undefined))
        .orderBy(asc(seminars.createdAt), asc(seminars.id));
      const recognitions = await recognitionsOf(db, drafts.map((d) => d.id));
      const publishable: SeminarRow[] = [];
      const failed: { seminarId: string; title: string; codes: number[] }[] = [];
      for (const draft of drafts) {
        const codes = publishCodes(draft, recognitions.filter((r) => r.seminarId === draft.id), today);
        if (codes.length) failed.push({ seminarId: draft.id, title: draft.title, codes });
        else publishable.push(draft);
      }
      const lines = await pendingCosts(db, publishable, today);
      return {
        success: true as const,
        drafts: drafts.length,
        publishable: publishable.map((d) => d.id),
        failed,
        costs: totalOf(lines),
        globalSemester: await globalSemester(today),
      };
    },

    async publishDrafts(user: SessionUser, seminarIds: string[] | undefined, expectedTotalCents: number | undefined) {
      const today = todayIso();
      return db.transaction(async (tx) => {
        const drafts = await tx
          .select()
          .from(seminars)
          .where(and(eq(seminars.providerId, user.providerId), eq(seminars.status, 'draft'), seminarIds ? inArray(seminars.id, seminarIds) : undefined))
          .orderBy(asc(seminars.createdAt), asc(seminars.id))
          .for('update');
        const recognitions = await recognitionsOf(tx, drafts.map((d) => d.id));
        const publishable: SeminarRow[] = [];
        const failed: { seminarId: string; title: string; codes: number[] }[] = [];
        for (const draft of drafts) {
          const codes = publishCodes(draft, recognitions.filter((r) => r.seminarId === draft.id), today);
          if (codes.length) failed.push({ seminarId: draft.id, title: draft.title, codes });
          else publishable.push(draft);
        }
        const expected = totalOf(await pendingCosts(tx, publishable, today));
        if (expectedTotalCents !== undefined && expectedTotalCents !== expected.totalCents) {
          throw new AppError('CONFLICT', { fieldErrors: { expectedTotalCents: 'publishCostsChanged' } });
        }
        const [confirmation] = await tx
          .insert(publishConfirmations)
          .values({ providerId: user.providerId, userId: user.id, seminarIds: publishable.map((d) => d.id), totalCents: expected.totalCents })
          .returning();
        const lines: CostLine[] = [];
        if (publishable.length) {
          const now = new Date();
          const rows = await tx
            .update(seminars)
            .set({ status: 'online', publishedAt: now, updatedAt: now })
            .where(inArray(seminars.id, publishable.map((d) => d.id)))
            .returning();
          const byId = new Map(rows.map((r) => [r.id, r]));
          for (const draft of publishable) {
            lines.push(...(await charge(tx, byId.get(draft.id)!, user.id, today, confirmation!.id)));
            await recordActivity(tx, { actor: user, kind: 'seminar_published', subject: draft.title, details: { seminarId: draft.id, confirmationId: confirmation!.id } });
          }
        }
        const costs = totalOf(lines);
        if (costs.totalCents !== expected.totalCents) {
          await tx.update(publishConfirmations).set({ totalCents: costs.totalCents }).where(eq(publishConfirmations.id, confirmation!.id));
        }
        return {
          success: true as const,
          confirmationId: confirmation!.id,
          published: publishable.map((d) => d.id),
          failed,
          costs,
        };
      });
    },
  };
}

export type SeminarService = ReturnType<typeof createSeminarService>;
