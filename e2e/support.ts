/** Helpers shared by the browser journeys: the dev mailbox, unique addresses and axe scans. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { addDaysIso, todayIso } from '@bu/contracts';

/** The server's SMTP receiver for participants' mail replies (playwright.config.ts: HTTP port + 1000). */
export const E2E_SMTP_PORT = Number(process.env.E2E_PORT ?? 3100) + 1000;

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

/**
 * Headers of a request from a visitor of its own: the journeys' server trusts the loopback proxy
 * (scripts/e2e-server.mjs), so each new provider signs up from its own address, as real providers
 * do, instead of all of them meeting the per-address sign-up limit of 127.0.0.1.
 */
export const fromOwnAddress = () => ({
  'x-forwarded-for': `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`,
});

/** The demo account `npm start` seeds (apps/api/src/demo). */
export const DEMO = { email: 'demo@bildungsurlaub.example', password: 'Demo-Seminare-2026' };

/**
 * Signs in through the login form (German) and waits for the overview; answers the session's
 * token for API calls beside the browser.
 */
export async function signIn(page: Page, account: { email: string; password: string } = DEMO): Promise<string> {
  await page.goto('/auth/login');
  await page.getByLabel('E-Mail-Adresse').fill(account.email);
  await page.getByLabel('Passwort').fill(account.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Willkommen/ })).toBeVisible();
  return (await page.evaluate(() => localStorage.getItem('bu_auth_token')))!;
}

/** Today's statistics totals of one seminar (the Berlin day), as the dashboard reads them. */
export async function todaysFigures(request: APIRequestContext, token: string, seminarId: string) {
  const today = todayIso();
  const res = await request.get(`/api/statistics?from=${today}&to=${today}&seminarId=${seminarId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).totals as {
    impressions: number;
    seminarViews: number;
    messageClicks: number;
    inquiries: number;
  };
}

interface Mail {
  subject: string;
  text: string;
  /** The conversation's reply address, on mails to participants (inbound mail is on in the journeys). */
  replyTo: string | null;
}

/** Waits until the dev mailbox holds `count` mails for `to`; answers them newest first. */
export async function mailsFor(request: APIRequestContext, to: string, count = 1): Promise<Mail[]> {
  let messages: Mail[] = [];
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        messages = (await res.json()).messages;
        return messages.length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return messages;
}

export const linkIn = (mail: Mail) => {
  const url = /https?:\/\/\S+\?key=[\w-]+/.exec(mail.text)?.[0];
  if (!url) throw new Error(`no link in mail "${mail.subject}"`);
  return new URL(url).pathname + new URL(url).search;
};

/** Signs a new provider up through the API, confirms the address from the mail and answers its token. */
export async function signUpProvider(
  request: APIRequestContext,
  account: { email: string; password: string; providerName: string; firstName: string; lastName: string },
): Promise<string> {
  const signup = await request.post('/api/auth/signup', {
    headers: fromOwnAddress(),
    data: {
      approved: true,
      ...account,
      telephone: '+49 40 123456',
      street: 'Elbchaussee 1',
      postalCode: '22763',
      city: 'Hamburg',
      country: 'DE',
      language: 'de',
      acceptTerms: true,
    },
  });
  expect(signup.status()).toBe(201);
  const [mail] = await mailsFor(request, account.email);
  const key = new URL(linkIn(mail!), 'http://x').searchParams.get('key');
  const confirmed = await request.post('/api/auth/confirm-registration', { data: { key } });
  expect(confirmed.ok()).toBe(true);
  return (await confirmed.json()).token as string;
}

/** Publishes an online seminar (start in `startInDays`, five days long, recognised in `state`); answers its id. */
export async function publishSeminar(
  request: APIRequestContext,
  token: string,
  seminar: { title: string; seminarNumber: string; startInDays?: number; state?: string; priceCents?: number },
): Promise<string> {
  const { startInDays = 60, state = 'HH', priceCents = 39000, ...named } = seminar;
  const res = await request.post('/api/seminars/add', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      Status: 'SHOW',
      ...named,
      categoryId: 9,
      descriptionWeb: `<p>${named.title}</p>`,
      seminarType: 'online',
      seminarForm: 'block',
      startDate: addDaysIso(todayIso(), startInDays),
      endDate: addDaysIso(todayIso(), startInDays + 4),
      priceType: 'exact',
      priceCents,
      recognitions: [{ state }],
      publicationChannel: 'online',
      followUpBooking: false,
      expandedText: false,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).seminarId as string;
}

/**
 * Serious and critical axe findings, named by rule and element. Contrast is only meaningful once
 * the page fade, the skeletons and any toast's fade-in are over, so the scan waits for them.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // The style guide shows skeletons on purpose; elsewhere they mean "still loading".
  if (!page.url().endsWith('/playground')) await expect(page.locator('.skeleton-list')).toHaveCount(0);
  for (let attempt = 1; ; attempt++) {
    // A toast is inserted transparent and fades in once sonner marks it mounted (a frame later):
    // wait for that mark, for leaving toasts to go, and for every transition to end. The fade's
    // transition starts only at the next style recalculation after the mark, so a look at the
    // running animations alone can fall between the two: wait for full opacity as well.
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-sonner-toast]')].every(
          (toast) =>
            toast.getAttribute('data-mounted') === 'true' &&
            toast.getAttribute('data-removed') !== 'true' &&
            getComputedStyle(toast).opacity === '1',
        ) &&
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    );
    // Notes whether any toast comes, goes or changes while the scan runs: one that came and went
    // within a long scan (toasts stay 2 s) leaves the same list before and after.
    await page.evaluate(() => {
      const w = window as unknown as { __toastWatch?: MutationObserver; __toastMoved?: boolean };
      w.__toastWatch?.disconnect();
      w.__toastMoved = false;
      w.__toastWatch = new MutationObserver((records) => {
        if (
          records.some(
            (r) =>
              (r.target as Element).closest?.('[data-sonner-toaster]') ||
              [...r.addedNodes, ...r.removedNodes].some(
                (n) =>
                  n instanceof Element &&
                  (n.matches('[data-sonner-toaster], [data-sonner-toast]') || n.querySelector('[data-sonner-toast]')),
              ),
          )
        )
          w.__toastMoved = true;
      });
      w.__toastWatch.observe(document.body, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['data-mounted', 'data-removed'],
      });
    });
    const results = await new AxeBuilder({ page }).analyze();
    // A toast that came, went or faded during the scan (the service worker's offline-ready note
    // arrives on its own time) may have been scanned mid-fade: settle and scan again.
    const moved = await page.evaluate(() => {
      const w = window as unknown as { __toastWatch?: MutationObserver; __toastMoved?: boolean };
      w.__toastWatch?.disconnect();
      return w.__toastMoved === true;
    });
    if (attempt < 5 && moved) continue;
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }
}
