/**
 * What a crawler reads (issue 43, ADR 046): the public pages arrive as whole HTML from the server —
 * read here with no script run — with their own title, description, canonical, hreflang, Open
 * Graph tags and JSON-LD (checked field by field against the seminar's JSON answer); a seminar's
 * old address redirects (301); unknown, draft and removed seminars answer 404 and 410; the
 * sitemaps parse as XML and list exactly the public pages; robots.txt is plain text. In Chromium
 * the page hydrates without a console warning and without fetching its data again, and with
 * JavaScript switched off its content is all there. A seminar title carrying `</script>` cannot
 * break out of the JSON-LD or state blocks.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { machineAmount } from '@bu/contracts';
import { publishSeminar, signUpProvider, uniqueEmail } from './support';

/** A title that tries to end the script blocks it is written into; unique per run. */
const ATTACK = `Rhetorik ${Date.now().toString(36)} </script><script>window.__pwned=1</script><!-- am See`;
let seminarId = '';
let draftId = '';
let archivedId = '';
let providerId = '';
let token = '';

/** Absolute URL of a path on this server (the server's PUBLIC_URL, playwright.config.ts). */
const origin = () => `http://localhost:${process.env.E2E_PORT ?? 3100}`;

async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

const headOf = async (page: Page) => ({
  title: await page.title(),
  description: await page.locator('meta[name="description"]').getAttribute('content'),
  canonical: await page.locator('link[rel="canonical"]').getAttribute('href'),
  de: await page.locator('link[rel="alternate"][hreflang="de"]').getAttribute('href'),
  en: await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href'),
  xDefault: await page.locator('link[rel="alternate"][hreflang="x-default"]').getAttribute('href'),
  ogTitle: await page.locator('meta[property="og:title"]').getAttribute('content'),
  ogDescription: await page.locator('meta[property="og:description"]').getAttribute('content'),
  ogUrl: await page.locator('meta[property="og:url"]').getAttribute('content'),
});

async function seminarAnswer(request: APIRequestContext, id: string) {
  const res = await request.get(`/api/public/seminars/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()).seminar as {
    id: string;
    title: string;
    startDate: string;
    endDate: string;
    priceCents: number;
    provider: { id: string; name: string };
  };
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ request }) => {
  token = await signUpProvider(request, {
    email: uniqueEmail('ssr'),
    password: 'Public-Pages-2026',
    providerName: 'Seeschule Öffentlich',
    firstName: 'Paula',
    lastName: 'Presse',
  });
  seminarId = await publishSeminar(request, token, {
    title: ATTACK,
    seminarNumber: 'SSR-1',
    state: 'SH',
    priceCents: 45000,
  });
  archivedId = await publishSeminar(request, token, { title: 'Segeln vorbei', seminarNumber: 'SSR-2', state: 'SH' });
  const headers = { authorization: `Bearer ${token}` };
  expect(
    (await request.post('/api/seminars/status', { headers, data: { seminarId: archivedId, status: 'archived' } })).ok(),
  ).toBe(true);
  const draft = await request.post('/api/seminars/add', {
    headers,
    data: { Status: 'DRAFT', title: 'Entwurf geheim', seminarNumber: 'SSR-3' },
  });
  expect(draft.status()).toBe(201);
  draftId = (await draft.json()).seminarId;
  providerId = (await seminarAnswer(request, seminarId)).provider.id;
});

test('a seminar page is whole HTML with its head and its Course (no script run)', async ({ browser, request }) => {
  const seminar = await seminarAnswer(request, seminarId);
  // An old or missing slug answers 301 to the one current address.
  const old = await request.get(`/marketplace/seminars/alter-titel-${seminarId}?lang=en`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  const location = old.headers().location!;
  expect(location).toMatch(new RegExp(`^/marketplace/seminars/rhetorik-[a-z0-9-]+-${seminarId}\\?lang=en$`));
  const path = location.replace('?lang=en', '');

  const raw = await request.get(path);
  expect(raw.status()).toBe(200);
  expect(raw.headers()['content-type']).toContain('text/html');
  const html = await raw.text();
  // The title's markup never appears as markup: escaped in the page, \u003c in every script block.
  expect(html).not.toContain('<script>window.__pwned');
  expect(html).not.toContain('</script><!--');

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: ATTACK })).toBeVisible();
  await expect(page.getByText('Auf einen Blick')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Anfrage an den Anbieter' })).toBeVisible();
  const url = `${origin()}${path}`;
  const head = await headOf(page);
  expect(head).toMatchObject({
    title: `${ATTACK} – Bildungsurlaub-Marktplatz`,
    canonical: url,
    de: url,
    en: `${url}?lang=en`,
    xDefault: url,
    ogTitle: head.title,
    ogUrl: url,
  });
  expect(head.description).toContain('Seeschule Öffentlich');
  expect(head.ogDescription).toBe(head.description);
  expect(await page.locator('html').getAttribute('lang')).toBe('de');

  const [course, breadcrumbs] = await jsonLdOf(page);
  expect(course).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: seminar.title,
    url,
    educationalCredentialAwarded: 'Teilnahmebescheinigung',
    provider: {
      '@type': 'Organization',
      name: 'Seeschule Öffentlich',
      sameAs: `${origin()}/marketplace/providers/seeschule-oeffentlich-${seminar.provider.id}`,
    },
  });
  const instances = course!.hasCourseInstance as Record<string, unknown>[];
  expect(instances).toHaveLength(1);
  expect(instances[0]).toMatchObject({
    '@type': ['CourseInstance', 'Event'],
    name: seminar.title,
    startDate: seminar.startDate,
    endDate: seminar.endDate,
    courseMode: 'online',
    location: { '@type': 'VirtualLocation' },
    url: `${url}#termin-${seminar.startDate}`,
    offers: {
      '@type': 'Offer',
      price: machineAmount(seminar.priceCents),
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    },
  });
  // The date's anchor is on the page.
  await expect(page.locator(`#termin-${seminar.startDate}`)).toBeVisible();
  expect(breadcrumbs).toMatchObject({
    '@type': 'BreadcrumbList',
    itemListElement: [
      { position: 1, name: 'Bildungsurlaub-Marktplatz', item: `${origin()}/marketplace` },
      { position: 2, name: 'Seeschule Öffentlich' },
      { position: 3, name: seminar.title, item: url },
    ],
  });

  // English: its own address, language and texts.
  await page.goto(`${path}?lang=en`);
  expect(await page.locator('html').getAttribute('lang')).toBe('en');
  await expect(page.getByText('At a glance')).toBeVisible();
  expect((await headOf(page)).canonical).toBe(`${url}?lang=en`);
  await context.close();
});

test('provider, search and ranking pages carry their own head and structured data', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  const provider = await page.goto(`/marketplace/providers/x-${providerId}`);
  // The first answer was the redirect to the current slug.
  expect(provider!.request().redirectedFrom()?.url()).toContain(`/marketplace/providers/x-${providerId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Seeschule Öffentlich' })).toBeVisible();
  const providerUrl = `${origin()}/marketplace/providers/seeschule-oeffentlich-${providerId}`;
  expect((await headOf(page)).canonical).toBe(providerUrl);
  const [organization, providerCrumbs] = await jsonLdOf(page);
  expect(organization).toMatchObject({ '@type': 'Organization', name: 'Seeschule Öffentlich', url: providerUrl });
  expect(providerCrumbs).toMatchObject({ '@type': 'BreadcrumbList' });

  // The provider's dates as a calendar feed; in English, every link leads to an English page
  // (as a crawler sees it: no script ran).
  await expect(page.getByRole('link', { name: 'Alle Termine abonnieren (.ics)' })).toHaveAttribute(
    'href',
    `/api/public/providers/${providerId}/calendar.ics`,
  );
  await page.goto(`/marketplace/providers/seeschule-oeffentlich-${providerId}?lang=en`);
  await expect(page.getByRole('link', { name: ATTACK })).toHaveAttribute('href', /-[0-9a-f-]{36}\?lang=en$/);
  await expect(page.getByRole('link', { name: 'Educational leave marketplace' })).toHaveAttribute(
    'href',
    '/marketplace?lang=en',
  );

  await page.goto('/marketplace?state=SH&utm_source=x');
  await expect(page.getByRole('heading', { level: 1, name: 'Bildungsurlaub finden' })).toBeVisible();
  await expect(page.getByRole('link', { name: ATTACK })).toBeVisible();
  const search = await headOf(page);
  expect(search.title).toBe('Bildungsurlaub in Schleswig-Holstein – Bildungsurlaub-Marktplatz');
  expect(search.canonical).toBe(`${origin()}/marketplace?state=SH`);
  const [list, searchCrumbs] = await jsonLdOf(page);
  expect(list).toMatchObject({ '@type': 'ItemList' });
  const items = list!.itemListElement as { position: number; url: string; name: string }[];
  expect(items.map((i) => i.name)).toContain(ATTACK);
  expect(items[0]!.position).toBe(1);
  expect(searchCrumbs).toMatchObject({ '@type': 'BreadcrumbList' });

  // The search form works without a script too (and before it has started): a plain GET.
  await page.goto('/marketplace?lang=en');
  await page.getByRole('searchbox', { name: 'Search term' }).fill(ATTACK.split(' ')[1]!);
  await page.getByRole('combobox', { name: 'Recognised in' }).selectOption('SH');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/marketplace\?lang=en&q=[0-9a-z]+&categoryId=&state=SH&month=$/);
  await expect(page.getByRole('link', { name: ATTACK })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search term' })).toHaveValue(ATTACK.split(' ')[1]!);

  await page.goto('/marketplace/ranking');
  await expect(page.getByRole('heading', { level: 1, name: 'Wie wir sortieren' })).toBeVisible();
  expect((await headOf(page)).canonical).toBe(`${origin()}/marketplace/ranking`);
  expect((await jsonLdOf(page)).map((d) => d['@type'])).toEqual(['BreadcrumbList']);
  await context.close();
});

test('missing pages answer 404 and removed ones 410, each with a useful page', async ({ request }) => {
  const unknown = '00000000-0000-4000-8000-000000000000';
  for (const [path, status, text] of [
    [`/marketplace/seminars/gibt-es-nicht-${unknown}`, 404, 'Nicht gefunden'],
    [`/marketplace/seminars/kein-uuid`, 404, 'Nicht gefunden'],
    [`/marketplace/seminars/entwurf-geheim-${draftId}`, 404, 'Nicht gefunden'],
    [`/marketplace/providers/niemand-${unknown}`, 404, 'Nicht gefunden'],
    [`/marketplace/seminars/segeln-vorbei-${archivedId}`, 410, 'nicht mehr buchbar'],
  ] as const) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(status);
    const html = await res.text();
    expect(html, path).toContain(text);
    expect(html, path).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html, path).not.toContain('Entwurf geheim');
  }
  // The removed seminar's page leads on to its provider.
  expect(await (await request.get(`/marketplace/seminars/segeln-vorbei-${archivedId}`)).text()).toContain(
    `/marketplace/providers/seeschule-oeffentlich-${providerId}`,
  );
});

test('the sitemap index and its sitemaps are XML listing exactly the public pages; robots.txt is text', async ({
  request,
}) => {
  const parser = new XMLParser({ isArray: (name) => name === 'sitemap' || name === 'url' });
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('application/xml');
  const indexXml = await index.text();
  expect(XMLValidator.validate(indexXml)).toBe(true);
  const sitemaps = parser.parse(indexXml).sitemapindex.sitemap as { loc: string; lastmod?: string }[];
  expect(sitemaps.map((s) => new URL(s.loc).pathname)).toEqual(
    expect.arrayContaining(['/sitemaps/seminars-1.xml', '/sitemaps/providers-1.xml', '/sitemaps/search.xml']),
  );
  const urls: { loc: string; lastmod?: string }[] = [];
  for (const sitemap of sitemaps) {
    expect(sitemap.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
    const res = await request.get(new URL(sitemap.loc).pathname);
    expect(res.status()).toBe(200);
    const xml = await res.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const entries = (parser.parse(xml).urlset.url ?? []) as { loc: string; lastmod?: string }[];
    expect(entries.length).toBeLessThanOrEqual(50_000);
    urls.push(...entries);
  }
  const locs = urls.map((u) => u.loc);
  const seminar = await seminarAnswer(request, seminarId);
  const seminarEntry = urls.find((u) => u.loc.endsWith(`-${seminarId}`));
  expect(seminarEntry?.loc).toMatch(/^http:\/\/localhost:\d+\/marketplace\/seminars\/rhetorik-/);
  expect(seminarEntry?.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
  expect(locs).toContain(`${origin()}/marketplace/providers/seeschule-oeffentlich-${seminar.provider.id}`);
  expect(locs).toContain(`${origin()}/marketplace?state=SH`);
  expect(locs).toContain(`${origin()}/marketplace`);
  expect(locs.some((l) => l.includes(draftId) || l.includes(archivedId))).toBe(false);
  // Every listed seminar page answers 200 (a sample: the first ten).
  for (const loc of locs.filter((l) => l.includes('/seminars/')).slice(0, 10)) {
    expect((await request.get(new URL(loc).pathname, { maxRedirects: 0 })).status(), loc).toBe(200);
  }

  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  const lines = (await robots.text()).split('\n');
  expect(lines).toEqual(expect.arrayContaining(['Disallow: /api/', 'Disallow: /', 'Allow: /marketplace']));
  expect(lines).toContain(`Sitemap: ${origin()}/sitemap.xml`);
});

test('in Chromium the seminar page hydrates without a warning and without fetching its data again', async ({
  page,
  request,
}) => {
  const seminar = await seminarAnswer(request, seminarId);
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  const refetches: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/public\/(seminars|providers)\b/.test(r.url()) && r.method() === 'GET') refetches.push(r.url());
  });
  const path = `/marketplace/seminars/x-${seminarId}`;
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: seminar.title })).toBeVisible();
  // Hydrated: the state block was read, and the page's buttons answer (the message button focuses the form).
  await expect(page.locator('#bu-initial-state')).toHaveCount(0);
  await page.getByRole('button', { name: 'Nachricht schreiben' }).click();
  await expect(page.getByLabel('Vorname')).toBeFocused();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

  // The search and the provider page hydrate as well; client navigation still works.
  await page.goto('/marketplace?state=SH');
  await expect(page.locator('#bu-initial-state')).toHaveCount(0);
  await page.getByRole('link', { name: seminar.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: seminar.title })).toBeVisible();
  await page.goto(`/marketplace/providers/seeschule-oeffentlich-${providerId}?lang=en`);
  await expect(page.locator('#bu-initial-state')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Current seminars' })).toBeVisible();

  expect(messages).toEqual([]);
  // Only the client-side navigation to the seminar fetched it (from the search page).
  // (The inquiry form's token is its own request, not the page's data.)
  expect(refetches.filter((u) => /\/seminars\/[^/?]+(\?|$)/.test(u))).toHaveLength(1);
  expect(refetches.filter((u) => u.includes('/providers/'))).toHaveLength(0);
});

test('what a visitor types before the script has started is what the search finds', async ({ page }) => {
  // Hold the app's script back until the visitor has typed, as on a slow phone.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/marketplace', { waitUntil: 'commit' });
  await page.getByRole('searchbox', { name: 'Suchbegriff' }).fill(ATTACK.split(' ')[1]!);
  release();
  // Hydrated: the state block was read. The box keeps the text, and the app's own submit uses it.
  await expect(page.locator('#bu-initial-state')).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue(ATTACK.split(' ')[1]!);
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(new RegExp(`/marketplace\\?q=${ATTACK.split(' ')[1]}$`));
  await expect(page.getByRole('link', { name: ATTACK })).toBeVisible();
});
