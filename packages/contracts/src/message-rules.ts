/**
 * Messages by rule (issue 46 point 5): a provider's rules that mail participants by an offset
 * from a seminar's start, its end or the participant's notice deadline, or when a participant is
 * booked or offered a freed place — each rule at most once per participant and seminar, in the
 * participant's language, optionally with the participant's documents attached.
 */
import { z } from 'zod';
import { participantDocumentKinds } from './leads';

export const messageRuleTriggers = [
  'before_start',
  'after_end',
  'before_notice_deadline',
  'on_booking',
  'on_waitlist_offer',
] as const;
export type MessageRuleTrigger = (typeof messageRuleTriggers)[number];

export const messageRuleAudiences = ['booked', 'waitlist', 'all_participants'] as const;
export type MessageRuleAudience = (typeof messageRuleAudiences)[number];

/** The audiences a trigger can reach: a booking reaches the booked, a freed place the waitlist. */
export const messageRuleAudiencesOf: Record<MessageRuleTrigger, readonly MessageRuleAudience[]> = {
  before_start: messageRuleAudiences,
  after_end: messageRuleAudiences,
  before_notice_deadline: messageRuleAudiences,
  on_booking: ['booked'],
  on_waitlist_offer: ['waitlist'],
};

/** The `{{variables}}` a rule's subject and body may use. */
export const messageRuleVariables = [
  'firstName',
  'lastName',
  'seminarTitle',
  'startDate',
  'endDate',
  'noticeDeadline',
  'providerName',
] as const;
export type MessageRuleVariable = (typeof messageRuleVariables)[number];

export const MESSAGE_RULE_SUBJECT_MAX = 200;
export const MESSAGE_RULE_BODY_MAX = 10_000;
/** How far an offset may reach, in days. */
export const MESSAGE_RULE_OFFSET_MAX = 365;
/**
 * Days after its due day that a rule anchored on the end or on a booking still sends (a rule
 * saved or switched on a few days late still reaches the seminar just ended); older dates are left.
 */
export const MESSAGE_RULE_GRACE_DAYS = 7;

const VARIABLE = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The variables a text names that are not in `messageRuleVariables`. */
export function unknownRuleVariables(text: string): string[] {
  return [...text.matchAll(VARIABLE)]
    .map((m) => m[1] ?? '')
    .filter((name) => !(messageRuleVariables as readonly string[]).includes(name));
}

/** A text with its `{{variables}}` filled in (each value as is; the mail escapes it for HTML). */
export function fillRuleVariables(text: string, values: Record<MessageRuleVariable, string>): string {
  return text.replace(VARIABLE, (whole, name: string) =>
    (messageRuleVariables as readonly string[]).includes(name) ? values[name as MessageRuleVariable] : whole,
  );
}

const localizedText = (max: number) =>
  z.object(
    {
      de: z
        .string({ error: 'messageRuleTextRequired' })
        .trim()
        .min(1, { error: 'messageRuleTextRequired' })
        .max(max, { error: 'tooLong' }),
      en: z
        .string({ error: 'messageRuleTextRequired' })
        .trim()
        .min(1, { error: 'messageRuleTextRequired' })
        .max(max, { error: 'tooLong' }),
    },
    { error: 'messageRuleTextRequired' },
  );

const messageRuleFieldsSchema = z.object({
  trigger: z.enum(messageRuleTriggers, { error: 'selectOption' }),
  offsetDays: z
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(0, { error: 'invalid' })
    .max(MESSAGE_RULE_OFFSET_MAX, { error: 'invalid' }),
  audience: z.enum(messageRuleAudiences, { error: 'selectOption' }),
  subject: localizedText(MESSAGE_RULE_SUBJECT_MAX),
  body: localizedText(MESSAGE_RULE_BODY_MAX),
  /** Documents attached to each mail; a participant a document cannot be issued for gets none of the rule's mail. */
  attach: z
    .array(z.enum(participantDocumentKinds, { error: 'invalid' }))
    .max(participantDocumentKinds.length, { error: 'invalid' })
    .default([])
    .transform((kinds) => [...new Set(kinds)]),
  enabled: z.boolean({ error: 'invalid' }).default(false),
});

function checkRule(rule: z.output<typeof messageRuleFieldsSchema>, ctx: z.RefinementCtx) {
  if (!messageRuleAudiencesOf[rule.trigger].includes(rule.audience)) {
    ctx.addIssue({ code: 'custom', path: ['audience'], message: 'messageRuleAudienceTrigger' });
  }
  if (rule.attach.length && rule.audience !== 'booked') {
    ctx.addIssue({ code: 'custom', path: ['attach'], message: 'messageRuleAttachBookedOnly' });
  }
  if (rule.trigger === 'on_waitlist_offer' && rule.offsetDays !== 0) {
    ctx.addIssue({ code: 'custom', path: ['offsetDays'], message: 'messageRuleOffsetOnEvent' });
  }
  for (const field of ['subject', 'body'] as const) {
    for (const language of ['de', 'en'] as const) {
      if (unknownRuleVariables(rule[field][language]).length) {
        ctx.addIssue({ code: 'custom', path: [field, language], message: 'messageRuleVariableUnknown' });
      }
    }
  }
}

/** A rule as the screen edits it. */
export const messageRuleInputSchema = messageRuleFieldsSchema.superRefine(checkRule);
export type MessageRuleInput = z.input<typeof messageRuleInputSchema>;
/** Body of POST and PUT /settings/message-rules. */
export const messageRuleBodySchema = messageRuleFieldsSchema
  .extend({ bu_auth_token: z.string().optional() })
  .superRefine(checkRule);

export const messageRuleSchema = z.object({
  id: z.string(),
  trigger: z.enum(messageRuleTriggers),
  offsetDays: z.number().int(),
  audience: z.enum(messageRuleAudiences),
  subject: z.object({ de: z.string(), en: z.string() }),
  body: z.object({ de: z.string(), en: z.string() }),
  attach: z.array(z.enum(participantDocumentKinds)),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MessageRule = z.infer<typeof messageRuleSchema>;

export const messageRuleListResponseSchema = z.object({
  success: z.literal(true),
  rules: z.array(messageRuleSchema),
  total: z.number().int(),
});
export const messageRuleResponseSchema = z.object({ success: z.literal(true), rule: messageRuleSchema });

/**
 * Where a rule stands for one participant: `sent` (or `skipped`: a document could not be issued),
 * `due` (goes out with the next run), `scheduled` (its day is ahead), `opted_out`, or `missed`
 * (its day passed before the rule was on, or the participant has no notice deadline).
 */
export const messageRulePreviewStatuses = ['sent', 'skipped', 'due', 'scheduled', 'opted_out', 'missed'] as const;
export type MessageRulePreviewStatus = (typeof messageRulePreviewStatuses)[number];

export const messageRulePreviewSchema = z.object({
  leadId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  language: z.enum(['de', 'en']),
  seminarId: z.string(),
  seminarTitle: z.string(),
  /** The day the rule sends to this participant; null when it has none (no notice deadline). */
  dueDate: z.string().nullable(),
  status: z.enum(messageRulePreviewStatuses),
  subject: z.string(),
  text: z.string(),
});
export type MessageRulePreview = z.infer<typeof messageRulePreviewSchema>;

export const messageRulePreviewResponseSchema = z.object({
  success: z.literal(true),
  participants: z.array(messageRulePreviewSchema),
  total: z.number().int(),
});

export const messageRuleSendStatuses = ['sent', 'skipped'] as const;
export const messageRuleLogEntrySchema = z.object({
  ruleId: z.string(),
  leadId: z.string(),
  participantName: z.string(),
  seminarId: z.string(),
  seminarTitle: z.string(),
  status: z.enum(messageRuleSendStatuses),
  /** Why a send was skipped: the error code of the document that could not be issued. */
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type MessageRuleLogEntry = z.infer<typeof messageRuleLogEntrySchema>;
export const messageRuleLogResponseSchema = z.object({
  success: z.literal(true),
  entries: z.array(messageRuleLogEntrySchema),
  total: z.number().int(),
});

/** The opt-out link's body: the key from the mail. */
export const ruleMailOptOutBodySchema = z.object({ key: z.string().min(1).max(200) });

/** The rules offered to every new provider, switched off (issue 46): notice reminder, directions, certificate. */
export const suggestedMessageRules: readonly z.output<typeof messageRuleInputSchema>[] = [
  {
    trigger: 'before_notice_deadline',
    offsetDays: 7,
    audience: 'booked',
    subject: {
      de: 'Erinnerung: Bildungsurlaub für „{{seminarTitle}}“ beantragen',
      en: 'Reminder: apply for educational leave for “{{seminarTitle}}”',
    },
    body: {
      de: 'Guten Tag {{firstName}} {{lastName}},\n\nbitte denken Sie daran, den Bildungsurlaub für „{{seminarTitle}}“ (ab {{startDate}}) bis zum {{noticeDeadline}} bei Ihrem Arbeitgeber zu beantragen. Die Unterlagen dafür finden Sie im Anhang.\n\nViele Grüße\n{{providerName}}',
      en: 'Dear {{firstName}} {{lastName}},\n\nplease remember to apply to your employer for educational leave for “{{seminarTitle}}” (from {{startDate}}) by {{noticeDeadline}}. The papers for it are attached.\n\nKind regards\n{{providerName}}',
    },
    attach: ['registration-confirmation', 'employer-letter'],
    enabled: false,
  },
  {
    trigger: 'before_start',
    offsetDays: 3,
    audience: 'booked',
    subject: { de: 'Bald geht es los: „{{seminarTitle}}“', en: 'Starting soon: “{{seminarTitle}}”' },
    body: {
      de: 'Guten Tag {{firstName}} {{lastName}},\n\nam {{startDate}} beginnt „{{seminarTitle}}“. Hier ist die Anfahrt: …\n\nWir freuen uns auf Sie!\n{{providerName}}',
      en: 'Dear {{firstName}} {{lastName}},\n\n“{{seminarTitle}}” begins on {{startDate}}. Here is how to get there: …\n\nWe look forward to seeing you!\n{{providerName}}',
    },
    attach: [],
    enabled: false,
  },
  {
    trigger: 'after_end',
    offsetDays: 1,
    audience: 'booked',
    subject: {
      de: 'Ihre Teilnahmebescheinigung für „{{seminarTitle}}“',
      en: 'Your certificate of attendance for “{{seminarTitle}}”',
    },
    body: {
      de: 'Guten Tag {{firstName}} {{lastName}},\n\nvielen Dank für Ihre Teilnahme an „{{seminarTitle}}“. Ihre Teilnahmebescheinigung für Ihren Arbeitgeber finden Sie im Anhang.\n\nViele Grüße\n{{providerName}}',
      en: 'Dear {{firstName}} {{lastName}},\n\nthank you for taking part in “{{seminarTitle}}”. Your certificate of attendance for your employer is attached.\n\nKind regards\n{{providerName}}',
    },
    attach: ['attendance-certificate'],
    enabled: false,
  },
];

export type MessageRuleListResponse = z.infer<typeof messageRuleListResponseSchema>;
export type MessageRuleResponse = z.infer<typeof messageRuleResponseSchema>;
export type MessageRulePreviewResponse = z.infer<typeof messageRulePreviewResponseSchema>;
export type MessageRuleLogResponse = z.infer<typeof messageRuleLogResponseSchema>;
