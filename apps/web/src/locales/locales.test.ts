/** Both locale files are complete, and every key the code uses exists. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeFileNames, localeTexts, resources } from '../lib/i18n';

const de = localeTexts('de');
const en = localeTexts('en');

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
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

  it('contain every key used in the sources', () => {
    const srcDir = join(import.meta.dirname, '..');
    const pattern = /(?:\bt\(\s*|(?:titleKey|labelKey)\s*:\s*)'([a-zA-Z0-9_.-]+)'/g;
    const used = new Set<string>();
    for (const file of sourceFiles(srcDir)) {
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(50);
    for (const language of ['de', 'en'] as const) {
      const keys = keysOf(resources[language].translation);
      // i18next plurals: `days_one`/`days_other` answer `t('days', { count })`.
      const available = new Set([...keys, ...keys.map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ''))]);
      const missing = [...used].filter((key) => !available.has(key));
      expect(missing, `missing in ${language}`).toEqual([]);
    }
  });
});
