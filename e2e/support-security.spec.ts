/**
 * Support mode and account security (issue 12), through the real UI and server: a superadmin
 * finds a provider, opens its dashboard with the banner, changes a locked start date and ends
 * support; the provider sees that in the activity log, then turns on two-factor sign-in and
 * signs in with a code computed here with the same TOTP library.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { addDaysIso, formatDateInput, todayIso } from '@bu/contracts';
import { publishSeminar, seriousViolations, signUpProvider, uniqueEmail } from './support';

const SUPPORT = { email: 'demo@bildungsurlaub.example', password: 'Demo-Seminare-2026' };
const PASSWORD = 'Anbieter-Passwort-7';

/** ISO date `days` from today in Berlin (as the server counts days), and as the form shows it. */
const isoIn = (days: number) => addDaysIso(todayIso(), days);
const germanIn = (days: number) => formatDateInput(isoIn(days), 'de');

/** A new provider with a published seminar, made through the API (sign-up, confirmation, add). */
async function providerWithSeminar(request: APIRequestContext) {
  const email = uniqueEmail('support-ziel');
  const providerName = `Akademie Support ${Date.now()}`;
  const token = await signUpProvider(request, {
    email,
    password: PASSWORD,
    providerName,
    firstName: 'Paula',
    lastName: 'Anbieterin',
  });
  const title = `Gesperrtes Datum ${Date.now()}`;
  const seminarId = await publishSeminar(request, token, { title, seminarNumber: 'SUP-1', priceCents: 49000 });
  await request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
  return { email, providerName, title, seminarId };
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

const welcome = (page: Page) => expect(page.getByRole('heading', { level: 1, name: /^Willkommen/ })).toBeVisible();

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Abmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
}

test('support changes a locked start date; the provider sees it and signs in with a second factor', async ({
  page,
  request,
}) => {
  const target = await providerWithSeminar(request);

  // Support staff find the provider and open its dashboard.
  await signIn(page, SUPPORT.email, SUPPORT.password);
  await welcome(page);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Support', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await page.getByLabel(/^Anbieter suchen/).fill(target.providerName);
  await page.getByRole('button', { name: 'Suchen' }).click();
  await page.getByRole('link', { name: target.providerName }).click();
  await expect(page.getByRole('heading', { level: 2, name: target.providerName })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Dashboard öffnen' }).click();

  const banner = page.getByRole('region', { name: 'Support-Zugriff' });
  await expect(banner).toContainText(`Support-Zugriff auf ${target.providerName}`);
  await welcome(page);

  // The start date of the published seminar is locked for the provider, not for support.
  await page.goto(`/seminars/edit?id=${target.seminarId}`);
  await expect(banner).toBeVisible();
  const start = page.getByRole('textbox', { name: 'Startdatum' });
  await expect(start).toHaveValue(germanIn(60));
  await expect(start).not.toHaveAttribute('readonly');
  await start.fill(germanIn(61));
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByText(/^„.+“ gespeichert$/)).toBeVisible();

  await banner.getByRole('button', { name: 'Beenden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expect(banner).toBeHidden();
  await signOut(page);

  // The provider sees the support access and the change, by the support person's name.
  await signIn(page, target.email, PASSWORD);
  await welcome(page);
  await page.goto('/settings#activity');
  const activity = page.getByRole('region', { name: 'Aktivität' });
  const changed = activity.getByRole('row').filter({ hasText: 'Gesperrtes Startdatum geändert' });
  await expect(changed).toContainText(`${target.title}`);
  await expect(changed).toContainText('(Support)');
  await expect(activity.getByRole('row').filter({ hasText: 'Support-Zugriff beendet' })).toHaveCount(1);

  // Two-factor sign-in: set up with the QR code's secret, then sign in with a code.
  const personal = page.getByRole('region', { name: 'Persönliche Daten' });
  await personal.getByRole('button', { name: 'Zwei-Faktor-Anmeldung einrichten' }).click();
  await expect(personal.getByRole('img', { name: 'QR-Code für die Authenticator-App' })).toBeVisible();
  const secret = (await personal.locator('.two-factor__secret').textContent())!.trim();
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  const now = Date.now();
  await personal.getByLabel('Code aus der App').fill(totp.generate({ timestamp: now }));
  await personal.getByRole('button', { name: 'Code prüfen und einschalten' }).click();
  await expect(personal.getByRole('list', { name: 'Deine Wiederherstellungscodes' }).getByRole('listitem')).toHaveCount(
    10,
  );
  await personal.getByRole('button', { name: 'Ich habe die Codes gesichert' }).click();
  await expect(personal.getByText('eingeschaltet', { exact: true }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await signOut(page);

  await signIn(page, target.email, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Bestätige deine Anmeldung' })).toBeVisible();
  // The set-up used this time step's code; the next step's code is accepted (one step of drift allowed).
  await page.getByLabel('Code aus der App').fill(totp.generate({ timestamp: now + 30_000 }));
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await welcome(page);
});
