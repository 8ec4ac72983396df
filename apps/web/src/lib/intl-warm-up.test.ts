import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpIntl } from './intl-warm-up';

describe('warmUpIntl', () => {
  afterEach(() => vi.restoreAllMocks());

  it("loads the UI language's date and number data, each in a task of its own", () => {
    const made: string[] = [];
    const { DateTimeFormat, NumberFormat } = Intl;
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (locale, options) {
      made.push(`date ${String(locale)} ${options?.timeZone}`);
      return new DateTimeFormat(locale, options);
    } as typeof Intl.DateTimeFormat);
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (locale, options) {
      made.push(`number ${String(locale)}`);
      return new NumberFormat(locale, options);
    } as typeof Intl.NumberFormat);
    const tasks: (() => void)[] = [];
    warmUpIntl('en', (task) => tasks.push(task));
    expect(tasks).toHaveLength(2);
    expect(made).toEqual([]);
    for (const task of tasks) task();
    expect(made).toEqual(['date en-GB UTC', 'number en-GB']);
  });
});
