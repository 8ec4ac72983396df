/** /support for superadmins only (404 for others), and the banner during a support session. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setSupport, SUPPORT_RETURN_STORAGE_KEY, getSession } from '../../../lib/session';
import { mockApi } from '../../../test/server';
import { anna, renderRoute, signIn } from '../../../test/utils';

const support = {
  providerId: 'p2',
  providerName: 'Akademie Nord',
  supportUser: { id: 's1', firstName: 'Susi', lastName: 'Support', email: 'susi@example.org' },
  expiresAt: '2030-01-01T10:00:00Z',
};

describe('support', () => {
  it('is not found for a provider user, and the sidebar has no entry for it', async () => {
    signIn();
    mockApi({ 'GET /support/providers': { body: { success: true, providers: [], total: 0 } } });
    await renderRoute('/support');
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Support' })).not.toBeInTheDocument();
  });

  it('lists providers for a superadmin', async () => {
    signIn({ ...anna, isSuperadmin: true });
    mockApi({
      'GET /support/providers': {
        body: {
          success: true,
          providers: [{ id: 'p2', providerNumber: 10002, name: 'Akademie Nord', city: 'Kiel', email: null }],
          total: 1,
        },
      },
    });
    await renderRoute('/support');
    expect(await screen.findByRole('link', { name: 'Akademie Nord' })).toHaveAttribute('href', '/support?provider=p2');
    expect(screen.getByRole('heading', { name: 'Gefundene Anbieter: 1' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveTextContent('Support');
  });

  it("shows a provider's boosts by state and its invoices with the newest one", async () => {
    signIn({ ...anna, isSuperadmin: true });
    const provider = {
      id: 'p2',
      providerNumber: 10002,
      name: 'Akademie Nord',
      city: 'Kiel',
      email: null,
      createdAt: '2026-01-05T09:00:00Z',
      users: [],
      seminars: { draft: 0, online: 1, paused: 0, archived: 0, expired: 0, total: 1 },
      boosts: { unconfirmed: 1, scheduled: 2, running: 1234, ended: 4 },
      invoices: {
        count: 3,
        latest: { number: 'RE-2026-00042', kind: 'invoice', issuedOn: '2026-11-01', grossCents: 123456 },
      },
      recentActivity: [],
    };
    // The page asks for both: the (empty) search and the provider.
    mockApi({
      'GET /support/providers': { body: { success: true, providers: [], total: 0 } },
      'GET /support/providers/:id': { body: { success: true, provider } },
    });
    await renderRoute('/support?provider=p2');
    expect(await screen.findByRole('heading', { name: 'Top-Platzierungen' })).toBeInTheDocument();
    const boosts = screen.getByRole('heading', { name: 'Top-Platzierungen' }).nextElementSibling as HTMLElement;
    expect(
      within(boosts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Unbestätigt: 1', 'Bestätigt, geplant: 2', 'Läuft: 1.234', 'Beendet: 4']);
    const invoices = screen.getByRole('heading', { name: 'Rechnungen' }).nextElementSibling as HTMLElement;
    expect(invoices).toHaveTextContent('Ausgestellt: 3');
    expect(invoices).toHaveTextContent('Letzte: RE-2026-00042 vom 01.11.2026 über 1.234,56 €');
  });

  it('shows which accounts are locked by rate limits and when they are released, in both languages', async () => {
    signIn({ ...anna, isSuperadmin: true });
    const person = { role: 'admin', isCreator: false, verified: true, twoFactorEnabled: false, lastSignInAt: null };
    const provider = {
      id: 'p3',
      providerNumber: 10003,
      name: 'Akademie Süd',
      city: 'Ulm',
      email: null,
      createdAt: '2026-01-05T09:00:00Z',
      users: [
        {
          ...person,
          id: 'u1',
          firstName: 'Dora',
          lastName: 'Dreher',
          email: 'dora@example.org',
          rateLimits: [
            { scope: 'login', retryAfterSeconds: 61 },
            { scope: 'reset', retryAfterSeconds: 3540 },
          ],
        },
        { ...person, id: 'u2', firstName: 'Emil', lastName: 'Eck', email: 'emil@example.org', rateLimits: [] },
      ],
      seminars: { draft: 0, online: 0, paused: 0, archived: 0, expired: 0, total: 0 },
      boosts: { unconfirmed: 0, scheduled: 0, running: 0, ended: 0 },
      invoices: { count: 0, latest: null },
      recentActivity: [],
    };
    const cellOf = (name: string, column: string) => {
      const row = screen.getByRole('row', { name: new RegExp(name) });
      const index = screen.getAllByRole('columnheader').findIndex((header) => header.textContent === column);
      return within(row).getAllByRole('cell')[index]!;
    };
    mockApi({
      'GET /support/providers': { body: { success: true, providers: [], total: 0 } },
      'GET /support/providers/:id': { body: { success: true, provider } },
    });
    const { unmount } = await renderRoute('/support?provider=p3');
    await screen.findByRole('heading', { name: 'Akademie Süd' });
    expect(
      within(cellOf('Dora', 'Durch Limits gesperrt'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Anmeldung von neuen Adressen: frei in 2 Minuten', 'Passwort zurücksetzen: frei in 59 Minuten']);
    expect(cellOf('Emil', 'Durch Limits gesperrt')).toHaveTextContent(/^nein$/);
    unmount();

    await renderRoute('/support?provider=p3', { language: 'en' });
    await screen.findByRole('heading', { name: 'Akademie Süd' });
    expect(
      within(cellOf('Dora', 'Locked by rate limits'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sign-in from new addresses: released in 2 minutes', 'Password reset: released in 59 minutes']);
    expect(cellOf('Emil', 'Locked by rate limits')).toHaveTextContent(/^no$/);
  });

  it('shows the banner on dashboard screens and returns to the own session on end', async () => {
    signIn({ ...anna, isSuperadmin: true });
    localStorage.setItem(SUPPORT_RETURN_STORAGE_KEY, 'own-token');
    act(() => setSupport(support));
    const api = mockApi({
      'POST /validate-session': { body: { success: true, isSuperadmin: true, user: { ...anna, isSuperadmin: true } } },
      'POST /support/sessions/end': { body: { success: true } },
      'GET /support/providers': { body: { success: true, providers: [], total: 0 } },
    });
    const user = userEvent.setup();
    const { router } = await renderRoute('/');
    const banner = await screen.findByRole('region', { name: 'Support-Zugriff' });
    expect(banner).toHaveTextContent('Support-Zugriff auf Akademie Nord');
    await user.click(screen.getByRole('button', { name: 'Beenden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/support'));
    expect(api.calls('POST /support/sessions/end')).toHaveLength(1);
    expect(getSession()).toMatchObject({ token: 'own-token', support: null });
    expect(localStorage.getItem(SUPPORT_RETURN_STORAGE_KEY)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Support-Zugriff' })).not.toBeInTheDocument();
  });

  it('keeps the search and the provider shown in its own URL, and follows Back', async () => {
    signIn({ ...anna, isSuperadmin: true });
    const api = mockApi({
      'GET /support/providers': (url) => ({
        body: {
          success: true,
          providers: url.searchParams.get('q')
            ? [{ id: 'p2', providerNumber: 10002, name: 'Akademie Nord', city: 'Kiel', email: null }]
            : [],
          total: url.searchParams.get('q') ? 1 : 0,
        },
      }),
    });
    const user = userEvent.setup();
    const { router } = await renderRoute('/support?provider=p9');
    const box = await screen.findByRole('searchbox', { name: /Anbieter suchen/ });
    await user.type(box, '  Nord ');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    // A new search leaves the provider shown before.
    await waitFor(() => expect(router.state.location.search).toBe('?q=Nord'));
    expect(router.state.location.pathname).toBe('/support');
    await waitFor(() => expect(api.calls('GET /support/providers').at(-1)!.url.searchParams.get('q')).toBe('Nord'));
    expect(await screen.findByRole('link', { name: 'Akademie Nord' })).toHaveAttribute(
      'href',
      '/support?q=Nord&provider=p2',
    );
    await act(async () => {
      await router.navigate(-1);
    });
    await waitFor(() => expect(box).toHaveValue(''));
  });
});
