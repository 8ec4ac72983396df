/** Seminars from a spreadsheet (issue 44): the import screen on a phone and a laptop, through the real server. */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, signUpProvider, uniqueEmail } from './support';

const PASSWORD = 'Import-Seminare-2026';

function germanDate(daysAhead: number): string {
  const date = new Date();
  date.setDate(date.getDate() + daysAhead);
  return `${String(date.getDate()).padStart(2, '0')}.${String(date.getMonth() + 1).padStart(2, '0')}.${date.getFullYear()}`;
}

const HEADER =
  'external_id;title;category;seminar_type;seminar_form;start_date;end_date;time_from;time_to;price_type;price;price_min;price_max;location_street;location_postal_code;location_city;location_state;max_participants;description;recognitions;status';
const row = (id: string, start: string, end: string) =>
  `${id};Rhetorik ${id};Kommunikation & Rhetorik;presence;block;${start};${end};09:00;16:30;exact;420,00;;;Große Elbstraße 145;22767;Hamburg;HH;16;Fünf Tage Rhetorik.;HH:HH-88;online`;

const file = (rows: string[]) => ({
  name: 'seminare.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFF${[HEADER, ...rows].join('\r\n')}\r\n`, 'utf8'),
});

async function noHorizontalScroll(page: Page) {
  const { scroll, viewport } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(viewport);
}

for (const width of [390, 1366]) {
  test(`a provider imports seminars from a CSV at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    const email = uniqueEmail('import');
    await signUpProvider(request, {
      email,
      password: PASSWORD,
      providerName: 'Importakademie',
      firstName: 'Ina',
      lastName: 'Import',
    });
    await page.goto('/auth/login');
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByLabel('Passwort').fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Willkommen/ })).toBeVisible();

    await page.goto('/seminars');
    await page.getByRole('link', { name: 'Importieren' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Seminare importieren' })).toBeVisible();

    // A file with a bad date: the check names the line and column, and nothing can be imported.
    await page
      .getByLabel('Datei (CSV oder Excel)')
      .setInputFiles(file([row('K-1', germanDate(60), germanDate(64)), row('K-2', '31.02.2027', germanDate(90))]));
    const errors = page.getByRole('table', { name: 'Fehler nach Zeile' });
    await expect(
      errors.getByRole('cell', { name: 'Bitte gib ein gültiges Datum im Format TT.MM.JJJJ an.' }),
    ).toBeVisible();
    // The line and column of the error, as a row reads on either width (phones add the labels).
    await expect(errors.getByRole('row', { name: /(^|\s)3 .*start_date .*gültiges Datum/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /importieren/ })).toBeDisabled();
    await noHorizontalScroll(page);
    expect(await seriousViolations(page)).toEqual([]);

    // The corrected file: two new dates, then imported at once.
    await page
      .getByLabel('Datei (CSV oder Excel)')
      .setInputFiles(file([row('K-1', germanDate(60), germanDate(64)), row('K-2', germanDate(90), germanDate(94))]));
    const changes = page.getByRole('table', { name: 'Was der Import anlegt oder ändert' });
    await expect(changes.getByRole('cell', { name: 'Rhetorik K-2' })).toBeVisible();
    await expect(page.getByText('Neu: 2, geändert: 0, unverändert: 0.')).toBeVisible();
    await noHorizontalScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '2 Termine importieren' }).click();
    await expect(page).toHaveURL(/\/seminars$/);
    await expect(page.getByText('Import abgeschlossen: 2 neu, 0 geändert.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Rhetorik K-1' }).first()).toBeVisible();
  });
}
