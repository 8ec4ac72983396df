/**
 * The workflow defects of issue 10 stay fixed: one short browser check per defect that a browser
 * can see. What other journeys already assert is only referenced here:
 * - 5: publishing an online-only seminar confirms first and names the seminar and "no costs"
 *   (seminars.spec.ts) — here the paid case;
 * - 8: an unknown confirmation link says it is not valid (auth.spec.ts);
 * - 10: a member sees the invoicing data read-only (profile-settings.spec.ts);
 * - 11: master data is edited on the profile only, settings links there (profile-settings.spec.ts);
 * - 12: the language switch and its persistence (auth.spec.ts);
 * - 16: the sign-up confirmation link itself (auth.spec.ts).
 * The demo provider's session is made once through the API and put into each page.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, fromOwnAddress, linkIn, mailsFor, uniqueEmail } from './support';

let demo: { token: string; userId: string };

test.beforeAll(async ({ request }) => {
  const res = await request.post('/api/auth/login', { data: DEMO });
  expect(res.ok()).toBe(true);
  demo = await res.json();
});

/** The demo provider signed in (German unless told otherwise). */
async function asDemo(page: Page, language: 'de' | 'en' = 'de') {
  await page.addInitScript(
    ({ token, userId, language }) => {
      localStorage.setItem('bu_auth_token', token);
      localStorage.setItem('bu_user_id', userId);
      localStorage.setItem('bu_language', language);
    },
    { ...demo, language },
  );
}

const authHeaders = () => ({ Authorization: `Bearer ${demo.token}` });

/** A calendar day `days` from today as the form's German input text ("11.01.2027"). */
function germanDay(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
}

async function newSeminarForm(page: Page) {
  await asDemo(page);
  await page.goto('/seminars/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Neues Seminar' })).toBeVisible();
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function offlineReadyToastBox(browser: Browser, viewport: { width: number; height: number }) {
  // A fresh browser: the service worker installs and reports "ready to work offline".
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport, locale: 'de-DE' });
  const page = await context.newPage();
  await newSeminarForm(page);
  const saveDraft = page.getByRole('button', { name: 'Als Entwurf speichern' });
  await expect(saveDraft).toBeInViewport();
  const toast = page.locator('[data-sonner-toast]', {
    hasText: 'Das Dashboard funktioniert ab jetzt auch ohne Internetverbindung.',
  });
  await expect(toast).toBeVisible({ timeout: 30_000 });
  // Measured where it comes to rest, not while it slides in.
  await toast.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  const boxes = { toast: (await toast.boundingBox())!, button: (await saveDraft.boundingBox())! };
  const style = await toast.evaluate((el) => {
    const s = getComputedStyle(el);
    return { background: s.backgroundColor, color: s.color };
  });
  await context.close();
  return { ...boxes, style };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 800 },
]) {
  test(`1: the offline-ready toast does not cover "Als Entwurf speichern" at ${viewport.width}px`, async ({
    browser,
  }) => {
    const { toast, button, style } = await offlineReadyToastBox(browser, viewport);
    expect(overlaps(toast, button), JSON.stringify({ toast, button })).toBe(false);
    // Seed §1: dark gray with white text; at the right edge.
    expect(style).toEqual({ background: 'rgb(51, 51, 51)', color: 'rgb(255, 255, 255)' });
    expect(toast.x + toast.width).toBeGreaterThan(viewport.width - 30);
  });
}

test("1: the offline-ready toast does not cover the navigation drawer's controls on a phone", async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'de-DE',
  });
  const page = await context.newPage();
  await newSeminarForm(page);
  await page.getByRole('button', { name: 'Navigation öffnen' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menü' });
  await expect(drawer).toBeVisible();
  const toast = page.locator('[data-sonner-toast]', {
    hasText: 'Das Dashboard funktioniert ab jetzt auch ohne Internetverbindung.',
  });
  await expect(toast).toBeVisible({ timeout: 30_000 });
  await toast.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  // Every control of the drawer is what a tap at its centre reaches, not the toast.
  const covered = await drawer.evaluate((el) =>
    [...el.querySelectorAll<HTMLElement>('a, button, select')]
      .filter((control) => {
        const r = control.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return r.height > 0 && r.bottom <= window.innerHeight && !control.contains(hit);
      })
      .map((control) => control.textContent?.trim() || control.getAttribute('aria-label')),
  );
  expect(covered).toEqual([]);
  await context.close();
});

test('publishing an incomplete draft lists what is missing and moves the focus to the first gap', async ({ page }) => {
  await newSeminarForm(page);
  await page.getByRole('textbox', { name: 'Titel' }).fill('Nur ein Titel');
  const publish = page.getByRole('button', { name: 'Veröffentlichen', exact: true });
  await publish.click();
  const summary = page.getByRole('alert').filter({ hasText: /Bitte prüfe \d+ Angaben/ });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Themenbereich: Bitte wähle eine Kategorie.' })).toBeVisible();
  const category = page.getByRole('combobox', { name: 'Themenbereich' });
  await expect(category).toBeFocused();
  await expect(category).toBeInViewport();
  await expect(publish).not.toBeFocused();
  // An entry of the summary takes the focus to its field.
  await summary.getByRole('link', { name: /^Preis:/ }).click();
  await expect(page.getByRole('textbox', { name: 'Preis', exact: true })).toBeFocused();
});

test('2: leaving a seminar form with unsaved changes asks first (router and beforeunload)', async ({ page }) => {
  await newSeminarForm(page);
  await page.getByRole('textbox', { name: 'Titel' }).fill('Nicht gespeichert');
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Seminare' }).click();
  const ask = page
    .getByRole('alertdialog', { name: 'Ungespeicherte Änderungen verwerfen?' })
    .or(page.getByRole('dialog', { name: 'Ungespeicherte Änderungen verwerfen?' }));
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(page).toHaveURL(/\/seminars\/create$/);
  await expect(page.getByRole('textbox', { name: 'Titel' })).toHaveValue('Nicht gespeichert');
  const beforeUnload = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await beforeUnload;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
});

test('3: a draft with only a title saves', async ({ page }) => {
  const title = `Nur ein Titel ${Date.now()}`;
  await newSeminarForm(page);
  await page.getByRole('textbox', { name: 'Titel' }).fill(title);
  await page.getByRole('button', { name: 'Als Entwurf speichern' }).click();
  await expect(page).toHaveURL(/\/seminars$/);
  await expect(page.getByText(`Entwurf „${title}“ gespeichert`)).toBeVisible();
});

test('4: a too long brochure text does not block once the channel has no brochure', async ({ page }) => {
  const title = `Ohne Broschüre ${Date.now()}`;
  await newSeminarForm(page);
  await page.getByRole('textbox', { name: 'Titel' }).fill(title);
  await page.getByRole('radio', { name: 'Online und in der Broschüre' }).check();
  await page.getByRole('textbox', { name: 'Text für die Broschüre' }).fill('Sehr lang. '.repeat(80));
  await page.getByRole('radio', { name: 'Nur online' }).check();
  await expect(page.getByRole('textbox', { name: 'Text für die Broschüre' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Als Entwurf speichern' }).click();
  await expect(page).toHaveURL(/\/seminars$/);
  await expect(page.getByText(`Entwurf „${title}“ gespeichert`)).toBeVisible();
});

test('5: a change that adds a brochure entry confirms first and names its cost', async ({ page, request }) => {
  const online = await (
    await request.get('/api/seminars?seminarStatus=online&tab=current&pageSize=50', { headers: authHeaders() })
  ).json();
  await asDemo(page);
  for (const seminar of online.seminars as { id: string; title: string }[]) {
    await page.goto(`/seminars/edit?id=${seminar.id}`);
    await expect(page.getByRole('heading', { level: 1, name: /Seminar bearbeiten/ })).toBeVisible();
    const onlineOnly = page.getByRole('radio', { name: 'Nur online' });
    if (!(await onlineOnly.isChecked())) continue;
    await page.getByRole('radio', { name: 'Online und in der Broschüre' }).check();
    await page.getByRole('textbox', { name: 'Text für die Broschüre' }).fill('Kurz und bündig am See.');
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    const confirm = page.getByRole('dialog', { name: `„${seminar.title}“ kostenpflichtig speichern?` });
    await expect(confirm).toContainText(/Broschüreneintrag \d+,\d{2}\s€/);
    await expect(confirm.getByRole('button', { name: 'Kostenpflichtig speichern' })).toBeVisible();
    // Nothing is booked by this check.
    await confirm.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(confirm).toBeHidden();
    return;
  }
  throw new Error('no online-only seminar to check');
});

test('6: publishing needs a start date from today on; the end calendar opens on the start month', async ({ page }) => {
  await newSeminarForm(page);
  await page.getByRole('textbox', { name: 'Titel' }).fill('Gestern begonnen');
  await page.getByRole('textbox', { name: 'Startdatum' }).fill(germanDay(-1));
  await page.getByRole('textbox', { name: 'Enddatum' }).fill(germanDay(2));
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(page.getByText('Zum Veröffentlichen muss das Startdatum heute oder später sein.').first()).toBeVisible();

  const start = new Date();
  start.setDate(start.getDate() + 100);
  await page.getByRole('textbox', { name: 'Startdatum' }).fill(germanDay(100));
  await page.getByRole('textbox', { name: 'Enddatum' }).fill('');
  await page.getByRole('button', { name: 'Kalender öffnen: Enddatum' }).click();
  const calendar = page.getByRole('dialog', { name: 'Enddatum' });
  await expect(calendar).toContainText(
    new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric' }).format(start),
  );
});

test('7: the list and the overview show the real dates, and the list the date comment too', async ({ page }) => {
  await asDemo(page);
  await page.goto('/seminars?q=Excel');
  const row = page.getByRole('row').filter({ hasText: 'Excel für Einsteiger' }).first();
  await expect(row).toContainText(/\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}/);
  await expect(row).toContainText('Zwei Module à fünf Tage, jeweils 9–16 Uhr');
  await page.goto('/');
  const soon = page
    .getByRole('region', { name: 'Zu erledigen' })
    .getByRole('listitem')
    .filter({ hasText: 'Beginnt bald' })
    .first();
  await expect(soon).toContainText(/\d{2}\.\d{2}\.\d{4}( – \d{2}\.\d{2}\.\d{4})?/);
});

test('8: a location in use names its seminars; inviting a pending member offers a resend', async ({ page }) => {
  await asDemo(page);
  await page.goto('/locations');
  const address = 'Große Elbstraße 145, 22767 Hamburg (Altona)';
  await page.getByRole('button', { name: `Aktionen für ${address}` }).click();
  await page.getByRole('menuitem', { name: 'Löschen' }).click();
  await page.getByRole('dialog', { name: 'Ort löschen?' }).getByRole('button', { name: 'Löschen' }).click();
  const inUse = page.getByRole('alert').filter({ hasText: `„${address}“ wurde nicht gelöscht` });
  await expect(inUse).toContainText(/wird von (1 Seminar|\d+ Seminaren) verwendet/);
  // The link opens the seminar list filtered to this location.
  await inUse.getByRole('link', { name: /^Zu(m| den) Seminar(en)?$/ }).click();
  await expect(page).toHaveURL(/\/seminars\?locationId=/);

  const email = uniqueEmail('eingeladen');
  await page.goto('/settings#team');
  const invite = page.getByRole('form', { name: 'Teammitglied einladen' });
  for (let round = 0; round < 2; round += 1) {
    await invite.getByLabel('E-Mail-Adresse').fill(email);
    await invite.getByLabel('Vorname').fill('Lena');
    await invite.getByLabel('Nachname').fill('Schulz');
    await invite.getByRole('button', { name: 'Einladung senden' }).click();
    if (round === 0) await expect(page.getByText(`Die Einladung an ${email} wurde gesendet.`)).toBeVisible();
  }
  await expect(invite).toContainText('bereits eingeladen, hat die Einladung aber noch nicht angenommen');
  await expect(invite.getByRole('button', { name: 'Einladung erneut senden' })).toBeVisible();
});

test('8, 16: the first verification link works after a sign-in attempt; used again it says "already confirmed"', async ({
  browser,
  page,
  request,
}) => {
  const email = uniqueEmail('defekt16');
  const password = 'Seminare-am-Deich-26';
  const signup = await request.post('/api/auth/signup', {
    headers: fromOwnAddress(),
    data: {
      approved: true,
      email,
      password,
      providerName: 'Akademie am Deich',
      telephone: '+49 4841 12345',
      street: 'Deichstraße 1',
      postalCode: '25813',
      city: 'Husum',
      country: 'DE',
      firstName: 'Frieda',
      lastName: 'Jensen',
      language: 'de',
      acceptTerms: true,
    },
  });
  expect(signup.status()).toBe(201);
  const [first] = await mailsFor(request, email, 1);

  // Signing in before confirming sends a new link (the older one must keep working).
  await page.goto('/auth/login');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Bitte bestätige zuerst deine E-Mail-Adresse.')).toBeVisible();
  await mailsFor(request, email, 2);

  await page.goto(linkIn(first!));
  await expect(page.getByRole('heading', { name: 'Willkommen, Frieda' })).toBeVisible();

  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'de-DE' });
  const again = await other.newPage();
  await again.goto(linkIn(first!));
  await expect(again.getByText('Deine E-Mail-Adresse ist bereits bestätigt. Bitte melde dich an.')).toBeVisible();
  await expect(again.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/auth/login');
  await other.close();
});

test('9: the creator row offers no remove button or role select', async ({ page }) => {
  await asDemo(page);
  await page.goto('/settings#team');
  const team = page.getByRole('region', { name: 'Teammitglieder' });
  const creator = team.getByRole('row').filter({ hasText: 'Ersteller' });
  await expect(creator).toHaveCount(1);
  await expect(creator.getByRole('button', { name: /entfernen/i })).toHaveCount(0);
  await expect(creator.getByRole('combobox')).toHaveCount(0);
});

test('10: after a failed invoicing save the email field stays, each error shows once, the country is set', async ({
  page,
}) => {
  await asDemo(page);
  await page.goto('/settings#invoicing');
  const invoicing = page.getByRole('region', { name: 'Rechnungsdaten' });
  const differs = invoicing.getByRole('checkbox', { name: /Rechnungsadresse weicht/ });
  if (!(await differs.isChecked())) await differs.check();
  await invoicing.getByLabel('Empfänger').fill('');
  const firstEmail = invoicing.getByRole('textbox', { name: 'Rechnungs-E-Mail 1', exact: true });
  await firstEmail.fill('');
  await invoicing.getByRole('button', { name: 'Rechnungsdaten speichern' }).click();
  await expect(invoicing.locator('.field__error').first()).toBeVisible();
  await expect(firstEmail).toBeVisible();
  await expect(invoicing.getByRole('combobox', { name: 'Land' })).toHaveValue('DE');
  // Each message once: the list's own message, and at most one per field.
  await expect(invoicing.getByText('Bitte gib mindestens eine E-Mail-Adresse für Rechnungen an.')).toHaveCount(1);
  const perField = await invoicing
    .locator('.field')
    .evaluateAll((fields) => fields.map((field) => field.querySelectorAll('.field__error').length));
  expect(Math.max(...perField)).toBeLessThanOrEqual(1);
});

test('11: profile completeness says what is missing, each a link to its place', async ({ page }) => {
  await asDemo(page);
  await page.goto('/profile');
  await expect(page.getByText('Es fehlen noch:')).toBeVisible();
  const missing = page.locator('.completeness__missing a').first();
  const target = (await missing.getAttribute('href'))!;
  expect(target).toMatch(/^#/);
  await missing.click();
  await expect(page.locator(target)).toBeFocused();
});

test('12: English formats numbers and dates the English way; an English browser starts in English', async ({
  browser,
  page,
}) => {
  await asDemo(page, 'en');
  await page.goto('/');
  // The overview's to-do card lists the seminars starting soon with their dates, the English way.
  const todo = page.getByRole('region', { name: 'Needs your attention' });
  const startingSoon = todo.getByRole('listitem').filter({ hasText: 'Starts soon' }).first();
  await expect(startingSoon).toBeVisible();
  await expect(startingSoon).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await page.goto('/seminars/boost');
  await expect(page.getByText(/€\d+\.\d{2}/).first()).toBeVisible();

  const english = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'en-US' });
  const visitor = await english.newPage();
  await visitor.goto('/auth/login');
  await expect(visitor.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'en');
  await english.close();
});

test('13: the editor asks for a link in a dialog; /api/docs works without the slash', async ({ page }) => {
  // window.prompt is gone: the only native dialog left is the unsaved-changes one on leaving.
  const native: string[] = [];
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') return void dialog.accept();
    native.push(dialog.type());
    return void dialog.dismiss();
  });
  await newSeminarForm(page);
  const editor = page.getByRole('textbox', { name: 'Beschreibung' });
  await editor.fill('Zum Anbieter');
  await editor.press('ControlOrMeta+a');
  await page.getByRole('toolbar').getByRole('button', { name: 'Link einfügen' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Link einfügen' });
  await expect(linkDialog.getByRole('textbox', { name: 'Adresse' })).toBeFocused();
  await linkDialog.getByRole('textbox', { name: 'Adresse' }).fill('https://www.beispiel.de');
  await linkDialog.getByRole('button', { name: 'Link übernehmen' }).click();
  await expect(editor.getByRole('link', { name: 'Zum Anbieter' })).toHaveAttribute('href', 'https://www.beispiel.de');

  expect(native).toEqual([]);

  await page.goto('/api/docs');
  await expect(page).toHaveURL(/\/api\/docs\/$/);
  await expect(page.locator('.swagger-ui .info .title')).toBeVisible();
});

test('14: the sign-up consent links the terms and the privacy policy', async ({ page }) => {
  await page.goto('/auth/signup');
  await page.getByLabel('Ja').check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('link', { name: /Nutzungsbedingungen lesen/ })).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('link', { name: /Datenschutzerklärung lesen/ })).toHaveAttribute('href', '/privacy');
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
});

test('15: the progress bar runs on later navigations too', async ({ page }) => {
  await asDemo(page);
  // Count every time the bar is put into the page.
  await page.addInitScript(() => {
    const w = window as unknown as { progressRuns: number };
    w.progressRuns = 0;
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) if ((n as Element).id === 'nprogress') w.progressRuns += 1;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Willkommen/ })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  const runs = () => page.evaluate(() => (window as unknown as { progressRuns: number }).progressRuns);
  for (const [link, heading] of [
    ['Seminare', 'Seminare'],
    ['Profil', 'Anbieterprofil'],
    ['Seminare', 'Seminare'],
    ['Übersicht', /Willkommen/],
  ] as const) {
    await expect(page.locator('#nprogress')).toHaveCount(0);
    const before = await runs();
    await nav.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect.poll(runs, `bar on the way to ${link}`).toBeGreaterThan(before);
  }
});
