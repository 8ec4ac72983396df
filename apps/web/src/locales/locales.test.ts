/** Both languages have the same texts, none empty, and every German file is in the typed keys. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeFileNames, localeTexts } from '../lib/i18n';

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

  it('German and English have the same keys', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(de).sort());
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
