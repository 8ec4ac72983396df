/** How many of a provider's seminars are in each shown state, and in all: the overview's and support's counts. */
import { z } from 'zod';

export const seminarStatusCountsSchema = z.object({
  draft: z.number(),
  online: z.number(),
  paused: z.number(),
  archived: z.number(),
  expired: z.number(),
  total: z.number(),
});
export type SeminarStatusCounts = z.infer<typeof seminarStatusCountsSchema>;
