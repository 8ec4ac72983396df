/** The seminar journey of the demo provider, through the real UI and the real server. */
import { expect, test } from '@playwright/test';
import { seriousViolations, signIn } from './support';

function germanDate(daysAhead: number): string {
  const date = new Date();
  date.setDate(date.getDate() + daysAhead);
  return `${String(date.getDate()).padStart(2, '0')}.${String(date.getMonth() + 1).padStart(2, '0')}.${date.getFullYear()}`;
}

test('a provider creates, publishes, duplicates, pauses and finds seminars', async ({ page }) => {
  const title = `Achtsam führen am See ${Date.now()}`;
  await signIn(page);

  // The overview's to-do card flags seminars that start within 30 days, with links to them.
  const todo = page.getByRole('region', { name: 'Zu erledigen' });
  await expect(todo.getByText('Beginnt bald').first()).toBeVisible();
  await expect(todo.getByRole('link', { name: 'Rhetorik und Präsentation im Beruf' })).toHaveAttribute(
    'href',
    /\/seminars\/edit\?id=/,
  );

  // Create a draft with a new location from the embedded form.
  await page.getByRole('link', { name: 'Neues Seminar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Neues Seminar' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Titel' }).fill(title);
  await page.getByRole('combobox', { name: 'Themenbereich' }).selectOption({ label: 'Kommunikation & Rhetorik' });
  await page.getByRole('textbox', { name: 'Startdatum' }).fill(germanDate(60));
  await page.getByRole('textbox', { name: 'Enddatum' }).fill(germanDate(64));
  await page.getByRole('textbox', { name: 'Preis', exact: true }).fill('450');
  await page.getByRole('textbox', { name: 'Beschreibung' }).fill('Fünf Tage Achtsamkeit und Führung am Bodensee.');
  await expect(page.getByText(/^4\d Zeichen \(weniger als 5000\)$/)).toBeVisible();

  await page.getByRole('button', { name: 'Neuen Ort anlegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neuen Veranstaltungsort anlegen' });
  await dialog.getByLabel('Straße und Hausnummer').fill('Seestraße 3');
  await dialog.getByLabel('Postleitzahl').fill('78464');
  await dialog.getByLabel('Ort', { exact: true }).fill('Konstanz');
  await dialog.getByLabel('Bundesland').selectOption('BW');
  await dialog.getByRole('button', { name: 'Ort speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Veranstaltungsort' }).locator('option:checked')).toHaveText(
    'Seestraße 3, 78464 Konstanz',
  );

  await page.getByRole('button', { name: 'Als Entwurf speichern' }).click();
  await expect(page).toHaveURL(/\/seminars$/);
  await expect(page.getByText(`Entwurf „${title}“ gespeichert`)).toBeVisible();

  // Publish it: the publish rules ask for a recognition first.
  await page.getByRole('searchbox', { name: 'Suche' }).fill(title);
  await expect(page).toHaveURL(/q=/);
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Seminar bearbeiten/ })).toBeVisible();
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  // Said twice: in the summary at the top (a link to the field) and at the field itself.
  const needsRecognition = 'Zum Veröffentlichen braucht das Seminar eine Anerkennung in mindestens einem Bundesland.';
  await expect(page.getByRole('link', { name: `Anerkennungen: ${needsRecognition}` })).toBeVisible();
  await expect(page.locator('.field__error').filter({ hasText: needsRecognition })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Bayern' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Baden-Württemberg' }).check();
  await page.getByRole('textbox', { name: 'Anerkennungsnummer Baden-Württemberg' }).fill('BW-2027-042');
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  // Publishing confirms first, naming the seminar (online only: no costs).
  const confirm = page.getByRole('dialog', { name: `„${title}“ veröffentlichen?` });
  await expect(confirm).toContainText('Dabei entstehen keine Kosten.');
  await confirm.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(page).toHaveURL(/\/seminars$/);
  await expect(page.getByText(`„${title}“ veröffentlicht`)).toBeVisible();

  // It is listed under "Aktuell" as online.
  await page.getByRole('link', { name: 'Aktuell' }).click();
  await expect(page).toHaveURL(/tab=current/);
  await page.getByRole('searchbox', { name: 'Suche' }).fill(title);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await expect(row.locator('.status-badge')).toHaveText('Online');
  await expect(row.getByText(`${germanDate(60)} – ${germanDate(64)}`)).toBeVisible();

  // Duplicate it as a template: the copy opens as a draft without dates.
  await row.getByRole('button', { name: `Aktionen für ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Als Vorlage kopieren' }).click();
  await expect(page).toHaveURL(/\/seminars\/edit\?id=/);
  await expect(page.getByRole('textbox', { name: 'Titel' })).toHaveValue(`${title} (Kopie)`);
  await expect(page.getByRole('textbox', { name: 'Startdatum' })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Als Entwurf speichern' })).toBeVisible();

  // Pause the original: it shows as invisible.
  await page.goto(`/seminars?q=${encodeURIComponent(title)}`);
  const original = page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await original.getByRole('button', { name: `Aktionen für ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Unsichtbar schalten' }).click();
  await expect(page.getByText(`Seminarstatus aktualisiert: „${title}“ ist jetzt unsichtbar`)).toBeVisible();
  await expect(original.locator('.status-badge')).toHaveText('Unsichtbar');

  // Filter by category, search with a partial word, and paginate.
  await page.goto('/seminars');
  await page.getByRole('combobox', { name: 'Themenbereich' }).selectOption({ label: 'Kommunikation & Rhetorik' });
  await expect(page).toHaveURL(/categoryId=9/);
  await expect(page.getByRole('link', { name: 'Gewaltfreie Kommunikation im Team', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Spanisch kompakt für Einsteiger' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Themenbereich' }).selectOption({ label: 'Alle Themenbereiche' });
  await page.getByRole('searchbox', { name: 'Suche' }).fill('rhet');
  await expect(page).toHaveURL(/q=rhet/);
  await expect(page.getByRole('link', { name: 'Rhetorik und Präsentation im Beruf', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Spanisch kompakt für Einsteiger' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Suche' }).fill('');
  await expect(page).not.toHaveURL(/q=/);
  await page.getByRole('combobox', { name: 'Pro Seite' }).selectOption('10');
  await expect(page.getByText(/^1–10 von \d+$/)).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(11);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^11–20 von \d+$/)).toBeVisible();
  await expect(page.getByText(/^Seite 2 von \d+$/)).toBeVisible();
});

test('the seminar list and form have no serious accessibility violations', async ({ page }) => {
  await signIn(page);
  await page.goto('/seminars');
  await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/seminars/create');
  await expect(page.getByRole('toolbar', { name: 'Textformatierung' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
