/**
 * The marketplace and statistics journey through the real UI and server: a visitor searches,
 * opens a seminar, clicks "write a message" and sends an inquiry; after a rollup the provider
 * sees the view, the click and the inquiry on /statistics. The provider previews a draft under
 * the "not published" banner. Axe scans the marketplace pages and /statistics in both languages.
 */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, signIn, todaysFigures, uniqueEmail } from './support';
import { INQUIRY_MIN_FILL_SECONDS, todayIso } from '@bu/contracts';

// Headless Chromium names itself "HeadlessChrome", which the server rightly drops as a bot.
const VISITOR_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

// Two browsers, eight axe scans and a rollup: longer than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** A Berlin day `days` from today, as ISO and as an English date field shows it (DD/MM/YYYY). */
function dayFromToday(days: number) {
  const [y, m, d] = todayIso().split('-').map(Number) as [number, number, number];
  const iso = new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
  const [year, month, day] = iso.split('-');
  return { iso, en: `${day}/${month}/${year}` };
}

/**
 * English: the dashboard keeps the choice on the device, the public pages take it from the
 * address (ADR 046, `lang=en`).
 */
async function inEnglish(page: Page) {
  await page.evaluate(() => localStorage.setItem('bu_language', 'en'));
  const url = new URL(page.url());
  url.searchParams.set('lang', 'en');
  await page.goto(url.toString());
}

test('search → seminar page → contact click → inquiry, then the provider sees it on /statistics', async ({
  browser,
  page,
  request,
}) => {
  const token = await signIn(page);
  const seminars = await (
    await request.get('/api/seminars?seminarStatus=online&tab=current&q=Rhetorik', {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json();
  const seminar = (seminars.seminars as { id: string; title: string }[]).find(
    (s) => s.title === 'Rhetorik und Präsentation im Beruf',
  )!;
  expect(seminar).toBeTruthy();
  const before = await todaysFigures(request, token, seminar.id);

  const visitorContext = await browser.newContext({ userAgent: VISITOR_UA, locale: 'de-DE' });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/marketplace');
  await expect(visitor.getByRole('heading', { name: 'Bildungsurlaub finden', level: 1 })).toBeVisible();
  await visitor.getByRole('searchbox', { name: 'Suchbegriff' }).fill('Rhetorik');
  await visitor.getByRole('button', { name: 'Suchen' }).click();
  await expect(visitor).toHaveURL(/q=Rhetorik/);
  await expectNoSeriousViolations(visitor);
  await visitor.getByRole('link', { name: seminar.title }).click();
  await expect(visitor.getByRole('heading', { name: seminar.title, level: 1 })).toBeVisible();
  await expect(visitor).toHaveURL(
    new RegExp(`/marketplace/seminars/rhetorik-und-praesentation-im-beruf-${seminar.id}$`),
  );
  await expectNoSeriousViolations(visitor);

  await visitor.getByRole('button', { name: 'Nachricht schreiben' }).click();
  await expect(visitor.getByLabel('Vorname')).toBeFocused();
  await visitor.getByLabel('Vorname').fill('Jonas');
  await visitor.getByLabel('Nachname').fill('Petersen');
  await visitor.getByLabel('E-Mail').fill(uniqueEmail('marktplatz'));
  await visitor.getByLabel('Ihre Nachricht').fill('Ist der Kurs in Hamburg als Bildungsurlaub anerkannt?');
  // A person takes a few seconds to write; the form refuses what comes faster (issue 45).
  await visitor.waitForTimeout(INQUIRY_MIN_FILL_SECONDS * 1000);
  await visitor.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(visitor.getByText('Ihre Anfrage ist beim Anbieter angekommen.')).toBeVisible();

  // The provider page: logo, gallery and current seminars; a profile view.
  await visitor.getByRole('link', { name: 'Bildungswerk Elbe e. V.' }).first().click();
  await expect(visitor.getByRole('heading', { name: 'Bildungswerk Elbe e. V.', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(visitor);
  await inEnglish(visitor);
  await expect(visitor.getByRole('heading', { name: /Current seminars/ })).toBeVisible();
  await expectNoSeriousViolations(visitor);
  // The English page's links stay English: the brand leads to the English search.
  await visitor.getByRole('link', { name: 'Educational leave marketplace' }).click();
  await expect(visitor).toHaveURL(/\/marketplace\?lang=en$/);
  await expect(visitor.getByRole('heading', { name: 'Find educational leave', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(visitor);
  await visitorContext.close(); // page hidden → the last beacons are flushed

  // After a rollup the view, the click and the inquiry are counted (once each).
  await expect
    .poll(async () => {
      await request.post('/api/dev/statistics/rollup');
      const now = await todaysFigures(request, token, seminar.id);
      return [
        now.seminarViews - before.seminarViews,
        now.messageClicks - before.messageClicks,
        now.inquiries - before.inquiries,
      ];
    })
    .toEqual([1, 1, 1]);
  const after = await todaysFigures(request, token, seminar.id);

  const today = todayIso();
  await page.goto(`/statistics?range=custom&from=${today}&to=${today}&seminarId=${seminar.id}`);
  await expect(page.getByRole('heading', { name: 'Statistiken', level: 1 })).toBeVisible();
  const figure = (label: string) => page.getByRole('tab', { name: new RegExp(`^${label} `) });
  await expect(figure('Seminaraufrufe')).toContainText(String(after.seminarViews));
  await expect(figure('Nachricht-Klicks')).toContainText(String(after.messageClicks));
  await expect(figure('Anfragen')).toContainText(String(after.inquiries));
  // Today is in this range and incomplete: the chart says it draws it dashed.
  await expect(page.getByText('Gestrichelt: heute, noch unvollständig.')).toBeVisible();
  await expect(page.getByText(/bis zu 48 Stunden Verzögerung/)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(seminar.title) })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('/statistics: presets, chart and table in both languages; a draft previews under the banner', async ({
  page,
  request,
}) => {
  const token = await signIn(page);
  await page.getByRole('link', { name: 'Statistiken' }).click();
  await expect(page).toHaveURL(/\/statistics$/);
  await expect(page.getByLabel('Zeitraum', { exact: true })).toHaveValue('30');
  await expect(page.locator('.recharts-surface')).toBeVisible();
  // The key figures are tabs above the one chart: seminar views first, a click charts another.
  await expect(page.getByRole('tab', { name: /^Seminaraufrufe / })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('img', { name: /^Tagesverlauf Seminaraufrufe / })).toBeVisible();
  await page.getByRole('tab', { name: /^Anfragen / }).click();
  await expect(page.getByRole('tab', { name: /^Anfragen / })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('img', { name: /^Tagesverlauf Anfragen / })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel('Zeitraum', { exact: true }).selectOption('90');
  await expect(page).toHaveURL(/range=90/);
  await page.getByRole('button', { name: /^Anfragen/ }).click();
  await expect(page.getByRole('columnheader', { name: /^Anfragen/ })).toHaveAttribute('aria-sort', 'descending');
  await inEnglish(page);
  await expect(page.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible();
  await expect(page.getByText(/up to 48 hours delay/)).toBeVisible();
  await page.getByRole('tab', { name: /^Profile views / }).click();
  await expect(page.getByRole('tab', { name: /^Profile views / })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('img', { name: /^Daily Profile views from / })).toBeVisible();
  await expectNoSeriousViolations(page);

  // A custom range by keyboard in the English format (DD/MM/YYYY); the calendar, opened and used
  // by keyboard, gives the focus back to its field.
  const start = dayFromToday(-20);
  const end = dayFromToday(-10);
  await page.getByLabel('Period', { exact: true }).selectOption('custom');
  const from = page.getByRole('textbox', { name: 'From' });
  const to = page.getByRole('textbox', { name: 'To' });
  await expect(from).toHaveAttribute('placeholder', 'DD/MM/YYYY');
  await from.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(start.en);
  await expect(page).toHaveURL(new RegExp(`from=${start.iso}`));
  await page.keyboard.press('Tab'); // the From calendar button
  await page.keyboard.press('Tab');
  await expect(to).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(end.en);
  await expect(page).toHaveURL(new RegExp(`to=${end.iso}`));
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Open calendar: To' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'To' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'To' })).toBeHidden();
  await expect(to).toBeFocused();
  const next = dayFromToday(-9);
  await expect(to).toHaveValue(next.en);
  await expect(page).toHaveURL(new RegExp(`from=${start.iso}&to=${next.iso}|to=${next.iso}.*from=${start.iso}`));
  // A day that does not exist is refused in words that name the format.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('31/02/2026');
  await page.keyboard.press('Tab');
  await expect(to).toHaveAccessibleDescription(/Please enter a valid date in the format DD\/MM\/YYYY\./);
  await expectNoSeriousViolations(page);

  const drafts = await (
    await request.get('/api/seminars?seminarStatus=draft', { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  const draft = drafts.seminars[0] as { id: string; title: string };
  // The provider opens the preview from the draft's row actions: the marketplace page in a new tab.
  await page.goto('/seminars?seminarStatus=draft');
  await page
    .getByRole('button', { name: `Actions for ${draft.title}` })
    .first()
    .click();
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('menuitem', { name: /^Preview/ }).click(),
  ]);
  // The English dashboard opens the English page.
  await expect(preview).toHaveURL(new RegExp(`/marketplace/seminars/[^/]*-${draft.id}\\?lang=en$`));
  await expect(preview.getByRole('heading', { name: draft.title, level: 1 })).toBeVisible();
  await expect(preview.getByText('Not published.')).toBeVisible();
  await expectNoSeriousViolations(preview);
});

test('signed out, /statistics sends to the login with the path as redirect', async ({ page }) => {
  await page.goto('/statistics?range=7');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fstatistics%3Frange%3D7/);
});
