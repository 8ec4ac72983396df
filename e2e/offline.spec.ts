/**
 * Issue 26 in both languages: a reload without a connection keeps the session and shows the
 * offline banner and the cached overview (ADR 021); a typed but unsaved seminar survives a
 * reload; the date field works by keyboard (the focus comes back after a day is picked) and
 * takes the language's own format.
 */
import { expect, test, type Page } from '@playwright/test';
import { publishSeminar, seriousViolations, signUpProvider, uniqueEmail } from './support';

const x = {
  de: {
    offline: 'Keine Internetverbindung',
    total: 'von 1 insgesamt',
    heading: 'Neues Seminar',
    title: 'Titel',
    start: 'Startdatum',
    typed: '04.05.2027',
    picked: '12.05.2027',
    day12: /(^|\s)12\. Mai 2027/,
    draft: 'Als Entwurf speichern',
    formatHint: 'TT.MM.JJJJ',
    publish: 'Veröffentlichen',
    statistics: 'Statistiken',
    notLoaded: 'Dieser Teil der App wurde auf diesem Gerät noch nicht geladen',
    leave: 'Verwerfen und verlassen',
  },
  en: {
    offline: 'No internet connection',
    total: 'of 1 in total',
    heading: 'New seminar',
    title: 'Title',
    start: 'Start date',
    typed: '04/05/2027',
    picked: '12/05/2027',
    day12: /May 12(th)?, 2027/,
    draft: 'Save as draft',
    formatHint: 'DD/MM/YYYY',
    publish: 'Publish',
    statistics: 'Statistics',
    notLoaded: 'This part of the app has not been loaded on this device yet',
    leave: 'Discard and leave',
  },
} as const;

/** A new provider with one published seminar, signed in in `language`; answers its user id. */
async function signedInProvider(page: Page, language: 'de' | 'en'): Promise<string> {
  const account = {
    email: uniqueEmail(`offline-${language}`),
    password: 'Offline-Seminare-2026',
    providerName: 'Offline Akademie',
    firstName: 'Olga',
    lastName: 'Offline',
  };
  const token = await signUpProvider(page.request, account);
  await publishSeminar(page.request, token, { title: 'Lesen ohne Netz', seminarNumber: 'OFF-1' });
  const login = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  const session = (await login.json()) as { token: string; userId: string };
  // Stored once, not by an init script on every load: a reload must find what the app left there.
  await page.goto('/auth/login');
  await page.evaluate(
    ({ token, userId, language }) => {
      localStorage.setItem('bu_auth_token', token);
      localStorage.setItem('bu_user_id', userId);
      localStorage.setItem('bu_language', language);
    },
    { ...session, language },
  );
  return session.userId;
}

for (const language of ['de', 'en'] as const) {
  const t = x[language];

  test(`an offline reload keeps the session and shows the banner and the cached overview (${language})`, async ({
    page,
    context,
  }) => {
    const userId = await signedInProvider(page, language);
    await page.goto('/');
    await expect(page.getByText(t.total)).toBeVisible();
    // The service worker is active (app shell precached) and the overview is in the saved cache.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', `bu_user_data:${userId}:query-cache`))
      .toContain('"stats"');

    await context.setOffline(true);
    await page.reload();
    await expect(
      page.getByRole('region', { name: language === 'de' ? 'Verbindungsstatus' : 'Connection status' }),
    ).toContainText(t.offline);
    await expect(page.getByText(t.total)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('bu_auth_token'))).toBeTruthy();
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.screenshot({ path: test.info().outputPath(`offline-banner-${language}-1366.png`) });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath(`offline-banner-${language}-390.png`) });

    // Back online, the banner goes and the session is still there.
    await context.setOffline(false);
    await expect(page.getByText(t.offline)).toHaveCount(0);
    await expect(page.getByText(t.total)).toBeVisible();
  });

  test(`without a service worker, offline: saving waits for the connection, a screen not loaded says so (${language})`, async ({
    browser,
  }) => {
    // A browser that has not installed the service worker (yet): no part of the app is cached.
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      locale: 'de-DE',
      serviceWorkers: 'block',
      viewport: { width: 1366, height: 800 },
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signedInProvider(page, language);
    await page.goto('/seminars/create');
    await page.getByRole('textbox', { name: t.title }).fill('Ohne Netz gespeichert');
    await context.setOffline(true);
    const banner = page.getByRole('region', { name: language === 'de' ? 'Verbindungsstatus' : 'Connection status' });
    await expect(banner).toContainText(t.offline);
    for (const name of [t.draft, t.publish]) {
      const button = page.getByRole('button', { name });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAttribute('aria-describedby', 'offline-banner');
      await button.click({ force: true }); // inert: nothing is sent, nothing is loaded
    }
    await expect(page.getByRole('textbox', { name: t.title })).toHaveValue('Ohne Netz gespeichert');

    // A screen whose code this browser never fetched: the message in the dashboard's frame, not a blank page.
    await page.getByRole('link', { name: t.statistics }).click();
    await page.getByRole('button', { name: t.leave }).click();
    const alert = page.getByRole('alert').filter({ hasText: t.notLoaded });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('heading', { level: 1 })).toHaveText(t.offline);
    await expect(page.getByRole('link', { name: t.statistics })).toBeVisible();
    await expect(banner).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`offline-not-loaded-${language}.png`) });
    expect(errors.filter((e) => !/Unable to preload CSS|dynamically imported module/.test(e))).toEqual([]);
    await context.close();
  });

  test(`a typed but unsaved seminar survives a reload (${language})`, async ({ page }) => {
    await signedInProvider(page, language);
    await page.goto('/seminars/create');
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    await page.getByRole('textbox', { name: t.title }).fill('Entwurf ohne Speichern');
    await page.getByRole('textbox', { name: t.start }).fill(t.typed);
    await page.reload();
    await expect(page.getByRole('textbox', { name: t.title })).toHaveValue('Entwurf ohne Speichern');
    await expect(page.getByRole('textbox', { name: t.start })).toHaveValue(t.typed);
  });

  test(`the date field by keyboard: the language's format, a calendar pick, focus back in the field (${language})`, async ({
    page,
  }) => {
    await signedInProvider(page, language);
    await page.goto('/seminars/create');
    const start = page.getByRole('textbox', { name: t.start });
    await expect(start).toHaveAttribute('placeholder', t.formatHint);
    await start.focus();
    await page.keyboard.type(t.typed);
    await page.keyboard.press('Tab');
    await expect(start).toHaveValue(t.typed);
    await expect(start).not.toHaveAttribute('aria-invalid', 'true');

    // The calendar button is next in the tab order; the calendar opens on the typed month.
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog', { name: t.start });
    await expect(calendar).toBeVisible();
    await expect(calendar.getByRole('button', { name: t.day12 })).toBeVisible();
    // From the selected 4th: one week on is the 11th, one day on the 12th.
    await expect(calendar.getByRole('button', { name: /2027/ }).and(page.locator(':focus'))).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(calendar).toHaveCount(0);
    await expect(start).toBeFocused();
    await expect(start).toHaveValue(t.picked);

    // Saved as a draft, the date comes back in the same format.
    await page.getByRole('textbox', { name: t.title }).fill('Datum per Tastatur');
    await page.getByRole('button', { name: t.draft }).click();
    await expect(page).toHaveURL(/\/seminars$/);
    await expect(page.getByText(t.picked).first()).toBeVisible();
  });
}
