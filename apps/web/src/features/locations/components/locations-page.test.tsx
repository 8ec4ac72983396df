import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Location } from '@bu/contracts';
import { renderRoute, signIn } from '../../../test/utils';

vi.setConfig({ testTimeout: 15_000 });

const hamburg: Location = {
  id: '11111111-1111-4111-8111-111111111111',
  type: 'presence',
  street: 'Große Elbstraße 145',
  postalCode: '22767',
  city: 'Hamburg',
  country: 'DE',
  state: 'HH',
  cityAddition: 'Altona',
  status: 'active',
  isBusinessAddress: true,
  validated: null,
  formattedAddress: 'Große Elbstraße 145, 22767 Hamburg (Altona)',
  createdAt: '2026-01-01T10:00:00Z',
  updatedAt: '2026-01-01T10:00:00Z',
};

function stubLocations() {
  let current = hamburg;
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const { pathname, searchParams } = new URL(String(url), 'http://localhost');
    const route = `${init?.method ?? 'GET'} ${pathname}`;
    let body: unknown = { success: true };
    if (route === 'GET /api/locations') {
      const status = searchParams.get('status');
      const locations = status && status !== current.status ? [] : [current];
      body = { success: true, locations, total: locations.length };
    } else if (route === 'POST /api/locations/verify') {
      current = { ...current, validated: true };
      body = { success: true, valid: true, reason: 'addressValid', state: 'HH', source: 'dataset', location: current };
    } else if (route === 'POST /api/locations') {
      const input = JSON.parse(String(init?.body));
      body = { success: true, location: { ...hamburg, ...input, id: '22222222-2222-4222-8222-222222222222' } };
    }
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('locations page', () => {
  it('lists locations, filters by status and verifies an address', async () => {
    const fetchMock = stubLocations();
    signIn();
    const user = userEvent.setup();
    const { router } = await renderRoute('/locations');
    const item = (await screen.findByText(hamburg.formattedAddress)).closest('li')!;
    expect(within(item).getByText('Geschäftsadresse')).toBeInTheDocument();
    expect(within(item).getByText('Nicht geprüft')).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: `Aktionen für ${hamburg.formattedAddress}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Adresse prüfen' }));
    expect(await within(item).findByText('Adresse gültig')).toBeInTheDocument();
    expect(await screen.findByText('Die Adresse ist gültig.')).toBeInTheDocument();
    const verify = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/locations/verify'));
    expect(JSON.parse(String(verify?.[1]?.body))).toEqual({ id: hamburg.id });

    await user.selectOptions(screen.getByLabelText('Status anzeigen'), 'inactive');
    expect(await screen.findByText('Keine Orte mit diesem Status.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('status=inactive'))).toBe(true);
    // The filter lives in the URL.
    expect(router.state.location.search).toBe('?status=inactive');
  });

  it('requires postal code and city in the shared location form', async () => {
    const fetchMock = stubLocations();
    signIn();
    const user = userEvent.setup();
    await renderRoute('/locations');
    await user.click(await screen.findByRole('button', { name: 'Ort hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neuen Ort anlegen' });
    await user.click(within(dialog).getByRole('button', { name: 'Ort speichern' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Postleitzahl')).toHaveAccessibleDescription('Dieses Feld ist erforderlich.'),
    );
    expect(within(dialog).getByLabelText('Ort')).toHaveAccessibleDescription('Dieses Feld ist erforderlich.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Straße und Hausnummer'), 'Seestraße 3');
    await user.type(within(dialog).getByLabelText('Postleitzahl'), '78464');
    await user.type(within(dialog).getByLabelText('Ort'), 'Konstanz');
    await user.click(within(dialog).getByRole('button', { name: 'Ort speichern' }));
    expect(await screen.findByText('Der Ort wurde angelegt.')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([url, init]) => init?.method === 'POST' && String(url).endsWith('/locations'));
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      type: 'presence',
      street: 'Seestraße 3',
      postalCode: '78464',
      city: 'Konstanz',
      country: 'DE',
      state: null,
      status: 'active',
      isBusinessAddress: false,
    });
  });

  it('says how many seminars use a location it cannot delete and links to the seminar list', async () => {
    stubLocations();
    const answer = {
      success: false,
      code: 'LOCATION_IN_USE',
      message: 'Dieser Ort wird von 2 Seminar(en) verwendet und kann nicht gelöscht werden. Ändere dort den Ort oder setze ihn auf inaktiv.',
      fieldErrors: { id: 'locationInUse' },
      params: { count: 2 },
    };
    const list = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (url, init) =>
      init?.method === 'DELETE'
        ? new Response(JSON.stringify(answer), { status: 409, headers: { 'Content-Type': 'application/json' } })
        : list(url, init),
    );
    signIn();
    const user = userEvent.setup();
    const { router } = await renderRoute('/locations');
    const item = (await screen.findByText(hamburg.formattedAddress)).closest('li')!;
    await user.click(within(item).getByRole('button', { name: `Aktionen für ${hamburg.formattedAddress}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ort löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`„${hamburg.formattedAddress}“ wurde nicht gelöscht`);
    expect(alert).toHaveTextContent('Dieser Ort wird von 2 Seminar(en) verwendet');
    expect(alert).not.toHaveTextContent('Widerspruch');
    await user.click(within(alert).getByRole('link', { name: 'Zu den Seminaren' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seminars'));
  });
});
