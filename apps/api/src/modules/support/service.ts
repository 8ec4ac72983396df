/**
 * Support mode (DESIGN §6, issue 12): superadmins find a provider, see its account state and
 * open a one-hour support session that acts as that provider. Starting and ending it, and
 * everything done in it, lands in the provider's activity log under the support person's name.
 */
import { and, count, desc, eq, ilike, inArray, isNull, max, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  SUPPORT_SESSION_MINUTES,
  accountLimitScopes,
  type AccountLimitScope,
  type SupportProviderDetail,
  type SupportProviderSummary,
  type SupportSessionResponse,
} from '@bu/contracts';
import { activityLog, boostBookings, invoices, providers, seminars, sessions, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { ClientInfo } from '../../lib/client-info';
import { containsPattern } from '../../lib/like';
import { createSecret, hashSecret } from '../../lib/tokens';
import type { SessionAuth } from '../../plugins/auth';
import { recordActivity, toActivityEntry } from '../activity';
import { issueKey } from '../auth';
import { templates } from '../mail';
import { noSeminarStatusCounts, seminarStatusCounts } from '../seminars';
import { servicePlugin } from '../../plugins/service';

const SEARCH_LIMIT = 25;

function createSupportService(app: FastifyInstance) {
  const { db, config, mailer } = app;

  /** The support person: the superadmin signed in, also when already inside a support session. */
  const supportPerson = (auth: SessionAuth) => auth.support?.supportUser ?? auth.user;

  async function provider(id: string) {
    const [row] = await db.select().from(providers).where(eq(providers.id, id));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    /** By provider name or email, a user's email, provider number or seminar number. */
    async search(q: string): Promise<{ providers: SupportProviderSummary[]; total: number }> {
      const term = q.trim();
      const like = containsPattern(term);
      const number = /^\d{1,9}$/.test(term) ? Number(term) : undefined;
      const condition = term
        ? or(
            ilike(providers.name, like),
            ilike(providers.email, like),
            number !== undefined ? eq(providers.providerNumber, number) : undefined,
            inArray(providers.id, db.select({ id: users.providerId }).from(users).where(ilike(users.email, like))),
            inArray(
              providers.id,
              db.select({ id: seminars.providerId }).from(seminars).where(ilike(seminars.seminarNumber, like)),
            ),
          )
        : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: providers.id,
            providerNumber: providers.providerNumber,
            name: providers.name,
            city: providers.city,
            email: providers.email,
          })
          .from(providers)
          .where(condition)
          .orderBy(providers.name, providers.id)
          .limit(SEARCH_LIMIT),
        db.select({ n: count() }).from(providers).where(condition),
      ]);
      return { providers: rows, total: total?.n ?? 0 };
    },

    async detail(id: string): Promise<SupportProviderDetail> {
      const p = await provider(id);
      // Seminar expiry and boost states as the dashboard shows them (Berlin day), on the app's clock.
      const day = app.today();
      const today = day;
      const ended = sql`(${boostBookings.endsOn} < ${day} or coalesce(${seminars.startDate} <= ${day}, false))`;
      const [members, lastSignIns, [counts], recent, [boosts], [invoiceCount], [latestInvoice]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(eq(users.providerId, id))
          .orderBy(desc(users.isCreator), users.createdAt, users.id),
        db
          .select({ userId: sessions.userId, at: max(sessions.createdAt) })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(and(eq(users.providerId, id), isNull(sessions.supportProviderId)))
          .groupBy(sessions.userId),
        db.select(seminarStatusCounts(today)).from(seminars).where(eq(seminars.providerId, id)),
        db
          .select()
          .from(activityLog)
          .where(eq(activityLog.providerId, id))
          .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
          .limit(10),
        db
          .select({
            unconfirmed: sql<number>`count(*) filter (where ${boostBookings.status} = 'unconfirmed')`.mapWith(Number),
            scheduled:
              sql<number>`count(*) filter (where ${boostBookings.status} = 'confirmed' and not ${ended} and ${boostBookings.startsOn} > ${day})`.mapWith(
                Number,
              ),
            running:
              sql<number>`count(*) filter (where ${boostBookings.status} = 'confirmed' and not ${ended} and ${boostBookings.startsOn} <= ${day})`.mapWith(
                Number,
              ),
            ended: sql<number>`count(*) filter (where ${boostBookings.status} = 'confirmed' and ${ended})`.mapWith(
              Number,
            ),
          })
          .from(boostBookings)
          .innerJoin(seminars, eq(seminars.id, boostBookings.seminarId))
          .where(eq(boostBookings.providerId, id)),
        db.select({ n: count() }).from(invoices).where(eq(invoices.providerId, id)),
        db
          .select({
            number: invoices.number,
            kind: invoices.kind,
            issuedOn: invoices.issuedOn,
            grossCents: invoices.grossCents,
          })
          .from(invoices)
          .where(eq(invoices.providerId, id))
          .orderBy(desc(invoices.issuedOn), desc(invoices.year), desc(invoices.sequence))
          .limit(1),
      ]);
      const signedIn = new Map(lastSignIns.map((r) => [r.userId, r.at]));
      // Locked by rate limits: the limits keyed by each member's email that refuse it now.
      const isAccountScope = (scope: string): scope is AccountLimitScope =>
        (accountLimitScopes as readonly string[]).includes(scope);
      const rateLimits = await Promise.all(
        members.map(async (u) =>
          (await app.accountLimits(u.email)).flatMap(({ scope, retryAfterSeconds }) =>
            isAccountScope(scope) ? [{ scope, retryAfterSeconds }] : [],
          ),
        ),
      );
      return {
        id: p.id,
        providerNumber: p.providerNumber,
        name: p.name,
        city: p.city,
        email: p.email,
        createdAt: p.createdAt.toISOString(),
        users: members.map((u, i) => ({
          id: u.id,
          firstName: u.firstName,
          lastName: u.lastName,
          email: u.email,
          role: u.role,
          isCreator: u.isCreator,
          verified: Boolean(u.emailVerifiedAt),
          twoFactorEnabled: Boolean(u.totpEnabledAt),
          lastSignInAt: signedIn.get(u.id)?.toISOString() ?? null,
          rateLimits: rateLimits[i] ?? [],
        })),
        seminars: counts ?? noSeminarStatusCounts,
        boosts: boosts ?? { unconfirmed: 0, scheduled: 0, running: 0, ended: 0 },
        invoices: { count: invoiceCount?.n ?? 0, latest: latestInvoice ?? null },
        recentActivity: recent.map(toActivityEntry),
      };
    },

    /** A session of the superadmin acting as the provider, for one hour from now. */
    async startSession(auth: SessionAuth, providerId: string, client: ClientInfo): Promise<SupportSessionResponse> {
      const target = await provider(providerId);
      const person = supportPerson(auth);
      const token = createSecret();
      // The support hour runs on the app's clock (set here, judged by the auth plugin).
      const expiresAt = new Date(app.now().getTime() + SUPPORT_SESSION_MINUTES * 60_000);
      await db.transaction(async (tx) => {
        await tx.insert(sessions).values({
          userId: person.id,
          tokenHash: hashSecret(token),
          expiresAt,
          supportProviderId: target.id,
          userAgent: client.userAgent,
          ipPrefix: client.ipPrefix,
        });
        await recordActivity(tx, {
          actor: null,
          providerId: target.id,
          supportUser: person,
          kind: 'support_access_started',
        });
      });
      return { success: true, token, expiresAt: expiresAt.toISOString() };
    },

    /** Ends the support session the request came with. */
    async endSession(auth: SessionAuth): Promise<void> {
      if (!auth.support) throw new AppError('NOT_FOUND');
      const support = auth.support;
      await db.transaction(async (tx) => {
        await tx.update(sessions).set({ revokedAt: app.now() }).where(eq(sessions.id, auth.sessionId));
        await recordActivity(tx, {
          actor: null,
          providerId: support.providerId,
          supportUser: support.supportUser,
          kind: 'support_access_ended',
        });
      });
    },

    /** A new verification mail for a member who has not confirmed the address yet. */
    async resendVerification(auth: SessionAuth, providerId: string, userId: string): Promise<void> {
      await provider(providerId);
      const [member] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, userId), eq(users.providerId, providerId)));
      if (!member) throw new AppError('NOT_FOUND');
      if (member.emailVerifiedAt) throw new AppError('CONFLICT');
      const key = await issueKey(db, member.id, 'verify_email', app.now());
      await recordActivity(db, {
        actor: null,
        providerId,
        supportUser: supportPerson(auth),
        kind: 'support_verification_resent',
        subject: `${member.firstName} ${member.lastName}`,
        details: { memberId: member.id },
      });
      const url = `${config.PUBLIC_URL}/auth/confirm-registration?key=${encodeURIComponent(key)}`;
      await mailer.send(member.email, templates.verifyEmail(member.language, member.firstName, url));
    },
  };
}

type SupportService = ReturnType<typeof createSupportService>;

declare module 'fastify' {
  interface FastifyInstance {
    supportService: SupportService;
  }
}

export default servicePlugin('supportService', createSupportService, [
  'database',
  'config',
  'clock',
  'mailer',
  'limits',
]);
