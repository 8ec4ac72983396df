/**
 * Messages by rule (issue 46 point 5): a provider's rules (`GET/POST/PUT/DELETE
 * /settings/message-rules`), where each rule stands per participant (preview), what it sent
 * (log), the participant's opt-out, and the run of the scheduled job that mails what is due.
 *
 * When a rule sends to a participant is computed by `standing` alone, for the preview and the run
 * alike. The run claims each send in `message_rule_sends` (primary key rule, lead, seminar) before
 * the mail is queued: a second run, a restart or a second worker finds the claim taken, so a rule
 * mails a participant about a seminar at most once.
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  MESSAGE_RULE_GRACE_DAYS,
  addDaysIso,
  employerNoticeDeadline,
  fillRuleVariables,
  formatDate,
  type Language,
  type MessageRule,
  type MessageRuleLogEntry,
  type MessageRulePreview,
  type MessageRulePreviewStatus,
  type MessageRuleVariable,
  type ParticipantDocumentKind,
  type messageRuleInputSchema,
} from '@bu/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  conversations,
  leads,
  messageRuleRow,
  messageRuleSends,
  messageRules,
  providers,
  ruleMailOptOuts,
  seminars,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/validation';
import { recordEvent } from '../leads';
import { servicePlugin } from '../../plugins/service';
import { ruleMail } from './mail';

type RuleRow = typeof messageRules.$inferSelect;
type RuleInput = z.output<typeof messageRuleInputSchema>;

function toMessageRule(row: RuleRow): MessageRule {
  return {
    id: row.id,
    trigger: row.trigger,
    offsetDays: row.offsetDays,
    audience: row.audience,
    subject: { de: row.subjectDe, en: row.subjectEn },
    body: { de: row.bodyDe, en: row.bodyEn },
    attach: row.attach as ParticipantDocumentKind[],
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A participant of one of the provider's seminars, as the rules see them. */
interface Candidate {
  leadId: string;
  firstName: string;
  lastName: string;
  email: string;
  language: Language;
  state: string | null;
  stage: string;
  waitlistPosition: number | null;
  seminarId: string;
  seminarTitle: string;
  startDate: string;
  endDate: string | null;
  /** The first on the seminar's waitlist while a place is free (leads/capacity.ts's offer). */
  offered: boolean;
  /** The Berlin day the lead became booked (its latest change to `booked`, or its creation as booked). */
  bookedOn: string | null;
  conversationId: string | null;
}

/**
 * The provider's participants (booked or completed) and waitlisted leads of seminars that are
 * not drafts and run from 60 days ago to 400 days ahead: every seminar a rule could still mail about.
 */
async function candidatesOf(executor: Executor, providerId: string, today: string): Promise<Candidate[]> {
  type Row = {
    lead_id: string;
    first_name: string;
    last_name: string;
    email: string;
    language: Language;
    state: string | null;
    stage: string;
    waitlist_position: number | null;
    seminar_id: string;
    title: string;
    start_date: string;
    end_date: string | null;
    offered: boolean;
    booked_on: string | null;
    conversation_id: string | null;
  };
  const result = await executor.execute(sql`
    select l.id as lead_id, l.first_name, l.last_name, l.email, l.language, l.state, l.stage,
      l.waitlist_position, s.id as seminar_id, s.title, s.start_date::text as start_date,
      s.end_date::text as end_date,
      (l.waitlist_position = (select min(w.waitlist_position) from ${leads} w where w.seminar_id = s.id)
        and (s.max_participants is null
          or (select count(*) from ${leads} b where b.seminar_id = s.id and b.stage = 'booked') < s.max_participants)
      ) as offered,
      (case when l.stage = 'booked' then (coalesce(
        (select max(e.created_at) from lead_events e
          where e.lead_id = l.id and e.kind = 'stage' and e.to_value = 'booked'),
        l.created_at) at time zone 'Europe/Berlin')::date::text end) as booked_on,
      (select c.id from ${conversations} c where c.lead_id = l.id limit 1) as conversation_id
    from ${leads} l
    join ${seminars} s on s.id = l.seminar_id
    where l.provider_id = ${providerId}
      and s.status <> 'draft'
      and s.start_date is not null
      and (l.stage in ('booked', 'closed') or l.waitlist_position is not null)
      and coalesce(s.end_date, s.start_date) >= ${addDaysIso(today, -60)}::date
      and s.start_date <= ${addDaysIso(today, 400)}::date
    order by s.start_date, l.last_name, l.first_name, l.id`);
  return rowsOf<Row>(result).map((r) => ({
    leadId: r.lead_id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    language: r.language,
    state: r.state,
    stage: r.stage,
    waitlistPosition: r.waitlist_position,
    seminarId: r.seminar_id,
    seminarTitle: r.title,
    startDate: r.start_date,
    endDate: r.end_date,
    offered: Boolean(r.offered),
    bookedOn: r.booked_on,
    conversationId: r.conversation_id,
  }));
}

const inAudience = (rule: RuleRow, c: Candidate) => {
  const participant = c.stage === 'booked' || c.stage === 'closed';
  const waiting = c.waitlistPosition !== null;
  return rule.audience === 'booked' ? participant : rule.audience === 'waitlist' ? waiting : participant || waiting;
};

/**
 * The day a rule sends to a candidate and the last day it still may (inclusive); null when the
 * rule does not reach the candidate (another audience, no notice deadline, not offered a place).
 */
function window(rule: RuleRow, c: Candidate, today: string): { due: string; last: string } | null {
  if (!inAudience(rule, c)) return null;
  const end = c.endDate ?? c.startDate;
  switch (rule.trigger) {
    case 'before_start':
      return { due: addDaysIso(c.startDate, -rule.offsetDays), last: c.startDate };
    case 'after_end': {
      const due = addDaysIso(end, rule.offsetDays);
      return { due, last: addDaysIso(due, MESSAGE_RULE_GRACE_DAYS) };
    }
    case 'before_notice_deadline': {
      const deadline = c.state ? employerNoticeDeadline(c.startDate, c.state) : null;
      return deadline ? { due: addDaysIso(deadline, -rule.offsetDays), last: deadline } : null;
    }
    case 'on_booking': {
      if (c.stage !== 'booked' || !c.bookedOn) return null;
      const due = addDaysIso(c.bookedOn, rule.offsetDays);
      const last = addDaysIso(due, MESSAGE_RULE_GRACE_DAYS);
      return { due, last: last < end ? last : end };
    }
    case 'on_waitlist_offer':
      return c.offered ? { due: today, last: c.startDate } : null;
  }
}

type Sent = Map<string, { status: 'claimed' | 'sent' | 'skipped' }>;
const sendKey = (ruleId: string, leadId: string, seminarId: string) => `${ruleId}:${leadId}:${seminarId}`;

function standing(
  rule: RuleRow,
  c: Candidate,
  today: string,
  sent: Sent,
  optedOut: Set<string>,
): { status: MessageRulePreviewStatus; dueDate: string | null } | null {
  const w = window(rule, c, today);
  const done = sent.get(sendKey(rule.id, c.leadId, c.seminarId));
  if (done) return { status: done.status === 'skipped' ? 'skipped' : 'sent', dueDate: w?.due ?? null };
  if (!inAudience(rule, c)) return null;
  if (rule.trigger === 'on_waitlist_offer' && !w) return null;
  if (rule.trigger === 'on_booking' && !w) return null;
  if (optedOut.has(c.email)) return { status: 'opted_out', dueDate: w?.due ?? null };
  if (!w) return { status: 'missed', dueDate: null };
  if (today < w.due) return { status: 'scheduled', dueDate: w.due };
  if (today > w.last) return { status: 'missed', dueDate: w.due };
  return { status: 'due', dueDate: w.due };
}

function variablesOf(c: Candidate, providerName: string, language: Language): Record<MessageRuleVariable, string> {
  const deadline = c.state ? employerNoticeDeadline(c.startDate, c.state) : null;
  return {
    firstName: c.firstName,
    lastName: c.lastName,
    seminarTitle: c.seminarTitle,
    startDate: formatDate(c.startDate, language),
    endDate: formatDate(c.endDate ?? c.startDate, language),
    noticeDeadline: deadline ? formatDate(deadline, language) : '',
    providerName,
  };
}

function filled(rule: RuleRow, c: Candidate, providerName: string) {
  const language = c.language;
  const values = variablesOf(c, providerName, language);
  return {
    subject: fillRuleVariables({ de: rule.subjectDe, en: rule.subjectEn }[language], values),
    text: fillRuleVariables({ de: rule.bodyDe, en: rule.bodyEn }[language], values),
  };
}

async function sentOf(executor: Executor, providerId: string): Promise<Sent> {
  const rows = await executor
    .select({
      ruleId: messageRuleSends.ruleId,
      leadId: messageRuleSends.leadId,
      seminarId: messageRuleSends.seminarId,
      status: messageRuleSends.status,
    })
    .from(messageRuleSends)
    .where(eq(messageRuleSends.providerId, providerId));
  return new Map(rows.map((r) => [sendKey(r.ruleId, r.leadId, r.seminarId), { status: r.status }]));
}

async function optOutsOf(executor: Executor, providerId: string): Promise<Set<string>> {
  const rows = await executor
    .select({ email: ruleMailOptOuts.email })
    .from(ruleMailOptOuts)
    .where(eq(ruleMailOptOuts.providerId, providerId));
  return new Set(rows.map((r) => r.email));
}

/** The opt-out link's key: the lead's id and a MAC of it, keyed from ENCRYPTION_KEY (as reply addresses are). */
function createOptOutKeys(encryptionKey: string | undefined) {
  const secret = encryptionKey ?? randomBytes(32).toString('hex');
  const key = Buffer.from(hkdfSync('sha256', secret, 'bu-rule-mail-opt-out', 'rule mail opt-out v1', 32));
  const mac = (hex: string) => createHmac('sha256', key).update(hex).digest().subarray(0, 16);
  return {
    keyOf(leadId: string) {
      const hex = leadId.replace(/-/g, '').toLowerCase();
      return `${hex}${mac(hex).toString('hex')}`;
    },
    leadOf(value: string): string | null {
      const match = /^([0-9a-f]{32})([0-9a-f]{32})$/.exec(value.trim().toLowerCase());
      if (!match) return null;
      const [, hex, given] = match as unknown as [string, string, string];
      if (!timingSafeEqual(mac(hex), Buffer.from(given, 'hex'))) return null;
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    },
  };
}

function createMessageRuleService(app: FastifyInstance) {
  const db: Db = app.db;
  const optOutKeys = createOptOutKeys(app.config.ENCRYPTION_KEY);
  const publicUrl = app.config.PUBLIC_URL.replace(/\/$/, '');

  async function ruleOf(providerId: string, ruleId: string): Promise<RuleRow> {
    if (!isUuid(ruleId)) throw new AppError('NOT_FOUND');
    const [row] = await db
      .select()
      .from(messageRules)
      .where(and(eq(messageRules.id, ruleId), eq(messageRules.providerId, providerId)));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async function providerName(providerId: string): Promise<string> {
    const [row] = await db.select({ name: providers.name }).from(providers).where(eq(providers.id, providerId));
    return row?.name ?? '';
  }

  /**
   * Mails what one provider's enabled rules owe today; answers the mails queued. A document a
   * rule attaches that the recognition cannot back (no valid recognition with number and
   * authority in the participant's work state) is left out and the mail goes without it, noted in
   * the lead's history; one that cannot be issued for another reason (the certificate before the
   * end or without a day present) skips that participant for the rule, recorded with the reason.
   * A mail that cannot be queued releases its claim, so the next run tries again, and the run
   * goes on with the others.
   */
  async function runProvider(providerId: string, rules: RuleRow[], today: string): Promise<number> {
    const [candidates, sent, optedOut, name] = await Promise.all([
      candidatesOf(db, providerId, today),
      sentOf(db, providerId),
      optOutsOf(db, providerId),
      providerName(providerId),
    ]);
    let mails = 0;
    for (const rule of rules) {
      for (const c of candidates) {
        if (standing(rule, c, today, sent, optedOut)?.status !== 'due') continue;
        const claimed = await db
          .insert(messageRuleSends)
          .values({
            ruleId: rule.id,
            leadId: c.leadId,
            seminarId: c.seminarId,
            providerId,
            status: 'claimed',
            createdAt: app.now(),
          })
          .onConflictDoNothing()
          .returning({ ruleId: messageRuleSends.ruleId });
        if (!claimed.length) continue;
        const thisSend = and(
          eq(messageRuleSends.ruleId, rule.id),
          eq(messageRuleSends.leadId, c.leadId),
          eq(messageRuleSends.seminarId, c.seminarId),
        );
        const settle = (executor: Executor, status: 'sent' | 'skipped', reason: string | null = null) =>
          executor.update(messageRuleSends).set({ status, reason }).where(thisSend);
        let queued = false;
        try {
          const { attach, leftOut, reason, refused } = await app.leadService.ruleAttachments(
            providerId,
            c.leadId,
            rule.attach as ParticipantDocumentKind[],
          );
          if (refused) {
            await settle(db, 'skipped', refused);
            continue;
          }
          const { subject, text } = filled(rule, c, name);
          const optOutUrl = `${publicUrl}/mail/opt-out?key=${optOutKeys.keyOf(c.leadId)}`;
          const replyTo =
            c.conversationId && app.replyAddresses ? app.replyAddresses.addressOf(c.conversationId) : null;
          await app.mailer.send(c.email, {
            ...ruleMail(c.language, subject, text, name, optOutUrl),
            ...(replyTo ? { replyTo } : {}),
            ...(attach.length
              ? {
                  attachments: attach.map((format) => ({
                    source: 'participant-document' as const,
                    id: c.leadId,
                    format,
                    language: c.language,
                  })),
                }
              : {}),
          });
          queued = true;
          await db.transaction(async (tx) => {
            // A sent mail that left a document out keeps why (the recognition's problem).
            await settle(tx, 'sent', leftOut.length ? reason : null);
            await recordEvent(tx, c.leadId, null, 'rule_mail', leftOut.length ? leftOut.join(',') : null, subject);
          });
          mails++;
        } catch (err) {
          // Not queued: the claim goes, and the next run sends it. Queued (only the record
          // failed): the claim stays, so the mail never goes twice.
          if (!queued)
            await db
              .delete(messageRuleSends)
              .where(thisSend)
              .catch(() => undefined);
          app.log.error(
            { err, ruleId: rule.id, leadId: c.leadId, queued },
            queued ? 'rule mail queued but not recorded' : 'rule mail not queued; the next run tries again',
          );
        }
      }
    }
    return mails;
  }

  return {
    async list(providerId: string): Promise<MessageRule[]> {
      const rows = await db
        .select()
        .from(messageRules)
        .where(eq(messageRules.providerId, providerId))
        .orderBy(messageRules.createdAt, messageRules.id);
      return rows.map(toMessageRule);
    },

    async create(providerId: string, input: RuleInput): Promise<MessageRule> {
      const [row] = await db.insert(messageRules).values(messageRuleRow(providerId, input)).returning();
      return toMessageRule(row!);
    },

    async update(providerId: string, ruleId: string, input: RuleInput): Promise<MessageRule> {
      await ruleOf(providerId, ruleId);
      const [row] = await db
        .update(messageRules)
        .set({ ...messageRuleRow(providerId, input), updatedAt: app.now() })
        .where(and(eq(messageRules.id, ruleId), eq(messageRules.providerId, providerId)))
        .returning();
      return toMessageRule(row!);
    },

    async remove(providerId: string, ruleId: string): Promise<void> {
      await ruleOf(providerId, ruleId);
      await db.delete(messageRules).where(and(eq(messageRules.id, ruleId), eq(messageRules.providerId, providerId)));
    },

    /** Where the rule stands for each participant it reaches, with the mail as they would get it. */
    async preview(providerId: string, ruleId: string): Promise<MessageRulePreview[]> {
      const rule = await ruleOf(providerId, ruleId);
      const today = app.today();
      const [candidates, sent, optedOut, name] = await Promise.all([
        candidatesOf(db, providerId, today),
        sentOf(db, providerId),
        optOutsOf(db, providerId),
        providerName(providerId),
      ]);
      const previews: MessageRulePreview[] = [];
      for (const c of candidates) {
        const s = standing(rule, c, today, sent, optedOut);
        if (!s) continue;
        previews.push({
          leadId: c.leadId,
          firstName: c.firstName,
          lastName: c.lastName,
          email: c.email,
          language: c.language,
          seminarId: c.seminarId,
          seminarTitle: c.seminarTitle,
          dueDate: s.dueDate,
          status: s.status,
          ...filled(rule, c, name),
        });
      }
      return previews;
    },

    /** The last 30 days of sends (and skips), newest first, at most 500. */
    async log(providerId: string): Promise<MessageRuleLogEntry[]> {
      const since = new Date(app.now().getTime() - 30 * 86_400_000);
      const rows = await db
        .select({
          ruleId: messageRuleSends.ruleId,
          leadId: messageRuleSends.leadId,
          firstName: leads.firstName,
          lastName: leads.lastName,
          seminarId: messageRuleSends.seminarId,
          seminarTitle: seminars.title,
          status: messageRuleSends.status,
          reason: messageRuleSends.reason,
          createdAt: messageRuleSends.createdAt,
        })
        .from(messageRuleSends)
        .innerJoin(leads, eq(leads.id, messageRuleSends.leadId))
        .innerJoin(seminars, eq(seminars.id, messageRuleSends.seminarId))
        .where(
          and(
            eq(messageRuleSends.providerId, providerId),
            gte(messageRuleSends.createdAt, since),
            inArray(messageRuleSends.status, ['sent', 'skipped']),
          ),
        )
        .orderBy(desc(messageRuleSends.createdAt))
        .limit(500);
      return rows.map((r) => ({
        ruleId: r.ruleId,
        leadId: r.leadId,
        participantName: `${r.firstName} ${r.lastName}`,
        seminarId: r.seminarId,
        seminarTitle: r.seminarTitle,
        status: r.status as 'sent' | 'skipped',
        reason: r.reason,
        createdAt: r.createdAt.toISOString(),
      }));
    },

    /** The opt-out link: the participant's address receives no more rule mails from this provider. */
    async optOut(key: string): Promise<void> {
      const leadId = optOutKeys.leadOf(key);
      if (!leadId) throw new AppError('LINK_INVALID');
      const [lead] = await db
        .select({ providerId: leads.providerId, email: leads.email })
        .from(leads)
        .where(eq(leads.id, leadId));
      if (!lead) throw new AppError('LINK_INVALID');
      await db
        .insert(ruleMailOptOuts)
        .values({ ...lead, createdAt: app.now() })
        .onConflictDoNothing();
    },

    /** One run of the scheduled job over every provider with an enabled rule; answers the mails queued. */
    async run(): Promise<number> {
      const today = app.today();
      const rules = await db.select().from(messageRules).where(eq(messageRules.enabled, true));
      const byProvider = new Map<string, RuleRow[]>();
      for (const rule of rules) byProvider.set(rule.providerId, [...(byProvider.get(rule.providerId) ?? []), rule]);
      let mails = 0;
      for (const [providerId, own] of byProvider) {
        // One provider's failure (its reads) does not keep the others' mails back.
        try {
          mails += await runProvider(providerId, own, today);
        } catch (err) {
          app.log.error({ err, providerId }, 'message rules of a provider failed; the next run tries again');
        }
      }
      return mails;
    },

    optOutKeyOf: (leadId: string) => optOutKeys.keyOf(leadId),
  };
}

type MessageRuleService = ReturnType<typeof createMessageRuleService>;

declare module 'fastify' {
  interface FastifyInstance {
    messageRuleService: MessageRuleService;
  }
}

export default servicePlugin('messageRuleService', createMessageRuleService, [
  'config',
  'database',
  'clock',
  'mailer',
  'leadService',
  'replyAddresses',
]);
