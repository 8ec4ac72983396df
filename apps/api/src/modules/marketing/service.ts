/**
 * Marketing contact sync (seed §4, §7; DESIGN §5): routes record a `marketing_sync_log` row
 * and queue the `marketing.sync` job; the job calls Brevo only when BREVO_API_KEY is set and
 * otherwise marks the row `recorded` and logs it. Failures never reach the user.
 */
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { marketingSyncLog, providers, seminars, users } from '../../db/schema/index';
import { servicePlugin } from '../../plugins/service';

export const MARKETING_SYNC_JOB = 'marketing.sync';
const BREVO_API_URL = 'https://api.brevo.com/v3';
/** Attributes add-contact passes on; everything else is dropped. */
const ADD_CONTACT_ATTRIBUTES = ['FIRSTNAME', 'LASTNAME', 'LANGUAGE', 'PROVIDER_NAME', 'NEWSLETTER', 'SOURCE'] as const;

type Kind = (typeof marketingSyncLog.$inferInsert)['kind'];

interface SyncPayload {
  email: string;
  attributes: Record<string, string | number | boolean>;
  /** Brevo event sent after the contact update (seminar published). */
  event?: { name: string; properties: Record<string, string | number | boolean> };
  /** add-contact creates or updates (POST /contacts); the others update (PUT /contacts/{email}). */
  upsert?: boolean;
}

function createMarketingService(app: FastifyInstance) {
  const { db } = app;

  async function enqueue(kind: Kind, providerId: string | null, payload: SyncPayload): Promise<string | null> {
    try {
      const [row] = await db
        .insert(marketingSyncLog)
        .values({ kind, providerId, payload: { ...payload } })
        .returning({ id: marketingSyncLog.id });
      await app.jobs.send(MARKETING_SYNC_JOB, { logId: row!.id });
      return row!.id;
    } catch (err) {
      app.log.error({ err, kind }, 'marketing sync could not be queued');
      return null;
    }
  }

  async function brevo(method: 'POST' | 'PUT', path: string, body: unknown): Promise<void> {
    const res = await fetch(`${BREVO_API_URL}${path}`, {
      method,
      headers: { 'api-key': app.config.BREVO_API_KEY!, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`Brevo ${method} ${path} answered ${res.status}`);
  }

  /** The job: one log row, one attempt. Throws on a Brevo failure so pg-boss retries. */
  async function process(logId: string): Promise<void> {
    const [row] = await db.select().from(marketingSyncLog).where(eq(marketingSyncLog.id, logId));
    if (!row || row.status === 'sent' || row.status === 'recorded') return;
    const payload = row.payload as unknown as SyncPayload;
    if (!app.config.BREVO_API_KEY) {
      await db
        .update(marketingSyncLog)
        .set({ status: 'recorded', processedAt: app.now() })
        .where(eq(marketingSyncLog.id, logId));
      app.log.info({ logId, kind: row.kind }, 'marketing sync recorded (no BREVO_API_KEY)');
      return;
    }
    try {
      if (payload.upsert) {
        await brevo('POST', '/contacts', { email: payload.email, attributes: payload.attributes, updateEnabled: true });
      } else {
        await brevo('PUT', `/contacts/${encodeURIComponent(payload.email)}?identifierType=email_id`, {
          attributes: payload.attributes,
        });
      }
      if (payload.event) {
        await brevo('POST', '/events', {
          event_name: payload.event.name,
          identifiers: { email_id: payload.email },
          event_properties: payload.event.properties,
        });
      }
      await db
        .update(marketingSyncLog)
        .set({ status: 'sent', attempts: row.attempts + 1, error: null, processedAt: app.now() })
        .where(eq(marketingSyncLog.id, logId));
    } catch (err) {
      await db
        .update(marketingSyncLog)
        .set({
          status: 'failed',
          attempts: row.attempts + 1,
          error: (err as Error).message.slice(0, 500),
          processedAt: app.now(),
        })
        .where(eq(marketingSyncLog.id, logId));
      app.log.warn({ logId, err }, 'marketing sync failed');
      throw err;
    }
  }

  async function provider(providerId: string) {
    const [row] = await db.select().from(providers).where(eq(providers.id, providerId));
    return row!;
  }

  return {
    process,

    /** PUT /dashboard/brevo/updated-seminar-attributes; 404 for a seminar that is not the caller's. */
    async seminarAttributes(user: { providerId: string; email: string }, seminarId: string, sendPublishEvent: boolean) {
      const [seminar] = await db
        .select({ id: seminars.id, title: seminars.title, status: seminars.status, startDate: seminars.startDate })
        .from(seminars)
        .where(and(eq(seminars.id, seminarId), eq(seminars.providerId, user.providerId)));
      if (!seminar) return null;
      const p = await provider(user.providerId);
      const [{ online } = { online: 0 }] = await db
        .select({ online: count() })
        .from(seminars)
        .where(and(eq(seminars.providerId, user.providerId), eq(seminars.status, 'online')));
      const payload: SyncPayload = {
        email: p.email ?? user.email,
        attributes: {
          VERANSTALTERNUMMER: p.providerNumber,
          LAST_SEMINAR_ID: seminar.id,
          LAST_SEMINAR_TITLE: seminar.title,
          SEMINARS_ONLINE: online,
        },
        ...(sendPublishEvent && {
          event: {
            name: 'seminar_published',
            properties: {
              seminarId: seminar.id,
              title: seminar.title,
              startDate: seminar.startDate ?? '',
              providerNumber: p.providerNumber,
            },
          },
        }),
      };
      return enqueue('seminar_attributes', user.providerId, payload);
    },

    /** PUT /dashboard/brevo/update-profile-attributes; `member_id` must be a user of the caller's provider. */
    async profileAttributes(
      user: { id: string; providerId: string; email: string },
      input: { memberId?: string; providerName?: string; providerEmail?: string },
    ) {
      let memberEmail = user.email;
      if (input.memberId && input.memberId !== user.id) {
        const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(input.memberId);
        const [member] = uuid
          ? await db
              .select({ email: users.email })
              .from(users)
              .where(and(eq(users.id, input.memberId), eq(users.providerId, user.providerId)))
          : [];
        if (!member) return null;
        memberEmail = member.email;
      }
      const p = await provider(user.providerId);
      return enqueue('profile_attributes', user.providerId, {
        email: memberEmail,
        attributes: {
          VERANSTALTERNUMMER: p.providerNumber,
          PROVIDER_NAME: input.providerName ?? p.name,
          PROVIDER_EMAIL: input.providerEmail ?? p.email ?? '',
        },
      });
    },

    /** A seminar event from the seminars module: the same sync as updated-seminar-attributes. */
    async seminarChanged(userId: string, seminarId: string, published: boolean) {
      const [user] = await db
        .select({ providerId: users.providerId, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      if (user) await this.seminarAttributes(user, seminarId, published);
    },

    /** After a confirmed registration: the provider becomes a marketing contact, only with consent. */
    async registrationConfirmed(userId: string) {
      const [row] = await db
        .select({
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          language: users.language,
          consent: users.marketingConsentAt,
          providerName: providers.name,
        })
        .from(users)
        .innerJoin(providers, eq(providers.id, users.providerId))
        .where(eq(users.id, userId));
      if (!row?.consent) return null;
      return this.addContact(row.email, {
        FIRSTNAME: row.firstName,
        LASTNAME: row.lastName,
        LANGUAGE: row.language,
        PROVIDER_NAME: row.providerName,
        NEWSLETTER: true,
        SOURCE: 'signup',
      });
    },

    /**
     * POST /dashboard/brevo/add-contact: only for an email with an account whose user gave
     * marketing consent at sign-up (GDPR); attributes whitelisted.
     */
    async addContact(email: string, attributes: Record<string, unknown>) {
      const [user] = await db
        .select({ providerId: users.providerId, consent: users.marketingConsentAt })
        .from(users)
        .where(eq(users.email, email));
      if (!user?.consent) return null;
      const allowed: Record<string, string | number | boolean> = {};
      for (const name of ADD_CONTACT_ATTRIBUTES) {
        const value = attributes[name];
        if (typeof value === 'number' || typeof value === 'boolean') allowed[name] = value;
        else if (typeof value === 'string') allowed[name] = value.slice(0, 200);
      }
      return enqueue('add_contact', user.providerId, { email, attributes: allowed, upsert: true });
    },
  };
}

type MarketingService = ReturnType<typeof createMarketingService>;

declare module 'fastify' {
  interface FastifyInstance {
    marketingService: MarketingService;
  }
}

export default servicePlugin('marketingService', createMarketingService, ['database', 'config', 'clock', 'jobs']);
