/**
 * The signed-in home in one answer (GET /overview, ADR 023): key figures, what needs action
 * (unread leads, seminars starting soon, recognitions ending or to apply for, drafts), the latest
 * changes and the first-run checklist, each checklist item read from the provider's data.
 */
import { and, asc, between, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  EXPIRING_WITHIN_DAYS,
  OVERVIEW_VIEWS_DAYS,
  addDaysIso,
  displayStatus,
  missingProfileParts,
  profileCompleteness,
  todayIso,
  type OverviewResponse,
  type SessionUser,
} from '@bu/contracts';
import { locations, providerImages, providers, seminars, statDailyProvider, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { servicePlugin } from '../../plugins/service';
import { leadActivity } from '../leads';
import { recognitionAlerts } from '../recognitions';
import { noSeminarStatusCounts, seminarStatusCounts } from '../seminars';

/** The profile parts the checklist's "complete your profile" item asks for. */
const checklistProfileParts = ['name', 'address', 'description', 'logo'] as const;

function createOverviewService(app: FastifyInstance) {
  const { db, invoiceIssuer: invoices } = app;

  /** Completeness and whether the checklist's profile parts are there, from one row and the image kinds. */
  async function profileState(providerId: string) {
    const [[provider], images] = await Promise.all([
      db.select().from(providers).where(eq(providers.id, providerId)),
      db
        .select({ kind: providerImages.kind, n: count() })
        .from(providerImages)
        .where(eq(providerImages.providerId, providerId))
        .groupBy(providerImages.kind),
    ]);
    if (!provider) throw new AppError('NOT_FOUND');
    const n = (kind: string) => images.find((r) => r.kind === kind)?.n ?? 0;
    const summary = {
      logo: n('logo') > 0,
      cover: n('cover') > 0,
      favicon: n('favicon') > 0,
      galleryCount: n('gallery'),
    };
    const missing = missingProfileParts(provider, summary);
    return {
      completeness: profileCompleteness(provider, summary),
      done: !checklistProfileParts.some((part) => missing.includes(part)),
    };
  }

  async function seminarViews(providerId: string, today: string) {
    const yesterday = addDaysIso(today, -1);
    const [row] = await db
      .select({ views: sql<number>`coalesce(sum(${statDailyProvider.seminarViews}), 0)`.mapWith(Number) })
      .from(statDailyProvider)
      .where(
        and(
          eq(statDailyProvider.providerId, providerId),
          between(statDailyProvider.day, addDaysIso(yesterday, -(OVERVIEW_VIEWS_DAYS - 1)), yesterday),
        ),
      );
    return row?.views ?? 0;
  }

  const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

  return {
    async overview(user: SessionUser): Promise<OverviewResponse> {
      const now = app.now();
      const today = todayIso(now);
      const soon = addDaysIso(today, EXPIRING_WITHIN_DAYS);
      const { providerId } = user;
      const summary = {
        id: seminars.id,
        title: seminars.title,
        seminarNumber: seminars.seminarNumber,
        status: seminars.status,
        startDate: seminars.startDate,
      };
      const [
        [counts = noSeminarStatusCounts],
        expiringSoon,
        recentlyChanged,
        leads,
        alerts,
        views,
        profile,
        locationCount,
        userCount,
        upcoming,
      ] = await Promise.all([
        db.select(seminarStatusCounts(today)).from(seminars).where(eq(seminars.providerId, providerId)),
        db
          .select({ ...summary, endDate: seminars.endDate, dateComment: seminars.dateComment })
          .from(seminars)
          .where(
            and(
              eq(seminars.providerId, providerId),
              inArray(seminars.status, ['online', 'paused']),
              gte(seminars.startDate, today),
              lt(seminars.startDate, soon),
            ),
          )
          .orderBy(asc(seminars.startDate), asc(seminars.id))
          .limit(50),
        db
          .select({ ...summary, updatedAt: seminars.updatedAt })
          .from(seminars)
          .where(eq(seminars.providerId, providerId))
          .orderBy(desc(seminars.updatedAt), asc(seminars.id))
          .limit(10),
        leadActivity(db, providerId, now),
        recognitionAlerts(db, providerId, today),
        seminarViews(providerId, today),
        profileState(providerId),
        countOf(db.select({ n: count() }).from(locations).where(eq(locations.providerId, providerId))),
        countOf(db.select({ n: count() }).from(users).where(eq(users.providerId, providerId))),
        // Money is for admins only, as GET /settings/invoices/upcoming is.
        user.role === 'admin' ? invoices.upcoming(providerId) : null,
      ]);
      return {
        success: true,
        keyFigures: {
          online: counts.online,
          newLeads: leads.newLast7Days,
          seminarViews: views,
          unbilledNetCents: upcoming ? upcoming.netCents : null,
        },
        counts,
        expiringSoon,
        recentlyChanged: recentlyChanged.map((r) => ({
          ...r,
          status: displayStatus(r, today),
          updatedAt: r.updatedAt.toISOString(),
        })),
        leadActivity: leads,
        recognitionsExpiring: alerts.recognitionsExpiring,
        applicationsDue: alerts.applicationsDue,
        profileCompleteness: profile.completeness,
        checklist: {
          location: locationCount > 0,
          seminar: counts.total > 0,
          profile: profile.done,
          team: userCount > 1,
        },
      };
    },
  };
}

type OverviewService = ReturnType<typeof createOverviewService>;

declare module 'fastify' {
  interface FastifyInstance {
    overviewService: OverviewService;
  }
}

export default servicePlugin('overviewService', createOverviewService, ['database', 'clock', 'invoiceIssuer']);
