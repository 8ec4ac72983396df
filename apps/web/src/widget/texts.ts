/**
 * The widget's texts: the `widget` section of the app's locale files, without i18next (its
 * weight). `{{name}}` is filled in; `_one`/`_other` are picked with Intl.PluralRules, as i18next does.
 */
import de from '../locales/de/widget.json';
import en from '../locales/en/widget.json';

export type WidgetLanguage = 'de' | 'en';
type Texts = typeof de.widget;
type Key = Exclude<keyof Texts, 'settings'>;
type PluralBase<K> = K extends `${infer B}_one` ? B : never;

const all: Record<WidgetLanguage, Texts> = { de: de.widget, en: en.widget };

export function texts(language: WidgetLanguage) {
  const table = all[language] as unknown as Record<string, string>;
  // i18next would weigh more than the widget itself (ADR 044); Intl picks the same `_one`/`_other`.
  // eslint-disable-next-line no-restricted-properties
  const rules = new Intl.PluralRules(language);
  const fill = (text: string, values: Record<string, string | number>) =>
    text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  return {
    t: (key: Key, values: Record<string, string | number> = {}) => fill(table[key] ?? key, values),
    plural: (key: PluralBase<Key>, count: number) =>
      fill(table[`${key}_${rules.select(count)}`] ?? table[`${key}_other`]!, { count }),
  };
}
