/**
 * The answer of GET /overview, the signed-in home in one call (docs/api.md, ADR 023): the key
 * figures on top, what needs action now, the latest changes and the first-run checklist.
 */
import { z } from 'zod';
import { seminarStatusCountsSchema } from './seminar-counts';
import { leadActivitySchema } from './leads';
import { applicationDueSchema, recognitionExpiringSchema } from './recognitions';
import { seminarSummarySchema } from './seminars';
import { overviewChecklistItems, type OverviewChecklistItem } from './overview-constants';

export const overviewResponseSchema = z.object({
  success: z.literal(true),
  keyFigures: z.object({
    /** Seminars shown on the marketplace now. */
    online: z.number(),
    /** Inquiries received in the last 7 days. */
    newLeads: z.number(),
    /** Seminar views of the last OVERVIEW_VIEWS_DAYS days, ending yesterday. */
    seminarViews: z.number(),
    /** Booked but not yet invoiced, net cents (GET /settings/invoices/upcoming); null for members. */
    unbilledNetCents: z.number().nullable(),
  }),
  counts: seminarStatusCountsSchema,
  // The real dates and the date comment, both shown (issue 10, defect 7).
  expiringSoon: z.array(
    seminarSummarySchema.extend({ endDate: z.string().nullable(), dateComment: z.string().nullable() }),
  ),
  recentlyChanged: z.array(seminarSummarySchema.extend({ updatedAt: z.string() })),
  leadActivity: leadActivitySchema,
  /** Recognitions (seminar-level, or provider-level with `seminarId: null`) ending within 60 days. */
  recognitionsExpiring: z.array(recognitionExpiringSchema),
  /** Seminar recognitions without a number whose application deadline is within 60 days. */
  applicationsDue: z.array(applicationDueSchema),
  /** Profile completeness 0–100 (as GET /provider-profile reports it). */
  profileCompleteness: z.number(),
  checklist: z.object(
    Object.fromEntries(overviewChecklistItems.map((item) => [item, z.boolean()])) as Record<
      OverviewChecklistItem,
      z.ZodBoolean
    >,
  ),
});
export type OverviewResponse = z.infer<typeof overviewResponseSchema>;
