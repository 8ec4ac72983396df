/**
 * The home (ADR 023) as a new provider meets it, in German and English: the key figures, and
 * the first-run checklist whose items tick as the data appears (adding a location ticks
 * "add a location"; a published seminar ticks "create your first seminar"), with axe at zero
 * serious findings.
 */
import { expect, test, type Page } from '@playwright/test';
import { publishSeminar, seriousViolations, signUpProvider, uniqueEmail } from './support';

const PASSWORD = 'Overview-Journey-2026';

async function newProvider(page: Page, request: Parameters<typeof signUpProvider>[0], language: 'de' | 'en') {
  const email = uniqueEmail(`overview-${language}`);
  const token = await signUpProvider(request, {
    email,
    password: PASSWORD,
    providerName: `Erste Schritte ${Date.now()}`,
    firstName: 'Nora',
    lastName: 'Neu',
  });
  await page.goto('/auth/login');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen, Nora' })).toBeVisible();
  if (language === 'en') {
    await page.evaluate(() => localStorage.setItem('bu_language', 'en'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Nora' })).toBeVisible();
  }
  return token;
}

const item = (page: Page, title: string) => page.locator('.checklist__item').filter({ hasText: title });

test('a new provider adds a location from the checklist and sees that step ticked (de)', async ({ page, request }) => {
  await newProvider(page, request, 'de');
  const figures = page.getByRole('list', { name: 'Kennzahlen' });
  await expect(figures.getByRole('link', { name: /^Seminare online 0 / })).toBeVisible();
  await expect(figures.getByRole('link', { name: /^Neue Anfragen 0 letzte 7 Tage$/ })).toBeVisible();
  await expect(figures.getByRole('link', { name: /^Seminaraufrufe 0 / })).toBeVisible();
  // The creator is an admin: the money figure is there too.
  await expect(figures.getByRole('link', { name: /^Gebucht, noch nicht abgerechnet 0,00\s€/ })).toBeVisible();

  const checklist = page.getByRole('region', { name: 'Erste Schritte' });
  await expect(checklist).toContainText('0 von 4 erledigt');
  await expect(item(page, 'Veranstaltungsort anlegen')).not.toHaveClass(/checklist__item--done/);
  expect(await seriousViolations(page)).toEqual([]);

  // The step's button opens the locations page with its add dialog already open.
  await checklist.getByRole('link', { name: 'Ort anlegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neuen Ort anlegen' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Orte', level: 1, includeHidden: true })).toBeAttached();
  await dialog.getByLabel('Straße und Hausnummer').fill('Seeweg 12');
  await dialog.getByLabel('Postleitzahl').fill('78464');
  await dialog.getByLabel('Ort', { exact: true }).fill('Konstanz');
  await dialog.getByLabel('Bundesland').selectOption('BW');
  await dialog.getByRole('button', { name: 'Ort speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/locations$/);

  await page.getByRole('link', { name: 'Übersicht' }).first().click();
  await expect(checklist).toContainText('1 von 4 erledigt');
  await expect(item(page, 'Veranstaltungsort anlegen')).toHaveClass(/checklist__item--done/);
  await expect(item(page, 'Veranstaltungsort anlegen')).toContainText('Erledigt');
  // The next open step carries the view's one primary button.
  await expect(checklist.getByRole('link', { name: 'Seminar anlegen' })).toHaveClass(/button--primary/);
});

test('a published seminar ticks its step and counts as online (en)', async ({ page, request }) => {
  const token = await newProvider(page, request, 'en');
  const checklist = page.getByRole('region', { name: 'Get started' });
  await expect(checklist).toContainText('0 of 4 done');
  await expect(
    page.getByRole('list', { name: 'Key figures' }).getByRole('link', { name: /^Seminars online 0 / }),
  ).toBeVisible();

  await publishSeminar(request, token, { title: `First steps in rhetoric ${Date.now()}`, seminarNumber: 'OV-1' });
  await page.reload();
  await expect(item(page, 'Create your first seminar')).toHaveClass(/checklist__item--done/);
  await expect(checklist).toContainText('1 of 4 done');
  await expect(
    page.getByRole('list', { name: 'Key figures' }).getByRole('link', { name: /^Seminars online 1 of 1 in total$/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Your seminars' }).getByRole('link', { name: 'Book a boost' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
