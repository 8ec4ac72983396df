/**
 * Every screen at 320×700, 390×844 and 1366×800, in German and English: no horizontal
 * scrolling (WCAG 1.4.10 reflow) and no serious axe finding; the phone drawer works by
 * keyboard. With SCREENSHOTS=1 the main screens are also written to docs/screens/.
 */
import { seriousViolations } from './support';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const DEMO = { email: 'demo@bildungsurlaub.example', password: 'Demo-Seminare-2026' };
const viewports = [
  { width: 320, height: 700 },
  { width: 390, height: 844 },
  { width: 1366, height: 800 },
];
const languages = ['de', 'en'] as const;

interface Session {
  token: string;
  userId: string;
  seminarId: string;
  leadId?: string;
  conversationId?: string;
}

async function session(request: APIRequestContext): Promise<Session> {
  const login = await (await request.post('/api/auth/login', { data: DEMO })).json();
  const headers = { Authorization: `Bearer ${login.token}` };
  const seminars = await (await request.get('/api/seminars?pageSize=10', { headers })).json();
  const leads = await (await request.get('/api/leads?pageSize=10', { headers })).json();
  const conversations = await (await request.get('/api/conversations?pageSize=10', { headers })).json();
  // Settings then shows the key's facts too, whichever journey ran before.
  expect((await request.post('/api/settings/api-key', { headers })).ok()).toBe(true);
  return {
    token: login.token,
    userId: login.userId,
    seminarId: seminars.seminars[0].id,
    leadId: leads.leads?.[0]?.id,
    conversationId: conversations.conversations?.[0]?.id,
  };
}

async function prepare(page: Page, language: string, s?: Session) {
  await page.addInitScript(
    ({ language, token, userId }) => {
      localStorage.setItem('bu_language', language);
      if (token) {
        localStorage.setItem('bu_auth_token', token);
        localStorage.setItem('bu_user_id', userId);
      }
    },
    { language, token: s?.token ?? '', userId: s?.userId ?? '' },
  );
}

function screens(s: Session): { name: string; path: string }[] {
  return [
    { name: 'overview', path: '/' },
    { name: 'seminars', path: '/seminars' },
    { name: 'seminar-form', path: '/seminars/create' },
    { name: 'seminar-edit', path: `/seminars/edit?id=${s.seminarId}` },
    { name: 'profile', path: '/profile' },
    { name: 'settings', path: '/settings' },
    { name: 'locations', path: '/locations' },
    { name: 'leads', path: '/leads' },
    ...(s.leadId ? [{ name: 'lead-detail', path: `/leads/${s.leadId}` }] : []),
    { name: 'lead-new', path: '/leads/new' },
    { name: 'conversations', path: '/conversations' },
    ...(s.conversationId ? [{ name: 'conversation', path: `/conversations/${s.conversationId}` }] : []),
    { name: 'playground', path: '/playground' },
  ];
}
const publicScreens = [
  { name: 'login', path: '/auth/login' },
  { name: 'signup', path: '/auth/signup' },
  { name: 'terms', path: '/terms' },
];

async function settle(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The style guide shows skeletons on purpose; elsewhere they mean "still loading".
  if (!page.url().endsWith('/playground')) await expect(page.locator('.skeleton, .skeleton-list')).toHaveCount(0);
}

async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    // Name the offenders so a failure says where to look: content inside a box that clips
    // or scrolls (a visually hidden table head, a scrolling table) cannot widen the page.
    const clipped = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') return true;
      }
      return false;
    };
    const offenders = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width && !clipped(el))
      .slice(-3)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} (${Math.round(el.getBoundingClientRect().right)}px)`,
      );
    return { scroll: document.documentElement.scrollWidth, viewport: width, offenders };
  });
}

for (const language of languages) {
  for (const viewport of viewports) {
    test(`every screen fits ${viewport.width}px without serious axe findings (${language})`, async ({
      page,
      request,
      browser,
    }) => {
      test.setTimeout(240_000);
      const s = await session(request);
      await page.setViewportSize(viewport);
      await prepare(page, language, s);
      // Public screens in a page of their own, without the session.
      const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport });
      const visitor = await visitorContext.newPage();
      await prepare(visitor, language);
      const all = [
        ...screens(s).map((screen) => ({ ...screen, page })),
        ...publicScreens.map((screen) => ({ ...screen, page: visitor })),
      ];
      for (const { page, ...screen } of all) {
        await page.goto(screen.path);
        await settle(page);
        const { scroll, viewport: width, offenders } = await overflow(page);
        expect
          .soft(scroll, `${screen.path} is ${scroll}px wide at ${width}px: ${offenders.join(', ')}`)
          .toBeLessThanOrEqual(width);
        expect.soft(await seriousViolations(page), screen.path).toEqual([]);
        if (process.env.SCREENSHOTS && language === 'de' && viewport.width !== 320) {
          await page.screenshot({ path: `docs/screens/${screen.name}-${viewport.width}.png`, animations: 'disabled' });
        }
      }
      await visitorContext.close();
    });
  }
}

test('the phone drawer works by keyboard: focus trapped, Escape closes, a route change closes', async ({
  page,
  request,
}) => {
  const s = await session(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await prepare(page, 'de', s);
  await page.goto('/seminars');
  await settle(page);
  const menuButton = page.getByRole('button', { name: 'Navigation öffnen' });
  await expect(menuButton).toBeVisible();
  // The wide sidebar is not there on a phone.
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(0);
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Menü' });
  await expect(drawer).toBeVisible();
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: /^Leads/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/leads$/);
  await expect(drawer).toBeHidden();
});
