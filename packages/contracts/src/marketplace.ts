/**
 * The public marketplace (DESIGN §8a): search, seminar and provider pages, and the visitor
 * events they report (POST /public/events). Only public fields ever leave the server: no
 * owner, internal notes, invoicing or counts.
 */
import { z } from 'zod';
import { stateCodes } from './seminars';
import { priceTypes, seminarForms, seminarTypes } from './seminar-constants';

// ---------------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------------

export const MARKETPLACE_PAGE_SIZE = 20;
/**
 * The public search counts its matches up to this many (ADR 041): beyond it, `total` is this
 * number and `totalCapped` is true ("more than 1,000"). Counting every match of a national market
 * on each request cost more than finding the page.
 */
export const MARKETPLACE_TOTAL_CAP = 1000;
/** Events one POST /public/events may carry. */
export const EVENTS_PER_CALL_MAX = 50;
/** The same visitor, type and target count once within this window. */
export const EVENT_DEDUP_MINUTES = 30;
/** A view token (the `viewToken` of a marketplace answer) is valid this long for POST /public/events. */
export const VIEW_TOKEN_TTL_MINUTES = 60;
/** One network (an IPv4 address or an IPv6 /64) counts as at most this many visitors per seminar (or provider) and day. */
export const VISITORS_PER_NETWORK_MAX = 3;
/**
 * A seminar's hourly ceiling of counted events, relative to its own history: `factor` times its
 * mean hour over the last `historyDays` days with counted events (mean day ÷ 24), never below
 * `floor`. Events beyond it in an hour are held as suspicious: shown, not counted.
 */
export const SEMINAR_HOURLY_CEILING = { floor: 240, factor: 4, historyDays: 28 } as const;
/** The ceiling of a seminar whose counted days of the history window average `meanDay` events. */
export const seminarHourlyCeiling = (meanDay: number) =>
  Math.max(SEMINAR_HOURLY_CEILING.floor, Math.ceil((SEMINAR_HOURLY_CEILING.factor * meanDay) / 24));
/** Top placement turns every this many minutes for a visitor and search (docs/boosts.md). */
export const PLACEMENT_SLOT_MINUTES = 1;
/** POST /public/events per client address. */
export const EVENTS_RATE_LIMIT = { perIp: 600, windowMinutes: 1 } as const;
/** Public reads per client address. */
export const MARKETPLACE_READ_RATE_LIMIT = { perIp: 300, windowMinutes: 1 } as const;

export const statEventTypes = [
  'impression',
  'seminar_view',
  'message_click',
  'phone_click',
  'website_click',
  'more_info_click',
  'profile_view',
] as const;
export type StatEventType = (typeof statEventTypes)[number];
/** Every type except profile_view is about one seminar. */
export const seminarEventTypes = statEventTypes.filter((t) => t !== 'profile_view') as Exclude<
  StatEventType,
  'profile_view'
>[];

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

const uuid = z.uuid({ error: 'invalid' });

export const publicSeminarSearchQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  categoryId: z.coerce.number().int().optional(),
  state: z.enum(stateCodes).optional(),
  /** Seminars starting in this month. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'invalid' })
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type PublicSeminarSearchQuery = z.infer<typeof publicSeminarSearchQuerySchema>;

export const statEventSchema = z
  .object({
    type: z.enum(statEventTypes),
    seminarId: uuid.optional(),
    providerId: uuid.optional(),
    /**
     * The `viewToken` of the marketplace answer the event came from. Optional in the schema so a
     * missing or invalid one is dropped (202 with `accepted: 0`) rather than refused.
     */
    viewToken: z.string().max(600).optional(),
  })
  .refine((e) => (e.type === 'profile_view' ? Boolean(e.providerId) : Boolean(e.seminarId)), {
    error: 'required',
  });
export type StatEvent = z.infer<typeof statEventSchema>;

export const statEventsBodySchema = z.object({
  events: z.array(statEventSchema).min(1).max(EVENTS_PER_CALL_MAX, { error: 'invalid' }),
});
export type StatEventsBody = z.infer<typeof statEventsBodySchema>;

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

const isoDate = z.string().nullable();

export const publicSeminarSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  categoryId: z.number().nullable(),
  startDate: isoDate,
  endDate: isoDate,
  dateComment: z.string().nullable(),
  city: z.string().nullable(),
  seminarType: z.enum(seminarTypes).nullable(),
  priceType: z.enum(priceTypes).nullable(),
  priceCents: z.number().nullable(),
  priceMinCents: z.number().nullable(),
  priceMaxCents: z.number().nullable(),
  /** States whose educational-leave law recognises the seminar. */
  states: z.array(z.string()),
  excerpt: z.string(),
});
export type PublicSeminarSummary = z.infer<typeof publicSeminarSummarySchema>;

/**
 * Places still free (null: the seminar sets no maximum) and `waitlist` when none is left: the
 * public seminar answer and the seminars of the provider page (the website widget's list) carry them.
 */
export const publicPlacesSchema = z.object({
  freePlaces: z.number().int().min(0).nullable(),
  waitlist: z.boolean(),
});
export type PublicPlaces = z.infer<typeof publicPlacesSchema>;

export const publicCategorySchema = z.object({ id: z.number(), de: z.string(), en: z.string() });

export const publicSeminarSearchResponseSchema = z.object({
  success: z.literal(true),
  /** Boosted seminars (top placement) first, then the page in normal order without them. */
  seminars: z.array(publicSeminarSummarySchema.extend({ boosted: z.boolean() })),
  /** Matching seminars, counted up to MARKETPLACE_TOTAL_CAP. */
  total: z.number(),
  /** More than `total` (= MARKETPLACE_TOTAL_CAP) seminars match. */
  totalCapped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
  categories: z.array(publicCategorySchema),
  /** Signed, short-lived proof that the server served this answer (POST /public/events needs it on every event). */
  viewToken: z.string(),
});
export type PublicSeminarSearchResponse = z.infer<typeof publicSeminarSearchResponseSchema>;

export const publicImageSchema = z.object({ url: z.string(), description: z.string().nullable() });

export const publicSeminarSchema = publicSeminarSummarySchema.extend({
  descriptionWeb: z.string().nullable(),
  seminarForm: z.enum(seminarForms).nullable(),
  priceComment: z.string().nullable(),
  cityComment: z.string().nullable(),
  formattedAddress: z.string().nullable(),
  /** The seminar's place as parts (its saved location), for a postal address in structured data. */
  address: z
    .object({
      street: z.string().nullable(),
      postalCode: z.string(),
      city: z.string(),
      /** ISO 3166-2 state code without `DE-`, when known. */
      state: z.string().nullable(),
      country: z.string(),
    })
    .nullable(),
  targetGroup: z.string().nullable(),
  prerequisites: z.string().nullable(),
  maxParticipants: z.number().nullable(),
  infoTelephone: z.string().nullable(),
  directLink: z.string().nullable(),
  specialFeatures: z.string().nullable(),
  /** The daily schedule (issue 46): usual times (HH:MM), teaching hours a day, and the seminar's days. */
  timeFrom: z.string().nullable(),
  timeTo: z.string().nullable(),
  teachingHoursPerDay: z.number().nullable(),
  seminarDays: z.array(z.string()),
  ...publicPlacesSchema.shape,
  /** The seminar's recognitions — never the notice itself (it is not public). */
  recognitions: z.array(
    z.object({
      state: z.string(),
      number: z.string().nullable(),
      authority: z.string().nullable(),
      validFrom: z.string().nullable(),
      validUntil: z.string().nullable(),
    }),
  ),
  /** The provider's own (provider-level) recognitions, for the visitor's Bildungsurlaub check. */
  providerRecognitions: z.array(
    z.object({
      state: z.string(),
      number: z.string().nullable(),
      authority: z.string().nullable(),
      validFrom: z.string().nullable(),
      validUntil: z.string().nullable(),
    }),
  ),
  /** False only in the provider's own preview of a seminar that is not (or no longer) public. */
  published: z.boolean(),
  provider: z.object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    website: z.string().nullable(),
    phone: z.string().nullable(),
    logo: publicImageSchema.nullable(),
    /** The provider's cover picture (the page's preview image for link previews). */
    cover: publicImageSchema.nullable(),
  }),
});
export type PublicSeminar = z.infer<typeof publicSeminarSchema>;

export const publicSeminarResponseSchema = z.object({
  success: z.literal(true),
  seminar: publicSeminarSchema,
  /** Signed, short-lived proof that the server served this answer (POST /public/events needs it on every event). */
  viewToken: z.string(),
});
export type PublicSeminarResponse = z.infer<typeof publicSeminarResponseSchema>;

export const publicProviderSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  description: z.string().nullable(),
  logo: publicImageSchema.nullable(),
  cover: publicImageSchema.nullable(),
  gallery: z.array(publicImageSchema),
  /** The provider's current public seminars, each with its places (the website widget shows them). */
  seminars: z.array(publicSeminarSummarySchema.extend(publicPlacesSchema.shape)),
});
export type PublicProvider = z.infer<typeof publicProviderSchema>;

export const publicProviderResponseSchema = z.object({
  success: z.literal(true),
  provider: publicProviderSchema,
  /** Signed, short-lived proof that the server served this answer (POST /public/events needs it on every event). */
  viewToken: z.string(),
});
export type PublicProviderResponse = z.infer<typeof publicProviderResponseSchema>;

export const statEventsResponseSchema = z.object({ success: z.literal(true), accepted: z.number() });

/** The trailing UUID of a marketplace path segment `<slug>-<uuid>` (or a bare UUID). */
export function idFromSlug(segment: string): string | null {
  const match = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(segment);
  return match ? match[1]!.toLowerCase() : null;
}
