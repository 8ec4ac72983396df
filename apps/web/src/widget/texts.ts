/**
 * The widget's texts: the `widget` section of the app's locale files (and the `places` words it
 * shares with the public seminar page, lib/places.ts), without i18next (its weight). `{{name}}` is
 * filled in; `_one`/`_other` are picked with Intl.PluralRules, as i18next does.
 */
import de from '../locales/de/widget.json';
import en from '../locales/en/widget.json';
import placesDe from '../locales/de/places.json';
import placesEn from '../locales/en/places.json';
import type { PlacesWords } from '../lib/places';

export type WidgetLanguage = 'de' | 'en';
type Texts = typeof de.widget;
type Key = Exclude<keyof Texts, 'settings'>;
type PluralBase<K> = K extends `${infer B}_one` ? B : never;

const all: Record<WidgetLanguage, Texts> = { de: de.widget, en: en.widget };
const placeWords: Record<WidgetLanguage, typeof placesDe.places> = { de: placesDe.places, en: placesEn.places };

export function texts(language: WidgetLanguage) {
  const table = all[language] as unknown as Record<string, string>;
  // i18next would weigh more than the widget itself (ADR 044); Intl picks the same `_one`/`_other`.
  // eslint-disable-next-line no-restricted-properties
  const rules = new Intl.PluralRules(language);
  const fill = (text: string, values: Record<string, string | number>) =>
    text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  const pick = (from: Record<string, string>, key: string, count: number) =>
    fill(from[`${key}_${rules.select(count)}`] ?? from[`${key}_other`]!, { count });
  const placesTable = placeWords[language] as unknown as Record<string, string>;
  return {
    t: (key: Key, values: Record<string, string | number> = {}) => fill(table[key] ?? key, values),
    plural: (key: PluralBase<Key>, count: number) => pick(table, key, count),
    /** The places words as the public seminar page says them. */
    places: { free: (count: number) => pick(placesTable, 'free', count), full: placesTable.full! } as PlacesWords,
  };
}
