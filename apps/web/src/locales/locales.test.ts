/** Both languages have the same texts, none empty, and every German file is in the typed keys. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedMessages } from '@bu/contracts';
import coreDe from '../lib/locales/de';
import featuresDe from '../lib/locales/de-features';
import coreEn from '../lib/locales/en';
import featuresEn from '../lib/locales/en-features';
import { localeFileNames, localeTexts } from '../lib/locales/files';
import { mergeTexts } from '../lib/locales/merge';

const de = localeTexts('de');
const en = localeTexts('en');

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('locales', () => {
  it('German and English have the same files', () => {
    expect(localeFileNames('en')).toEqual(localeFileNames('de'));
    expect(localeFileNames('de')).toContain('app.json');
  });

  // The shared texts (and the server's own) are checked the same way in contracts' i18n.test.ts.
  it('German and English have the same keys, with the shared texts', () => {
    expect(keysOf({ ...en, ...sharedMessages.en }).sort()).toEqual(keysOf({ ...de, ...sharedMessages.de }).sort());
  });

  it('have no empty texts', () => {
    for (const messages of [de, en]) {
      for (const key of keysOf(messages)) {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
        expect(typeof text === 'string' && text.trim().length > 0, key).toBe(true);
      }
    }
  });

  // Every key the code uses is checked by the compiler against the German texts
  // (src/i18next.d.ts); that check is only as complete as the files the declaration names.
  it('are all part of the typed keys', () => {
    const declaration = readFileSync(join(import.meta.dirname, '..', 'i18next.d.ts'), 'utf8');
    const typed = [...declaration.matchAll(/from '\.\/locales\/de\/([\w-]+\.json)'/g)].map((match) => match[1]).sort();
    expect(typed).toEqual(localeFileNames('de'));
  });
});

describe('the texts loaded first', () => {
  const read = (path: string) => readFileSync(join(import.meta.dirname, '..', path), 'utf8');
  const sources = (dir: string) =>
    readdirSync(join(import.meta.dirname, '..', dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
      .map((file) => read(join(dir, file)));

  it('with the feature texts make up all texts, in both languages', () => {
    expect(mergeTexts(structuredClone(coreDe), featuresDe)).toEqual({ ...de, ...sharedMessages.de });
    expect(mergeTexts(structuredClone(coreEn), featuresEn)).toEqual({ ...en, ...sharedMessages.en });
  });

  // The sign-in screens render before the feature texts are loaded (app/routes.tsx).
  it('hold every text the sign-in screens, their frame and the shared components use', () => {
    const code = [
      ...sources('features/auth'),
      ...sources('components/ui'),
      ...['auth-layout', 'root-layout', 'route-error', 'not-found-page'].map((name) => read(`app/layouts/${name}.tsx`)),
      read('app/navigation-effects.tsx'),
    ].join('\n');
    const keys = [...code.matchAll(/\bt\(\s*'([\w.]+)'|titleKey: '([\w.]+)'/g)].map((m) => (m[1] ?? m[2])!);
    expect(keys.length).toBeGreaterThan(50);
    const text = (key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], coreDe);
    // A counted text is there in its plural forms (`key_one`, `key_other`).
    const missing = keys.filter((key) => typeof text(key) !== 'string' && typeof text(`${key}_other`) !== 'string');
    expect(missing).toEqual([]);
  });
});
