/**
 * Money journeys (issue 23): an admin sees what is booked but not yet invoiced and the day of
 * the first invoice, then, after the month's run, downloads the invoice PDF — rendered with
 * Poppler and read back by OCR, so a PDF whose glyphs do not render fails here; a member's
 * confirmation of a paid booking is refused, naming the admin to ask.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { addMonthsIso, monthOfIso, todayIso } from '@bu/contracts';
import { linkIn, mailsFor, publishSeminar, signIn, signUpProvider, uniqueEmail } from './support';

const PASSWORD = 'Money-Journey-2026';
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Share of dark pixels of a binary (P5) PGM: 0 for a blank page. */
function inkShare(pgm: Buffer): number {
  const header = pgm.subarray(0, 64).toString('latin1');
  const [, width, height] = /^P5\s+(\d+)\s+(\d+)\s+\d+\s/.exec(header)!.map(Number) as [number, number, number];
  const offset = pgm.length - width * height;
  let dark = 0;
  for (let i = offset; i < pgm.length; i++) if (pgm[i]! < 128) dark++;
  return dark / (width * height);
}

test('an admin sees booked amounts and the first invoice day, then downloads a legible invoice PDF', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const title = `Segeln${stamp} für Führungskräfte`;
  const email = uniqueEmail('money-admin');
  const token = await signUpProvider(request, {
    email,
    password: PASSWORD,
    providerName: 'Segelschule Rechnung',
    firstName: 'Ada',
    lastName: 'Admin',
  });
  const seminarId = await publishSeminar(request, token, { title, seminarNumber: 'BU-23' });
  expect((await request.post('/api/seminars/boost', { headers: auth(token), data: { seminarId, days: 3 } })).ok()).toBe(
    true,
  );

  await signIn(page, { email, password: PASSWORD });
  await page.goto('/settings#invoices');
  const section = page.getByRole('region', { name: 'Rechnungen', exact: true });
  // Only the cart so far: nothing booked, the empty state says what appears and when.
  const nextRun = `${addMonthsIso(monthOfIso(todayIso()), 1)}-01`;
  const day = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
  await expect(section.getByText('Noch nichts gebucht')).toBeVisible();
  await expect(section.getByText(`Nächster Abrechnungstag: ${day(nextRun)}.`, { exact: false })).toBeVisible();

  const confirmed = await request.post('/api/seminars/confirm-boost', {
    headers: auth(token),
    data: { seminarIds: [seminarId] },
  });
  expect(confirmed.ok()).toBe(true);
  await page.reload();
  const upcoming = section.getByRole('region', { name: 'Gebucht, noch nicht abgerechnet' });
  await expect(upcoming.getByText(/^Deine erste Rechnung kommt am \d\d\.\d\d\.\d{4}\.$/)).toBeVisible();
  await expect(upcoming.getByText(`Boost „${title}“`).first()).toBeVisible();

  // Month end (the dev trigger bills the running month); the invoice is listed and downloads.
  const run = await request.post('/api/dev/invoices/run', { data: { month: monthOfIso(todayIso()) } });
  expect(run.ok()).toBe(true);
  // The run bills every provider with something due (other journeys' too): this one's number.
  const listed = await (await request.get('/api/settings/invoices', { headers: auth(token) })).json();
  const [number] = (listed.invoices as { number: string }[]).map((invoice) => invoice.number);
  expect((await run.json()).issued).toContain(number);
  await page.reload();
  const row = section.getByRole('row', { name: new RegExp(`^${number}`) });
  await expect(row).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: `Rechnung ${number} als PDF herunterladen` }).click(),
  ]);
  const dir = mkdtempSync(join(tmpdir(), 'invoice-'));
  const pdf = join(dir, 'invoice.pdf');
  await download.saveAs(pdf);
  expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');

  // Page 1 as Poppler draws it: not blank, and OCR finds the invoice number on it.
  execFileSync('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', '-singlefile', pdf, join(dir, 'page')]);
  execFileSync('pdftoppm', ['-gray', '-r', '50', '-f', '1', '-l', '1', '-singlefile', pdf, join(dir, 'gray')]);
  expect(inkShare(readFileSync(join(dir, 'gray.pgm')))).toBeGreaterThan(0.001);
  const ocr = execFileSync('tesseract', [join(dir, 'page.png'), '-', '-l', 'eng'], { encoding: 'utf8' });
  expect(ocr.replace(/\s/g, '')).toContain(number);
});

test('a member may fill the cart, but confirming is refused naming the admin to ask', async ({ page, request }) => {
  const stamp = Date.now();
  const adminEmail = uniqueEmail('money-owner');
  const token = await signUpProvider(request, {
    email: adminEmail,
    password: PASSWORD,
    providerName: 'Segelschule Rechnung',
    firstName: 'Ada',
    lastName: 'Admin',
  });
  const seminarId = await publishSeminar(request, token, { title: `Knoten${stamp} für Teams`, seminarNumber: 'BU-23' });
  const memberEmail = uniqueEmail('money-member');
  const invite = await request.post('/api/settings/team', {
    headers: auth(token),
    data: { email: memberEmail, firstName: 'Max', lastName: 'Mitglied', role: 'member' },
  });
  expect(invite.status()).toBe(201);
  const [mail] = await mailsFor(request, memberEmail);
  const key = new URL(linkIn(mail!), 'http://x').searchParams.get('key');
  const accepted = await request.post('/api/auth/accept-invitation', { data: { key, password: PASSWORD } });
  expect(accepted.ok()).toBe(true);

  await signIn(page, { email: memberEmail, password: PASSWORD });
  await page.goto(`/seminars/boost?seminarId=${seminarId}`);
  await page.getByRole('radio', { name: '7 Tage' }).check();
  await page.getByRole('button', { name: 'In die Buchungsliste' }).click();
  const cart = page.getByRole('region', { name: 'Unbestätigte Buchungen' });
  await expect(cart.getByText(/können nur Admins deines Anbieters: Ada Admin\./)).toBeVisible();
  await cart.getByRole('button', { name: '1 Buchung verbindlich buchen …' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Kostenpflichtig buchen/ })
    .click();
  await expect(cart.getByRole('alert')).toHaveText(
    'Kostenpflichtige Buchungen kann nur ein Admin deines Anbieters verbindlich bestätigen. Bitte wende dich an: Ada Admin.',
  );
  // Still in the cart, unconfirmed.
  const overview = await request.get('/api/seminars/boost-invoice', { headers: auth(token) });
  expect((await overview.json()).bookings).toMatchObject([{ seminarId, confirmed: false }]);
});
