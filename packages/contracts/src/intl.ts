/**
 * The `Intl` locale of each UI language: German "1.234,5" and "11.01.2027", British English
 * "1,234.5" and "11/01/2027". A module of its own, so the web app's start-up code can name a
 * locale and its calendar day without the texts or the date library.
 */
export const intlLocales = { de: 'de-DE', en: 'en-GB' } as const satisfies Record<'de' | 'en', string>;

/** How a calendar day is shown ("11.01.2027" / "11/01/2027"), the first date most screens show. */
export const calendarDayFormat: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
};
