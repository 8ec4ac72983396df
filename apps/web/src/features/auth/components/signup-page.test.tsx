import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { okSchema } from '@bu/contracts';
import { fail, mockApi, reply } from '../../../test/server';
import { renderRoute } from '../../../test/utils';

const texts = {
  de: {
    question: /in mindestens einem Bundesland als Bildungsurlaub-Anbieter anerkannt/,
    yes: 'Ja',
    no: 'Nein',
    continue: 'Weiter',
    selectOption: 'Bitte wähle eine der Optionen',
    required: 'Dieses Feld ist erforderlich.',
    shortPassword: 'Dein Passwort sollte mindestens 6 Zeichen enthalten',
    submit: 'Konto anlegen',
    provider: 'Name des Anbieters',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail-Adresse',
    telephone: 'Telefon',
    street: 'Straße und Hausnummer',
    postalCode: 'Postleitzahl',
    city: 'Ort',
    country: 'Land',
    language: 'Bevorzugte Sprache',
    password: 'Passwort',
    terms: /Nutzungsbedingungen/,
    germany: 'Deutschland',
    austria: 'Österreich',
    notApproved: /So wirst du als Bildungsurlaub-Anbieter anerkannt/,
    bavaria: 'Bayern',
    verify: 'Bitte bestätige deine E-Mail-Adresse',
  },
  en: {
    question: 'Are you approved as an educational-leave provider in at least one German state?',
    yes: 'Yes',
    no: 'No',
    continue: 'Continue',
    selectOption: 'Please select one of the options',
    required: 'This field is required.',
    shortPassword: 'Your password should contain at least 6 characters',
    submit: 'Create account',
    provider: 'Provider name',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email address',
    telephone: 'Telephone',
    street: 'Street and number',
    postalCode: 'Postal code',
    city: 'City',
    country: 'Country',
    language: 'Preferred language',
    password: 'Password',
    terms: /terms of use/,
    germany: 'Germany',
    austria: 'Austria',
    notApproved: /How to get approved/,
    bavaria: 'Bavaria',
    verify: 'Please confirm your email address',
  },
} as const;

describe.each(['de', 'en'] as const)('sign-up (%s)', (language) => {
  const x = texts[language];

  async function openForm() {
    const user = userEvent.setup();
    await renderRoute('/auth/signup', { language });
    const group = await screen.findByRole('group', { name: x.question });
    expect(group).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: x.yes }));
    await user.click(screen.getByRole('button', { name: x.continue }));
    await screen.findByRole('button', { name: x.submit });
    return user;
  }

  it('links the consent to the terms and privacy pages, which exist in this language', async () => {
    await openForm();
    const terms = screen.getByRole('link', {
      name: new RegExp(language === 'de' ? 'Nutzungsbedingungen lesen' : 'Read the terms of use'),
    });
    const privacy = screen.getByRole('link', {
      name: new RegExp(language === 'de' ? 'Datenschutzerklärung lesen' : 'Read the privacy policy'),
    });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(privacy).toHaveAttribute('href', '/privacy');
    expect(terms).toHaveAttribute('target', '_blank');
  });

  it('shows the terms and privacy pages to visitors', async () => {
    await renderRoute('/terms', { language });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: language === 'de' ? 'Nutzungsbedingungen' : 'Terms of use',
      }),
    ).toBeInTheDocument();
    await renderRoute('/privacy', { language });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: language === 'de' ? 'Datenschutzerklärung' : 'Privacy policy',
      }),
    ).toBeInTheDocument();
  });

  it('asks the approval question before anything else', async () => {
    const user = userEvent.setup();
    await renderRoute('/auth/signup', { language });
    await user.click(await screen.findByRole('button', { name: x.continue }));
    expect(await screen.findByRole('alert')).toHaveTextContent(x.selectOption);
    expect(screen.getByRole('group', { name: x.question })).toHaveAttribute('aria-invalid', 'true');
  });

  it('points providers who are not approved to the states', async () => {
    const user = userEvent.setup();
    await renderRoute('/auth/signup', { language });
    await user.click(await screen.findByRole('radio', { name: x.no }));
    await user.click(screen.getByRole('button', { name: x.continue }));
    expect(await screen.findByRole('heading', { name: x.notApproved })).toBeInTheDocument();
    expect(screen.getByText(x.bavaria)).toBeInTheDocument();
    expect(screen.getByText('Berlin')).toBeInTheDocument();
  });

  it('shows translated messages at each required field', async () => {
    const user = await openForm();
    await user.type(screen.getByLabelText(x.password), '123');
    await user.click(screen.getByRole('button', { name: x.submit }));

    const provider = screen.getByRole('textbox', { name: x.provider });
    await waitFor(() => expect(provider).toHaveAttribute('aria-invalid', 'true'));
    expect(provider).toHaveAccessibleDescription(x.required);
    for (const label of [x.firstName, x.lastName, x.street, x.postalCode, x.city]) {
      expect(screen.getByRole('textbox', { name: label })).toHaveAccessibleDescription(x.required);
    }
    expect(screen.getByLabelText(x.password)).toHaveAccessibleDescription(expect.stringContaining(x.shortPassword));
    expect(screen.getByRole('checkbox', { name: x.terms })).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists all countries in the UI language with Germany first', async () => {
    await openForm();
    const country = screen.getByRole('combobox', { name: x.country });
    const options = Array.from((country as HTMLSelectElement).options);
    expect(options.length).toBeGreaterThan(200);
    expect(options[0]).toHaveTextContent(x.germany);
    expect((country as HTMLSelectElement).value).toBe('DE');
    expect(options.some((option) => option.textContent === x.austria)).toBe(true);
  });

  it('submits the payload and shows the verify-email notice', async () => {
    const api = mockApi({ 'POST /auth/signup': reply(okSchema, { success: true }, 201) });
    const user = await openForm();
    await user.type(screen.getByRole('textbox', { name: x.provider }), 'Lernwerk GmbH');
    await user.type(screen.getByRole('textbox', { name: x.street }), 'Hauptstraße 1');
    await user.type(screen.getByRole('textbox', { name: x.postalCode }), '10115');
    await user.type(screen.getByRole('textbox', { name: x.city }), 'Berlin');
    await user.selectOptions(screen.getByRole('combobox', { name: x.country }), 'AT');
    await user.type(screen.getByRole('textbox', { name: x.telephone }), '+49 30 123456');
    await user.type(screen.getByRole('textbox', { name: x.firstName }), 'Anna');
    await user.type(screen.getByRole('textbox', { name: x.lastName }), 'Schmidt');
    await user.type(screen.getByRole('textbox', { name: x.email }), 'Anna@Example.org');
    await user.selectOptions(screen.getByRole('combobox', { name: x.language }), 'en');
    await user.type(screen.getByLabelText(x.password), 'lang-genug');
    await user.click(screen.getByRole('checkbox', { name: x.terms }));
    // Marketing consent (GDPR): offered, never ticked in advance.
    expect(screen.getByRole('checkbox', { name: /per E-Mail erhalten|by email/ })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: x.submit }));

    expect(await screen.findByRole('heading', { name: x.verify })).toBeInTheDocument();
    expect(api.calls()).toHaveLength(1);
    expect(api.calls('POST /auth/signup')).toHaveLength(1);
    expect(api.body('POST /auth/signup')).toEqual({
      approved: true,
      email: 'anna@example.org',
      password: 'lang-genug',
      providerName: 'Lernwerk GmbH',
      telephone: '+49 30 123456',
      street: 'Hauptstraße 1',
      postalCode: '10115',
      city: 'Berlin',
      country: 'AT',
      firstName: 'Anna',
      lastName: 'Schmidt',
      language: 'en',
      acceptTerms: true,
      marketingConsent: false,
    });
    expect(screen.getByText(/anna@example\.org/)).toBeInTheDocument();
  });

  it('puts server field errors at their fields', async () => {
    mockApi({
      'POST /auth/signup': fail(400, {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'x',
        fieldErrors: { password: 'passwordTooCommon' },
      }),
    });
    const user = await openForm();
    for (const [label, value] of [
      [x.provider, 'Lernwerk'],
      [x.street, 'Weg 2'],
      [x.postalCode, '20095'],
      [x.city, 'Hamburg'],
      [x.telephone, '040 123456'],
      [x.firstName, 'Anna'],
      [x.lastName, 'Schmidt'],
      [x.email, 'anna@example.org'],
    ] as const) {
      await user.type(screen.getByRole('textbox', { name: label }), value);
    }
    await user.type(screen.getByLabelText(x.password), 'password');
    await user.click(screen.getByRole('checkbox', { name: x.terms }));
    await user.click(screen.getByRole('button', { name: x.submit }));
    const password = screen.getByLabelText(x.password);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(
      expect.stringMatching(language === 'de' ? /zu verbreitet/ : /too common/),
    );
  });
});
