/** Installability (manifest, service worker) and an axe scan of the account screens. */
import { expect, test } from '@playwright/test';
import { seriousViolations } from './support';

test('the app is installable: manifest and service worker', async ({ page, request }) => {
  await page.goto('/auth/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
  expect(manifest.name).toBeTruthy();
  // Named in both languages: German by default, English where the browser reads localized members.
  expect(manifest.lang).toBe('de');
  expect(manifest.name_localized.en).toMatch(/Provider dashboard/);
  expect(manifest.description_localized.en).toBeTruthy();
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  const active = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return Boolean(registration.active);
  });
  expect(active).toBe(true);
});

const authPages = [
  '/auth/login',
  '/auth/signup',
  '/auth/verify-email?email=someone%40example.org',
  '/auth/confirm-registration?key=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
  '/auth/request-password-reset',
  '/auth/reset-password?key=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
  '/does-not-exist',
];

for (const path of authPages) {
  test(`axe finds no serious accessibility issue on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('axe finds no serious issue on the sign-up form with its error messages', async ({ page }) => {
  await page.goto('/auth/signup');
  await page.getByLabel('Ja').check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(page.getByText('Dieses Feld ist erforderlich.').first()).toBeVisible();
  // The scan waits for the button's hover transition and any fade: mid-animation colours are not contrast.
  expect(await seriousViolations(page)).toEqual([]);
});
