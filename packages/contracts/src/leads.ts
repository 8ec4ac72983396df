/**
 * Leads (seed §3 Lead, §4 stages, §5 lead rules; DESIGN §5 Lead keys, §6 lead stages): stages
 * and their labels, limits, the manual lead form, the public inquiry, list/CSV filters and the
 * answers of the lead calls. Zod messages are validation keys (texts in i18n.ts).
 */
import { z } from 'zod';
import { emailSchema } from './auth';
import { recognitionWarningSchema, stateCodes } from './seminars';
import { embeddedOnSchema } from './widget';

export * from './lead-texts';

// ---------------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------------

/** Lead stages (seed §4). Any stage may follow any other (DESIGN §6); each change is recorded. */
export const leadStages = ['new', 'open', 'waiting', 'booked', 'archived', 'closed'] as const;
export type LeadStage = (typeof leadStages)[number];

/** How a lead came in: the marketplace inquiry form or entered by hand (e.g. a phone call). */
export const leadSources = ['inquiry', 'manual', 'widget'] as const;
export type LeadSource = (typeof leadSources)[number];

/** What the lead history records (who and when): creation, changes, messages. */
export const leadEventKinds = [
  'created',
  'stage',
  'owner',
  'notes',
  'contact',
  'seminar',
  'message_in',
  'message_out',
  /** Documents mailed to the participant (`to`: the kinds, comma-separated). */
  'documents',
  /** A message rule's mail to the participant (`to`: its subject as sent). */
  'rule_mail',
] as const;
export type LeadEventKind = (typeof leadEventKinds)[number];

export const messageDirections = ['in', 'out'] as const;
export type MessageDirection = (typeof messageDirections)[number];

/** `notice_deadline`: the day the participant must tell the employer, soonest first (unknown last). */
export const leadSorts = ['created', 'last_activity', 'notice_deadline'] as const;
export type LeadSort = (typeof leadSorts)[number];
export const LEAD_SORT_DEFAULT: LeadSort = 'created';
export const LEAD_PAGE_SIZES = [10, 25, 50] as const;
export const LEAD_PAGE_SIZE_DEFAULT = 25;

export const LEAD_NAME_MAX = 100;
export const LEAD_PHONE_MAX = 40;
export const LEAD_MESSAGE_MAX = 5000;
export const LEAD_NOTES_MAX = 10_000;
export const MESSAGE_TEXT_MAX = 5000;
/** A reply link (one per provider reply, single use) stays valid this many days. */
export const REPLY_KEY_LIFETIME_DAYS = 60;
/** A new lead with no answer after this many working days (Monday to Friday) is flagged. */
export const LEAD_ANSWER_WORKING_DAYS = 2;

/**
 * Whether the seminar is recognised as educational leave in the participant's work state:
 * `incomplete` is a valid recognition without its number or authority (it backs no document).
 */
export const recognitionStatuses = ['recognised', 'incomplete', 'missing', 'no_law', 'expired'] as const;
export type RecognitionStatus = (typeof recognitionStatuses)[number];

/** A participant: booked, or closed after the seminar (issue 46: a closed one keeps every document). */
export const isParticipant = (stage: string): boolean => stage === 'booked' || stage === 'closed';

/** The participant's paperwork (issue 24): the documents a booked lead gets, in URL spelling. */
export const participantDocumentKinds = [
  'registration-confirmation',
  'employer-letter',
  'attendance-certificate',
] as const;
export type ParticipantDocumentKind = (typeof participantDocumentKinds)[number];

/**
 * Why a document cannot be issued as asked (issue 46: no document asserts what is not true). The
 * same code is the 409's; the lead screen shows it before anyone clicks.
 */
export const documentProblemCodes = [
  'WORK_STATE_UNKNOWN',
  'NO_LAW_IN_STATE',
  'RECOGNITION_MISSING',
  'RECOGNITION_EXPIRED',
  'RECOGNITION_INCOMPLETE',
  'SEMINAR_NOT_ENDED',
  'NO_ATTENDANCE',
] as const;
export type DocumentProblemCode = (typeof documentProblemCodes)[number];
/** The problems of the recognition (the others: the certificate's end and attendance). */
export const recognitionProblemCodes = [
  'WORK_STATE_UNKNOWN',
  'NO_LAW_IN_STATE',
  'RECOGNITION_MISSING',
  'RECOGNITION_EXPIRED',
  'RECOGNITION_INCOMPLETE',
] as const satisfies readonly DocumentProblemCode[];
export const isRecognitionProblem = (code: string): boolean =>
  (recognitionProblemCodes as readonly string[]).includes(code);
/** What a recognition lacks before it can back a document. */
export const recognitionFields = ['number', 'authority'] as const;

/** Public inquiry limits: per client address, per client address and seminar, per participant email. */
export const INQUIRY_RATE_LIMIT = { perIp: 20, perIpAndSeminar: 5, perEmail: 5, windowMinutes: 60 } as const;
/** An inquiry with the email of a lead of the same seminar created this recently joins that lead's conversation. */
export const INQUIRY_MERGE_HOURS = 24;
/** The inquiry form must be open this long before it is sent (a script's fill time), and is valid this long. */
export const INQUIRY_MIN_FILL_SECONDS = 3;
export const INQUIRY_FORM_TTL_HOURS = 24;
/** Inquiry notices a provider's team is mailed per hour; the rest come as one digest after the hour. */
export const INQUIRY_NOTICES_PER_HOUR = 10;
/** Public reply limits: per client address. */
export const REPLY_RATE_LIMIT = { perIp: 30, windowMinutes: 60 } as const;

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

const token = { bu_auth_token: z.string().optional() };
const requiredName = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(LEAD_NAME_MAX, { error: 'tooLong' });
const optionalPhone = z
  .string()
  .trim()
  .max(LEAD_PHONE_MAX, { error: 'tooLong' })
  .regex(/^(\+?[0-9 ()/-]{5,})?$/, { error: 'invalidTelephone' })
  .nullish()
  .transform((v) => (v ? v : null));
const optionalState = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .enum(stateCodes, { error: 'leadStateInvalid' })
    .nullish()
    .transform((v) => v ?? null),
);
const stage = z.enum(leadStages, { error: 'leadStageInvalid' });

/** The manual lead form (a phone inquiry): names, a valid email and one of the provider's seminars. */
export const leadInputSchema = z.object({
  firstName: requiredName,
  lastName: requiredName,
  email: emailSchema,
  phone: optionalPhone,
  message: z
    .string()
    .trim()
    .max(LEAD_MESSAGE_MAX, { error: 'tooLong' })
    .nullish()
    .transform((v) => v ?? ''),
  seminarId: z.uuid({ error: 'leadSeminarInvalid' }),
  state: optionalState,
  stage: stage.default('new'),
  ownerId: z.uuid({ error: 'leadOwnerInvalid' }).nullish(),
  notes: z
    .string()
    .max(LEAD_NOTES_MAX, { error: 'tooLong' })
    .nullish()
    .transform((v) => (v?.trim() ? v : null)),
});
export type LeadInput = z.input<typeof leadInputSchema>;
export const createLeadBodySchema = leadInputSchema.extend(token);

/** PUT /leads/:id: any subset of stage, owner (null = nobody), notes and the contact fields. */
export const updateLeadBodySchema = z.object({
  ...token,
  stage: stage.optional(),
  ownerId: z.uuid({ error: 'leadOwnerInvalid' }).nullable().optional(),
  notes: z
    .string()
    .max(LEAD_NOTES_MAX, { error: 'tooLong' })
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v?.trim() ? v : null)),
  firstName: requiredName.optional(),
  lastName: requiredName.optional(),
  email: emailSchema.optional(),
  phone: optionalPhone.optional(),
  state: optionalState.optional(),
  seminarId: z.uuid({ error: 'leadSeminarInvalid' }).optional(),
});
export type UpdateLeadBody = z.infer<typeof updateLeadBodySchema>;
/** PUT /v1/leads/:id: what the provider API changes of a lead — stage, owner and notes (other fields are ignored). */
export const v1UpdateLeadBodySchema = updateLeadBodySchema.pick({ stage: true, ownerId: true, notes: true });

/** GET /leads/:id/documents/:kind: `withoutRecognition=1` leaves the recognition paragraph out. */
export const documentQuerySchema = z.object({
  token: z.string().optional(),
  withoutRecognition: z.enum(['1', '0', 'true', 'false']).optional(),
});

/** PUT /leads/:id/attendance: the seminar days ticked present or absent (days not sent stay as they are). */
export const attendanceBodySchema = z.object({
  ...token,
  days: z
    .array(
      z.object({
        date: z.iso.date({ error: 'invalid' }),
        present: z.boolean({ error: 'invalid' }),
      }),
      { error: 'invalid' },
    )
    .max(400, { error: 'invalid' })
    .refine((days) => new Set(days.map((d) => d.date)).size === days.length, { error: 'attendanceDayRepeated' }),
});
export type AttendanceBody = z.infer<typeof attendanceBodySchema>;

/** POST /leads/:id/documents/send: which documents to mail to the participant. */
export const sendDocumentsBodySchema = z.object({
  ...token,
  kinds: z
    .array(z.enum(participantDocumentKinds, { error: 'invalid' }), { error: 'documentKindsRequired' })
    .min(1, { error: 'documentKindsRequired' })
    .max(participantDocumentKinds.length, { error: 'invalid' })
    .transform((kinds) => [...new Set(kinds)]),
  /** Send the confirmation and certificate without the recognition paragraph (no valid, complete one). */
  withoutRecognition: z.boolean({ error: 'invalid' }).optional(),
});
export type SendDocumentsBody = z.infer<typeof sendDocumentsBodySchema>;

export const documentKindParamsSchema = z.object({
  id: z.string(),
  kind: z.enum(participantDocumentKinds.map((k) => `${k}.pdf`) as [string, ...string[]]),
});

/** POST /leads/:id/unread: nothing but the optional token. */
export const markLeadUnreadBodySchema = z.object(token).optional();

/** The marketplace inquiry form (public). `website` is a honeypot: humans leave it empty. */
export const inquiryBodySchema = z.object({
  firstName: requiredName,
  lastName: requiredName,
  email: emailSchema,
  phone: optionalPhone,
  message: z
    .string({ error: 'leadMessageRequired' })
    .trim()
    .min(1, { error: 'leadMessageRequired' })
    .max(LEAD_MESSAGE_MAX, { error: 'tooLong' }),
  employerState: optionalState,
  website: z.string().max(500).optional(),
  /** Sent by the website widget: the page it was embedded on; the lead's source is then `widget`. */
  embeddedOn: embeddedOnSchema.optional(),
  /** The token of GET /public/seminars/:id/inquiry-form (when the form was issued); checked by the server. */
  formToken: z.string().max(200).optional(),
});
export type InquiryBody = z.input<typeof inquiryBodySchema>;
export const inquiryFormResponseSchema = z.object({ success: z.literal(true), formToken: z.string() });
export type InquiryFormResponse = z.infer<typeof inquiryFormResponseSchema>;

export const messageTextSchema = z
  .string({ error: 'messageTextRequired' })
  .trim()
  .min(1, { error: 'messageTextRequired' })
  .max(MESSAGE_TEXT_MAX, { error: 'tooLong' });
export const sendMessageBodySchema = z.object({ ...token, text: messageTextSchema });
export const replyKeySchema = z
  .string({ error: 'required' })
  .min(16, { error: 'invalid' })
  .max(200, { error: 'invalid' });
export const publicReplyBodySchema = z.object({ key: replyKeySchema, text: messageTextSchema });
export const replyLookupBodySchema = z.object({ key: replyKeySchema });

const flag = z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** Filters of GET /leads and GET /leads/export.csv. */
export const leadFilterSchema = z.object({
  token: z.string().optional(),
  stage: z.enum(leadStages, { error: 'leadStageInvalid' }).optional(),
  unread: flag.optional(),
  seminarId: z.uuid({ error: 'invalid' }).optional(),
  /** A user id, or `none` for leads without an owner. */
  ownerId: z.union([z.uuid(), z.literal('none')], { error: 'invalid' }).optional(),
  q: z.string().trim().max(200, { error: 'tooLong' }).optional(),
  sort: z.enum(leadSorts, { error: 'invalid' }).default(LEAD_SORT_DEFAULT),
  order: z.enum(['asc', 'desc'], { error: 'invalid' }).optional(),
});
export type LeadFilter = z.infer<typeof leadFilterSchema>;

export const leadListQuerySchema = leadFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (LEAD_PAGE_SIZES as readonly number[]).includes(n), { error: 'invalid' })
    .default(LEAD_PAGE_SIZE_DEFAULT),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

export const conversationListQuerySchema = z.object({
  token: z.string().optional(),
  unread: flag.optional(),
  q: z.string().trim().max(200, { error: 'tooLong' }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (LEAD_PAGE_SIZES as readonly number[]).includes(n), { error: 'invalid' })
    .default(LEAD_PAGE_SIZE_DEFAULT),
});
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

const personSchema = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });

/** The Lead object (DESIGN §5 keys plus list conveniences). */
export const leadSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
  message: z.string(),
  seminarId: z.string().nullable(),
  stage: z.enum(leadStages),
  ownerId: z.string().nullable(),
  /** The participant's (employer's) German state, ISO 3166-2 without `DE-`. */
  state: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
  unread: z.boolean(),
  source: z.enum(leadSources),
  /** The page the website widget was embedded on (source `widget`), else null. */
  embeddedOn: z.string().nullable(),
  language: z.enum(['de', 'en']),
  conversationId: z.string().nullable(),
  /** Participant messages not yet read in the conversation. */
  unreadMessages: z.number(),
  seminarTitle: z.string().nullable(),
  /** The seminar's first day (ISO); null without a seminar or date. */
  seminarStartDate: z.string().nullable(),
  owner: personSchema.nullable(),
  /** Place on the seminar's waitlist (1 = next); null unless booking found the seminar full. */
  waitlistPosition: z.number().int().nullable(),
  /** A `new` lead nobody has answered for LEAD_ANSWER_WORKING_DAYS working days. */
  answerOverdue: z.boolean(),
  /** Seminar start minus the work state's notice weeks; null when state, start or the weeks are unknown. */
  employerNoticeDeadline: z.string().nullable(),
  /** Recognition in the participant's work state; null when state or seminar start is unknown. */
  recognitionStatus: z.enum(recognitionStatuses).nullable(),
  /**
   * The work state's minimums (seminar days, teaching hours a day) the seminar does not meet, by
   * its daily schedule: a line beside the recognition status, never a refusal. Empty when state
   * or start is unknown.
   */
  minimumWarnings: z.array(recognitionWarningSchema),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadEventSchema = z.object({
  id: z.string(),
  kind: z.enum(leadEventKinds),
  /**
   * Previous and new value: stage names, owner ids, changed contact field names; null for notes.
   * A `rule_mail`'s `from`: the documents its rule attaches that were left out because the
   * recognition cannot back them (kinds, comma-separated), else null.
   */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** Who did it; null for the participant (inquiry, answers by reply link). */
  user: personSchema.nullable(),
  createdAt: z.string(),
});
export type LeadEvent = z.infer<typeof leadEventSchema>;

export const leadSeminarSchema = z.object({
  id: z.string(),
  title: z.string(),
  seminarNumber: z.string().nullable(),
  status: z.enum(['draft', 'online', 'paused', 'archived', 'expired']),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});

/** Places of the lead's seminar: booked participants, the limit and the waitlist. */
export const seminarCapacitySchema = z.object({
  maxParticipants: z.number().nullable(),
  booked: z.number(),
  waitlist: z.number(),
  /**
   * The first on the waitlist while a place is free (a booked lead left, or the limit was
   * raised): the provider books them with one click. Null otherwise.
   */
  offer: personSchema.nullable(),
});
export type SeminarCapacity = z.infer<typeof seminarCapacitySchema>;

export const attendanceDaySchema = z.object({ date: z.string(), present: z.boolean() });

export const attendanceResponseSchema = z.object({
  success: z.literal(true),
  /** Every day of the seminar, ticked or not (`present: false` until ticked). */
  attendance: z.array(attendanceDaySchema),
});

export const sendDocumentsResponseSchema = z.object({
  success: z.literal(true),
  kinds: z.array(z.enum(participantDocumentKinds)),
});

export const messageSchema = z.object({
  id: z.string(),
  direction: z.enum(messageDirections),
  text: z.string(),
  createdAt: z.string(),
  /** The team member who wrote an `out` message; null for `in`. */
  author: personSchema.nullable(),
  /** `in` messages: when a team member first read it; `out`: null. */
  readAt: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/** The Conversation object (DESIGN §5 keys). */
export const conversationSchema = z.object({
  id: z.string(),
  leadId: z.string(),
  unreadCount: z.number(),
  messages: z.array(messageSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const leadStageCountsSchema = z.object({
  new: z.number(),
  open: z.number(),
  waiting: z.number(),
  booked: z.number(),
  archived: z.number(),
  closed: z.number(),
  all: z.number(),
  unread: z.number(),
});

export const leadListResponseSchema = z.object({
  success: z.literal(true),
  leads: z.array(leadSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Counts of all the provider's leads by stage (tab badges), independent of the filters. */
  counts: leadStageCountsSchema,
  owners: z.array(personSchema),
});
export type LeadListResponse = z.infer<typeof leadListResponseSchema>;

/** One document of the paperwork block: whether it can be issued as is, and if not, why. */
export const documentCheckSchema = z.object({
  kind: z.enum(participantDocumentKinds),
  problem: z
    .object({
      code: z.enum(documentProblemCodes),
      /** The participant's work state the problem is about (null: unknown). */
      state: z.string().nullable(),
      /** RECOGNITION_INCOMPLETE: what to add. */
      missing: z.array(z.enum(recognitionFields)),
      /** Where to fix it: the seminar's recognitions, the provider's own recognitions, the lead. */
      fixAt: z.enum(['seminar', 'provider-recognitions', 'lead']).nullable(),
      /** The document can still be issued without the recognition paragraph. */
      withoutRecognition: z.boolean(),
    })
    .nullable(),
});
export type DocumentCheck = z.infer<typeof documentCheckSchema>;

export const leadDetailResponseSchema = z.object({
  success: z.literal(true),
  lead: leadSchema,
  seminar: leadSeminarSchema.nullable(),
  capacity: seminarCapacitySchema.nullable(),
  /** The seminar's days with the participant's attendance; empty without seminar dates. */
  attendance: z.array(attendanceDaySchema),
  /** The three documents for a participant (booked or closed); empty for other leads. */
  documents: z.array(documentCheckSchema),
  events: z.array(leadEventSchema),
  conversation: conversationSchema.nullable(),
  owners: z.array(personSchema),
});

export const leadResponseSchema = z.object({ success: z.literal(true), lead: leadSchema });

export const unreadCountsResponseSchema = z.object({
  success: z.literal(true),
  /** Leads marked unread (sidebar badge of Leads). */
  leads: z.number(),
  /** Conversations with at least one unread participant message (sidebar badge of Conversations). */
  conversations: z.number(),
  /** Unread participant messages in all conversations. */
  messages: z.number(),
});

export const conversationListItemSchema = z.object({
  id: z.string(),
  leadId: z.string(),
  unreadCount: z.number(),
  lead: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), stage: z.enum(leadStages) }),
  seminarId: z.string().nullable(),
  seminarTitle: z.string().nullable(),
  lastMessage: z.object({ direction: z.enum(messageDirections), text: z.string(), createdAt: z.string() }).nullable(),
  lastMessageAt: z.string().nullable(),
});

export const conversationListResponseSchema = z.object({
  success: z.literal(true),
  conversations: z.array(conversationListItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Conversations with unread messages (whole provider, not only this page). */
  unreadConversations: z.number(),
});
export type ConversationListResponse = z.infer<typeof conversationListResponseSchema>;

export const conversationDetailResponseSchema = z.object({
  success: z.literal(true),
  conversation: conversationSchema.extend({
    lead: leadSchema,
    seminar: leadSeminarSchema.nullable(),
  }),
});

export const sendMessageResponseSchema = z.object({ success: z.literal(true), message: messageSchema });

/** What the public reply page shows: no data of anyone but the participant and the provider. */
export const replyContextResponseSchema = z.object({
  success: z.literal(true),
  reply: z.object({
    firstName: z.string(),
    providerName: z.string(),
    seminarTitle: z.string().nullable(),
    /** The provider message the link came with. */
    message: z.object({ text: z.string(), createdAt: z.string() }),
    language: z.enum(['de', 'en']),
  }),
});

/** Lead activity for the overview's activities card (added to GET /overview). */
export const leadActivitySchema = z.object({
  total: z.number(),
  unread: z.number(),
  unreadConversations: z.number(),
  newLast7Days: z.number(),
  recent: z.array(
    z.object({
      leadId: z.string(),
      kind: z.enum(leadEventKinds),
      firstName: z.string(),
      lastName: z.string(),
      seminarTitle: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type LeadActivity = z.infer<typeof leadActivitySchema>;
