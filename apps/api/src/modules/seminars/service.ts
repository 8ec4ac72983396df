/**
 * Seminar rules behind the routes (DESIGN §5–6, seed §3–5): add, edit (start-date lock, code 14),
 * status changes, duplicate and delete (drafts only), each write in one transaction. The list
 * query, the rules, the costs, and publishing all drafts live in their own modules
 * beside this one; this service puts them together for the routes and the provider API.
 */
import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  textsIn,
  SEMINAR_TITLE_MAX,
  displayStatus,
  type CostLine,
  type Language,
  type Seminar,
  type SessionUser,
  type StoredSeminarStatus,
} from '@bu/contracts';
import type { Executor, Tx } from '../../db/client';
import { seminarRecognitions, seminars, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../activity';
import { charge, totalOf } from './costs';
import { createSeminarListQuery } from './list-query';
import { previewPublishDrafts, publishDrafts } from './publishing';
import { checkStartDateLock, checkStatusChange, startDateLocked, validate } from './rules';
import { answerRecognitions, toSeminar } from './seminar-answer';
import { FIELD_NAMES, owned, recognitionsOf, rowToInput, type RecognitionRow, type SeminarRow } from './seminar-rows';
import { servicePlugin } from '../../plugins/service';

function createSeminarService(app: FastifyInstance) {
  const { db } = app;
  const listQuery = createSeminarListQuery(db, app.now, app.config.VAT_RATE_PERCENT);

  async function owners(providerId: string) {
    return db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.providerId, providerId))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  }

  async function dto(executor: Executor, row: SeminarRow, today = app.today()): Promise<Seminar> {
    return toSeminar(row, answerRecognitions(await recognitionsOf(executor, [row.id])), today);
  }

  async function replaceRecognitions(tx: Tx, seminarId: string, recognitions: Omit<RecognitionRow, 'seminarId'>[]) {
    await tx.delete(seminarRecognitions).where(eq(seminarRecognitions.seminarId, seminarId));
    if (recognitions.length) {
      await tx.insert(seminarRecognitions).values(recognitions.map((r) => ({ seminarId, ...r })));
    }
  }

  async function providerSeminars(executor: Executor, providerId: string, today: string) {
    const rows = await executor
      .select({
        id: seminars.id,
        title: seminars.title,
        seminarNumber: seminars.seminarNumber,
        status: seminars.status,
        startDate: seminars.startDate,
      })
      .from(seminars)
      .where(eq(seminars.providerId, providerId))
      .orderBy(desc(seminars.createdAt), asc(seminars.id))
      .limit(1000);
    return rows.map((r) => ({ ...r, status: displayStatus(r, today) }));
  }

  return {
    /** GET /seminars as its route runs it: the statement's read (with the session, `readInSession`), then the answer. */
    readList: listQuery.read,
    listAnswer: listQuery.answer,
    list: listQuery.list,

    /** One seminar as the API answers it, with its provider (webhook events); null when it is gone. */
    async one(seminarId: string): Promise<{ providerId: string; seminar: Seminar } | null> {
      const [row] = await db.select().from(seminars).where(eq(seminars.id, seminarId));
      return row ? { providerId: row.providerId, seminar: await dto(db, row) } : null;
    },

    async add(user: SessionUser, body: Record<string, unknown>, language: Language) {
      const today = app.today();
      const publish = body.Status === 'SHOW';
      const candidate = Object.fromEntries(FIELD_NAMES.filter((n) => n in body).map((n) => [n, body[n]]));
      const result = await db.transaction(async (tx) => {
        const { values, recognitions } = await validate(
          tx,
          user,
          { ...candidate, Status: publish ? 'SHOW' : 'DRAFT' },
          language,
          {
            publishFrom: publish ? today : null,
          },
        );
        const now = app.now();
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
        const costs = await charge(tx, row!, user, today);
        if (publish)
          await recordActivity(tx, {
            actor: user,
            kind: 'seminar_published',
            subject: row!.title,
            details: { seminarId: row!.id },
          });
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
      const today = app.today();
      const result = await db.transaction(async (tx) => {
        const stored = await owned(tx, user.providerId, body.seminarId, true);
        const storedRecognitions = await recognitionsOf(tx, [stored.id]);
        checkStartDateLock(stored, body.startDate, user, today, language);
        // An edit never unpublishes: DRAFT on a published seminar is ignored; SHOW publishes a draft.
        const status: StoredSeminarStatus =
          stored.status === 'draft' ? (body.Status === 'SHOW' ? 'online' : 'draft') : stored.status;
        const candidate = { ...rowToInput(stored, storedRecognitions) };
        for (const name of FIELD_NAMES) if (name in body && body[name] !== undefined) candidate[name] = body[name];
        const { values, recognitions } = await validate(
          tx,
          user,
          { ...candidate, Status: status === 'draft' ? 'DRAFT' : 'SHOW' },
          language,
          {
            publishFrom: stored.status === 'draft' && status !== 'draft' ? today : null,
          },
        );
        if (!('ownerId' in body)) values.ownerId = stored.ownerId ?? user.id;
        const now = app.now();
        const [row] = await tx
          .update(seminars)
          .set({
            ...values,
            status,
            publishedAt: stored.publishedAt ?? (status !== 'draft' ? now : null),
            updatedAt: now,
          })
          .where(eq(seminars.id, stored.id))
          .returning();
        await replaceRecognitions(tx, stored.id, recognitions);
        const costs = await charge(tx, row!, user, today);
        const subject = { subject: row!.title };
        if (stored.status === 'draft' && status !== 'draft') {
          await recordActivity(tx, {
            actor: user,
            kind: 'seminar_published',
            ...subject,
            details: { seminarId: stored.id },
          });
        }
        if (row!.startDate !== stored.startDate && startDateLocked(stored, today)) {
          await recordActivity(tx, {
            actor: user,
            kind: 'seminar_start_date_changed',
            ...subject,
            details: { seminarId: stored.id, from: stored.startDate, to: row!.startDate },
          });
        }
        return { row: row!, costs, published: stored.status === 'draft' && status !== 'draft' };
      });
      return {
        success: true as const,
        seminarId: result.row.id,
        seminar: await dto(db, result.row, today),
        costs: totalOf(result.costs),
        /** This edit published a draft (not part of the answer: the routes decide the publish event by it). */
        published: result.published,
      };
    },

    async setStatus(user: SessionUser, seminarId: string, status: StoredSeminarStatus, language: Language) {
      const today = app.today();
      const result = await db.transaction(async (tx) => {
        const stored = await owned(tx, user.providerId, seminarId, true);
        if (stored.status === status) return { row: stored, costs: [] as CostLine[] };
        await checkStatusChange(tx, stored, status, today, language);
        const now = app.now();
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
        const costs = await charge(tx, row!, user, today);
        return { row: row!, costs };
      });
      const seminar = await dto(db, result.row, today);
      return { success: true as const, seminarId, status: seminar.status, seminar, costs: totalOf(result.costs) };
    },

    async duplicate(user: SessionUser, seminarId: string, language: Language) {
      const today = app.today();
      const row = await db.transaction(async (tx) => {
        const source = await owned(tx, user.providerId, seminarId);
        const suffix = textsIn(language)('seminar.copySuffix');
        const title = `${source.title.slice(0, SEMINAR_TITLE_MAX - suffix.length)}${suffix}`;
        const {
          id: _id,
          searchVector: _sv,
          titleFolded: _tf,
          seminarNumberFolded: _nf,
          titleSortKey: _tk,
          answerJson: _aj,
          createdAt: _c,
          updatedAt: _u,
          publishedAt: _p,
          ...fields
        } = source;
        const now = app.now();
        const [copy] = await tx
          .insert(seminars)
          .values({
            ...fields,
            title,
            startDate: null,
            endDate: null,
            dateComment: null,
            nonSeminarDates: [],
            status: 'draft',
            publishedAt: null,
            ownerId: user.id,
            createdFromDashboard: true,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        const recognitions = await recognitionsOf(tx, [source.id]);
        await replaceRecognitions(
          tx,
          copy!.id,
          recognitions.map(({ seminarId: _, ...r }) => r),
        );
        return copy!;
      });
      return { success: true as const, seminarId: row.id, seminar: await dto(db, row, today) };
    },

    async remove(user: SessionUser, seminarId: string) {
      await db.transaction(async (tx) => {
        const stored = await owned(tx, user.providerId, seminarId, true);
        if (stored.status !== 'draft')
          throw new AppError('CONFLICT', { fieldErrors: { seminarId: 'seminarNotDraft' } });
        await tx.delete(seminars).where(eq(seminars.id, stored.id));
        await recordActivity(tx, {
          actor: user,
          kind: 'seminar_deleted',
          subject: stored.title,
          details: { seminarId: stored.id },
        });
      });
      return { success: true as const, seminarId };
    },

    previewPublishDrafts: (user: SessionUser, seminarIds?: string[]) =>
      previewPublishDrafts(db, user, seminarIds, app.now()),

    publishDrafts: (user: SessionUser, seminarIds: string[] | undefined, expectedTotalCents: number | undefined) =>
      publishDrafts(db, user, seminarIds, expectedTotalCents, app.now()),
  };
}

type SeminarService = ReturnType<typeof createSeminarService>;

declare module 'fastify' {
  interface FastifyInstance {
    seminarService: SeminarService;
  }
}

export default servicePlugin('seminarService', createSeminarService, ['database', 'config', 'clock']);
