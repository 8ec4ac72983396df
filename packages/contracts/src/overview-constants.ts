/**
 * The overview's plain values, without zod, so the home's code does not load zod for them
 * (the schemas are in overview.ts).
 */

/** Days of seminar views the overview's key figure counts, ending yesterday like the statistics. */
export const OVERVIEW_VIEWS_DAYS = 30;

/**
 * The first-run checklist, in the order a new provider works through it. Each item is ticked by
 * the provider's data, never by a click: a location exists, a seminar exists, the profile has
 * name, address, description and a logo, a second team member exists (invited or active).
 */
export const overviewChecklistItems = ['location', 'seminar', 'profile', 'team'] as const;
export type OverviewChecklistItem = (typeof overviewChecklistItems)[number];
