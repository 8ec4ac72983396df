/**
 * The `Intl` locale of each UI language: German "1.234,5" and "11.01.2027", British English
 * "1,234.5" and "11/01/2027". A module of its own, so the web app's start-up code can name a
 * locale without the texts or the date library.
 */
export const intlLocales = { de: 'de-DE', en: 'en-GB' } as const satisfies Record<'de' | 'en', string>;
