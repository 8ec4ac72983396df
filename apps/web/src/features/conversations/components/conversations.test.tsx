import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, signIn } from '../../../test/utils';
import { mockApi } from '../../../test/server';
import { owners, sampleLead, seminarOne, unreadAnswer } from '../../../test/lead-fixtures';

const lead = sampleLead();
const item = {
  id: lead.conversationId!,
  leadId: lead.id,
  unreadCount: 2,
  lead: { firstName: 'Lena', lastName: 'Vogel', email: lead.email, stage: 'new' },
  seminarId: seminarOne.id,
  seminarTitle: seminarOne.title,
  lastMessage: { direction: 'in', text: 'Gibt es noch Plätze?', createdAt: '2026-11-20T09:15:00.000Z' },
  lastMessageAt: '2026-11-20T09:15:00.000Z',
};

describe('conversations', () => {
  it('lists threads with participant, seminar, last message and unread count', async () => {
    signIn();
    mockApi({
      'GET /leads/unread-count': unreadAnswer,
      'GET /conversations': {
        body: { success: true, conversations: [item], total: 1, page: 1, pageSize: 25, unreadConversations: 1 },
      },
    });
    await renderRoute('/conversations');
    const link = await screen.findByRole('link', { name: 'Lena Vogel' });
    expect(link).toHaveAttribute('href', `/conversations/${item.id}`);
    const row = within(link.closest('li')!);
    expect(row.getByText('Ungelesene Nachrichten: 2')).toBeInTheDocument();
    expect(row.getByText(seminarOne.title)).toBeInTheDocument();
    expect(row.getByText('Gibt es noch Plätze?')).toBeInTheDocument();
    expect(row.getByText('20.11.2026 10:15')).toBeInTheDocument();
  });

  it('shows a thread with incoming and outgoing messages told apart, and refreshes the badges', async () => {
    signIn();
    const api = mockApi({
      'GET /leads/unread-count': unreadAnswer,
      'GET /conversations/:id': {
        body: {
          success: true,
          conversation: {
            id: item.id,
            leadId: lead.id,
            unreadCount: 0,
            lead,
            seminar: { ...seminarOne, status: 'online', endDate: null },
            messages: [
              {
                id: 'm1',
                direction: 'in',
                text: 'Gibt es noch Plätze?',
                createdAt: '2026-11-20T09:15:00.000Z',
                author: null,
                readAt: null,
              },
              {
                id: 'm2',
                direction: 'out',
                text: 'Ja.',
                createdAt: '2026-11-20T10:00:00.000Z',
                author: owners[0],
                readAt: null,
              },
            ],
          },
        },
      },
    });
    await renderRoute(`/conversations/${item.id}`);
    expect(await screen.findByRole('heading', { name: 'Unterhaltung mit Lena Vogel' })).toBeInTheDocument();
    const [incoming, outgoing] = within(screen.getByRole('list', { name: 'Nachrichten, älteste zuerst' })).getAllByRole(
      'listitem',
    );
    expect(incoming).toHaveClass('message--in');
    expect(incoming).toHaveTextContent('Eingegangen: Lena Vogel 20.11.2026 10:15');
    expect(outgoing).toHaveClass('message--out');
    expect(outgoing).toHaveTextContent('Gesendet: Anna Schmidt 20.11.2026 11:00');
    expect(screen.getByRole('link', { name: 'Zum Lead' })).toHaveAttribute('href', `/leads/${lead.id}`);
    await waitFor(() =>
      expect(api.calls('GET /leads/unread-count').map((call) => call.url).length).toBeGreaterThanOrEqual(2),
    );
  });
});
