/**
 * Issue 26, defect 4: the activity log speaks the UI language (dates and states in the "from → to"
 * details), a session without a named browser is an unknown device or the API client by name, and
 * the boost table's headers never break inside a word. The log's filters and pages are the list
 * kit's: in the address, sent to the server, page 1 again after a filter change.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ActivityEntry, UserSession } from '@bu/contracts';
import { mockApi } from '../../../test/server';
import { anna, renderRoute, signIn } from '../../../test/utils';
import { routeFetch } from '../test/fixtures';

vi.setConfig({ testTimeout: 15_000 });

const entry = (id: string, overrides: Partial<ActivityEntry>): ActivityEntry => ({
  id,
  kind: 'seminar_start_date_changed',
  createdAt: '2026-11-20T14:30:00Z',
  user: { id: 'u1', name: 'Anna Schmidt' },
  supportUser: null,
  subject: 'Rhetorik im Beruf',
  details: {},
  ...overrides,
});

const session = (id: string, overrides: Partial<UserSession>): UserSession => ({
  id,
  browser: null,
  os: null,
  network: '203.0.x.x',
  createdAt: '2026-11-20T14:30:00Z',
  lastUsedAt: '2026-11-20T14:30:00Z',
  current: false,
  ...overrides,
});

const texts = {
  de: {
    dates: '(25.11.2026 → 01.12.2026)',
    states: '(Unsichtbar → Online)',
    unknown: 'Unbekanntes Gerät',
    firefox: 'Firefox auf Linux',
  },
  en: {
    dates: '(25/11/2026 → 01/12/2026)',
    states: '(Invisible → Online)',
    unknown: 'Unknown device',
    firefox: 'Firefox on Linux',
  },
} as const;

describe.each(['de', 'en'] as const)('activity and sessions (%s)', (language) => {
  const x = texts[language];

  it('shows changed dates and states in the UI language', async () => {
    routeFetch({
      'GET /settings/activity': {
        body: {
          success: true,
          entries: [
            entry('a1', { details: { from: '2026-11-25', to: '2026-12-01' } }),
            entry('a2', { kind: 'seminar_status_changed', details: { from: 'paused', to: 'online' } }),
          ],
          total: 2,
          page: 1,
          pageSize: 50,
          people: [{ id: 'u1', name: 'Anna Schmidt' }],
        },
      },
      'GET /settings/sessions': { body: { success: true, sessions: [], total: 0 } },
    });
    signIn({ ...anna, language });
    await renderRoute('/settings', { language });
    const table = await screen.findByRole('table', { name: /2/ });
    expect(within(table).getByText(x.dates)).toBeInTheDocument();
    expect(within(table).getByText(x.states)).toBeInTheDocument();
    expect(table).not.toHaveTextContent('2026-11-25');
  });

  it('names a session without a browser an unknown device, or its API client', async () => {
    routeFetch({
      'GET /settings/sessions': {
        body: {
          success: true,
          sessions: [
            session('s1', { browser: 'Firefox', os: 'Linux', current: true }),
            session('s2', {}),
            session('s3', { browser: 'curl' }),
          ],
          total: 3,
        },
      },
    });
    signIn({ ...anna, language });
    await renderRoute('/settings', { language });
    const list = (await screen.findByText(x.firefox)).closest('ul')!;
    const names = within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('strong')!.textContent);
    expect(names).toEqual([x.firefox, x.unknown, 'curl']);
  });
});

describe('activity log filters and pages', () => {
  const ben = { id: '30000000-0000-4000-8000-000000000002', name: 'Ben Berg' };
  const answer = (url: URL) => {
    const page = Number(url.searchParams.get('page') ?? 1);
    const total = url.searchParams.get('kind') ? 3 : 120;
    const count = Math.min(50, total - (page - 1) * 50);
    return {
      body: {
        success: true,
        entries: Array.from({ length: count }, (_, i) => entry(`e${page}-${i}`, { subject: `Seminar ${page}-${i}` })),
        total,
        page,
        pageSize: 50,
        people: [{ id: 'u1', name: 'Anna Schmidt' }, ben],
      },
    };
  };
  const query = (log: ReturnType<typeof mockApi>) =>
    Object.fromEntries(log.calls('GET /settings/activity').at(-1)!.url.searchParams);
  /**
   * Every query sent, in the order recorded: a background refetch of the page shown before can
   * be recorded after the next page's request (seen in CI under load), so a change is checked as
   * sent, not as the last call.
   */
  const sent = (log: ReturnType<typeof mockApi>) =>
    log.calls('GET /settings/activity').map((call) => Object.fromEntries(call.url.searchParams));

  it('pages, filters by person and kind in the address, and resets', async () => {
    routeFetch({ 'GET /settings/sessions': { body: { success: true, sessions: [], total: 0 } } });
    const log = mockApi({ 'GET /settings/activity': (url) => answer(url) });
    signIn();
    const user = userEvent.setup();
    const { router } = await renderRoute('/settings');
    const activity = await screen.findByRole('region', { name: 'Aktivität' });
    expect(await within(activity).findByText('1–50 von 120')).toBeInTheDocument();
    expect(within(activity).queryByRole('combobox', { name: 'Pro Seite' })).not.toBeInTheDocument();

    await user.click(within(activity).getByRole('button', { name: 'Weiter' }));
    // The range follows the address at once, over the rows shown before; page 2's own rows come
    // with its answer, so they prove the request.
    expect(await within(activity).findByText('51–100 von 120')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(await within(activity).findByText(/: Seminar 2-0$/)).toBeInTheDocument();
    expect(sent(log)).toContainEqual({ page: '2' });

    await user.selectOptions(within(activity).getByRole('combobox', { name: 'Person' }), 'Ben Berg');
    await waitFor(() => expect(router.state.location.search).toBe(`?userId=${ben.id}`));
    await user.selectOptions(within(activity).getByRole('combobox', { name: 'Art' }), 'Anmeldung');
    await waitFor(() => expect(router.state.location.search).toBe(`?userId=${ben.id}&kind=sign_in`));
    expect(await within(activity).findByText('1–3 von 3')).toBeInTheDocument();
    // Page 1 again after a filter change, never the page shown before.
    expect(sent(log)).toContainEqual({ userId: ben.id, kind: 'sign_in', page: '1' });
    expect(sent(log)).not.toContainEqual(expect.objectContaining({ kind: 'sign_in', page: '2' }));

    await user.click(within(activity).getByRole('button', { name: 'Filter zurücksetzen' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await within(activity).findByText('1–50 von 120')).toBeInTheDocument();
    expect(within(activity).getByRole('combobox', { name: 'Art' })).toHaveValue('');
  });

  it('reads the filters from the address on arrival', async () => {
    routeFetch({ 'GET /settings/sessions': { body: { success: true, sessions: [], total: 0 } } });
    const log = mockApi({ 'GET /settings/activity': (url) => answer(url) });
    signIn();
    await renderRoute(`/settings?kind=sign_in&userId=${ben.id}`);
    const activity = await screen.findByRole('region', { name: 'Aktivität' });
    expect(await within(activity).findByText('1–3 von 3')).toBeInTheDocument();
    expect(within(activity).getByRole('combobox', { name: 'Art' })).toHaveValue('sign_in');
    expect(within(activity).getByRole('combobox', { name: 'Person' })).toHaveValue(ben.id);
    expect(query(log)).toEqual({ userId: ben.id, kind: 'sign_in', page: '1' });
  });
});
