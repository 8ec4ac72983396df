/**
 * The category choices of the seminar list and form (seed §8): an error while building the
 * list is logged and yields an empty list, never an error page.
 */
import { INTERNAL_CATEGORY_ID, type Language } from '@bu/contracts';

export interface CategoryOption {
  id: number;
  label: string;
}

export function buildCategoryList(
  categories: Record<string, { de: string; en: string }> | undefined,
  language: Language,
): CategoryOption[] {
  try {
    return Object.entries(categories ?? {})
      .filter(([id]) => Number(id) !== INTERNAL_CATEGORY_ID)
      .map(([id, label]) => ({ id: Number(id), label: label[language] }))
      .sort((a, b) => a.label.localeCompare(b.label, language));
  } catch (error) {
    console.error('Error while building the category list', error);
    return [];
  }
}
