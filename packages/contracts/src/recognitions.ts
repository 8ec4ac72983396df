/**
 * Recognitions (issue 24): the states' rules on the wire (`GET /public/states`), the provider's
 * own recognitions (`/recognitions`), the authority's notice (`/recognitions/documents`) and the
 * expiry list of the overview. The state data itself lives in states.ts.
 */
import { z } from 'zod';
import { isIsoDate } from './seminars';
import { recognitionModels, stateCodes } from './states';

/** Largest recognition notice (PDF) a provider may upload. */
export const RECOGNITION_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
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
