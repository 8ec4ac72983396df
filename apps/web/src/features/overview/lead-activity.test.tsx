/**
 * The overview's lead activity: the latest lead events, each linking to its lead, in both
 * languages (the counts are the key figures' and the to-do card's). The fixture goes through the contract's schema, so it
 * cannot drift from what the server answers.
 */
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { leadActivitySchema, type Language } from '@bu/contracts';
import { initI18n } from '../../lib/i18n';
import { LeadActivity } from './lead-activity';

const activity = leadActivitySchema.parse({
  total: 40,
  unread: 3,
  unreadConversations: 2,
  newLast7Days: 5,
  recent: [
    {
      leadId: '11111111-1111-4111-8111-111111111111',
      kind: 'message_in',
      firstName: 'Jana',
      lastName: 'Berg',
      seminarTitle: 'Rhetorik im Beruf',
      // 14:30 UTC is 15:30 in Berlin (winter time).
      createdAt: '2026-11-20T14:30:00.000Z',
    },
    {
      leadId: '22222222-2222-4222-8222-222222222222',
      kind: 'created',
      firstName: 'Tom',
      lastName: 'Kurz',
      seminarTitle: null,
      createdAt: '2026-11-19T08:05:00.000Z',
    },
  ],
});

async function renderActivity(language: Language, data = activity) {
  await initI18n(language);
  const router = createMemoryRouter([{ path: '/', element: <LeadActivity activity={data} /> }], {
    initialEntries: ['/'],
  });
  return render(<RouterProvider router={router} />);
}

describe.each([
  {
    language: 'de' as const,
    heading: 'Anfragen',
    first: 'Jana Berg Nachricht erhalten · Rhetorik im Beruf 20.11.2026 15:30',
    second: 'Tom Kurz neue Anfrage 19.11.2026 09:05',
  },
  {
    language: 'en' as const,
    heading: 'Inquiries',
    first: 'Jana Berg message received · Rhetorik im Beruf 20/11/2026 15:30',
    second: 'Tom Kurz new inquiry 19/11/2026 09:05',
  },
])('overview lead activity ($language)', ({ language, heading, first, second }) => {
  it('shows the latest lead events with links to the leads', async () => {
    await renderActivity(language);
    const section = screen.getByRole('region', { name: heading });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace(/\s+/g, ' ').trim())).toEqual([first, second]);
    expect(within(items[0]!).getByRole('link', { name: 'Jana Berg' })).toHaveAttribute(
      'href',
      '/leads/11111111-1111-4111-8111-111111111111',
    );
  });

  it('shows nothing when there is no lead activity yet (the activities card says so)', async () => {
    await renderActivity(language, {
      ...activity,
      total: 0,
      unread: 0,
      unreadConversations: 0,
      newLast7Days: 0,
      recent: [],
    });
    expect(screen.queryByRole('region', { name: heading })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toEqual([]);
  });
});
