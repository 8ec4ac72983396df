/**
 * The browser loads a locale's date and number data with the first `Intl` formatter of that
 * locale: ~15 ms for dates and a few for numbers here, four times that on a slow phone. Started
 * while the app waits for its texts and the session check, each in a task of its own, the first
 * screen's render does not have to (bench/RESULTS.md). It must be the UI language's locale: the
 * page still says `lang="de"` then, and another locale's data would not help. Numbers go through
 * the one number format (contracts format.ts), which keeps the formatter it makes for the screens.
 */
import { calendarDayFormat, formatNumber, intlLocales, type Language } from '@bu/contracts';

export function warmUpIntl(language: Language, schedule: (task: () => void) => void = (task) => setTimeout(task, 0)) {
  schedule(() => new Intl.DateTimeFormat(intlLocales[language], calendarDayFormat).format(0));
  schedule(() => formatNumber(0, language));
}
