/**
 * Public marketplace reads: the search page, one seminar, one provider. Only public fields leave
 * here. A provider previewing its own seminar (signed in) also sees drafts and paused or expired
 * ones, marked `published: false`; everybody else gets 404 for them.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import {
  MARKETPLACE_PAGE_SIZE,
  seminarDaysIso,
  slugify,
  type PageMissing,
  type PublicProvider,
  type PublicProviderResponse,
  type PublicSeminar,
  type PublicSeminarResponse,
  type PublicSeminarSearchQuery,
  type PublicSeminarSearchResponse,
} from '@bu/contracts';
import {
  imageBlobs,
  leads,
  locations,
  providerImages,
  providerRecognitions,
  providers,
  seminarRecognitions,
  seminars,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/validation';
import { imageUrl } from '../images';
import { dailySalt, visitorHash } from '../statistics';
import { publicSql } from '../seminars';
import { publicPlaces } from '../leads';
import { searchWithPlacement, summariesJson, toSummary, type SummaryJson } from './search';
import { rawStatement } from '../../db/prepared';
import { servicePlugin } from '../../plugins/service';

/** A recognition as the page shows it (the seminar's and the provider's own). */
interface RecognitionJson {
  state: string;
  number: string | null;
  authority: string | null;
  validFrom: string | null;
  validUntil: string | null;
}

/** One of the provider's pictures: its kind (logo, cover, gallery), blob and description. */
interface ImageRow {
  kind: string;
  hash: string;
  format: (typeof imageBlobs.$inferSelect)['format'];
  description: string | null;
}

/** The provider's logo, cover and gallery rows as JSON, in their order (`toImages` reads them). */
const imagesJson = (providerId: AnyPgColumn | SQL) =>
  sql<ImageRow[]>`coalesce((select json_agg(json_build_object(
      'kind', i.kind, 'hash', i.image_hash, 'format', b.format, 'description', i.description)
      order by i.sort_order, i.created_at) from ${providerImages} i join ${imageBlobs} b on b.hash = i.image_hash
      where i.provider_id = ${providerId} and i.kind in ('logo', 'cover', 'gallery')), '[]'::json)`;

/**
 * Recognitions as the page shows them, as JSON: the seminar's (`seminar_recognitions`) or the
 * provider's own (`provider_recognitions`), both with the same public columns.
 */
const recognitionsJson = (from: SQL, order: SQL) =>
  sql<RecognitionJson[]>`coalesce((select json_agg(json_build_object(
      'state', r.state, 'number', r.number, 'authority', r.authority, 'validFrom', r.valid_from, 'validUntil', r.valid_until)
      order by ${order}) from ${from}), '[]'::json)`;

/** The seminar's participants (its leads in stage `booked`), counted in the page's statement. */
const bookedSql = (seminarId: AnyPgColumn) =>
  sql<number>`(select count(*)::int from ${leads} where ${leads.seminarId} = ${seminarId} and ${leads.stage} = 'booked')`;

/** A listed seminar of the provider page as the statement writes it, with what its places come from. */
interface ListedJson extends SummaryJson {
  maxParticipants: number | null;
  booked: number;
}

/** The provider page's row: the provider, its pictures and its current public seminars. */
interface ProviderPageRow {
  id: string;
  name: string;
  city: string;
  website: string | null;
  phone: string | null;
  description: string | null;
  images: ImageRow[];
  seminars: ListedJson[];
}

/** The provider page's seminars at most (the website widget lists them too). */
const PROVIDER_PAGE_SEMINARS = 200;

/** Who asked: top placement follows the visitor, and view tokens are bound to the network. */
interface Requester {
  address: string;
  userAgent: string | undefined;
}

function createMarketplaceService(app: FastifyInstance) {
  const { db } = app;
  const currentSalt = dailySalt(app);

  /** The provider's logo, cover and gallery from its image rows (in their order). */
  function toImages(rows: ImageRow[]) {
    const toImage = (r: ImageRow) => ({ url: imageUrl(r.hash, r.format), description: r.description });
    const single = (kind: string) => {
      const found = rows.find((r) => r.kind === kind);
      return found ? toImage(found) : null;
    };
    return {
      logo: single('logo'),
      cover: single('cover'),
      gallery: rows.filter((r) => r.kind === 'gallery').map(toImage),
    };
  }

  /**
   * The seminar page's one statement, built once and prepared by name (db/prepared.ts): the
   * seminar with its provider and place, its recognitions, the provider's images and
   * recognitions, and its booked places. Five statements in two round trips before; the page is
   * read on every visit, and building them cost Node more than PostgreSQL took to run them
   * (bench/RESULTS.md, 2026-11-29).
   */
  const seminarPage = db
    .select({
      seminar: {
        id: seminars.id,
        title: seminars.title,
        providerId: seminars.providerId,
        status: seminars.status,
        categoryId: seminars.categoryId,
        startDate: seminars.startDate,
        endDate: seminars.endDate,
        dateComment: seminars.dateComment,
        seminarType: seminars.seminarType,
        seminarForm: seminars.seminarForm,
        priceType: seminars.priceType,
        priceCents: seminars.priceCents,
        priceMinCents: seminars.priceMinCents,
        priceMaxCents: seminars.priceMaxCents,
        priceComment: seminars.priceComment,
        descriptionWeb: seminars.descriptionWeb,
        cityComment: seminars.cityComment,
        formattedAddress: seminars.formattedAddress,
        targetGroup: seminars.targetGroup,
        prerequisites: seminars.prerequisites,
        maxParticipants: seminars.maxParticipants,
        infoTelephone: seminars.infoTelephone,
        directLink: seminars.directLink,
        specialFeatures: seminars.specialFeatures,
        timeFrom: seminars.timeFrom,
        timeTo: seminars.timeTo,
        teachingHoursPerDay: seminars.teachingHoursPerDay,
        weekendDays: seminars.weekendDays,
        nonSeminarDates: seminars.nonSeminarDates,
      },
      providerName: providers.name,
      providerWebsite: providers.website,
      providerPhone: providers.phone,
      city: locations.city,
      street: locations.street,
      postalCode: locations.postalCode,
      state: locations.state,
      country: locations.country,
      recognitions: recognitionsJson(sql`${seminarRecognitions} r where r.seminar_id = ${seminars.id}`, sql`r.state`),
      providerRecognitions: recognitionsJson(
        sql`${providerRecognitions} r where r.provider_id = ${seminars.providerId}`,
        sql`r.state, r.valid_until, r.id`,
      ),
      images: imagesJson(seminars.providerId),
      booked: bookedSql(seminars.id),
    })
    .from(seminars)
    .innerJoin(providers, eq(providers.id, seminars.providerId))
    .leftJoin(locations, eq(locations.id, seminars.locationId))
    .where(eq(seminars.id, sql.placeholder('id')))
    .prepare('public_seminar_page');

  /**
   * The provider page's one statement, prepared by name: the provider, its pictures and its
   * current public seminars (normal order: next start, title) with their states and booked places.
   */
  const providerPage = rawStatement<ProviderPageRow>(
    db,
    sql`select owner.id, owner.name, owner.city, owner.website, owner.phone, owner.description,
      ${imagesJson(sql`owner.id`)} as images,
      ${summariesJson(
        and(sql`${seminars.providerId} = owner.id`, publicSql(sql.placeholder('today')))!,
        { limit: PROVIDER_PAGE_SEMINARS },
        sql`${seminars.maxParticipants} as "maxParticipants",
          ${bookedSql(seminars.id)} as booked`,
      )} as seminars
    from ${providers} owner where owner.id = ${sql.placeholder('id')}`,
  ).prepare('public_provider_page');

  const service = {
    async search(query: PublicSeminarSearchQuery, requester: Requester): Promise<PublicSeminarSearchResponse> {
      const { page, ...filters } = query;
      const visitor = visitorHash((await currentSalt()).salt, requester.address, requester.userAgent ?? '');
      const found = await searchWithPlacement(db, filters, app.today(), {
        page,
        pageSize: MARKETPLACE_PAGE_SIZE,
        visitor,
        now: app.now(),
      });
      return {
        success: true,
        ...found,
        page,
        pageSize: MARKETPLACE_PAGE_SIZE,
        viewToken: app.viewTokens.issue(
          {
            kind: 'search',
            ids: found.seminars.map((s) => s.id),
            top: found.seminars.filter((s) => s.boosted).length,
          },
          requester.address,
        ),
      };
    },

    /** One seminar; `previewProviderId` (the signed-in provider) also opens its own unpublished ones. */
    async seminar(id: string, previewProviderId?: string): Promise<PublicSeminar> {
      if (!isUuid(id)) throw new AppError('NOT_FOUND');
      const today = app.today();
      const [row] = await seminarPage.execute({ id });
      if (!row) throw new AppError('NOT_FOUND');
      const s = row.seminar;
      const published = s.status === 'online' && s.startDate !== null && s.startDate >= today;
      if (!published && s.providerId !== previewProviderId) throw new AppError('NOT_FOUND');
      const { recognitions, providerRecognitions, booked } = row;
      const images = toImages(row.images);
      return {
        id: s.id,
        slug: slugify(s.title),
        title: s.title,
        providerId: s.providerId,
        providerName: row.providerName,
        categoryId: s.categoryId,
        startDate: s.startDate,
        endDate: s.endDate,
        dateComment: s.dateComment,
        city: row.city,
        seminarType: s.seminarType,
        priceType: s.priceType,
        priceCents: s.priceCents,
        priceMinCents: s.priceMinCents,
        priceMaxCents: s.priceMaxCents,
        states: recognitions.map((r) => r.state),
        excerpt: '',
        descriptionWeb: s.descriptionWeb,
        seminarForm: s.seminarForm,
        priceComment: s.priceComment,
        cityComment: s.cityComment,
        formattedAddress: s.formattedAddress,
        address:
          row.city !== null && row.postalCode !== null && row.country !== null
            ? { street: row.street, postalCode: row.postalCode, city: row.city, state: row.state, country: row.country }
            : null,
        targetGroup: s.targetGroup,
        prerequisites: s.prerequisites,
        maxParticipants: s.maxParticipants,
        infoTelephone: s.infoTelephone,
        directLink: s.directLink,
        specialFeatures: s.specialFeatures,
        timeFrom: s.timeFrom,
        timeTo: s.timeTo,
        teachingHoursPerDay: s.teachingHoursPerDay,
        seminarDays: seminarDaysIso(s),
        ...publicPlaces(s.maxParticipants, booked),
        recognitions,
        providerRecognitions,
        published,
        provider: {
          id: s.providerId,
          slug: slugify(row.providerName),
          name: row.providerName,
          website: row.providerWebsite,
          phone: row.providerPhone,
          logo: images.logo,
          cover: images.cover,
        },
      };
    },

    /** GET /public/seminars/:id's answer: the seminar with a view token for the requester's network. */
    async seminarAnswer(id: string, address: string, previewProviderId?: string): Promise<PublicSeminarResponse> {
      const seminar = await service.seminar(id, previewProviderId);
      return {
        success: true,
        seminar,
        viewToken: app.viewTokens.issue({ kind: 'seminar', ids: [seminar.id], top: 0 }, address),
      };
    },

    /**
     * Why a seminar has no public page: gone (410) once it was published and is archived or has
     * started (its provider named, the page's way on); otherwise — unknown, a draft never
     * published, paused — not found (404). ADR 046.
     */
    async missingSeminar(id: string): Promise<PageMissing> {
      if (!isUuid(id)) return { status: 404 };
      const [row] = await db
        .select({
          status: seminars.status,
          startDate: seminars.startDate,
          publishedAt: seminars.publishedAt,
          providerId: seminars.providerId,
          providerName: providers.name,
        })
        .from(seminars)
        .innerJoin(providers, eq(providers.id, seminars.providerId))
        .where(eq(seminars.id, id));
      if (!row || row.publishedAt === null) return { status: 404 };
      const started = row.startDate !== null && row.startDate < app.today();
      if (row.status !== 'archived' && !started) return { status: 404 };
      return { status: 410, provider: { id: row.providerId, name: row.providerName } };
    },

    /** A provider's public page with its current public seminars. */
    async provider(id: string): Promise<PublicProvider> {
      if (!isUuid(id)) throw new AppError('NOT_FOUND');
      const [row] = await providerPage.execute({ id, today: app.today() });
      if (!row) throw new AppError('NOT_FOUND');
      // Free places or the waitlist of each, as its own page says them (the website widget lists these).
      const current = row.seminars.map((listed) =>
        Object.assign(toSummary(listed), publicPlaces(listed.maxParticipants, listed.booked)),
      );
      return {
        id: row.id,
        slug: slugify(row.name),
        name: row.name,
        city: row.city,
        website: row.website,
        phone: row.phone,
        description: row.description,
        ...toImages(row.images),
        seminars: current,
      };
    },

    /** GET /public/providers/:id's answer: the provider with a view token for the requester's network. */
    async providerAnswer(id: string, address: string): Promise<PublicProviderResponse> {
      const provider = await service.provider(id);
      return {
        success: true,
        provider,
        viewToken: app.viewTokens.issue({ kind: 'provider', ids: [provider.id], top: 0 }, address),
      };
    },
  };
  return service;
}

type MarketplaceService = ReturnType<typeof createMarketplaceService>;

declare module 'fastify' {
  interface FastifyInstance {
    marketplaceService: MarketplaceService;
  }
}

export default servicePlugin('marketplaceService', createMarketplaceService, ['database', 'clock', 'viewTokens']);
