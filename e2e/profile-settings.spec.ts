/**
 * What a provider maintains about itself, through the real UI and the real server: profile
 * images, a location with its address check, the API key, a team invitation accepted
 * through the dev mailbox, and axe scans of /profile, /settings and /locations.
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { linkIn, mailsFor, seriousViolations, signIn, uniqueEmail } from './support';

/** A small PNG made on the spot (no binary fixtures in the repository). */
const png = (width: number, height: number, background: { r: number; g: number; b: number }) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name, exact: true });

async function expectNoSeriousAxeIssues(page: Page) {
  // Not "networkidle": the service worker's precache can keep the network busy for as long as
  // the machine is slow. The page's own data is in once no skeleton is left (seriousViolations).
  await page.waitForLoadState('load');
  expect(await seriousViolations(page)).toEqual([]);
}

/** The image has really loaded (served bytes the browser could decode). */
async function expectImageLoaded(page: Page, alt: string) {
  const image = page.getByRole('img', { name: alt });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test('a provider uploads a logo and a gallery image and sees them at once', async ({ page }) => {
  await signIn(page);
  await sidebarLink(page, 'Profil').click();
  await expect(page.getByRole('heading', { name: 'Anbieterprofil', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Name des Anbieters')).not.toHaveValue('');

  await page.getByLabel(/^Logo (hochladen|ersetzen)$/).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await png(120, 60, { r: 21, g: 94, b: 117 }),
  });
  await expectImageLoaded(page, 'Logo des Anbieters');
  await expect(page.getByText('Logo ersetzen')).toBeVisible();

  await page.getByLabel('Beschreibung des neuen Galeriebilds').fill('Seminarraum mit Seeblick');
  await page.getByLabel('Bild zur Galerie hinzufügen').setInputFiles({
    name: 'raum.png',
    mimeType: 'image/png',
    buffer: await png(320, 200, { r: 230, g: 180, b: 60 }),
  });
  await expectImageLoaded(page, 'Seminarraum mit Seeblick');
  await expect(page.getByLabel(/^Beschreibung von Bild \d+$/).last()).toHaveValue('Seminarraum mit Seeblick');

  // Text named .png is refused by the server, and the page says why.
  await page.getByLabel('Bild zur Galerie hinzufügen').setInputFiles({
    name: 'falsch.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is not an image'),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Nur JPEG-, PNG- oder WebP-Bilder sind erlaubt.' }),
  ).toBeVisible();

  // Still there after a reload: stored by the server, not only in the page.
  await page.reload();
  await expectImageLoaded(page, 'Logo des Anbieters');
  await expectImageLoaded(page, 'Seminarraum mit Seeblick');
  await expectNoSeriousAxeIssues(page);
});

test('a provider adds a location and verifies its address', async ({ page }) => {
  await signIn(page);
  await sidebarLink(page, 'Orte').click();
  await expect(page.getByRole('heading', { name: 'Orte', level: 1 })).toBeVisible();
  await expectNoSeriousAxeIssues(page);

  await page.getByRole('button', { name: 'Ort hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neuen Ort anlegen' });
  await dialog.getByRole('button', { name: 'Ort speichern' }).click();
  await expect(dialog.getByLabel('Postleitzahl')).toHaveAccessibleDescription('Dieses Feld ist erforderlich.');

  const street = `Seeweg ${Math.floor(Math.random() * 900) + 10}`;
  await dialog.getByLabel('Straße und Hausnummer').fill(street);
  await dialog.getByLabel('Postleitzahl').fill('78464');
  await dialog.getByLabel('Ort', { exact: true }).fill('Konstanz');
  await dialog.getByLabel('Bundesland').selectOption('BW');
  await dialog.getByRole('button', { name: 'Ort speichern' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('listitem').filter({ hasText: street });
  await expect(row).toContainText('78464 Konstanz');
  await expect(row).toContainText('Nicht geprüft');
  await row.getByRole('button', { name: /^Aktionen für/ }).click();
  await page.getByRole('menuitem', { name: 'Adresse prüfen' }).click();
  await expect(row.getByText('Adresse gültig')).toBeVisible();
  await expect(page.getByText('Die Adresse ist gültig.')).toBeVisible();

  // A postal code that does not fit the city is answered as invalid.
  await row.getByRole('button', { name: /^Aktionen für/ }).click();
  await page.getByRole('menuitem', { name: 'Bearbeiten' }).click();
  const edit = page.getByRole('dialog', { name: 'Ort bearbeiten' });
  await edit.getByLabel('Postleitzahl').fill('20095');
  await edit.getByRole('button', { name: 'Ort speichern' }).click();
  await expect(edit).toBeHidden();
  await row.getByRole('button', { name: /^Aktionen für/ }).click();
  await page.getByRole('menuitem', { name: 'Adresse prüfen' }).click();
  await expect(row.getByText('Adresse ungültig')).toBeVisible();

  await page.getByLabel('Status anzeigen').selectOption('inactive');
  await expect(page.getByRole('listitem').filter({ hasText: street })).toHaveCount(0);
});

test('an admin generates and copies an API key, invites a member who joins and cannot see the key action', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  await sidebarLink(page, 'Einstellungen').click();
  await expect(page.getByRole('heading', { name: 'Einstellungen', level: 1 })).toBeVisible();
  // Master data is edited on the profile only; Settings shows it with a link there.
  const masterData = page.getByRole('region', { name: 'Stammdaten' });
  await expect(masterData.getByText('Anbieternummer')).toBeVisible();
  await expect(masterData.getByRole('textbox')).toHaveCount(0);
  await expect(masterData.getByRole('link', { name: 'Im Profil bearbeiten' })).toHaveAttribute(
    'href',
    '/profile#profile-details-heading',
  );
  await expectNoSeriousAxeIssues(page);

  // API key: named, with scopes, shown once, copied, listed with its scopes.
  const apiKey = page.getByRole('region', { name: 'API-Schlüssel' });
  await apiKey.getByLabel(/^Name/).fill('Kurssoftware');
  await apiKey.getByRole('checkbox', { name: 'Seminare lesen' }).check();
  await apiKey.getByRole('button', { name: 'Schlüssel erzeugen' }).click();
  const secret = apiKey.getByLabel('Neuer API-Schlüssel');
  await expect(secret).toHaveValue(/^bu_\S{20,}$/);
  const value = await secret.inputValue();
  await apiKey.getByRole('button', { name: 'Kopieren' }).click();
  await expect(page.getByText('Der API-Schlüssel wurde kopiert.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
  const keyList = apiKey.getByRole('list', { name: 'Aktive API-Schlüssel' });
  await expect(keyList.getByText(`${value.slice(0, 11)}…`)).toBeVisible();
  // The key works on the provider API, within its scope only.
  const v1 = await request.get('/api/v1/seminars', { headers: { Authorization: `Bearer ${value}` } });
  expect(v1.status()).toBe(200);
  const outside = await request.get('/api/v1/leads', { headers: { Authorization: `Bearer ${value}` } });
  expect(outside.status()).toBe(403);
  await apiKey.getByRole('button', { name: 'Fertig' }).click();
  await page.reload();
  const reloaded = page.getByRole('region', { name: 'API-Schlüssel' });
  await expect(reloaded.getByText(`${value.slice(0, 11)}…`)).toBeVisible();
  await expect(reloaded.getByText(/Zuletzt verwendet: \d\d\.\d\d\.\d{4}/)).toBeVisible();
  await expect(page.getByText(value)).toHaveCount(0);
  if (process.env.SCREENSHOTS) {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await reloaded.scrollIntoViewIfNeeded();
      await reloaded.screenshot({ path: `test-results/screens/api-keys-${width}.png` });
    }
    await page.setViewportSize({ width: 1366, height: 900 });
  }

  // Invite a member.
  const memberEmail = uniqueEmail('mitglied');
  const team = page.getByRole('region', { name: 'Teammitglieder' });
  await team.getByLabel('E-Mail-Adresse').fill(memberEmail);
  await team.getByLabel('Vorname').fill('Mia');
  await team.getByLabel('Nachname').fill('Mitglied');
  await team.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(page.getByText(`Die Einladung an ${memberEmail} wurde gesendet.`)).toBeVisible();
  await expect(team.getByRole('row').filter({ hasText: memberEmail })).toContainText('Eingeladen');

  const [invitation] = await mailsFor(request, memberEmail);
  const link = linkIn(invitation!);
  expect(link).toMatch(/^\/auth\/accept-invitation\?key=/);

  // The member accepts in the same browser after the admin signs out.
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Einladung annehmen' })).toBeVisible();
  await page.getByLabel('Neues Passwort', { exact: true }).fill('Mitglied-am-See-26');
  await page.getByLabel('Neues Passwort wiederholen').fill('Mitglied-am-See-2');
  await page.getByRole('button', { name: 'Passwort festlegen und beitreten' }).click();
  await expect(page.getByText('Die Passwörter stimmen nicht überein')).toBeVisible();
  await page.getByLabel('Neues Passwort wiederholen').fill('Mitglied-am-See-26');
  await page.getByRole('button', { name: 'Passwort festlegen und beitreten' }).click();
  await expect(page.getByRole('heading', { name: 'Willkommen, Mia' })).toBeVisible();

  await sidebarLink(page, 'Einstellungen').click();
  const memberKey = page.getByRole('region', { name: 'API-Schlüssel' });
  await expect(memberKey.getByText('Nur Admins können API-Schlüssel erzeugen.')).toBeVisible();
  await expect(memberKey.getByRole('button')).toHaveCount(0);
  const memberTeam = page.getByRole('region', { name: 'Teammitglieder' });
  await expect(memberTeam.getByRole('row').filter({ hasText: memberEmail })).toContainText('Aktiv');
  await expect(memberTeam.getByRole('button', { name: 'Einladung senden' })).toHaveCount(0);
  const memberInvoicing = page.getByRole('region', { name: 'Rechnungsdaten' });
  await expect(memberInvoicing.getByText('Nur Admins können die Rechnungsdaten ändern.')).toBeVisible();
  await expect(memberInvoicing.getByRole('textbox')).toHaveCount(0);

  // The link works once only.
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await page.goto(link);
  await page.getByLabel('Neues Passwort', { exact: true }).fill('Noch-ein-Passwort-27');
  await page.getByLabel('Neues Passwort wiederholen').fill('Noch-ein-Passwort-27');
  await page.getByRole('button', { name: 'Passwort festlegen und beitreten' }).click();
  await expect(page.getByRole('alert')).toContainText('Dieser Einladungslink ist nicht mehr gültig');
});
