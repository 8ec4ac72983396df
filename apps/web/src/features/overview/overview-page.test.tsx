/**
 * The dashboard home (ADR 023): the key figures (money for admins only), the first-run checklist
 * ticked by the data and hidden once all is done, the to-do card, and "book a boost".
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BoostInvoiceResponse } from '@bu/contracts';
import { apiLog, mockApi } from '../../test/server';
import { anna, renderRoute, signIn } from '../../test/utils';
import { overviewAnswer } from './test/fixtures';

const boostOverview: BoostInvoiceResponse = {
  success: true,
  pricePerDayCents: 500,
  vatRatePercent: 19,
  today: '2026-03-02',
  bookings: [],
  unconfirmedTotalCents: 0,
  vatCents: 0,
  grossCents: 0,
  boostableSeminars: [{ id: 's1', title: 'Rhetorik im Beruf', startDate: '2026-05-04', maxDays: 63 }],
};

function stub(answer = overviewAnswer({ online: 2, draft: 1 })) {
  mockApi({
    'GET /overview': { body: answer },
    'GET /leads/unread-count': { body: { success: true, leads: 0, conversations: 0, messages: 0 } },
    'GET /seminars/boost-invoice': { body: boostOverview },
  });
}

const figure = (label: string) => screen.getByText(label, { selector: '.key-figure__label' }).closest('a')!;

describe('overview', () => {
  it('shows the key figures, each linking to where it comes from, from one call', async () => {
    signIn();
    stub({
      ...overviewAnswer({ online: 2, draft: 1, unbilledNetCents: 12_345 }),
      keyFigures: { online: 2, newLeads: 4, seminarViews: 1234, unbilledNetCents: 12_345 },
    });
    await renderRoute('/');
    const figures = await screen.findByRole('list', { name: 'Kennzahlen' });
    expect(within(figures).getAllByRole('listitem')).toHaveLength(4);
    expect(figure('Seminare online')).toHaveTextContent('Seminare online 2 von 3 insgesamt');
    expect(figure('Seminare online')).toHaveAttribute('href', '/seminars');
    expect(figure('Neue Anfragen')).toHaveTextContent('Neue Anfragen 4 letzte 7 Tage');
    expect(figure('Seminaraufrufe')).toHaveTextContent('1.234');
    expect(figure('Seminaraufrufe')).toHaveAttribute('href', '/statistics');
    expect(figure('Gebucht, noch nicht abgerechnet')).toHaveTextContent(/123,45\s€/);
    expect(apiLog.calls('GET /overview')).toHaveLength(1);
    expect(apiLog.calls('GET /provider-profile')).toHaveLength(0);
  });

  it('leaves the money figure out for members (the answer has none)', async () => {
    signIn({ ...anna, role: 'member' });
    stub(overviewAnswer({ online: 1, unbilledNetCents: null }));
    await renderRoute('/');
    const figures = await screen.findByRole('list', { name: 'Kennzahlen' });
    expect(within(figures).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('Gebucht, noch nicht abgerechnet')).not.toBeInTheDocument();
  });

  it('shows the first-run checklist ticked by the data, the next step as the primary button', async () => {
    signIn();
    stub(overviewAnswer({ checklist: { location: true, seminar: false, profile: false, team: false } }));
    await renderRoute('/');
    const checklist = (await screen.findByRole('heading', { name: 'Erste Schritte' })).closest('section')!;
    expect(within(checklist).getByText('1 von 4 erledigt')).toBeInTheDocument();
    const items = within(checklist).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.checklist__title')!.textContent)).toEqual([
      'Veranstaltungsort anlegen',
      'Erstes Seminar anlegen',
      'Profil mit Logo vervollständigen',
      'Team einladen',
    ]);
    expect(items[0]).toHaveClass('checklist__item--done');
    expect(within(items[0]!).getByText('Erledigt')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('link')).not.toBeInTheDocument();
    const next = within(items[1]!).getByRole('link', { name: 'Seminar anlegen' });
    expect(next).toHaveAttribute('href', '/seminars/create');
    expect(next).toHaveClass('button--primary');
    expect(within(items[2]!).getByRole('link', { name: 'Profil bearbeiten' })).toHaveClass('button--secondary');
    expect(within(items[3]!).getByRole('link', { name: 'Team einladen' })).toHaveAttribute('href', '/settings#team');
  });

  it.each([
    ['de', 'Erste Schritte', 'Erste Schritte ausblenden', 'Erste Schritte wieder anzeigen'],
    ['en', 'Get started', 'Hide “Get started”', 'Show “Get started” again'],
  ] as const)(
    'puts the checklist away for this user and offers it back (%s)',
    async (language, heading, hide, show) => {
      signIn();
      stub(overviewAnswer({ checklist: { location: true, seminar: false, profile: false, team: false } }));
      const user = userEvent.setup();
      const first = await renderRoute('/', { language });
      await screen.findByRole('heading', { name: heading });
      await user.click(screen.getByRole('button', { name: hide }));
      expect(screen.queryByRole('heading', { name: heading })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: show })).toHaveFocus();
      first.unmount();

      // Remembered for this user on this device.
      await renderRoute('/', { language });
      const again = await screen.findByRole('button', { name: show });
      expect(screen.queryByRole('heading', { name: heading })).not.toBeInTheDocument();
      await user.click(again);
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      expect(localStorage.getItem('bu_user_data:u1:overview:checklist-hidden')).toBeNull();
    },
  );

  it('opens the add-location dialog from the first step', async () => {
    signIn();
    stub(overviewAnswer({ checklist: { location: false, seminar: false, profile: false, team: false } }));
    await renderRoute('/');
    const checklist = (await screen.findByRole('heading', { name: 'Erste Schritte' })).closest('section')!;
    expect(within(checklist).getByRole('link', { name: 'Ort anlegen' })).toHaveAttribute('href', '/locations?new=1');
  });

  it('hides the checklist once every step is done, and says when nothing needs action', async () => {
    signIn();
    stub(overviewAnswer({ online: 1 }));
    await renderRoute('/');
    const todo = (await screen.findByRole('heading', { name: 'Zu erledigen' })).closest('section')!;
    expect(within(todo).getByText('Gerade ist nichts zu tun')).toHaveClass('empty-state__title');
    expect(screen.queryByRole('heading', { name: 'Erste Schritte' })).not.toBeInTheDocument();
  });

  it('lists what needs action: unread inquiries, seminars starting soon, drafts', async () => {
    signIn();
    const answer = overviewAnswer({ online: 1, draft: 2 });
    stub({
      ...answer,
      leadActivity: { ...answer.leadActivity, unread: 3 },
      expiringSoon: [
        {
          id: 's9',
          title: 'Rhetorik im Beruf',
          seminarNumber: null,
          status: 'online',
          startDate: '2026-03-10',
          endDate: '2026-03-14',
          dateComment: null,
        },
      ],
      profileCompleteness: 60,
    });
    await renderRoute('/');
    const todo = (await screen.findByRole('heading', { name: 'Zu erledigen' })).closest('section')!;
    const rows = within(todo)
      .getAllByRole('listitem')
      .map((row) => row.textContent?.replace(/\s+/g, ' ').trim());
    expect(rows).toEqual([
      '3 ungelesene Anfragen',
      expect.stringMatching(/^Rhetorik im Beruf 10\.03\.2026 – 14\.03\.2026\s*Beginnt bald$/),
      '2 Entwürfe noch nicht veröffentlicht',
    ]);
    expect(within(todo).getByRole('link', { name: '3 ungelesene Anfragen' })).toHaveAttribute(
      'href',
      '/leads?unread=1',
    );
    expect(within(todo).getByRole('link', { name: 'Rhetorik im Beruf' })).toHaveAttribute(
      'href',
      '/seminars/edit?id=s9',
    );
  });

  it('has the three cards of the overview: seminars, provider profile status (complete too) and activities', async () => {
    signIn();
    stub({ ...overviewAnswer(), profileCompleteness: 60 });
    const { unmount } = await renderRoute('/');
    const card = (await screen.findByRole('heading', { name: 'Anbieterprofil' })).closest('section')!;
    expect(within(card).getByRole('progressbar', { name: /^Profil zu 60\s%\svollständig$/ })).toHaveValue(60);
    expect(within(card).getByRole('link', { name: 'Profil vervollständigen' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('heading', { name: 'Deine Seminare' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Letzte Aktivitäten' })).toBeInTheDocument();
    unmount();

    stub({ ...overviewAnswer(), profileCompleteness: 100 });
    await renderRoute('/');
    const complete = (await screen.findByRole('heading', { name: 'Anbieterprofil' })).closest('section')!;
    expect(within(complete).getByText(/^Profil zu 100\s%\svollständig$/)).toBeInTheDocument();
    expect(within(complete).getByRole('link', { name: 'Profil bearbeiten' })).toHaveAttribute('href', '/profile');
  });

  it('offers "book a boost" on the seminars card and opens the booking page', { timeout: 20_000 }, async () => {
    signIn();
    stub();
    const user = userEvent.setup();
    const { router } = await renderRoute('/');
    const card = (await screen.findByRole('heading', { name: 'Deine Seminare' })).closest('section')!;
    const boost = await within(card).findByRole('link', { name: 'Boost buchen' });
    expect(boost).toHaveAttribute('href', '/seminars/boost');
    await user.click(boost);
    expect(await screen.findByRole('heading', { name: 'Top-Platzierung buchen', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/seminars/boost');
    expect(await screen.findByRole('option', { name: /^Rhetorik im Beruf/ })).toBeInTheDocument();
  });

  it('offers no boost while no seminar is online', { timeout: 20_000 }, async () => {
    signIn();
    stub(overviewAnswer({ online: 0, draft: 1 }));
    await renderRoute('/');
    const card = (await screen.findByRole('heading', { name: 'Deine Seminare' })).closest('section')!;
    expect(within(card).getByText('Entwurf').closest('div')).toHaveTextContent('1');
    expect(within(card).queryByRole('link', { name: 'Boost buchen' })).not.toBeInTheDocument();
  });
});
