/**
 * Answers of the seminar calls (GET /seminars, add, edit, status,
 * duplicate, delete, publish-drafts) and of the provider API `/v1/seminars` (docs/api.md).
 */
import { z } from 'zod';
import { tokenQuerySchema } from './common';
import {
  costsSchema,
  globalSemesterSchema,
  localizedLabelSchema,
  ownerSchema,
  seminarListQuerySchema,
  seminarSchema,
  seminarSummarySchema,
} from './seminars';
import { seminarStatuses } from './seminar-constants';
import { locationSchema } from './locations';

const ok = z.literal(true);

export type Owner = z.infer<typeof ownerSchema>;
export type SeminarSummary = z.infer<typeof seminarSummarySchema>;

export const seminarListResponseSchema = z.object({
  success: ok,
  seminars: z.array(seminarSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  globalSemester: globalSemesterSchema,
  seminar_categories: z.record(z.string(), localizedLabelSchema),
  providerLocations: z.array(locationSchema),
  seminar_conversation_counts: z.record(z.string(), z.number()),
  /** Per listed seminar: booked participants (leads in stage `booked`) and the waitlist's length. */
  seminar_participant_counts: z.record(z.string(), z.object({ booked: z.number(), waitlist: z.number() })),
  owners: z.array(ownerSchema),
  /** The VAT rate of the invoices (VAT_RATE_PERCENT), for the form's gross price of publishing. */
  vatRatePercent: z.number(),
});
export type SeminarListResponse = z.infer<typeof seminarListResponseSchema>;

export const seminarAddResponseSchema = z.object({
  success: ok,
  seminarId: z.string(),
  newlyCreatedSeminar: seminarSchema,
  providerSeminars: z.array(seminarSummarySchema),
  owners: z.array(ownerSchema),
  codes: z.array(z.number()),
  costs: costsSchema,
});
export type SeminarAddResponse = z.infer<typeof seminarAddResponseSchema>;

export const seminarEditResponseSchema = z.object({
  success: ok,
  seminarId: z.string(),
  seminar: seminarSchema,
  costs: costsSchema,
});
export type SeminarEditResponse = z.infer<typeof seminarEditResponseSchema>;

export const seminarStatusResponseSchema = z.object({
  success: ok,
  seminarId: z.string(),
  status: z.enum(seminarStatuses),
  seminar: seminarSchema,
  costs: costsSchema,
});
export type SeminarStatusResponse = z.infer<typeof seminarStatusResponseSchema>;

export const seminarDuplicateResponseSchema = z.object({ success: ok, seminarId: z.string(), seminar: seminarSchema });
export type SeminarDuplicateResponse = z.infer<typeof seminarDuplicateResponseSchema>;

export const seminarDeleteResponseSchema = z.object({ success: ok, seminarId: z.string() });
export type SeminarDeleteResponse = z.infer<typeof seminarDeleteResponseSchema>;

/** Drafts that break a rule, with their codes (seed §5). */
export const publishFailureSchema = z.object({ seminarId: z.string(), title: z.string(), codes: z.array(z.number()) });
export type PublishFailure = z.infer<typeof publishFailureSchema>;

/** GET /seminars/publish-drafts/preview: `seminarIds` is a comma-separated subset of the drafts. */
export const publishDraftsPreviewQuerySchema = tokenQuerySchema.extend({
  seminarIds: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').filter(Boolean) : undefined))
    .pipe(z.array(z.uuid()).max(1000).optional()),
});

export const publishDraftsPreviewResponseSchema = z.object({
  success: ok,
  drafts: z.number(),
  publishable: z.array(z.string()),
  failed: z.array(publishFailureSchema),
  costs: costsSchema,
  globalSemester: globalSemesterSchema,
});
export type PublishPreview = z.infer<typeof publishDraftsPreviewResponseSchema>;

export const publishDraftsResponseSchema = z.object({
  success: ok,
  confirmationId: z.string(),
  published: z.array(z.string()),
  failed: z.array(publishFailureSchema),
  costs: costsSchema,
});
export type PublishResult = z.infer<typeof publishDraftsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Provider API /v1 (API-key auth, no token parameters)
// ---------------------------------------------------------------------------------------------

export const v1SeminarListQuerySchema = seminarListQuerySchema.omit({ token: true, addConversationCounts: true });
export const v1SeminarListResponseSchema = z.object({
  success: ok,
  seminars: z.array(seminarSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export const v1SeminarResponseSchema = z.object({ success: ok, seminar: seminarSchema });
export const v1SeminarCreateResponseSchema = z.object({
  success: ok,
  seminarId: z.string(),
  seminar: seminarSchema,
  codes: z.array(z.number()),
  costs: costsSchema,
});
