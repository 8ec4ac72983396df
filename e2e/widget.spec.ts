/**
 * The website widget on another site (issue 43): a page served from another origin (its own HTTP
 * server on 127.0.0.1) pastes the snippet from Settings; a visitor sees the provider's seminars
 * in the frame, sends an inquiry through it, and the provider finds the lead with the source
 * "Website-Widget" and the page it came from. The widget's view and click count in the
 * statistics (view tokens, as on the marketplace). Axe scans the widget. Once the provider lists
 * allowed sites, a site not on the list cannot frame it.
 */
import { INQUIRY_MIN_FILL_SECONDS } from '@bu/contracts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn, todaysFigures, uniqueEmail } from './support';

// Headless Chromium names itself "HeadlessChrome", which the server rightly drops as a bot; a
// version of its own, so that no other journey's visitor (same address) is this one.
const VISITOR_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.0 Safari/537.36';
const SEMINAR = 'Rhetorik und Präsentation im Beruf';

test.describe.configure({ timeout: 240_000 });
// Two browsers, two servers and four axe scans on a shared, busy machine: screens take their time.
const expect = baseExpect.configure({ timeout: 30_000 });

/** A stranger's website: one page that carries whatever `body` it is given, on a free port of 127.0.0.1. */
async function site(body: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    if (request.url?.startsWith('/kurse')) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Akademie Nord – Kurse</title></head><body><main><h1>Unsere Kurse</h1>${body}</main></body></html>`,
      );
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function seminarIdOf(request: APIRequestContext, token: string): Promise<string> {
  const seminars = await (
    await request.get('/api/seminars?seminarStatus=online&tab=current&q=Rhetorik', {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json();
  return (seminars.seminars as { id: string; title: string }[]).find((s) => s.title === SEMINAR)!.id;
}

async function setOrigins(request: APIRequestContext, token: string, allowedOrigins: string[]) {
  const res = await request.put('/api/settings/widget', {
    headers: { Authorization: `Bearer ${token}` },
    data: { allowedOrigins },
  });
  expect(res.status()).toBe(200);
}

async function seriousWidgetViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('a site on another origin embeds the widget; an inquiry through it becomes a widget lead, and its views count', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const token = await signIn(page);
  await setOrigins(request, token, []);

  // The snippet exactly as Settings shows it, copied by the provider.
  await page.goto('/settings#widget');
  const section = page.getByRole('region', { name: 'Website-Widget' });
  await expect(section.getByRole('heading', { name: 'Code für deine Website' })).toBeVisible();
  const snippet = (await section.locator('pre code').textContent())!;
  expect(snippet).toMatch(
    new RegExp(`^<script src="${baseURL}/widget\\.js" data-provider="[0-9a-f-]{36}" data-lang="de" async></script>$`),
  );
  // The live preview is the real widget.
  await expect(
    section.frameLocator('iframe[title="Vorschau des Website-Widgets"]').getByRole('heading', { name: SEMINAR }),
  ).toBeVisible();

  const seminarId = await seminarIdOf(request, token);
  const before = await todaysFigures(request, token, seminarId);

  const { server, origin } = await site(snippet);
  try {
    const visitorContext = await browser.newContext({ userAgent: VISITOR_UA, locale: 'de-DE' });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${origin}/kurse?utm=newsletter`);
    const widget = visitor.frameLocator('iframe[title="Unsere Seminare"]');
    await expect(widget.getByRole('heading', { name: 'Seminare von Bildungswerk Elbe e. V.' })).toBeVisible();
    const card = widget.getByRole('article', { name: SEMINAR });
    await expect(card.getByText('Als Bildungsurlaub anerkannt in')).toBeVisible();
    // The embedding page can read nothing inside the frame (another origin).
    const peek = await visitor.evaluate(() => {
      try {
        return document.querySelector('iframe')!.contentDocument?.body?.innerHTML ?? null;
      } catch {
        return null;
      }
    });
    expect(peek).toBeNull();
    expect(await seriousWidgetViolations(visitor)).toEqual([]);

    // Keyboard only: Tab to the seminar's button, Enter opens the form with the focus on its heading.
    const inquire = card.getByRole('button', { name: 'Anfragen' });
    await inquire.focus();
    await visitor.keyboard.press('Enter');
    await expect(inquire).toHaveAttribute('aria-expanded', 'true');
    await expect(card.getByRole('heading', { name: `Anfrage zu „${SEMINAR}“` })).toBeFocused();
    expect(await seriousWidgetViolations(visitor)).toEqual([]);
    const email = uniqueEmail('widget');
    await card.getByLabel('Vorname').fill('Wiebke');
    await card.getByLabel('Nachname').fill('Widgetmann');
    await card.getByLabel('E-Mail').fill(email);
    await card.getByLabel('Bundesland Ihres Arbeitgebers').selectOption('HH');
    await card.getByLabel('Ihre Nachricht').fill('Gibt es noch Plätze im Frühjahr?');
    // A person takes longer to fill the form than the server's minimum fill time (issue 45).
    await visitor.waitForTimeout(INQUIRY_MIN_FILL_SECONDS * 1000);
    await card.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(card.getByText('Ihre Anfrage ist beim Anbieter angekommen.')).toBeVisible();
    await visitorContext.close(); // page hidden → the last beacons are flushed

    // The provider finds the lead, marked as coming from the widget on that page.
    await page.goto('/leads');
    await page
      .getByRole('link', { name: /Wiebke Widgetmann/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Wiebke Widgetmann', level: 1 })).toBeVisible();
    await expect(page.getByText('Anfrage über das Website-Widget')).toBeVisible();
    await expect(page.getByRole('link', { name: `${origin}/kurse?utm=newsletter` })).toBeVisible();

    // The widget's list, view and click count like the marketplace's (once each, after a rollup).
    await expect
      .poll(async () => {
        await request.post('/api/dev/statistics/rollup');
        const now = await todaysFigures(request, token, seminarId);
        return [
          now.impressions - before.impressions,
          now.seminarViews - before.seminarViews,
          now.messageClicks - before.messageClicks,
          now.inquiries - before.inquiries,
        ];
      })
      .toEqual([1, 1, 1, 1]);
  } finally {
    server.close();
  }
});

test('once the provider lists its sites, another site cannot frame the widget', async ({ browser, page, request }) => {
  const token = await signIn(page);
  await page.goto('/settings#widget');
  const section = page.getByRole('region', { name: 'Website-Widget' });
  const snippet = (await section.locator('pre code').textContent())!;
  const listed = await site(snippet);
  const foreign = await site(snippet);
  try {
    const field = section.getByLabel('Erlaubte Websites (eine pro Zeile)');
    await field.fill(`${listed.origin}/`);
    await section.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Erlaubte Websites gespeichert')).toBeVisible();
    await expect(field).toHaveValue(listed.origin);

    const context = await browser.newContext({ userAgent: VISITOR_UA, locale: 'de-DE' });
    const visitor = await context.newPage();
    await visitor.goto(`${listed.origin}/kurse`);
    await expect(
      visitor.frameLocator('iframe[title="Unsere Seminare"]').getByRole('heading', { name: SEMINAR }),
    ).toBeVisible();

    // The browser refuses the frame for a site that is not listed (frame-ancestors).
    const refused = visitor.waitForEvent('console', (message) => message.text().includes('frame-ancestors'));
    await visitor.goto(`${foreign.origin}/kurse`);
    expect((await refused).text()).toContain(listed.origin);
    await expect(
      visitor.frameLocator('iframe[title="Unsere Seminare"]').getByRole('heading', { name: SEMINAR }),
    ).toHaveCount(0);
    // And an inquiry claiming the foreign page is refused by the server as well, even with a
    // form token taken and held as long as a person would.
    const seminarId = await seminarIdOf(request, token);
    const { formToken } = (await (await request.get(`/api/public/seminars/${seminarId}/inquiry-form`)).json()) as {
      formToken: string;
    };
    await new Promise((resolve) => setTimeout(resolve, INQUIRY_MIN_FILL_SECONDS * 1000 + 200));
    const res = await request.post(`/api/public/seminars/${seminarId}/inquiries`, {
      data: {
        formToken,
        firstName: 'Fremd',
        lastName: 'Seite',
        email: uniqueEmail('foreign'),
        message: 'Hallo',
        embeddedOn: `${foreign.origin}/kurse`,
      },
    });
    expect(res.status()).toBe(403);
    expect((await res.json()).code).toBe('WIDGET_ORIGIN_NOT_ALLOWED');
    await context.close();
  } finally {
    await setOrigins(request, token, []);
    listed.server.close();
    foreign.server.close();
  }
});
