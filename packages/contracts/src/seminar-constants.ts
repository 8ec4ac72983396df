/**
 * The seminars' plain values — limits, prices, enums and their types — without imports, so a
 * screen that needs a value does not build the seminar schemas (and load zod) for it.
 */

// ---------------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------------

export const SEMINAR_TITLE_MAX = 200;
/** The description must have fewer than this many characters of text (tags not counted). */
export const SEMINAR_DESCRIPTION_TEXT_LIMIT = 5000;
/** Upper bound of the stored HTML itself (markup included), so a tiny text cannot carry huge markup. */
export const SEMINAR_DESCRIPTION_HTML_MAX = 50_000;
/** Brochure text: standard limit and the limit with the paid expanded-text option. */
export const BROCHURE_TEXT_LIMIT = 350;
export const BROCHURE_TEXT_LIMIT_EXPANDED = 750;
/** Price of the expanded-text option per seminar and brochure edition, cents excl. VAT (17 €). */
export const EXPANDED_TEXT_PRICE_CENTS = 1700;
/** Price of one brochure entry (publication channel online + brochure) per edition, cents excl. VAT (39 €). */
export const BROCHURE_ENTRY_PRICE_CENTS = 3900;
/** What publishing a seminar can cost (seed §5), once per brochure edition. */
export const seminarCostKinds = ['brochure_entry', 'expanded_text'] as const;
export type SeminarCostKind = (typeof seminarCostKinds)[number];

/**
 * The one price list of publishing a seminar: the lines a seminar with these values triggers in
 * a brochure edition (brochure channel only), for the server's invoice lines, the publish dialog
 * and the seminar form's running total alike.
 */
export function seminarCostLines(seminar: {
  publicationChannel?: PublicationChannel | null;
  expandedText?: boolean | null;
}): { kind: SeminarCostKind; amountCents: number }[] {
  if (seminar.publicationChannel !== 'online_brochure') return [];
  return [
    { kind: 'brochure_entry', amountCents: BROCHURE_ENTRY_PRICE_CENTS },
    ...(seminar.expandedText ? [{ kind: 'expanded_text' as const, amountCents: EXPANDED_TEXT_PRICE_CENTS }] : []),
  ];
}
/** Internal category the client skips in pickers and filters. */
export const INTERNAL_CATEGORY_ID = -10000;
export const SEMINAR_PAGE_SIZES = [10, 25, 50] as const;
export const SEMINAR_PAGE_SIZE_DEFAULT = 25;
/** The overview flags seminars that start (and so stop being bookable) within this many days. */
export const EXPIRING_WITHIN_DAYS = 30;

/** Teaching hours a seminar day may have (issue 46): half an hour to a long day. */
export const SEMINAR_TEACHING_HOURS_MIN = 0.5;
export const SEMINAR_TEACHING_HOURS_MAX = 12;
/** At most this many dates inside a seminar's range may be marked as no seminar day. */
export const SEMINAR_NON_SEMINAR_DATES_MAX = 60;

export const seminarTypes = ['presence', 'online', 'hybrid'] as const;
export const seminarForms = ['block', 'modular', 'study_trip', 'other'] as const;
export const priceTypes = ['exact', 'range', 'on_request', 'free'] as const;
export const publicationChannels = ['online', 'online_brochure'] as const;
/** Stored statuses; `expired` is derived (start date passed) and never stored. */
export const storedSeminarStatuses = ['draft', 'online', 'paused', 'archived'] as const;
export const seminarStatuses = ['draft', 'online', 'paused', 'archived', 'expired'] as const;
/** Payload status of add/edit (seed §4): SHOW = publish (online), DRAFT = draft. */
export const payloadStatuses = ['SHOW', 'DRAFT'] as const;
export const seminarSorts = ['created_at', 'start_date', 'title', 'updated_at', 'Buchung'] as const;
export const SEMINAR_SORT_CLIENT_DEFAULT = 'created_at';
export const SEMINAR_SORT_SERVER_DEFAULT = 'Buchung';
export const seminarTabs = ['all', 'current', 'past'] as const;

export type SeminarType = (typeof seminarTypes)[number];
export type SeminarForm = (typeof seminarForms)[number];
export type PriceType = (typeof priceTypes)[number];
export type PublicationChannel = (typeof publicationChannels)[number];
export type StoredSeminarStatus = (typeof storedSeminarStatuses)[number];
export type SeminarStatus = (typeof seminarStatuses)[number];
export type SeminarSort = (typeof seminarSorts)[number];
export type SeminarTab = (typeof seminarTabs)[number];
