/**
 * Issue 26, defect 4: the activity log speaks the UI language (dates and states in the "from → to"
 * details), a session without a named browser is an unknown device or the API client by name, and
 * the boost table's headers never break inside a word.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ActivityEntry, UserSession } from '@bu/contracts';
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
