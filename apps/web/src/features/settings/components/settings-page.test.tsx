import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { anna, renderRoute, signIn } from '../../../test/utils';
import { callsTo, members, routeFetch } from '../test/fixtures';

// The settings page renders six sections with lazy chunks; slow CI machines need the room.
vi.setConfig({ testTimeout: 15_000 });

const texts = {
  de: {
    current: 'Aktuelles Passwort',
    password: 'Neues Passwort',
    repeat: 'Neues Passwort wiederholen',
    submit: 'Passwort ändern',
    required: 'Dieses Feld ist erforderlich.',
    short: 'Dein Passwort sollte mindestens 6 Zeichen enthalten',
    mismatch: 'Die Passwörter stimmen nicht überein',
    wrong: 'Das aktuelle Passwort ist nicht korrekt.',
    success: 'Dein Passwort wurde geändert. Alle anderen Sitzungen wurden abgemeldet.',
  },
  en: {
    current: 'Current password',
    password: 'New password',
    repeat: 'Repeat new password',
    submit: 'Change password',
    required: 'This field is required.',
    short: 'Your password should contain at least 6 characters',
    mismatch: 'Passwords do not match',
    wrong: 'The current password is not correct.',
    success: 'Your password has been changed. All other sessions have been signed out.',
  },
} as const;

describe.each(['de', 'en'] as const)('password change (%s)', (language) => {
  const x = texts[language];

  it('requires all three fields, the minimum length and matching passwords', async () => {
    const fetchMock = routeFetch();
    signIn({ ...anna, language });
    const user = userEvent.setup();
    await renderRoute('/settings', { language });
    await user.click(await screen.findByRole('button', { name: x.submit }));
    await waitFor(() => expect(screen.getByLabelText(x.current)).toHaveAccessibleDescription(x.required));
    expect(screen.getByLabelText(x.repeat)).toHaveAccessibleDescription(x.required);

    await user.type(screen.getByLabelText(x.current), 'altes-Passwort');
    await user.type(screen.getByLabelText(x.password), 'abc');
    await user.click(screen.getByRole('button', { name: x.submit }));
    await waitFor(() => expect(screen.getByLabelText(x.password)).toHaveAccessibleDescription(new RegExp(x.short)));

    await user.clear(screen.getByLabelText(x.password));
    await user.type(screen.getByLabelText(x.password), 'neues-Passwort');
    await user.type(screen.getByLabelText(x.repeat), 'anderes-Passwort');
    await user.click(screen.getByRole('button', { name: x.submit }));
    await waitFor(() => expect(screen.getByLabelText(x.repeat)).toHaveAccessibleDescription(x.mismatch));
    expect(callsTo(fetchMock, 'PUT /settings/password')).toHaveLength(0);
  });

  it('shows a wrong current password on its field', async () => {
    routeFetch({
      'PUT /settings/password': {
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION_FAILED',
          message: x.wrong,
          fieldErrors: { currentPassword: 'currentPasswordWrong' },
        },
      },
    });
    signIn({ ...anna, language });
    const user = userEvent.setup();
    await renderRoute('/settings', { language });
    await user.type(await screen.findByLabelText(x.current), 'falsch-falsch');
    await user.type(screen.getByLabelText(x.password), 'neues-Passwort');
    await user.type(screen.getByLabelText(x.repeat), 'neues-Passwort');
    await user.click(screen.getByRole('button', { name: x.submit }));
    await waitFor(() => expect(screen.getByLabelText(x.current)).toHaveAccessibleDescription(x.wrong));
  });

  it('changes the password and says that other sessions were signed out', async () => {
    const fetchMock = routeFetch({ 'PUT /settings/password': { body: { success: true } } });
    signIn({ ...anna, language });
    const user = userEvent.setup();
    await renderRoute('/settings', { language });
    await user.type(await screen.findByLabelText(x.current), 'altes-Passwort');
    await user.type(screen.getByLabelText(x.password), 'neues-Passwort');
    await user.type(screen.getByLabelText(x.repeat), 'neues-Passwort');
    await user.click(screen.getByRole('button', { name: x.submit }));
    expect(await screen.findByText(x.success)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /settings/password')).toEqual([
      { currentPassword: 'altes-Passwort', password: 'neues-Passwort', passwordConfirmation: 'neues-Passwort' },
    ]);
    expect(screen.getByLabelText(x.current)).toHaveValue('');
  });
});

describe('master data (defect 11)', () => {
  it('shows the master data read-only with a link to the profile, the one place to edit it', async () => {
    routeFetch();
    signIn();
    await renderRoute('/settings');
    const section = within(await screen.findByRole('region', { name: 'Stammdaten' }));
    expect(await section.findByText('Bildungswerk am See')).toBeInTheDocument();
    expect(section.getByText('Seestraße 3, 78464 Konstanz, Deutschland')).toBeInTheDocument();
    expect(section.getByText('1001')).toBeInTheDocument();
    expect(section.queryByRole('textbox')).not.toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Im Profil bearbeiten' })).toHaveAttribute(
      'href',
      '/profile#profile-details-heading',
    );
  });
});

describe('invoicing', () => {
  it('needs the full billing address and an invoice email when the billing address differs', async () => {
    const fetchMock = routeFetch();
    signIn();
    const user = userEvent.setup();
    await renderRoute('/settings');
    const section = within(await screen.findByRole('region', { name: 'Rechnungsdaten' }));
    await user.click(await section.findByLabelText(/Rechnungsadresse weicht/));
    await user.click(section.getByRole('button', { name: 'Rechnungsdaten speichern' }));

    for (const label of ['Empfänger', 'Straße und Hausnummer', 'Postleitzahl', 'Ort']) {
      await waitFor(() =>
        expect(section.getByLabelText(label)).toHaveAccessibleDescription('Dieses Feld ist erforderlich.'),
      );
    }
    // The billing country starts as Germany; the message about invoice emails shows once,
    // and the (only) email field stays on screen after the failed save.
    expect(section.getByLabelText('Land')).toHaveValue('DE');
    expect(section.getAllByText('Bitte gib mindestens eine E-Mail-Adresse für Rechnungen an.')).toHaveLength(1);
    expect(section.getByRole('alert')).toHaveTextContent('Bitte gib mindestens eine E-Mail-Adresse für Rechnungen an.');
    expect(section.getByLabelText('Rechnungs-E-Mail 1')).toBeInTheDocument();
    expect(section.getByLabelText('Abteilung')).not.toHaveAttribute('aria-invalid');
    expect(callsTo(fetchMock, 'PUT /settings/invoicing')).toHaveLength(0);
  });

  it('checks the VAT ID format and saves several invoice emails', async () => {
    const fetchMock = routeFetch({
      'PUT /settings/invoicing': (init) => ({
        body: {
          success: true,
          invoicing: {
            ...JSON.parse(String(init?.body)),
            recipient: null,
            department: null,
            comment: null,
            street: null,
            city: null,
            postalCode: null,
            country: null,
            updatedAt: '2026-03-01T10:00:00Z',
          },
        },
      }),
    });
    signIn();
    const user = userEvent.setup();
    await renderRoute('/settings');
    const section = within(await screen.findByRole('region', { name: 'Rechnungsdaten' }));
    await user.type(await section.findByLabelText('USt-IdNr.'), 'DE12345');
    await user.type(section.getByLabelText('Rechnungs-E-Mail 1'), 'buchhaltung@example.org');
    await user.click(section.getByRole('button', { name: 'Weitere E-Mail-Adresse' }));
    await user.type(section.getByLabelText('Rechnungs-E-Mail 2'), 'chefin@example.org');
    await user.click(section.getByRole('button', { name: 'Rechnungsdaten speichern' }));
    await waitFor(() => expect(section.getByLabelText('USt-IdNr.')).toHaveAccessibleDescription(/gültige USt-IdNr/));
    expect(callsTo(fetchMock, 'PUT /settings/invoicing')).toHaveLength(0);

    await user.clear(section.getByLabelText('USt-IdNr.'));
    await user.type(section.getByLabelText('USt-IdNr.'), 'de 123 456 789');
    const reference = section.getByLabelText('Deine Referenz auf Rechnungen (Leitweg-ID, Bestellnummer)');
    expect(reference).toHaveAccessibleDescription(/Leer: deine Anbieternummer/);
    await user.type(reference, '04011000-12345-67');
    await user.click(section.getByRole('button', { name: 'Rechnungsdaten speichern' }));
    expect(await screen.findByText('Die Rechnungsdaten wurden gespeichert.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /settings/invoicing')[0]).toMatchObject({
      differentBillingAddress: false,
      vatId: 'DE123456789',
      buyerReference: '04011000-12345-67',
      invoiceEmails: ['buchhaltung@example.org', 'chefin@example.org'],
    });
  });
});

describe('invoicing after a failed save (defect 10)', () => {
  it('shows a server refusal once, at the emails, and keeps the email field', async () => {
    const message = 'Bitte gib mindestens eine E-Mail-Adresse für Rechnungen an.';
    const fetchMock = routeFetch({
      'PUT /settings/invoicing': {
        status: 422,
        body: {
          success: false,
          code: 'VALIDATION_FAILED',
          message,
          fieldErrors: { invoiceEmails: 'invoiceEmailRequired' },
        },
      },
    });
    signIn();
    const user = userEvent.setup();
    await renderRoute('/settings');
    const section = within(await screen.findByRole('region', { name: 'Rechnungsdaten' }));
    await user.type(await section.findByLabelText('Rechnungs-E-Mail 1'), 'buchhaltung@example.org');
    await user.click(section.getByRole('button', { name: 'Rechnungsdaten speichern' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /settings/invoicing')).toHaveLength(1));
    expect(await section.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(section.getByLabelText('Rechnungs-E-Mail 1')).toHaveValue('buchhaltung@example.org');
  });
});

describe('API keys', () => {
  it('creates a key with a name and scopes, shows it once with a copy button, lists it and revokes it', async () => {
    const secret = `bu_${'A1b2C3d4'.repeat(5)}`;
    const created = {
      id: 'k1',
      name: 'CRM',
      prefix: secret.slice(0, 11),
      scopes: ['leads:read', 'leads:write'],
      createdAt: '2026-03-01T10:00:00Z',
      lastUsedAt: null,
      createdBy: { id: 'u1', firstName: 'Anna', lastName: 'Schmidt' },
    };
    let live: (typeof created)[] = [];
    const fetchMock = routeFetch({
      'GET /settings/api-keys': () => ({ body: { success: true, apiKeys: live, total: live.length } }),
      'POST /settings/api-keys': () => {
        live = [created];
        return { status: 201, body: { success: true, apiKey: secret, key: created } };
      },
      'DELETE /settings/api-keys/k1': () => {
        live = [];
        return { body: { success: true } };
      },
    });
    signIn();
    const user = userEvent.setup();
    // After setup: user-event installs its own clipboard stub.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await renderRoute('/settings');
    const section = within(await screen.findByRole('region', { name: 'API-Schlüssel' }));
    expect(await section.findByText('Es gibt noch keinen API-Schlüssel.')).toBeInTheDocument();

    // Neither a name nor a scope: both are named, nothing is sent.
    await user.click(section.getByRole('button', { name: 'Schlüssel erzeugen' }));
    expect(await section.findByText('Bitte wähle mindestens einen Bereich.')).toBeInTheDocument();
    expect(section.getByText('Dieses Feld ist erforderlich.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /settings/api-keys')).toHaveLength(0);

    await user.type(section.getByLabelText(/^Name/), 'CRM');
    await user.click(section.getByRole('checkbox', { name: 'Anfragen bearbeiten und antworten' }));
    await user.click(section.getByRole('checkbox', { name: 'Anfragen und Nachrichten lesen' }));
    await user.click(section.getByRole('button', { name: 'Schlüssel erzeugen' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /settings/api-keys')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /settings/api-keys')[0]).toEqual({
      name: 'CRM',
      scopes: ['leads:read', 'leads:write'],
    });

    expect(await section.findByLabelText('Neuer API-Schlüssel')).toHaveValue(secret);
    expect(section.getByText('Dein neuer API-Schlüssel „CRM“')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Kopieren' }));
    expect(writeText).toHaveBeenCalledWith(secret);
    expect(await screen.findByText('Der API-Schlüssel wurde kopiert.')).toBeInTheDocument();
    const list = within(await section.findByRole('list', { name: 'Aktive API-Schlüssel' }));
    expect(list.getByText(`${secret.slice(0, 11)}…`)).toBeInTheDocument();
    expect(list.getByText('Anfragen und Nachrichten lesen')).toBeInTheDocument();
    expect(
      list.getByText(/Erstellt am 01\.03\.2026 von Anna Schmidt · Zuletzt verwendet: noch nie/),
    ).toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'Fertig' }));
    expect(screen.queryByDisplayValue(secret)).not.toBeInTheDocument();

    await user.click(list.getByRole('button', { name: '„CRM“ widerrufen' }));
    const dialog = await screen.findByRole('dialog', { name: 'API-Schlüssel „CRM“ widerrufen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Widerrufen' }));
    expect(await screen.findByText('Der API-Schlüssel „CRM“ wurde widerrufen.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /settings/api-keys/k1')).toHaveLength(1);
    expect(await section.findByText('Es gibt noch keinen API-Schlüssel.')).toBeInTheDocument();
    // Defect 13: the section links to the API reference.
    expect(section.getByRole('link', { name: /API-Dokumentation ansehen/ })).toHaveAttribute('href', '/api/docs/');
  });
});

describe('roles', () => {
  it('a member sees no team management, read-only invoicing and no API key action', async () => {
    const fetchMock = routeFetch({
      'GET /settings/invoicing': {
        body: {
          success: true,
          invoicing: {
            differentBillingAddress: true,
            recipient: 'Bildungswerk Nord',
            department: null,
            comment: null,
            street: 'Hafenstraße 1',
            city: 'Kiel',
            postalCode: '24103',
            country: 'DE',
            vatId: 'DE123456789',
            buyerReference: '04011000-12345-67',
            invoiceEmails: ['buchhaltung@example.org'],
            showBrochureFields: false,
            updatedAt: null,
          },
        },
      },
    });
    signIn({ ...anna, id: 'u2', role: 'member' });
    await renderRoute('/settings');
    const team = within(await screen.findByRole('region', { name: 'Teammitglieder' }));
    expect(await team.findByRole('cell', { name: 'ben@example.org' })).toBeInTheDocument();
    expect(team.getByText(/Nur Admins können Teammitglieder einladen/)).toBeInTheDocument();
    expect(team.queryByRole('button', { name: /entfernen/ })).not.toBeInTheDocument();
    expect(team.queryByRole('combobox')).not.toBeInTheDocument();
    expect(team.queryByRole('button', { name: 'Einladung senden' })).not.toBeInTheDocument();

    const invoicingSection = within(screen.getByRole('region', { name: 'Rechnungsdaten' }));
    expect(await invoicingSection.findByText('Nur Admins können die Rechnungsdaten ändern.')).toBeInTheDocument();
    // Read-only as text: the values, but nothing that looks like a field.
    expect(invoicingSection.getByText('DE123456789')).toBeInTheDocument();
    expect(invoicingSection.getByText('04011000-12345-67')).toBeInTheDocument();
    expect(invoicingSection.getByText('Bildungswerk Nord, Hafenstraße 1, 24103 Kiel, Deutschland')).toBeInTheDocument();
    expect(invoicingSection.getByText('buchhaltung@example.org')).toBeInTheDocument();
    expect(invoicingSection.queryByRole('textbox')).not.toBeInTheDocument();
    expect(invoicingSection.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(invoicingSection.queryByRole('button', { name: 'Rechnungsdaten speichern' })).not.toBeInTheDocument();

    const apiKey = within(screen.getByRole('region', { name: 'API-Schlüssel' }));
    expect(apiKey.getByText('Nur Admins können API-Schlüssel erzeugen.')).toBeInTheDocument();
    expect(apiKey.queryByRole('button')).not.toBeInTheDocument();
    expect(apiKey.getByRole('link', { name: /API-Dokumentation ansehen/ })).toHaveAttribute('href', '/api/docs/');
    expect(callsTo(fetchMock, 'GET /settings/api-keys')).toHaveLength(0);
  });

  it('an admin invites; the only admin (the creator) gets no remove button or role select; an invitation is resent and revoked', async () => {
    const fetchMock = routeFetch({
      'POST /settings/team': (init) => ({
        status: 201,
        body: {
          success: true,
          member: {
            id: 'u3',
            ...JSON.parse(String(init?.body)),
            isCreator: false,
            status: 'invited',
            createdAt: '2026-03-01T10:00:00Z',
            twoFactorEnabled: false,
          },
        },
      }),
      'POST /settings/team/u2/resend-invitation': { body: { success: true, member: members[1] } },
      'DELETE /settings/team/u2': { body: { success: true } },
    });
    signIn();
    const user = userEvent.setup();
    await renderRoute('/settings');
    const team = within(await screen.findByRole('region', { name: 'Teammitglieder' }));
    await user.type(await team.findByLabelText('E-Mail-Adresse'), 'neu@example.org');
    await user.type(team.getByLabelText('Vorname'), 'Nora');
    await user.type(team.getByLabelText('Nachname'), 'Neu');
    await user.click(team.getByRole('button', { name: 'Einladung senden' }));
    expect(await screen.findByText('Die Einladung an neu@example.org wurde gesendet.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /settings/team')[0]).toMatchObject({
      email: 'neu@example.org',
      firstName: 'Nora',
      lastName: 'Neu',
      role: 'member',
    });

    // Anna created the provider and is its only admin: nothing in her row could succeed.
    const annaRow = within(team.getByRole('cell', { name: 'anna@example.org' }).closest('tr')!);
    expect(annaRow.queryByRole('button')).not.toBeInTheDocument();
    expect(annaRow.queryByRole('combobox')).not.toBeInTheDocument();
    expect(annaRow.getByText('Admin')).toBeInTheDocument();

    // Ben has not joined yet: resend or revoke the invitation.
    const benRow = within(team.getByRole('cell', { name: 'ben@example.org' }).closest('tr')!);
    expect(benRow.getByRole('combobox', { name: 'Rolle von Ben Berg' })).toBeInTheDocument();
    expect(benRow.queryByRole('button', { name: 'Ben Berg entfernen' })).not.toBeInTheDocument();
    await user.click(benRow.getByRole('button', { name: 'Einladung an Ben Berg erneut senden' }));
    expect(await screen.findByText('Die Einladung an ben@example.org wurde erneut gesendet.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /settings/team/u2/resend-invitation')).toHaveLength(1);

    await user.click(benRow.getByRole('button', { name: 'Einladung an Ben Berg zurückziehen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Einladung zurückziehen?' });
    expect(dialog).toHaveTextContent('Der Einladungslink an ben@example.org funktioniert dann nicht mehr.');
    await user.click(within(dialog).getByRole('button', { name: 'Zurückziehen' }));
    expect(await screen.findByText('Die Einladung an ben@example.org wurde zurückgezogen.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /settings/team/u2')).toHaveLength(1);
  });

  it('inviting a pending address again offers to resend the invitation instead of "already has an account"', async () => {
    const message =
      'Diese Person ist bereits eingeladen, hat die Einladung aber noch nicht angenommen. Du kannst die Einladung erneut senden.';
    const fetchMock = routeFetch({
      'POST /settings/team': {
        status: 409,
        body: { success: false, code: 'INVITATION_PENDING', message, params: { memberId: 'u2' } },
      },
      'POST /settings/team/u2/resend-invitation': { body: { success: true, member: members[1] } },
    });
    signIn();
    const user = userEvent.setup();
    await renderRoute('/settings');
    const team = within(await screen.findByRole('region', { name: 'Teammitglieder' }));
    await user.type(await team.findByLabelText('E-Mail-Adresse'), 'ben@example.org');
    await user.type(team.getByLabelText('Vorname'), 'Ben');
    await user.type(team.getByLabelText('Nachname'), 'Berg');
    await user.click(team.getByRole('button', { name: 'Einladung senden' }));
    const notice = (await team.findByText(message)).closest<HTMLElement>('[role="status"]')!;
    expect(team.queryByText(/bereits ein Konto/)).not.toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Einladung erneut senden' }));
    expect(await screen.findByText('Die Einladung an ben@example.org wurde erneut gesendet.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /settings/team/u2/resend-invitation')).toHaveLength(1);
    await waitFor(() => expect(team.queryByText(message)).not.toBeInTheDocument());
  });
});
