/** The overview's answers as the server sends them, for the tests that open the dashboard at `/`. */
import { overviewResponseSchema, type OverviewResponse } from '@bu/contracts';

/**
 * `GET /overview` with so many seminars online and in draft, no lead activity, and a provider
 * whose set-up is done unless `checklist` says otherwise. Parsed by the contract's schema, so it
 * cannot drift from what the server answers.
 */
export const overviewAnswer = ({
  online = 0,
  draft = 0,
  checklist = { location: true, seminar: true, profile: true, team: true },
  unbilledNetCents = null as number | null,
} = {}): OverviewResponse =>
  overviewResponseSchema.parse({
    success: true,
    keyFigures: { online, newLeads: 0, seminarViews: 0, unbilledNetCents },
    counts: { draft, online, paused: 0, archived: 0, expired: 0, total: online + draft },
    expiringSoon: [],
    recentlyChanged: [],
    leadActivity: { total: 0, unread: 0, unreadConversations: 0, newLast7Days: 0, recent: [] },
    recognitionsExpiring: [],
    applicationsDue: [],
    profileCompleteness: 100,
    checklist,
  });

/** `GET /provider-profile` before a profile exists. */
export const noProfileAnswer = {
  status: 404,
  body: { success: false, code: 'NOT_FOUND', message: 'Nicht gefunden.' },
};
