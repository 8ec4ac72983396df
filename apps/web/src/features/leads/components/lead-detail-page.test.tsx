import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LeadEvent, Message } from '@bu/contracts';
import { logout } from '../../../lib/session';
import { renderRoute, signIn } from '../../../test/utils';
import { mockApi } from '../../../test/server';
import { owners, sampleLead, seminarOne, unreadAnswer } from '../../../test/lead-fixtures';

const lead = sampleLead();
const message: Message = {
  id: '40000000-0000-4000-8000-000000000001',
  direction: 'in',
  text: 'Gibt es noch Plätze?',
  createdAt: '2026-11-20T09:15:00.000Z',
  author: null,
  readAt: null,
};

function detailAnswer(overrides: Partial<typeof lead> = {}, messages: Message[] = [message]) {
  return {
    body: {
      success: true,
      lead: { ...lead, unread: false, ...overrides },
      seminar: { ...seminarOne, status: 'online', endDate: '2027-03-05' },
      capacity: { maxParticipants: 12, booked: 4, waitlist: 0, offer: null },
      attendance: [],
      documents: [],
      events: [{ id: 'e1', kind: 'created', from: null, to: 'new', user: null, createdAt: lead.createdAt }],
      conversation: { id: lead.conversationId, leadId: lead.id, unreadCount: 0, messages },
      owners,
    },
  };
}

describe.each(['de', 'en'] as const)('lead detail (%s)', (language) => {
  const x = {
    de: {
      owner: 'Verantwortlich',
      stage: 'Phase',
      stageUpdated: 'Phase aktualisiert',
      ownerUpdateFailed: 'Der Verantwortliche konnte nicht geändert werden. Bitte versuche es erneut.',
    },
    en: {
      owner: 'Owner',
      stage: 'Stage',
      stageUpdated: 'Stage updated',
      ownerUpdateFailed: 'The owner could not be changed. Please try again.',
    },
  }[language];

  it("shows the seed's owner-update failure text when assigning an owner fails", async () => {
    signIn();
    const api = mockApi({
      'GET /leads/unread-count': unreadAnswer,
      'GET /leads/:id': detailAnswer(),
      'PUT /leads/:id': {
        status: 400,
        body: { success: false, code: 'VALIDATION_FAILED', message: 'x', fieldErrors: { ownerId: 'leadOwnerInvalid' } },
      },
    });
    const user = userEvent.setup();
    await renderRoute(`/leads/${lead.id}`, { language });
    await user.selectOptions(await screen.findByRole('combobox', { name: x.owner }), owners[1]!.id);
    expect(await screen.findByText(x.ownerUpdateFailed)).toBeInTheDocument();
    // The select falls back to the stored owner.
    await waitFor(() => expect(screen.getByRole('combobox', { name: x.owner })).toHaveValue(''));
    expect(api.calls().find((call) => call.method === 'PUT')!.body).toEqual({ ownerId: owners[1]!.id });
  });

  it('changes the stage', async () => {
    signIn();
    const api = mockApi({
      'GET /leads/unread-count': unreadAnswer,
      'GET /leads/:id': detailAnswer(),
      'PUT /leads/:id': { body: { success: true, lead: { ...lead, unread: false, stage: 'waiting' } } },
    });
    const user = userEvent.setup();
    await renderRoute(`/leads/${lead.id}`, { language });
    await user.selectOptions(await screen.findByRole('combobox', { name: x.stage }), 'waiting');
    expect(await screen.findByText(x.stageUpdated)).toBeInTheDocument();
    expect(api.calls().find((call) => call.method === 'PUT')!.body).toEqual({ stage: 'waiting' });
  });
});

describe('lead detail', () => {
  it('shows dates, the seminar link and the conversation; a reply is sent and appears', async () => {
    signIn();
    const reply = {
      id: '40000000-0000-4000-8000-000000000002',
      direction: 'out' as const,
      text: 'Ja, es gibt noch Plätze.',
      createdAt: '2026-11-22T14:00:00.000Z',
      author: owners[0]!,
      readAt: null,
    };
    let sent = false;
    const api = mockApi({
      'GET /leads/unread-count': unreadAnswer,
      'GET /leads/:id': () => detailAnswer({}, sent ? [message, reply] : [message]),
      'POST /conversations/:id/messages': () => {
        sent = true;
        return { status: 201, body: { success: true, message: reply } };
      },
    });
    const user = userEvent.setup();
    await renderRoute(`/leads/${lead.id}`);
    expect(await screen.findByRole('heading', { name: 'Lena Vogel' })).toBeInTheDocument();
    const facts = screen.getByRole('heading', { name: 'Kontakt' }).parentElement!;
    expect(within(facts).getByText('20.11.2026 10:15')).toBeInTheDocument();
    expect(within(facts).getByText('21.11.2026 11:30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: seminarOne.title })).toHaveAttribute(
      'href',
      `/seminars/edit?id=${seminarOne.id}`,
    );
    const thread = screen.getByRole('list', { name: 'Nachrichten, älteste zuerst' });
    expect(within(thread).getAllByRole('listitem')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Antwort senden' }));
    expect(await screen.findByText('Bitte schreibe eine Nachricht.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Antwort' }), reply.text);
    await user.click(screen.getByRole('button', { name: 'Antwort senden' }));
    expect(await screen.findByText('Antwort gesendet', { selector: '[data-title]' })).toBeInTheDocument();
    await waitFor(() => expect(within(thread).getAllByRole('listitem')).toHaveLength(2));
    expect(within(thread).getByText(reply.text).closest('li')).toHaveClass('message--out');
    expect(screen.getByRole('textbox', { name: 'Antwort' })).toHaveValue('');
    expect(api.calls().find((call) => call.method === 'POST')!.body).toEqual({ text: reply.text });
  });

  it('saves internal notes and marks the lead unread', async () => {
    signIn();
    const api = mockApi({
      'GET /leads/unread-count': unreadAnswer,
      'GET /leads/:id': detailAnswer(),
      'GET /leads': {
        body: {
          success: true,
          leads: [],
          total: 0,
          page: 1,
          pageSize: 25,
          counts: { new: 0, open: 0, waiting: 0, booked: 0, archived: 0, closed: 0, all: 0, unread: 0 },
          owners,
        },
      },
      'PUT /leads/:id': (_url, init) => ({
        body: { success: true, lead: { ...lead, unread: false, notes: JSON.parse(String(init!.body)).notes } },
      }),
      'POST /leads/:id/unread': { body: { success: true, lead } },
    });
    const user = userEvent.setup();
    const { router } = await renderRoute(`/leads/${lead.id}`);
    await user.type(await screen.findByRole('textbox', { name: 'Interne Notizen' }), 'Ruft Montag zurück');
    await user.click(screen.getByRole('button', { name: 'Notizen speichern' }));
    expect(await screen.findByText('Notizen gespeichert')).toBeInTheDocument();
    expect(api.calls().find((call) => call.method === 'PUT')!.body).toEqual({ notes: 'Ruft Montag zurück' });

    await user.click(screen.getByRole('button', { name: 'Als ungelesen markieren' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leads'));
    expect(api.calls(`POST /leads/${lead.id}/unread`).length).toBeGreaterThan(0);
  });
});

describe.each([
  {
    language: 'de' as const,
    heading: 'Anerkennung im Arbeits-Bundesland',
    incomplete: 'Anerkennung unvollständig',
    hours: 'Niedersachsen verlangt mindestens 8 Unterrichtsstunden pro Tag; das Seminar hat 6,5.',
    days: 'Niedersachsen verlangt mindestens 3 Seminartage; das Seminar hat 2.',
    unknown: 'Hamburg verlangt mindestens 6 Unterrichtsstunden pro Tag; am Seminar sind keine eingetragen.',
    fix: 'Termin des Seminars bearbeiten',
  },
  {
    language: 'en' as const,
    heading: 'Recognition in the work state',
    incomplete: 'recognition incomplete',
    hours: 'Lower Saxony requires at least 8 teaching hours a day; the seminar has 6.5.',
    days: 'Lower Saxony requires at least 3 seminar days; the seminar has 2.',
    unknown: 'Hamburg requires at least 6 teaching hours a day; the seminar states none.',
    fix: "Edit the seminar's schedule",
  },
])('the recognition status of a participant ($language)', (x) => {
  it('says a recognition without number or authority is incomplete, and names the minimums missed', async () => {
    signIn();
    mockApi({
      'GET /leads/unread-count': unreadAnswer,
      'GET /leads/:id': detailAnswer({
        stage: 'booked',
        state: 'NI',
        recognitionStatus: 'incomplete',
        minimumWarnings: [
          { state: 'NI', kind: 'minDays', min: 3, days: 2 },
          { state: 'NI', kind: 'minHoursPerDay', min: 8, hours: 6.5 },
        ],
      }),
    });
    await renderRoute(`/leads/${lead.id}`, { language: x.language });
    const status = (await screen.findByText(x.heading)).nextElementSibling as HTMLElement;
    expect(within(status).getByText(x.incomplete)).toBeInTheDocument();
    expect(within(status).queryByText(/^(anerkannt|recognised)$/)).toBeNull();
    expect(within(status).getByText(x.days)).toBeInTheDocument();
    expect(within(status).getByText(x.hours)).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: x.fix })).toHaveAttribute(
      'href',
      `/seminars/edit?id=${seminarOne.id}#section-dates`,
    );
  });

  it('says when the seminar states no teaching hours to check', async () => {
    signIn();
    mockApi({
      'GET /leads/unread-count': unreadAnswer,
      'GET /leads/:id': detailAnswer({
        minimumWarnings: [{ state: 'HH', kind: 'minHoursPerDay', min: 6, hours: null }],
      }),
    });
    await renderRoute(`/leads/${lead.id}`, { language: x.language });
    expect(await screen.findByText(x.unknown)).toBeInTheDocument();
  });
});

describe('the history of rule mails', () => {
  it('says which attached documents a rule mail went without, and why', async () => {
    signIn();
    const answer = detailAnswer({ stage: 'booked' });
    const events: LeadEvent[] = [
      {
        id: 'e2',
        kind: 'rule_mail',
        from: 'employer-letter',
        to: 'Frist für den Antrag',
        user: null,
        createdAt: '2026-11-21T08:00:00.000Z',
      },
      { id: 'e3', kind: 'rule_mail', from: null, to: 'Anfahrt', user: null, createdAt: '2026-11-21T09:00:00.000Z' },
      { id: 'e1', kind: 'created', from: null, to: 'new', user: null, createdAt: lead.createdAt },
    ];
    mockApi({ 'GET /leads/unread-count': unreadAnswer, 'GET /leads/:id': { body: { ...answer.body, events } } });
    await renderRoute(`/leads/${lead.id}`);
    expect(
      await screen.findByText(
        'Automatische Nachricht gesendet: „Frist für den Antrag“ (ohne Schreiben an den Arbeitgeber: keine gültige, vollständige Anerkennung im Arbeits-Bundesland)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Automatische Nachricht gesendet: „Anfahrt“')).toBeInTheDocument();
  });
});

describe('lead reply box: nothing typed is lost (issue 26)', () => {
  const draftKey = `bu_user_data:u1:draft:reply:${lead.conversationId}`;
  const reply: Message = {
    id: '40000000-0000-4000-8000-000000000003',
    direction: 'out',
    text: 'Ja, gern – ich melde mich morgen.',
    createdAt: '2026-11-22T14:00:00.000Z',
    author: owners[0]!,
    readAt: null,
  };

  it('keeps an unsent reply across a reload and forgets it once sent', async () => {
    signIn();
    mockApi({
      'GET /leads/unread-count': unreadAnswer,
      'GET /leads/:id': detailAnswer(),
      'POST /conversations/:id/messages': { status: 201, body: { success: true, message: reply } },
    });
    const user = userEvent.setup();
    const first = await renderRoute(`/leads/${lead.id}`);
    await user.type(await screen.findByRole('textbox', { name: 'Antwort' }), reply.text);
    expect(localStorage.getItem(draftKey)).toContain(reply.text);
    first.unmount();

    await renderRoute(`/leads/${lead.id}`);
    const box = await screen.findByRole('textbox', { name: 'Antwort' });
    await waitFor(() => expect(box).toHaveValue(reply.text));
    await user.click(screen.getByRole('button', { name: 'Antwort senden' }));
    expect(await screen.findByText('Antwort gesendet', { selector: '[data-title]' })).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(localStorage.getItem(draftKey)).toBeNull();
  });

  it('forgets a sent reply even when the page is left before the server answers', async () => {
    signIn();
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockApi({
      'GET /leads/unread-count': unreadAnswer,
      'GET /leads/:id': detailAnswer(),
      'POST /conversations/:id/messages': async () => {
        await answered;
        return { status: 201, body: { success: true, message: reply } };
      },
    });
    const user = userEvent.setup();
    const page = await renderRoute(`/leads/${lead.id}`);
    await user.type(await screen.findByRole('textbox', { name: 'Antwort' }), reply.text);
    await user.click(screen.getByRole('button', { name: 'Antwort senden' }));
    await screen.findByRole('button', { name: 'Wird gesendet …' });
    // The provider goes elsewhere while the reply is on its way; the server then takes it.
    page.unmount();
    answer();
    // Sent is sent: the draft must not come back with the reply in it the next time.
    await waitFor(() => expect(localStorage.getItem(draftKey)).toBeNull());
  });

  it('forgets the draft on sign-out', async () => {
    signIn();
    mockApi({ 'GET /leads/unread-count': unreadAnswer, 'GET /leads/:id': detailAnswer() });
    const user = userEvent.setup();
    await renderRoute(`/leads/${lead.id}`);
    await user.type(await screen.findByRole('textbox', { name: 'Antwort' }), 'Halb geschrieben');
    expect(localStorage.getItem(draftKey)).toContain('Halb geschrieben');
    act(() => logout());
    expect(localStorage.getItem(draftKey)).toBeNull();
  });
});
