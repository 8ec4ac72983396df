/**
 * Query keys read by more than one feature, with a single owner each (STYLE: one key
 * factory per resource, all/lists/list/details/detail). A feature's own keys stay in its
 * api.ts; a key another feature invalidates or reads lives here.
 */
export const providerKeys = {
  all: ['provider'] as const,
  /** Profile data incl. completeness (profile page, overview card, settings master data). */
  detail: () => [...providerKeys.all, 'detail'] as const,
  images: () => [...providerKeys.all, 'images'] as const,
};

export const statsKeys = {
  all: ['stats'] as const,
  general: () => [...statsKeys.all, 'general'] as const,
};
