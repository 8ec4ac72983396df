/**
 * Recognitions (issue 24): the states' rules on the wire (`GET /public/states`), the provider's
 * own recognitions (`/recognitions`), the authority's notice (`/recognitions/documents`) and the
 * expiry list of the overview. The state data itself lives in states.ts.
 */
import { z } from 'zod';
import { isIsoDate, validityCovers } from './seminars';
import {
  employerNoticeDeadline,
  lawInForce,
  recognitionModels,
  stateCodes,
  stateRulesOn,
  type StateCode,
  type StateRules,
} from './states';

/** Largest recognition notice (PDF) a provider may upload. */
export const RECOGNITION_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** The form of POST /recognitions/documents. */
export const recognitionDocumentFormSchema = z.object({
  file: z.file().describe(`The authority's notice as PDF, at most ${RECOGNITION_DOCUMENT_MAX_BYTES / 1024 / 1024} MB.`),
  bu_auth_token: z.string().optional(),
});

/** Recognitions ending within this many days appear on the overview and in the reminder mail. */
export const RECOGNITION_EXPIRY_WARN_DAYS = 60;
/** The reminder mail goes out when this many days (or fewer) are left; once per threshold. */
export const RECOGNITION_REMINDER_THRESHOLDS = [60, 14] as const;

const isoDay = z.string({ error: 'invalid' }).refine(isIsoDate, { error: 'invalid' });

export const stateRulesSchema = z.object({
  code: z.enum(stateCodes),
  name: z.object({ de: z.string(), en: z.string() }),
  law: z.object({ name: z.string(), inForceFrom: z.string(), inForceUntil: z.string().nullable() }).nullable(),
  recognitionModel: z.enum(recognitionModels),
  acceptsOtherStates: z.boolean(),
  noticeWeeks: z.number().int().nullable(),
  applicationWeeks: z.number().int().nullable(),
  minDays: z.number().int().nullable(),
  minHoursPerDay: z.number().nullable(),
  authority: z.object({ de: z.string(), en: z.string() }),
  sources: z.array(z.string()),
});
export const statesQuerySchema = z.object({
  /** The day the rules are resolved for (default: today in Berlin). */
  date: isoDay.optional(),
});
export const statesResponseSchema = z.object({ success: z.literal(true), states: z.array(stateRulesSchema) });
export type StatesResponse = z.infer<typeof statesResponseSchema>;

/** The fields a recognition carries besides its state (seminar-level and provider-level alike). */
export const recognitionDetailFields = {
  number: z.string({ error: 'invalid' }).trim().max(50, { error: 'invalid' }).nullish(),
  authority: z.string({ error: 'invalid' }).trim().max(200, { error: 'invalid' }).nullish(),
  validFrom: isoDay.nullish(),
  validUntil: isoDay.nullish(),
  documentId: z.uuid({ error: 'invalid' }).nullish(),
};

export const providerRecognitionBodySchema = z
  .object({ state: z.enum(stateCodes, { error: 'invalid' }), ...recognitionDetailFields })
  .refine((r) => !r.validFrom || !r.validUntil || r.validFrom <= r.validUntil, {
    error: 'recognitionValidityOrder',
    path: ['validUntil'],
  });
export type ProviderRecognitionBody = z.input<typeof providerRecognitionBodySchema>;

export const providerRecognitionSchema = z.object({
  id: z.string(),
  state: z.enum(stateCodes),
  number: z.string().nullable(),
  authority: z.string().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  documentId: z.string().nullable(),
  documentName: z.string().nullable(),
});
export type ProviderRecognition = z.infer<typeof providerRecognitionSchema>;
export const providerRecognitionListResponseSchema = z.object({
  success: z.literal(true),
  recognitions: z.array(providerRecognitionSchema),
});
export const providerRecognitionResponseSchema = z.object({
  success: z.literal(true),
  recognition: providerRecognitionSchema,
});
export const recognitionDocumentResponseSchema = z.object({ success: z.literal(true), documentId: z.string() });

export const recognitionExpiringSchema = z.object({
  seminarId: z.string().nullable(),
  seminarTitle: z.string().nullable(),
  state: z.enum(stateCodes),
  number: z.string().nullable(),
  validUntil: z.string(),
});
export type RecognitionExpiring = z.infer<typeof recognitionExpiringSchema>;

export const applicationDueSchema = z.object({
  seminarId: z.string(),
  seminarTitle: z.string(),
  state: z.enum(stateCodes),
  startDate: z.string(),
  applicationDeadline: z.string(),
});
export type ApplicationDue = z.infer<typeof applicationDueSchema>;

type PublicRecognition = {
  state: string;
  number: string | null;
  authority: string | null;
  validFrom: string | null;
  validUntil: string | null;
};

/** The visitor's "Bildungsurlaub check" for one work state (the public seminar page). */
export interface BildungsurlaubCheck {
  rules: StateRules;
  status: 'recognised' | 'not_recognised' | 'no_law' | 'no_date';
  /** How the recognition counts: the seminar's own, the provider's, or another state's accepted here. */
  via: 'event' | 'provider' | 'other_state' | null;
  recognition: PublicRecognition | null;
  /** Last day to tell the employer (null when the state names no number of weeks). */
  noticeDeadline: string | null;
}

/**
 * Whether a seminar counts as educational leave for someone working in `workState`: the law in
 * force on its first day decides; a recognition counts when its validity covers the seminar's
 * days — the seminar's own in that state (in Hessen only with the provider's own recognition
 * there), the provider's in a provider-recognition state, or another state's where the work
 * state accepts those (Saarland).
 */
export function bildungsurlaubCheck(
  seminar: {
    startDate: string | null;
    endDate: string | null;
    recognitions: readonly PublicRecognition[];
    providerRecognitions: readonly PublicRecognition[];
  },
  workState: StateCode,
): BildungsurlaubCheck {
  const start = seminar.startDate;
  const rules = stateRulesOn(workState, start ?? '0000-01-01');
  if (!start) return { rules, status: 'no_date', via: null, recognition: null, noticeDeadline: null };
  const end = seminar.endDate && seminar.endDate >= start ? seminar.endDate : start;
  const noticeDeadline = employerNoticeDeadline(start, workState);
  if (!rules.law) return { rules, status: 'no_law', via: null, recognition: null, noticeDeadline: null };
  const valid = (r: PublicRecognition) => validityCovers(r, start, end);
  const own = seminar.providerRecognitions.find((r) => r.state === workState && valid(r));
  const found = (via: BildungsurlaubCheck['via'], recognition: PublicRecognition): BildungsurlaubCheck => ({
    rules,
    status: 'recognised',
    via,
    recognition,
    noticeDeadline,
  });
  const event = seminar.recognitions.find((r) => r.state === workState && valid(r));
  if (event && (rules.recognitionModel !== 'provider_and_event' || own)) return found('event', event);
  if (rules.recognitionModel === 'provider' && own) return found('provider', own);
  if (rules.acceptsOtherStates) {
    const other = seminar.recognitions.find((r) => r.state !== workState && lawInForce(r.state, start) && valid(r));
    if (other) return found('other_state', other);
  }
  return { rules, status: 'not_recognised', via: null, recognition: null, noticeDeadline };
}
