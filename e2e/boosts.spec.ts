/**
 * Boost journey of a fresh provider: book two seminars, cancel one, confirm the other, see the
 * success page and the seminar labelled "Anzeige" (an ad) on top of the marketplace search; an admin downloads the
 * month's invoice under Settings → Invoices.
 */
import { expect, test } from '@playwright/test';
import { dayCountIso, formatMoney, monthBoundsIso, monthOfIso, todayIso } from '@bu/contracts';
import { publishSeminar, seriousViolations, signUpProvider, uniqueEmail } from './support';

const PASSWORD = 'Boost-Journey-2026';

/** ISO date `days` from today in Berlin, as the server counts days. */

test('a provider books a boost, sees it labelled as an ad on the marketplace and downloads the invoice', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const word = `Kanuwandern${stamp}`;
  const email = uniqueEmail('boost');
  const token = await signUpProvider(request, {
    email,
    password: PASSWORD,
    providerName: 'Kanuschule Boost',
    firstName: 'Bea',
    lastName: 'Boost',
  });
  const first = await publishSeminar(request, token, { title: `${word} auf der Elbe`, seminarNumber: 'BU-7' });
  const second = await publishSeminar(request, token, { title: `${word} auf der Alster`, seminarNumber: 'BU-7' });

  await page.goto('/auth/login');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Willkommen/ })).toBeVisible();

  // The "Boost" row action links here with the seminar preselected.
  await page.goto(`/seminars/boost?seminarId=${first}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Top-Platzierung buchen' })).toBeVisible();
  const seminar = page.getByLabel('Seminar (online, noch nicht begonnen)');
  await expect(seminar.locator('option:checked')).toHaveText(new RegExp(`${word} auf der Elbe`));
  await expect(page.getByText(/höchstens bis zum Vortag, ab heute also höchstens 60 Tage/)).toBeVisible();
  await page.getByRole('radio', { name: '14 Tage' }).check();
  await expect(page.getByText('70,00 €').first()).toBeVisible();
  await page.getByRole('button', { name: 'In die Buchungsliste' }).click();
  const cart = page.getByRole('region', { name: 'Unbestätigte Buchungen' });
  await expect(cart.getByRole('row', { name: new RegExp(`${word} auf der Elbe`) })).toBeVisible();

  await seminar.selectOption(second);
  await page.getByRole('radio', { name: 'Eigene Anzahl' }).check();
  await page.getByLabel('Anzahl Tage').fill('10');
  await page.getByRole('button', { name: 'In die Buchungsliste' }).click();
  await expect(cart.getByRole('row', { name: new RegExp(`${word} auf der Alster`) })).toBeVisible();
  // 14 × 5 € + 10 × 5 € = 120 € net, 22,80 € VAT, 142,80 € gross
  await expect(cart.getByText('120,00 €')).toBeVisible();
  await expect(cart.getByText('22,80 €')).toBeVisible();
  await expect(cart.getByText('142,80 €')).toBeVisible();

  expect(await seriousViolations(page)).toEqual([]);

  // Cancel one, confirm the other after the binding confirmation step.
  await cart.getByRole('button', { name: `Buchung für „${word} auf der Alster“ stornieren` }).click();
  await expect(cart.getByRole('row', { name: new RegExp(`${word} auf der Alster`) })).toBeHidden();
  await cart.getByRole('button', { name: '1 Buchung verbindlich buchen …' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kostenpflichtig buchen?' });
  await expect(dialog).toContainText('70,00 € netto (83,30 € brutto)');
  await expect(dialog).toContainText('Die Rechnung erhältst du zum Monatsende.');
  await dialog.getByRole('button', { name: 'Kostenpflichtig buchen (83,30 €)' }).click();

  await expect(page).toHaveURL(/\/seminars\/boost\/success\?bookings=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Buchung erfolgreich' })).toBeVisible();
  await expect(page.getByText(`${word} auf der Elbe`)).toBeVisible();
  await expect(page.getByText(/läuft vom .* \(14 Tage\)/)).toBeVisible();
  await expect(page.getByText('83,30 €')).toBeVisible();

  // The booking overview shows it running; a confirmed booking cannot be cancelled.
  await page.getByRole('link', { name: 'Zur Buchungsübersicht' }).click();
  const overview = page.getByRole('region', { name: 'Buchungsübersicht' });
  await expect(overview.getByRole('row', { name: new RegExp(`${word} auf der Elbe.*Läuft`) })).toBeVisible();

  // The marketplace search puts it first, labelled as an ad.
  await page.goto(`/marketplace?q=${word}`);
  const results = page.locator('.mp-results > li');
  await expect(results.first().getByText('Anzeige', { exact: true })).toBeVisible();
  await expect(results.first()).toContainText(`${word} auf der Elbe`);
  await expect(results.nth(1).getByText('Anzeige', { exact: true })).toHaveCount(0);

  // Month end (the dev trigger bills the running month); an admin downloads the invoice.
  // Both in Berlin time, as the server books and bills (in UTC the day differs from 23:00/22:00).
  const today = todayIso();
  const month = monthOfIso(today);
  const run = await request.post('/api/dev/invoices/run', { data: { month } });
  expect(run.ok()).toBe(true);
  await page.goto('/settings#invoices');
  const invoices = page.getByRole('region', { name: 'Rechnungen', exact: true });
  const row = invoices.getByRole('row').nth(1);
  // The month's invoice bills the boost days that fall into this month (5 € net each, 19 % VAT).
  const days = Math.min(14, dayCountIso(today, monthBoundsIso(month).last));
  const euro = (cents: number) => formatMoney(cents, 'de');
  await expect(row).toContainText(euro(days * 500));
  await expect(row).toContainText(euro(days * 500 + Math.round(days * 500 * 0.19)));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: /als PDF herunterladen/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Rechnung-\d{4}-\d{5}\.pdf$/);
});
