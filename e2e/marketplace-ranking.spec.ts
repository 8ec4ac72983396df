/**
 * Paid placement is labelled (issue 23, UWG § 5b, P2B Regulation Art. 5): a fresh provider's
 * confirmed boost appears first on the marketplace search marked "Anzeige" / "Ad", the search
 * links "Wie wir sortieren" / "How results are ordered", and that page explains the ranking and
 * the paid positions — in German and in English, at 390 and 1366 px (screenshots in
 * test-results/ranking-*.png). The visitor's impression of the top placement reaches the
 * statistics with its view token.
 */
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { publishSeminar, seriousViolations, signUpProvider, uniqueEmail } from './support';

const PASSWORD = 'Ranking-Journey-2026';
const VISITOR_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

test.describe.configure({ timeout: 180_000 });

async function providerWithBoost(request: APIRequestContext, word: string) {
  const email = uniqueEmail('ranking');
  const token = await signUpProvider(request, {
    email,
    password: PASSWORD,
    providerName: 'Segelschule Anzeige',
    firstName: 'Rita',
    lastName: 'Rang',
  });
  const headers = { authorization: `Bearer ${token}` };
  const ids: string[] = [];
  for (const [n, place] of ['auf der Schlei', 'auf der Ostsee'].entries()) {
    ids.push(
      await publishSeminar(request, token, {
        title: `${word} ${place}`,
        seminarNumber: `RA-${n}`,
        startInDays: 50 + n,
        state: 'SH',
        priceCents: 42000,
      }),
    );
  }
  // The later one is boosted: without the boost it would be second.
  expect((await request.post('/api/seminars/boost', { headers, data: { seminarId: ids[1], days: 7 } })).status()).toBe(
    201,
  );
  expect((await request.post('/api/seminars/confirm-boost', { headers, data: { seminarIds: [ids[1]] } })).ok()).toBe(
    true,
  );
  return { email, boosted: `${word} auf der Ostsee`, plain: `${word} auf der Schlei` };
}

async function visitor(browser: Browser, locale: string, width: number) {
  const context = await browser.newContext({ userAgent: VISITOR_UA, locale, viewport: { width, height: 900 } });
  return { context, page: await context.newPage() };
}

const texts = {
  de: { ad: 'Anzeige', link: 'Wie wir sortieren', paid: /Die Plätze 1 und 2 jeder Ergebnisseite sind bezahlte/ },
  en: { ad: 'Ad', link: 'How results are ordered', paid: /Positions 1 and 2 of every results page are paid/ },
} as const;

test('top placements are labelled as ads and the search links how results are ordered, in German and English', async ({
  browser,
  request,
}) => {
  const word = `Regatta${Date.now().toString(36)}`;
  const { boosted, plain } = await providerWithBoost(request, word);

  for (const [language, locale] of [
    ['de', 'de-DE'],
    ['en', 'en-GB'],
  ] as const) {
    const t = texts[language];
    for (const width of [390, 1366]) {
      const { context, page } = await visitor(browser, locale, width);
      // The public pages take their language from the address (ADR 046): English with `lang=en`.
      await page.goto(`/marketplace?q=${word}${language === 'en' ? '&lang=en' : ''}`);
      const results = page.locator('.mp-results > li');
      await expect(results.first()).toContainText(boosted);
      await expect(results.first().getByText(t.ad, { exact: true })).toBeVisible();
      await expect(results.nth(1)).toContainText(plain);
      await expect(results.nth(1).getByText(t.ad, { exact: true })).toHaveCount(0);
      await page.screenshot({
        path: `test-results/ranking-search-${language}-${width}.png`,
        fullPage: true,
        animations: 'disabled',
      });
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('link', { name: t.link }).click();
      await expect(page).toHaveURL(/\/marketplace\/ranking(\?lang=en)?$/);
      await expect(page.getByRole('heading', { level: 1, name: t.link })).toBeVisible();
      await expect(page.getByText(t.paid)).toBeVisible();
      if (width === 1366) {
        await page.screenshot({
          path: `test-results/ranking-page-${language}-${width}.png`,
          fullPage: true,
          animations: 'disabled',
        });
        expect(await seriousViolations(page)).toEqual([]);
      }
      await context.close();
    }
  }
});

test('the booking screen tells providers that top placements are ads, with a link to the ranking page', async ({
  page,
  request,
}) => {
  const { email } = await providerWithBoost(request, `Boje${Date.now().toString(36)}`);
  await page.goto('/auth/login');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Willkommen/ })).toBeVisible();
  await page.goto('/seminars/boost');
  await expect(page.getByText(/Top-Platzierungen sind bezahlte Werbung/)).toBeVisible();
  await page.screenshot({ path: 'test-results/ranking-booking-screen.png', animations: 'disabled' });
  await page.getByRole('link', { name: 'Wie wir sortieren' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wie wir sortieren' })).toBeVisible();
});
