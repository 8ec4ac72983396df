import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDaysIso, formatDate, todayIso } from '@bu/contracts';
import { renderRoute, signIn } from '../../../test/utils';
import { mockApi } from '../../../test/server';
import {
  listAnswer,
  sampleLead,
  seminarOne,
  seminarTwo,
  seminarsAnswer,
  unreadAnswer,
} from '../../../test/lead-fixtures';

const unreadLead = sampleLead();
const readLead = sampleLead({
  id: '20000000-0000-4000-8000-000000000002',
  firstName: 'Jonas',
  lastName: 'Weber',
  unread: false,
  unreadMessages: 0,
});

describe('lead list', () => {
  it('keeps the unread filter in the URL and asks the server for unread leads only', async () => {
    signIn();
    const api = mockApi({
      'GET /leads/unread-count': unreadAnswer,
      'GET /seminars': seminarsAnswer(),
      'GET /leads': (url) => listAnswer(url.searchParams.get('unread') === '1' ? [unreadLead] : [unreadLead, readLead]),
    });
    const user = userEvent.setup();
    const { router } = await renderRoute('/leads?sort=last_activity');
    expect(await screen.findByRole('link', { name: /Jonas Weber/ })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /Nur ungelesene/ }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('unread')).toBe('1'));
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('last_activity');
    await waitFor(() => expect(screen.queryByRole('link', { name: /Jonas Weber/ })).not.toBeInTheDocument());
    const last = api
      .calls('GET /leads')
      .map((call) => call.url)
      .at(-1)!;
    expect(last.searchParams.get('unread')).toBe('1');
    expect(last.searchParams.get('sort')).toBe('last_activity');
    expect(screen.getByRole('checkbox', { name: /Nur ungelesene/ })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: /Nur ungelesene/ }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).has('unread')).toBe(false));
  });

  it('reads the filters from the URL on arrival', async () => {
    signIn();
    const api = mockApi({
      'GET /leads/unread-count': unreadAnswer,
      'GET /seminars': seminarsAnswer(),
      'GET /leads': listAnswer([unreadLead]),
    });
    await renderRoute('/leads?unread=1&stage=open&q=lena&pageSize=10&page=2');
    expect(await screen.findByRole('checkbox', { name: /Nur ungelesene/ })).toBeChecked();
    const call = api.calls('GET /leads').map((call) => call.url)[0]!;
    expect(Object.fromEntries(call.searchParams)).toMatchObject({
      unread: '1',
      stage: 'open',
      q: 'lena',
      pageSize: '10',
      page: '2',
      sort: 'created',
    });
    expect(screen.getByRole('searchbox', { name: 'Suche' })).toHaveValue('lena');
  });

  it('makes unread leads stand out, also for screen readers, and shows the sidebar badges', async () => {
    signIn();
    mockApi({
      'GET /leads/unread-count': unreadAnswer,
      'GET /seminars': seminarsAnswer(),
      'GET /leads': listAnswer([unreadLead, readLead]),
    });
    await renderRoute('/leads');
    const unread = await screen.findByRole('link', { name: /^Lena Vogel/ });
    expect(unread).toHaveAccessibleName('Lena Vogel (ungelesen)');
    expect(unread.closest('tr')).toHaveClass('leads-table__row--unread');
    expect(screen.getByRole('link', { name: 'Jonas Weber' }).closest('tr')).not.toHaveClass('leads-table__row--unread');
    const row = within(unread.closest('tr')!);
    expect(row.getByText('20.11.2026 10:15')).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(await within(nav).findByRole('link', { name: 'Leads 3 ungelesen' })).toHaveAttribute('href', '/leads');
    expect(within(nav).getByRole('link', { name: 'Unterhaltungen 2 ungelesen' })).toHaveAttribute(
      'href',
      '/conversations',
    );
  });

  it('filters by any seminar: the picker searches all seminars on the server', async () => {
    signIn();
    const api = mockApi({
      'GET /leads/unread-count': unreadAnswer,
      'GET /seminars': (url) =>
        url.searchParams.get('q') === 'zwei' || url.searchParams.get('id') === seminarTwo.id
          ? seminarsAnswer([seminarTwo])
          : seminarsAnswer([seminarOne], 80),
      'GET /leads': listAnswer([unreadLead]),
    });
    const user = userEvent.setup();
    const { router } = await renderRoute('/leads');
    await user.click(await screen.findByRole('button', { name: 'Seminar Alle Seminare' }));
    const dialog = await screen.findByRole('dialog', { name: 'Seminar auswählen' });
    expect(await within(dialog).findByText('1 von 80 Seminaren – tippe, um zu suchen.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('combobox', { name: 'Seminar suchen' }), 'zwei');
    await user.click(await within(dialog).findByRole('option', { name: new RegExp(seminarTwo.title) }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('seminarId')).toBe(seminarTwo.id));
    expect(
      api
        .calls('GET /seminars')
        .map((call) => call.url)
        .some((url) => url.searchParams.get('q') === 'zwei'),
    ).toBe(true);
    await waitFor(() =>
      expect(
        api
          .calls('GET /leads')
          .map((call) => call.url)
          .at(-1)!
          .searchParams.get('seminarId'),
      ).toBe(seminarTwo.id),
    );
    expect(await screen.findByRole('button', { name: `Seminar ${seminarTwo.title}` })).toBeInTheDocument();
  });

  it('warns of an overdue employer deadline only while the seminar has not started (issue 26)', async () => {
    signIn();
    const today = todayIso();
    const overdue = sampleLead({
      employerNoticeDeadline: addDaysIso(today, -3),
      seminarStartDate: addDaysIso(today, 25),
    });
    const started = sampleLead({
      id: '20000000-0000-4000-8000-000000000003',
      firstName: 'Jonas',
      lastName: 'Weber',
      employerNoticeDeadline: addDaysIso(today, -30),
      seminarStartDate: addDaysIso(today, -2),
    });
    mockApi({
      'GET /leads/unread-count': unreadAnswer,
      'GET /seminars': seminarsAnswer(),
      'GET /leads': listAnswer([overdue, started]),
    });
    await renderRoute('/leads');
    const row = async (name: RegExp) => (await screen.findByRole('link', { name })).closest('tr')!;
    expect(await row(/Lena/)).toHaveTextContent('3 Tage überfällig');
    const past = await row(/Jonas Weber/);
    expect(past).not.toHaveTextContent('überfällig');
    // The start date, not the deadline's (issue 46).
    expect(past).toHaveTextContent(`Seminar hat am ${formatDate(addDaysIso(today, -2), 'de')} begonnen`);
  });
});
