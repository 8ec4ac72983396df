/**
 * The server renderer keeps a rendered page by what it was rendered from (ADR 053): the same
 * data in the same language renders once, each visitor's page still carries its own view token,
 * and changed data is rendered anew — never a page of old data.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_STATE_ELEMENT_ID,
  type BuildManifest,
  type PublicSeminarResponse,
  type RenderedParts,
  type RenderMemo,
} from '@bu/contracts';
import { assetLinks, MARKETPLACE_MODULES, render } from './entry-server';
import { SEMINAR, seminar } from './test/marketplace-fixtures';

const ID = SEMINAR;

const TEMPLATE =
  '<!doctype html><html lang="de"><head><!--spa-only--><title>App</title><!--/spa-only--></head><body><div id="root"><!--ssr-outlet--><!--/ssr-outlet--></div></body></html>';

function recordingMemo() {
  const kept = new Map<string, RenderedParts>();
  const memo: RenderMemo & { sets: number; hits: number } = {
    sets: 0,
    hits: 0,
    get(key) {
      const parts = kept.get(key);
      if (parts) memo.hits++;
      return parts;
    },
    set(key, parts) {
      memo.sets++;
      kept.set(key, parts);
    },
  };
  return memo;
}

async function page(
  memo: RenderMemo,
  answer: PublicSeminarResponse,
  query = '',
  assets?: BuildManifest,
  template = TEMPLATE,
) {
  const result = await render(
    {
      url: `/marketplace/seminars/${answer.seminar.slug}-${ID}${query}`,
      origin: 'https://example.org',
      template,
      memo,
      ...(assets && { assets }),
    },
    {
      seminar: async () => structuredClone(answer),
      search: async () => Promise.reject(new Error('not this page')),
      provider: async () => Promise.reject(new Error('not this page')),
    },
  );
  if (result.status !== 200) throw new Error(`status ${result.status}`);
  return result.html;
}

const stateOf = (html: string) =>
  JSON.parse(new RegExp(`id="${INITIAL_STATE_ELEMENT_ID}">(.*?)</script>`).exec(html)![1]!) as {
    queries: { state: { data: PublicSeminarResponse } }[];
  };

describe('the rendered-page memo', () => {
  it('renders the same data once, with each visitor’s own view token in the page’s state', async () => {
    const memo = recordingMemo();
    const first = await page(memo, { success: true, seminar, viewToken: 'token-of-visitor-a' });
    const second = await page(memo, { success: true, seminar, viewToken: 'token-of-visitor-b' });
    expect([memo.sets, memo.hits]).toEqual([1, 1]);
    expect(first).toContain('Klimawandel im Wattenmeer');
    expect(stateOf(first).queries[0]!.state.data.viewToken).toBe('token-of-visitor-a');
    expect(stateOf(second).queries[0]!.state.data.viewToken).toBe('token-of-visitor-b');
    // Apart from the state block, the two pages are the same page.
    const body = (html: string) => html.replace(/<script type="application\/json"[\s\S]*?<\/script>/, '');
    expect(body(second)).toBe(body(first));
  });

  it('renders changed data and another language anew', async () => {
    const memo = recordingMemo();
    await page(memo, { success: true, seminar, viewToken: 't' });
    const changed = await page(memo, {
      success: true,
      seminar: { ...seminar, freePlaces: 0, waitlist: true },
      viewToken: 't',
    });
    const english = await page(memo, { success: true, seminar, viewToken: 't' }, '?lang=en');
    expect([memo.sets, memo.hits]).toEqual([3, 0]);
    expect(stateOf(changed).queries[0]!.state.data.seminar.waitlist).toBe(true);
    expect(english).toContain('<html lang="en"');
    expect(english).not.toBe(changed);
  });
});

/** apps/web: the manifest's keys are relative to it. */
const webRoot = path.resolve(__dirname, '..');

describe('the page’s own style sheets and scripts', () => {
  const manifest: BuildManifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true },
    [MARKETPLACE_MODULES.layout]: {
      file: 'assets/layout-1.js',
      css: ['assets/marketplace-1.css'],
      imports: ['index.html', '_shared.js'],
      isDynamicEntry: true,
    },
    [MARKETPLACE_MODULES.seminar]: {
      file: 'assets/seminar-page-1.js',
      imports: ['index.html', '_shared.js', '_forms.js'],
      isDynamicEntry: true,
    },
    [MARKETPLACE_MODULES.search]: { file: 'assets/search-page-1.js', isDynamicEntry: true },
    '_shared.js': { file: 'assets/shared-ui-1.js', css: ['assets/shared-ui-1.css'], imports: ['index.html'] },
    '_forms.js': { file: 'assets/forms-1.js', imports: ['_shared.js'] },
  };

  it('links the layout’s and the page’s chunks and what they import, once each, never the entry', async () => {
    const html = await page(recordingMemo(), { success: true, seminar, viewToken: 't' }, '', manifest);
    const head = html.slice(0, html.indexOf('</head>'));
    const links = [...head.matchAll(/<link rel="(stylesheet|modulepreload)"[^>]*href="([^"]+)"/g)].map(
      ([, rel, href]) => `${rel} ${href}`,
    );
    expect(links).toEqual([
      'stylesheet /assets/marketplace-1.css',
      'stylesheet /assets/shared-ui-1.css',
      'modulepreload /assets/layout-1.js',
      'modulepreload /assets/shared-ui-1.js',
      'modulepreload /assets/seminar-page-1.js',
      'modulepreload /assets/forms-1.js',
    ]);
    expect(assetLinks(undefined, [MARKETPLACE_MODULES.layout])).toBe('');
  });

  it('links the app’s style sheet that the build writes into the template for the single-page app', async () => {
    const template = TEMPLATE.replace(
      '</head>',
      '<style>.boot-shell{}</style><style data-href="/assets/index-1.css">body{margin:0}</style></head>',
    );
    const html = await page(recordingMemo(), { success: true, seminar, viewToken: 't' }, '', manifest, template);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style>.boot-shell{}</style><link rel="stylesheet" href="/assets/index-1.css">');
    expect(head).not.toContain('body{margin:0}');
    expect(head).not.toContain('<title>App</title>');
  });

  it('names modules that exist, as the client build’s manifest keys them (relative to apps/web)', () => {
    for (const module of Object.values(MARKETPLACE_MODULES))
      expect(existsSync(path.join(webRoot, module)), module).toBe(true);
  });
});
