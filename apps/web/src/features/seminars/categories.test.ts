import { describe, expect, it, vi } from 'vitest';
import { buildCategoryList } from './categories';

describe('buildCategoryList', () => {
  it('skips the internal category and sorts by the label in the UI language', () => {
    expect(
      buildCategoryList(
        {
          '-10000': { de: 'Intern', en: 'Internal' },
          '2': { de: 'Sprachen', en: 'Languages' },
          '1': { de: 'Politik', en: 'Politics' },
        },
        'de',
      ),
    ).toEqual([
      { id: 1, label: 'Politik' },
      { id: 2, label: 'Sprachen' },
    ]);
  });

  it('logs an error while building the list and yields an empty list', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const malformed = { '1': null, '2': { de: 'Sprachen', en: 'Languages' } } as unknown as Record<
      string,
      { de: string; en: string }
    >;
    expect(buildCategoryList(malformed, 'de')).toEqual([]);
    expect(log).toHaveBeenCalledWith('Error while building the category list', expect.any(TypeError));
    log.mockRestore();
  });
});
