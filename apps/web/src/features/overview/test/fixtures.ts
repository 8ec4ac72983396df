/** The overview's answers as the server sends them, for the tests that open the dashboard at `/`. */
import type { OverviewResponse } from '@bu/contracts';

/** `GET /overview` with so many seminars online and in draft, and no lead activity. */
export const overviewAnswer = ({ online = 0, draft = 0 } = {}): OverviewResponse => ({
  success: true,
  counts: { draft, online, paused: 0, archived: 0, expired: 0, total: online + draft },
  expiringSoon: [],
  recentlyChanged: [],
  leadActivity: { total: 0, unread: 0, unreadConversations: 0, newLast7Days: 0, recent: [] },
  recognitionsExpiring: [],
  applicationsDue: [],
});

/** `GET /provider-profile` before a profile exists. */
export const noProfileAnswer = {
  status: 404,
  body: { success: false, code: 'NOT_FOUND', message: 'Nicht gefunden.' },
};
