import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorMessage, type Location } from '@bu/contracts';
import { mockApi } from '../../../test/server';
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

/** The locations endpoints over one location that a verification marks valid; fixtures checked by the contracts. */
function stubLocations(overrides: Parameters<typeof mockApi>[0] = {}) {
  let current = hamburg;
  return mockApi({
    'GET /locations': (url) => {
      const status = url.searchParams.get('status');
      const locations = status && status !== current.status ? [] : [current];
      return { body: { success: true, locations, total: locations.length } };
    },
    'POST /locations/verify': () => {
      current = { ...current, validated: true };
      return {
        body: { success: true, valid: true, reason: 'addressValid', state: 'HH', source: 'dataset', location: current },
      };
    },
    'POST /locations': (_url, init) => ({
      body: {
        success: true,
        location: { ...hamburg, ...JSON.parse(init.body!), id: '22222222-2222-4222-8222-222222222222' },
      },
    }),
    ...overrides,
  });
}

describe('locations page', () => {
  it('lists locations, filters by status and verifies an address', async () => {
    const api = stubLocations();
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
    expect(api.body('POST /locations/verify')).toEqual({ id: hamburg.id });

    await user.selectOptions(screen.getByLabelText('Status anzeigen'), 'inactive');
    expect(await screen.findByText('Keine Orte mit diesem Status.')).toBeInTheDocument();
    expect(api.calls('GET /locations').some((call) => call.url.searchParams.get('status') === 'inactive')).toBe(true);
    // The filter lives in the URL.
    expect(router.state.location.search).toBe('?status=inactive');
  });

  it('opens the add dialog at once from ?new=1 (the first-run checklist) and leaves the URL on closing', async () => {
    stubLocations();
    signIn();
    const user = userEvent.setup();
    const { router } = await renderRoute('/locations?new=1');
    const dialog = await screen.findByRole('dialog', { name: 'Neuen Ort anlegen' });
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText(hamburg.formattedAddress)).toBeInTheDocument();
  });

  it('requires postal code and city in the shared location form', async () => {
    const api = stubLocations();
    signIn();
    const user = userEvent.setup();
    await renderRoute('/locations');
    await user.click(await screen.findByRole('button', { name: 'Ort hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neuen Ort anlegen' });
    // The rule is stated once, by the marked fields, not again in a sentence above them.
    expect(within(dialog).queryByText(/Pflicht/)).not.toBeInTheDocument();
    expect(dialog).not.toHaveAttribute('aria-describedby');
    for (const name of ['Straße und Hausnummer', 'Postleitzahl', 'Ort']) {
      expect(within(dialog).getByLabelText(name)).toHaveAttribute('aria-required', 'true');
    }
    await user.click(within(dialog).getByRole('button', { name: 'Ort speichern' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Postleitzahl')).toHaveAccessibleDescription(
        'Dieses Feld ist erforderlich.',
      ),
    );
    expect(within(dialog).getByLabelText('Ort')).toHaveAccessibleDescription('Dieses Feld ist erforderlich.');
    expect(api.calls().some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Straße und Hausnummer'), 'Seestraße 3');
    await user.type(within(dialog).getByLabelText('Postleitzahl'), '78464');
    await user.type(within(dialog).getByLabelText('Ort'), 'Konstanz');
    await user.click(within(dialog).getByRole('button', { name: 'Ort speichern' }));
    expect(await screen.findByText('Der Ort wurde angelegt.')).toBeInTheDocument();
    expect(api.body('POST /locations')).toMatchObject({
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
    const answer = {
      success: false,
      code: 'LOCATION_IN_USE',
      message: errorMessage('LOCATION_IN_USE', 'de', { count: 2 }),
      fieldErrors: { id: 'locationInUse' },
      params: { count: 2 },
    };
    stubLocations({ 'DELETE /locations/:id': { status: 409, body: answer } });
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
    expect(alert).toHaveTextContent('Dieser Ort wird von 2 Seminaren verwendet');
    expect(alert).not.toHaveTextContent('Widerspruch');
    await user.click(within(alert).getByRole('link', { name: 'Zu den Seminaren' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seminars'));
    expect(router.state.location.search).toBe(`?locationId=${hamburg.id}`);
  });

  it('uses the singular for one seminar, in the UI language', async () => {
    stubLocations({
      'DELETE /locations/:id': {
        status: 409,
        body: {
          success: false,
          code: 'LOCATION_IN_USE',
          message: errorMessage('LOCATION_IN_USE', 'de', { count: 1 }),
          fieldErrors: { id: 'locationInUse' },
          params: { count: 1 },
        },
      },
    });
    signIn();
    const user = userEvent.setup();
    await renderRoute('/locations', { language: 'en' });
    const item = (await screen.findByText(hamburg.formattedAddress)).closest('li')!;
    await user.click(within(item).getByRole('button', { name: `Actions for ${hamburg.formattedAddress}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This location is used by 1 seminar and cannot be deleted.');
    expect(within(alert).getByRole('link', { name: 'Go to the seminar' })).toHaveAttribute(
      'href',
      `/seminars?locationId=${hamburg.id}`,
    );
  });
});
