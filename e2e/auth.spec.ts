/** The account journey of a new provider, through the real UI and the real server. */
import { expect, test } from '@playwright/test';
import { linkIn, mailsFor, uniqueEmail } from './support';

const PASSWORD = 'Seminare-am-See-24';

test('a new provider signs up, confirms, logs out, logs back in to the requested page and resets the password', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('anbieter');

  // A protected page sends the visitor to the login with the full requested path.
  await page.goto('/?tab=past#cards');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2F%3Ftab%3Dpast%23cards$/);
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();

  await page.getByRole('link', { name: 'Jetzt registrieren' }).click();
  await expect(page).toHaveURL(/\/auth\/signup/);

  // The approval question must be answered; "no" explains how to get approved.
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Bitte wähle eine der Optionen')).toBeVisible();
  await page.getByLabel('Nein').check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { name: 'So wirst du als Bildungsurlaub-Anbieter anerkannt' })).toBeVisible();
  await expect(page.getByText('Berlin', { exact: false }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Zurück zur Frage' }).click();
  await page.getByLabel('Ja').check();
  await page.getByRole('button', { name: 'Weiter' }).click();

  // Field messages appear before anything is sent.
  await page.getByLabel('Passwort', { exact: true }).fill('kurz');
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(page.getByText('Dein Passwort sollte mindestens 6 Zeichen enthalten')).toBeVisible();

  await page.getByLabel('Name des Anbieters').fill('Volkshochschule am See');
  await page.getByLabel('Vorname').fill('Jonas');
  await page.getByLabel('Nachname').fill('Weber');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Telefon').fill('+49 7531 123456');
  await page.getByLabel('Straße und Hausnummer').fill('Seestraße 3');
  await page.getByLabel('Postleitzahl').fill('78464');
  await page.getByLabel('Ort', { exact: true }).fill('Konstanz');
  await expect(page.getByLabel('Land', { exact: true })).toHaveValue('DE');
  await expect(page.getByLabel('Land', { exact: true }).locator('option', { hasText: 'Österreich' })).toHaveCount(1);
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await page.getByLabel(/Nutzungsbedingungen/).check();
  await page.getByRole('button', { name: 'Konto anlegen' }).click();

  await expect(page).toHaveURL(/\/auth\/verify-email/);
  await expect(page.getByRole('heading', { name: 'Bitte bestätige deine E-Mail-Adresse' })).toBeVisible();

  const [verification] = await mailsFor(request, email);
  expect(verification!.subject).toBe('Bitte bestätige deine E-Mail-Adresse');
  await page.goto(linkIn(verification!));
  await expect(page.getByRole('heading', { name: 'Willkommen, Jonas' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Log out, then log in again and arrive at the originally requested page.
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.goto('/?tab=past');
  await expect(page).toHaveURL(/redirect=%2F%3Ftab%3Dpast/);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill('falsches-Passwort');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'E-Mail-Adresse oder Passwort ist falsch.' })).toBeVisible();
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Willkommen, Jonas' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('?tab=past');

  // Forgotten password: request a link and set a new password.
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  // The login form has an e-mail field too: until the reset page has replaced it (its route's
  // chunk may still be loading), the address would go into the login form's field.
  await expect(page.getByRole('heading', { name: 'Passwort vergessen' })).toBeVisible();
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(page.getByText('Falls ein Konto mit dieser Adresse existiert')).toBeVisible();
  const [reset] = await mailsFor(request, email, 2);
  expect(reset!.subject).toBe('Passwort zurücksetzen');
  await page.goto(linkIn(reset!));
  await page.getByLabel('Neues Passwort').fill('Neues-Seepasswort-25');
  await page.getByLabel('Passwort wiederholen').fill('Neues-Seepasswort-2');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Die Passwörter stimmen nicht überein')).toBeVisible();
  await page.getByLabel('Passwort wiederholen').fill('Neues-Seepasswort-25');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill('Neues-Seepasswort-25');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Willkommen, Jonas' })).toBeVisible();

  // The reset link works once only.
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await page.goto(linkIn(reset!));
  await page.getByLabel('Neues Passwort').fill('Noch-ein-Passwort-26');
  await page.getByLabel('Passwort wiederholen').fill('Noch-ein-Passwort-26');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Dieser Link ist nicht mehr gültig')).toBeVisible();
});

test('an unknown confirmation link says it is not valid and offers to restart the registration', async ({ page }) => {
  await page.goto('/auth/confirm-registration?key=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
  await expect(page.getByText('Dieser Link ist ungültig')).toBeVisible();
  await page.getByRole('link', { name: 'Registrierung neu starten' }).click();
  await expect(page).toHaveURL(/\/auth\/signup/);
});

test('the language can be switched to English and stays after a reload', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByLabel('Sprache').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
});

test('the demo account signs in and the language choice is saved to the account', async ({ page, request }) => {
  await page.goto('/auth/login');
  await page.getByLabel('E-Mail-Adresse').fill('demo@bildungsurlaub.example');
  await page.getByLabel('Passwort').fill('Demo-Seminare-2026');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Willkommen, Anna' })).toBeVisible();
  await page.getByLabel('Sprache').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Welcome, Anna' })).toBeVisible();
  // By its key: the user data and the offline cache are long strings in localStorage as well.
  const token = await page.evaluate(() => localStorage.getItem('bu_auth_token'));
  await expect
    .poll(async () => {
      const res = await request.post('/api/validate-session', { data: { bu_auth_token: token } });
      return (await res.json()).user?.language;
    })
    .toBe('en');
  await page.getByLabel('Language').selectOption('de');
  await expect(page.getByRole('heading', { name: 'Willkommen, Anna' })).toBeVisible();
});
