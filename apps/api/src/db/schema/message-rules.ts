/**
 * Messages by rule (issue 46 point 5, modules/message-rules): a provider's rules, the record of
 * what each rule sent to whom — its primary key is the once-only guard, so a second run, a restart
 * or a second worker finds the send taken — and the participants who opted out of rule mails.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { messageRuleAudiences, messageRuleTriggers, type messageRuleInputSchema } from '@bu/contracts';
import type { z } from 'zod';
import { providers } from './accounts';
import { leads } from './leads';
import { seminars } from './seminars';

export const messageRules = pgTable(
  'message_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    trigger: text('trigger', { enum: messageRuleTriggers }).notNull(),
    offsetDays: integer('offset_days').notNull().default(0),
    audience: text('audience', { enum: messageRuleAudiences }).notNull(),
    subjectDe: text('subject_de').notNull(),
    subjectEn: text('subject_en').notNull(),
    bodyDe: text('body_de').notNull(),
    bodyEn: text('body_en').notNull(),
    /** The participant documents attached to each mail (ParticipantDocumentKind). */
    attach: text('attach')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_rules_provider_idx').on(t.providerId)],
);

/**
 * One row per rule, participant and seminar that the rule mailed (or skipped, when a document it
 * attaches could not be issued). `claimed` is written before the mail is queued and turns `sent`
 * after: a process that dies in between leaves `claimed`, and the participant gets no second mail.
 */
export const messageRuleSends = pgTable(
  'message_rule_sends',
  {
    ruleId: uuid('rule_id')
      .notNull()
      .references(() => messageRules.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    seminarId: uuid('seminar_id')
      .notNull()
      .references(() => seminars.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['claimed', 'sent', 'skipped'] }).notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ruleId, t.leadId, t.seminarId] }),
    index('message_rule_sends_provider_created_idx').on(t.providerId, t.createdAt),
  ],
);

/** Participants (by address, per provider) who opted out of rule mails through the mails' link. */
export const ruleMailOptOuts = pgTable(
  'rule_mail_opt_outs',
  {
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** Lower-cased, as leads store it. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.email] })],
);

/** The row of a rule as the screen (or the suggested set) gives it. */
export const messageRuleRow = (providerId: string, input: z.output<typeof messageRuleInputSchema>) => ({
  providerId,
  trigger: input.trigger,
  offsetDays: input.offsetDays,
  audience: input.audience,
  subjectDe: input.subject.de,
  subjectEn: input.subject.en,
  bodyDe: input.body.de,
  bodyEn: input.body.en,
  attach: [...input.attach],
  enabled: input.enabled,
});
