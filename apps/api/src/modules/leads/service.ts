/**
 * Lead rules behind the routes (seed §3–5, DESIGN §5–6): list with filters/search/sort and
 * stage counts, detail (marks read) with history and conversation, manual creation, updates
 * of stage, owner, notes and contact fields (each change recorded with who and when), mark
 * unread, CSV export and the unread counts of the sidebar. Every write is one transaction.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  stateName,
  textsIn,
  type Language,
  type AttendanceBody,
  type ParticipantDocumentKind,
  type Lead,
  type LeadEvent,
  type LeadFilter,
  type SessionUser,
  type UpdateLeadBody,
  type leadInputSchema,
  formatCsvDateTime,
  isParticipant,
  isRecognitionProblem,
} from '@bu/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { rawStatement, statementsByShape } from '../../db/prepared';
import { conversations, leadEvents, leads, providers, seminars, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { neutralizeFormula, translatedCsv } from '../../lib/csv';
import { isUuid } from '../../lib/validation';
import { attendanceOf, saveAttendance } from './attendance';
import { closeWaitlistGap, lockSeminars, seat, seminarCapacity } from './capacity';
import { announceLeadsUpdated } from './announce';
import { recordEvent } from './history';
import { leadTemplates } from './mail-templates';
import {
  documentChecks,
  documentError,
  documentFilename,
  documentProblem,
  participantFacts,
  renderParticipantDocument,
  type DocumentOptions,
} from './paperwork';
import {
  leadsJsonSql,
  loadLead,
  messagesOf,
  providerOwners,
  seminarSummary,
  unreadCountsOfProvider,
  type LeadExportJson,
} from './read';
import { createLeadListQuery, filterShape, filterValues, leadConditions, leadOrder } from './list-query';
import { servicePlugin } from '../../plugins/service';

/** The lead export's columns in their order (headers: `csv.leads.<column>`). */
const csvColumns = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'state',
  'seminar',
  'seminarNumber',
  'stage',
  'owner',
  'message',
  'notes',
  'source',
  'unread',
  'createdAt',
  'lastActivityAt',
] as const;

type ManualLeadInput = z.output<typeof leadInputSchema>;

function createLeadService(app: FastifyInstance) {
  const { db } = app;

  /** Checks a seminar id and an owner id from a body against the provider; 400 with field errors. */
  async function checkRefs(
    executor: Executor,
    providerId: string,
    refs: { seminarId?: string; ownerId?: string | null },
  ) {
    const fieldErrors: Record<string, string> = {};
    if (refs.seminarId !== undefined) {
      const [s] = await executor
        .select({ id: seminars.id })
        .from(seminars)
        .where(and(eq(seminars.id, refs.seminarId), eq(seminars.providerId, providerId)));
      if (!s) fieldErrors.seminarId = 'leadSeminarInvalid';
    }
    if (refs.ownerId) {
      const [u] = await executor
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, refs.ownerId), eq(users.providerId, providerId)));
      if (!u) fieldErrors.ownerId = 'leadOwnerInvalid';
    }
    if (Object.keys(fieldErrors).length) throw new AppError('VALIDATION_FAILED', { fieldErrors });
  }

  /** The CSV export's statements, built and prepared once per shape. */
  const compile = statementsByShape();
  const listQuery = createLeadListQuery(db, () => app.now());

  /** The participant's mail when a freed place is theirs (one click of the provider on the waitlist offer). */
  async function mailPlaceConfirmed(providerId: string, lead: Lead) {
    const [provider] = await db.select({ name: providers.name }).from(providers).where(eq(providers.id, providerId));
    await app.mailer.send(
      lead.email,
      leadTemplates.placeConfirmed(lead.language, lead.firstName, provider?.name ?? '', lead.seminarTitle ?? ''),
    );
  }

  return {
    /** GET /leads as its route runs it: the statement's read (with the session, `readInSession`). */
    readList: listQuery.read,

    /**
     * The lead with seminar, history and conversation; opening it in the dashboard marks it read
     * (the provider API reads it with `markRead: false`, so a person still sees it as new).
     */
    async detail(user: SessionUser, leadId: string, { markRead = true } = {}) {
      if (!isUuid(leadId)) throw new AppError('NOT_FOUND');
      if (markRead)
        await db
          .update(leads)
          .set({ unread: false })
          .where(and(eq(leads.id, leadId), eq(leads.providerId, user.providerId), eq(leads.unread, true)));
      const lead = await loadLead(db, user.providerId, leadId, app.now());
      const [seminar, capacity, attendance, eventRows, owners, messages, documents] = await Promise.all([
        seminarSummary(db, lead.seminarId, app.today()),
        seminarCapacity(db, lead.seminarId, app.today()),
        attendanceOf(db, leadId, lead.seminarId),
        db
          .select({ e: leadEvents, firstName: users.firstName, lastName: users.lastName })
          .from(leadEvents)
          .leftJoin(users, eq(users.id, leadEvents.userId))
          .where(eq(leadEvents.leadId, leadId))
          .orderBy(desc(leadEvents.createdAt), desc(leadEvents.seq)),
        providerOwners(db, user.providerId),
        lead.conversationId ? messagesOf(db, lead.conversationId) : Promise.resolve([]),
        isParticipant(lead.stage) && lead.seminarId
          ? participantFacts(db, user.providerId, leadId, { images: false }).then((facts) =>
              documentChecks(facts, app.now()),
            )
          : Promise.resolve([]),
      ]);
      const events: LeadEvent[] = eventRows.map(({ e, firstName, lastName }) => ({
        id: e.id,
        kind: e.kind,
        from: e.fromValue,
        to: e.toValue,
        user: e.userId && firstName !== null ? { id: e.userId, firstName, lastName: lastName ?? '' } : null,
        createdAt: e.createdAt.toISOString(),
      }));
      return {
        success: true as const,
        lead,
        seminar,
        capacity,
        attendance,
        documents,
        events,
        conversation: lead.conversationId
          ? { id: lead.conversationId, leadId, unreadCount: lead.unreadMessages, messages }
          : null,
        owners,
      };
    },

    /** A lead entered by hand (e.g. a phone inquiry): read, owned by its creator unless given. */
    async create(user: SessionUser, input: ManualLeadInput) {
      const leadId = await db.transaction(async (tx) => {
        await checkRefs(tx, user.providerId, { seminarId: input.seminarId, ownerId: input.ownerId ?? null });
        let place: { stage: typeof input.stage; waitlistPosition: number | null } = {
          stage: input.stage,
          waitlistPosition: null,
        };
        if (input.stage === 'booked') {
          const limits = await lockSeminars(tx, [input.seminarId], app.today());
          place = await seat(
            tx,
            { seminarId: null, waitlistPosition: null },
            input.seminarId,
            limits.get(input.seminarId) ?? null,
          );
        }
        const [row] = await tx
          .insert(leads)
          .values({
            providerId: user.providerId,
            seminarId: input.seminarId,
            ownerId: input.ownerId === undefined ? user.id : input.ownerId,
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
            phone: input.phone,
            message: input.message,
            state: input.state,
            notes: input.notes,
            stage: place.stage,
            waitlistPosition: place.waitlistPosition,
            unread: false,
            source: 'manual',
            language: user.language,
          })
          .returning({ id: leads.id });
        await tx.insert(conversations).values({ providerId: user.providerId, leadId: row!.id });
        await recordEvent(tx, row!.id, user.id, 'created', null, place.stage);
        return row!.id;
      });
      const lead = await loadLead(db, user.providerId, leadId, app.now());
      await app.webhooks.emit(user.providerId, 'lead.created', lead);
      return { success: true as const, lead };
    },

    /** Changes stage, owner, notes, seminar and contact fields; records one event per kind of change. */
    async update(user: SessionUser, leadId: string, body: UpdateLeadBody) {
      if (!isUuid(leadId)) throw new AppError('NOT_FOUND');
      let bookedFromWaitlist = false;
      /** Leads behind this one on the waitlist it left: each moved up a place. */
      let movedUp: string[] = [];
      const changed = await db.transaction(async (tx) => {
        const [stored] = await tx
          .select()
          .from(leads)
          .where(and(eq(leads.id, leadId), eq(leads.providerId, user.providerId)))
          .for('update');
        if (!stored) throw new AppError('NOT_FOUND');
        await checkRefs(tx, user.providerId, {
          seminarId: body.seminarId !== undefined && body.seminarId !== stored.seminarId ? body.seminarId : undefined,
          ownerId: body.ownerId !== undefined && body.ownerId !== stored.ownerId ? body.ownerId : undefined,
        });
        const changes: Partial<typeof leads.$inferInsert> = {};
        const seminarChanges = body.seminarId !== undefined && body.seminarId !== stored.seminarId;
        const nextSeminarId = seminarChanges ? body.seminarId! : stored.seminarId;
        let nextStage = body.stage ?? stored.stage;
        const asksPlace = nextStage === 'booked' && (stored.stage !== 'booked' || seminarChanges);
        const leavesWaitlist =
          stored.waitlistPosition !== null &&
          (seminarChanges || (body.stage !== undefined && body.stage !== 'waiting'));
        if (asksPlace || leavesWaitlist) {
          const limits = await lockSeminars(tx, [stored.seminarId, nextSeminarId], app.today());
          let waitlistPosition: number | null = null;
          if (asksPlace && nextSeminarId) {
            const place = await seat(tx, stored, nextSeminarId, limits.get(nextSeminarId) ?? null);
            nextStage = place.stage;
            waitlistPosition = place.waitlistPosition;
          }
          if (stored.waitlistPosition !== null && stored.seminarId && (waitlistPosition === null || seminarChanges)) {
            movedUp = await closeWaitlistGap(tx, stored.seminarId, stored.waitlistPosition);
          }
          if (waitlistPosition !== stored.waitlistPosition) changes.waitlistPosition = waitlistPosition;
          bookedFromWaitlist = stored.waitlistPosition !== null && nextStage === 'booked';
        }
        if (nextStage !== stored.stage) {
          changes.stage = nextStage;
          await recordEvent(tx, leadId, user.id, 'stage', stored.stage, nextStage);
        }
        if (body.ownerId !== undefined && body.ownerId !== stored.ownerId) {
          changes.ownerId = body.ownerId;
          await recordEvent(tx, leadId, user.id, 'owner', stored.ownerId, body.ownerId);
        }
        if (body.notes !== undefined && body.notes !== stored.notes) {
          changes.notes = body.notes;
          await recordEvent(tx, leadId, user.id, 'notes');
        }
        if (body.seminarId !== undefined && body.seminarId !== stored.seminarId) {
          changes.seminarId = body.seminarId;
          await recordEvent(tx, leadId, user.id, 'seminar', stored.seminarId, body.seminarId);
        }
        const contact = (['firstName', 'lastName', 'email', 'phone', 'state'] as const).filter(
          (field) => body[field] !== undefined && body[field] !== stored[field],
        );
        for (const field of contact) (changes as Record<string, unknown>)[field] = body[field];
        if (contact.length) await recordEvent(tx, leadId, user.id, 'contact', null, contact.join(','));
        if (Object.keys(changes).length) {
          const now = app.now();
          await tx
            .update(leads)
            .set({ ...changes, updatedAt: now, lastActivityAt: now })
            .where(eq(leads.id, leadId));
        }
        return Object.keys(changes).length > 0;
      });
      const lead = await loadLead(db, user.providerId, leadId, app.now());
      await announceLeadsUpdated(app, user.providerId, [...(changed ? [lead] : []), ...movedUp]);
      if (bookedFromWaitlist) await mailPlaceConfirmed(user.providerId, lead);
      return { success: true as const, lead };
    },

    /** PUT /leads/:id/attendance: ticks of a participant's seminar days. */
    async setAttendance(user: SessionUser, leadId: string, body: AttendanceBody) {
      if (!isUuid(leadId)) throw new AppError('NOT_FOUND');
      const seminarId = await db.transaction(async (tx) => {
        const [stored] = await tx
          .select({ stage: leads.stage, seminarId: leads.seminarId })
          .from(leads)
          .where(and(eq(leads.id, leadId), eq(leads.providerId, user.providerId)))
          .for('update');
        if (!stored) throw new AppError('NOT_FOUND');
        if (!isParticipant(stored.stage)) throw new AppError('NOT_A_PARTICIPANT');
        await saveAttendance(tx, leadId, stored.seminarId, body, app.now());
        await tx.update(leads).set({ updatedAt: app.now() }).where(eq(leads.id, leadId));
        return stored.seminarId;
      });
      return { success: true as const, attendance: await attendanceOf(db, leadId, seminarId) };
    },

    /** One document of a participant; `providerId` null only for the mail worker. 409 for what it may not assert. */
    async document(
      providerId: string | null,
      leadId: string,
      kind: ParticipantDocumentKind,
      language: Language,
      options: DocumentOptions = {},
    ) {
      if (!isUuid(leadId)) throw new AppError('NOT_FOUND');
      const facts = await participantFacts(db, providerId, leadId);
      const body = await renderParticipantDocument(kind, facts, language, app.now(), options);
      // The employer letter is German whatever was asked (its reader is a German employer).
      return { filename: documentFilename(kind, facts, kind === 'employer-letter' ? 'de' : language), body };
    },

    /**
     * What a message rule's mail carries of the documents its rule attaches, for one participant
     * (issue 46): the documents that can be issued; those the recognition cannot back are left
     * out (the mail goes without them, a reminder being worth more than its attachment). A
     * document that cannot be issued for another reason (the certificate before the end or without
     * a day present, a lead that is no participant) refuses the mail: `refused` names why.
     */
    async ruleAttachments(
      providerId: string,
      leadId: string,
      kinds: readonly ParticipantDocumentKind[],
    ): Promise<{
      attach: ParticipantDocumentKind[];
      leftOut: ParticipantDocumentKind[];
      reason: string | null;
      refused: string | null;
    }> {
      const none = { attach: [], leftOut: [], reason: null };
      if (!kinds.length) return { ...none, refused: null };
      let facts: Awaited<ReturnType<typeof participantFacts>>;
      try {
        facts = await participantFacts(db, providerId, leadId, { images: false });
      } catch (error) {
        if (error instanceof AppError) return { ...none, refused: String(error.code) };
        throw error;
      }
      const attach: ParticipantDocumentKind[] = [];
      const leftOut: ParticipantDocumentKind[] = [];
      let reason: string | null = null;
      for (const kind of kinds) {
        const problem = documentProblem(kind, facts, app.now());
        if (!problem) attach.push(kind);
        else if (isRecognitionProblem(problem.code)) {
          leftOut.push(kind);
          reason ??= problem.code;
        } else return { ...none, refused: problem.code };
      }
      return { attach, leftOut, reason, refused: null };
    },

    /** POST /leads/:id/documents/send: checked now, drawn by the mail worker, in the participant's language. */
    async sendDocuments(
      user: SessionUser,
      leadId: string,
      kinds: ParticipantDocumentKind[],
      { withoutRecognition = false, language: callerLanguage }: { withoutRecognition?: boolean; language: Language },
    ) {
      if (!isUuid(leadId)) throw new AppError('NOT_FOUND');
      const facts = await participantFacts(db, user.providerId, leadId, { images: false });
      for (const kind of kinds) {
        const problem = documentProblem(kind, facts, app.now(), withoutRecognition);
        if (problem) throw documentError(problem, facts, callerLanguage);
      }
      const language = facts.participant.language;
      const content = leadTemplates.participantDocuments(
        language,
        facts.participant.firstName,
        facts.provider.name,
        facts.seminar.title,
        kinds,
      );
      await app.mailer.send(facts.participant.email, {
        ...content,
        attachments: kinds.map((format) => ({
          source: 'participant-document' as const,
          id: leadId,
          format,
          language,
          ...(withoutRecognition && format !== 'employer-letter' ? { withoutRecognition: true } : {}),
        })),
      });
      await db.transaction(async (tx) => {
        await recordEvent(tx, leadId, user.id, 'documents', null, kinds.join(','));
      });
      return { success: true as const, kinds };
    },

    async markUnread(user: SessionUser, leadId: string) {
      if (!isUuid(leadId)) throw new AppError('NOT_FOUND');
      const [row] = await db
        .update(leads)
        .set({ unread: true })
        .where(and(eq(leads.id, leadId), eq(leads.providerId, user.providerId)))
        .returning({ id: leads.id });
      if (!row) throw new AppError('NOT_FOUND');
      return { success: true as const, lead: await loadLead(db, user.providerId, leadId, app.now()) };
    },

    /** The filtered list (no paging, at most 10 000 rows) as CSV with a UTF-8 BOM for Excel. */
    async exportCsv(user: SessionUser, filter: LeadFilter, language: Language): Promise<string> {
      const [row] = await compile(
        `export ${filterShape(filter)}`,
        () =>
          rawStatement<{ leads: string | null }>(
            db,
            sql`select ${leadsJsonSql(leadConditions(filter), leadOrder(filter), { limit: 10_000 }, 'export')} as leads`,
          ),
        Boolean(filter.q),
      ).execute(filterValues(user.providerId, filter));
      const rows = JSON.parse(row?.leads ?? '[]') as LeadExportJson[];
      const t = textsIn(language);
      const records = rows.map((l) =>
        [
          l.firstName,
          l.lastName,
          l.email,
          l.phone ?? '',
          stateName(l.state, language),
          l.seminarTitle ?? '',
          l.seminarNumber ?? '',
          t(`leadStage.${l.stage}`),
          l.ownerFirstName !== null ? `${l.ownerFirstName} ${l.ownerLastName ?? ''}`.trim() : '',
          l.message,
          l.notes ?? '',
          t(`csv.leadSource.${l.source}`),
          t(l.unread ? 'csv.yes' : 'csv.no'),
          formatCsvDateTime(new Date(l.createdAt), language),
          formatCsvDateTime(new Date(l.lastActivityAt), language),
        ].map(neutralizeFormula),
      );
      return translatedCsv(
        language,
        csvColumns.map((column) => t(`csv.leads.${column}`)),
        records,
      );
    },

    async unreadCounts(user: SessionUser) {
      const [[leadCount], [conv]] = await Promise.all([
        db
          .select({ n: count() })
          .from(leads)
          .where(and(eq(leads.providerId, user.providerId), eq(leads.unread, true))),
        unreadCountsOfProvider(db, user.providerId),
      ]);
      return {
        success: true as const,
        leads: leadCount?.n ?? 0,
        conversations: conv?.conversations ?? 0,
        messages: conv?.messages ?? 0,
      };
    },
  };
}

type LeadService = ReturnType<typeof createLeadService>;

declare module 'fastify' {
  interface FastifyInstance {
    leadService: LeadService;
  }
}

export default servicePlugin('leadService', createLeadService, ['database', 'clock', 'mailer', 'webhooks']);
