/**
 * Webhooks (issue 44 item 3, ADR 049): a provider's endpoints (`/settings/webhooks`), the one
 * emitter every module calls (`app.webhooks.emit(providerId, type, data)`), and delivery through the
 * job queue.
 *
 * `emit` writes one message per subscribed endpoint (the signed body, kept for "send again") and
 * queues its first attempt. An attempt that is not answered 2xx within 10 s queues the next one on
 * Svix's schedule (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h) with the same `webhook-id`; a 410
 * switches the endpoint off at once, and an endpoint that has failed for 72 hours is switched off and
 * its admins are mailed (seen by its next failed attempt, or by the hourly job when none comes). Every attempt is logged with status code and duration for 30 days.
 */
import { and, desc, eq, gte, inArray, isNotNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  WEBHOOK_DISABLE_AFTER_HOURS,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_LOG_DAYS,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  WEBHOOK_SECRET_OVERLAP_HOURS,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_TIMEOUT_SECONDS,
  addDaysIso,
  todayIso,
  webhookEventDataSchemas,
  type Webhook,
  type WebhookAttempt,
  type WebhookEventData,
  type WebhookEventType,
  type WebhookMessageType,
  type webhookCreateBodySchema,
  type webhookUpdateBodySchema,
} from '@bu/contracts';
import type { z } from 'zod';
import {
  boostBookings,
  seminars,
  users,
  webhookAttempts,
  webhookDateEvents,
  webhookEndpoints,
  webhookMessages,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { createSecretBox } from '../../lib/secret-box';
import { isUuid } from '../../lib/validation';
import { servicePlugin } from '../../plugins/service';
import { postWebhook, urlProblem } from './address';
import { webhookDisabledMail } from './mail';
import { newMessageId, newWebhookSecret, signedHeaders } from './signing';

export const WEBHOOK_DELIVER_JOB = 'webhooks.deliver';
export const WEBHOOK_MAINTENANCE_JOB = 'webhooks.maintenance';

export interface DeliverJob {
  messageId: string;
  /** Asked for on the screen (test, send again): one attempt, also to a switched-off endpoint, no retries. */
  manual?: boolean;
}

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type CreateInput = z.output<typeof webhookCreateBodySchema>;
type UpdateInput = z.output<typeof webhookUpdateBodySchema>;
type Lazy<T> = T | (() => Promise<T | null>);

const HOUR = 3600_000;

function toWebhook(row: EndpointRow, now: Date): Webhook {
  const overlap = row.previousSecretUntil && row.previousSecretUntil > now ? row.previousSecretUntil : null;
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    description: row.description,
    enabled: row.enabled,
    disabledReason: row.disabledReason ?? null,
    failingSince: row.failingSince?.toISOString() ?? null,
    previousSecretUntil: overlap?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function createWebhookService(app: FastifyInstance) {
  const { db, config } = app;
  const allowPrivate = config.WEBHOOK_ALLOW_PRIVATE_ADDRESSES;
  // Jobs carry only message ids; the secrets stay sealed in the endpoint row until an attempt signs.
  const box = createSecretBox(config.ENCRYPTION_KEY ?? 'webhooks-without-encryption-key-development', 'webhooks');

  async function own(providerId: string, id: string): Promise<EndpointRow> {
    if (!isUuid(id)) throw new AppError('NOT_FOUND');
    const [row] = await db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.providerId, providerId)));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async function checkUrl(url: string) {
    const problem = await urlProblem(url, allowPrivate);
    if (problem) throw new AppError('VALIDATION_FAILED', { fieldErrors: { url: problem } });
  }

  /** Writes a message for one endpoint and queues its first attempt; answers its id. */
  async function queueMessage(endpointId: string, type: WebhookMessageType, data: unknown, manual = false) {
    const id = newMessageId();
    const body = JSON.stringify({ type, timestamp: app.now().toISOString(), data });
    await db.insert(webhookMessages).values({ id, endpointId, eventType: type, body, createdAt: app.now() });
    try {
      await app.jobs.send<DeliverJob>(WEBHOOK_DELIVER_JOB, manual ? { messageId: id, manual } : { messageId: id });
    } catch (err) {
      // Not queued, not kept: no message waits for an attempt that never comes.
      await db
        .delete(webhookMessages)
        .where(eq(webhookMessages.id, id))
        .catch(() => undefined);
      throw err;
    }
    return id;
  }

  async function mailAdmins(endpoint: EndpointRow) {
    const admins = await db
      .select({ email: users.email, firstName: users.firstName, language: users.language })
      .from(users)
      .where(and(eq(users.providerId, endpoint.providerId), eq(users.role, 'admin')));
    for (const admin of admins)
      await app.mailer.send(
        admin.email,
        webhookDisabledMail(admin.language, admin.firstName, endpoint.url, `${config.PUBLIC_URL}/settings/webhooks`),
      );
  }

  /**
   * Sends `type` with `data` to every switched-on endpoint of the provider that subscribed to it.
   * `data` may be a loader, called only when some endpoint wants the event. Called after the
   * change is committed; a failure is logged and never reaches the caller.
   */
  function emit<T extends WebhookEventType>(providerId: string, type: T, data: Lazy<WebhookEventData<T>>) {
    return emitEach(providerId, type, [data]);
  }

  /**
   * `emit` for many events of one type and provider (an import, publishing all drafts): the endpoints
   * are read once. Each item stands on its own: one whose loader fails, whose data breaks the
   * schema or whose message cannot be queued is logged and skipped, and the others are sent.
   */
  async function emitEach<T extends WebhookEventType>(
    providerId: string,
    type: T,
    items: readonly Lazy<WebhookEventData<T>>[],
  ): Promise<void> {
    if (!items.length) return;
    let endpoints: { id: string }[];
    try {
      endpoints = await db
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.providerId, providerId),
            eq(webhookEndpoints.enabled, true),
            sql`${type} = any(${webhookEndpoints.events})`,
          ),
        );
    } catch (err) {
      app.log.warn({ err, event: type }, 'webhook event could not be queued');
      return;
    }
    if (!endpoints.length) return;
    for (const [item, data] of items.entries()) {
      let shaped: unknown;
      try {
        const resolved = typeof data === 'function' ? await (data as () => Promise<unknown>)() : data;
        if (resolved === null) continue;
        // The contract's schema shapes the data: what is not in it does not leave.
        shaped = webhookEventDataSchemas[type].parse(resolved);
      } catch (err) {
        app.log.warn({ err, event: type, item }, 'webhook event could not be shaped');
        continue;
      }
      for (const endpoint of endpoints) {
        try {
          await queueMessage(endpoint.id, type, shaped);
        } catch (err) {
          app.log.warn({ err, event: type, item, endpointId: endpoint.id }, 'webhook event could not be queued');
        }
      }
    }
  }

  /**
   * Switches an endpoint off as failing (once: the first to claim it mails its admins), from an
   * attempt that failed after WEBHOOK_DISABLE_AFTER_HOURS or from the hourly check.
   */
  async function switchOffFailing(condition: SQL | undefined, now: Date): Promise<EndpointRow[]> {
    const switched = await db
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: 'failing', updatedAt: now })
      .where(and(eq(webhookEndpoints.enabled, true), condition))
      .returning();
    for (const endpoint of switched) {
      app.log.info({ endpointId: endpoint.id, reason: 'failing' }, 'webhook endpoint switched off');
      await mailAdmins(endpoint);
    }
    return switched;
  }

  return {
    emit,
    emitEach,

    async list(providerId: string): Promise<Webhook[]> {
      const rows = await db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.providerId, providerId))
        .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
      return rows.map((row) => toWebhook(row, app.now()));
    },

    async create(providerId: string, input: CreateInput) {
      await checkUrl(input.url);
      const [{ count } = { count: 0 }] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.providerId, providerId));
      if (count >= WEBHOOK_ENDPOINTS_MAX)
        throw new AppError('VALIDATION_FAILED', { fieldErrors: { url: 'webhooksTooMany' } });
      const secret = newWebhookSecret();
      const now = app.now();
      const [row] = await db
        .insert(webhookEndpoints)
        .values({
          providerId,
          url: input.url,
          events: input.events,
          description: input.description,
          secretSealed: box.seal(secret),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return { ...toWebhook(row!, now), secret };
    },

    async update(providerId: string, id: string, input: UpdateInput): Promise<Webhook> {
      await own(providerId, id);
      if (input.url !== undefined) await checkUrl(input.url);
      const now = app.now();
      const [row] = await db
        .update(webhookEndpoints)
        .set({
          ...(input.url !== undefined && { url: input.url }),
          ...(input.events !== undefined && { events: input.events }),
          ...(input.description !== undefined && { description: input.description }),
          // Switched on again: a fresh start, without the failures that switched it off.
          ...(input.enabled !== undefined && {
            enabled: input.enabled,
            disabledReason: null,
            ...(input.enabled && { failingSince: null }),
          }),
          updatedAt: now,
        })
        .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.providerId, providerId)))
        .returning();
      return toWebhook(row!, now);
    },

    async remove(providerId: string, id: string) {
      await own(providerId, id);
      await db
        .delete(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.providerId, providerId)));
    },

    /** A new secret, shown once; the old one keeps signing beside it for WEBHOOK_SECRET_OVERLAP_HOURS. */
    async rotateSecret(providerId: string, id: string) {
      const stored = await own(providerId, id);
      const secret = newWebhookSecret();
      const now = app.now();
      const [row] = await db
        .update(webhookEndpoints)
        .set({
          secretSealed: box.seal(secret),
          previousSecretSealed: stored.secretSealed,
          previousSecretUntil: new Date(now.getTime() + WEBHOOK_SECRET_OVERLAP_HOURS * HOUR),
          updatedAt: now,
        })
        .where(eq(webhookEndpoints.id, id))
        .returning();
      return { ...toWebhook(row!, now), secret };
    },

    async test(providerId: string, id: string): Promise<string> {
      const endpoint = await own(providerId, id);
      return queueMessage(
        endpoint.id,
        WEBHOOK_TEST_EVENT,
        { endpointId: endpoint.id, message: 'This is a test message.' },
        true,
      );
    },

    /** Sends a logged message again, with its `webhook-id` and body. */
    async resend(providerId: string, id: string, messageId: string): Promise<string> {
      const endpoint = await own(providerId, id);
      const [message] = await db
        .update(webhookMessages)
        .set({ status: 'pending' })
        .where(and(eq(webhookMessages.id, messageId), eq(webhookMessages.endpointId, endpoint.id)))
        .returning({ id: webhookMessages.id });
      if (!message) throw new AppError('NOT_FOUND');
      await app.jobs.send<DeliverJob>(WEBHOOK_DELIVER_JOB, { messageId, manual: true });
      return messageId;
    },

    async deliveries(providerId: string, id: string): Promise<WebhookAttempt[]> {
      const endpoint = await own(providerId, id);
      const since = new Date(app.now().getTime() - WEBHOOK_LOG_DAYS * 24 * HOUR);
      const rows = await db
        .select({ attempt: webhookAttempts, eventType: webhookMessages.eventType })
        .from(webhookAttempts)
        .innerJoin(webhookMessages, eq(webhookMessages.id, webhookAttempts.messageId))
        .where(and(eq(webhookAttempts.endpointId, endpoint.id), gte(webhookAttempts.createdAt, since)))
        .orderBy(desc(webhookAttempts.createdAt), desc(webhookAttempts.attempt))
        .limit(500);
      return rows.map(({ attempt: a, eventType }) => ({
        id: a.id,
        messageId: a.messageId,
        eventType,
        attempt: a.attempt,
        status: a.status,
        statusCode: a.statusCode,
        durationMs: a.durationMs,
        error: a.error,
        createdAt: a.createdAt.toISOString(),
      }));
    },

    /** One attempt of one message (the deliver job). */
    async deliver({ messageId, manual = false }: DeliverJob): Promise<void> {
      const [row] = await db
        .select({ message: webhookMessages, endpoint: webhookEndpoints })
        .from(webhookMessages)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookMessages.endpointId))
        .where(eq(webhookMessages.id, messageId));
      if (!row || row.message.status !== 'pending') return;
      const { message, endpoint } = row;
      if (!endpoint.enabled && !manual) {
        await db.update(webhookMessages).set({ status: 'failed' }).where(eq(webhookMessages.id, messageId));
        return;
      }
      const started = app.now();
      const secrets = [box.open(endpoint.secretSealed)];
      if (endpoint.previousSecretSealed && endpoint.previousSecretUntil && endpoint.previousSecretUntil > started)
        secrets.push(box.open(endpoint.previousSecretSealed));
      const headers = signedHeaders(secrets, message.id, Math.floor(started.getTime() / 1000), message.body);
      const result = await postWebhook(endpoint.url, headers, message.body, {
        allowPrivate,
        timeoutMs: WEBHOOK_TIMEOUT_SECONDS * 1000,
      });
      const succeeded = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
      const attempt = message.attempts + 1;
      const now = app.now();
      const gone = result.statusCode === 410;
      const failingSince = succeeded ? null : (endpoint.failingSince ?? now);
      const failedTooLong =
        !succeeded && !manual && now.getTime() - failingSince!.getTime() >= WEBHOOK_DISABLE_AFTER_HOURS * HOUR;
      const retryIn =
        !succeeded && !manual && !gone && !failedTooLong ? WEBHOOK_RETRY_DELAYS_SECONDS[attempt - 1] : undefined;

      await db.transaction(async (tx) => {
        await tx.insert(webhookAttempts).values({
          messageId,
          endpointId: endpoint.id,
          attempt,
          status: succeeded ? 'succeeded' : 'failed',
          statusCode: result.statusCode,
          durationMs: result.durationMs,
          error: result.error,
          createdAt: now,
        });
        await tx
          .update(webhookMessages)
          .set({ attempts: attempt, status: succeeded ? 'succeeded' : retryIn !== undefined ? 'pending' : 'failed' })
          .where(eq(webhookMessages.id, messageId));
        await tx
          .update(webhookEndpoints)
          .set({
            failingSince,
            ...(gone && { enabled: false, disabledReason: 'gone' as const, updatedAt: now }),
          })
          .where(eq(webhookEndpoints.id, endpoint.id));
      });
      if (retryIn !== undefined)
        await app.jobs.send<DeliverJob>(WEBHOOK_DELIVER_JOB, { messageId }, { startAfter: retryIn });
      if (gone) app.log.info({ endpointId: endpoint.id, reason: 'gone' }, 'webhook endpoint switched off');
      else if (failedTooLong) await switchOffFailing(eq(webhookEndpoints.id, endpoint.id), now);
    },

    /**
     * The periodic job: events a date brings (a seminar's start passed, a boost's first day came or
     * its run ended), each once, for providers that subscribed; endpoints failing for 72 hours are
     * switched off (their admins mailed); and the log's attempts older than 30 days go.
     */
    async maintain(): Promise<{ pruned: number; disabled: number }> {
      const now = app.now();
      const today = todayIso(now);
      const recent = addDaysIso(today, -7);
      const wanting = (type: WebhookEventType) =>
        db
          .selectDistinct({ providerId: webhookEndpoints.providerId })
          .from(webhookEndpoints)
          .where(and(eq(webhookEndpoints.enabled, true), sql`${type} = any(${webhookEndpoints.events})`))
          .then((rows) => rows.map((r) => r.providerId));
      /** Claims the event for the subject; true the first time only. */
      const claim = async (type: WebhookEventType, subjectId: string) =>
        (
          await db
            .insert(webhookDateEvents)
            .values({ eventType: type, subjectId })
            .onConflictDoNothing()
            .returning({ subjectId: webhookDateEvents.subjectId })
        ).length > 0;

      const expiring = await wanting('seminar.expired');
      if (expiring.length) {
        const expired = await db
          .select({ id: seminars.id, providerId: seminars.providerId })
          .from(seminars)
          .where(
            and(
              inArray(seminars.providerId, expiring),
              eq(seminars.status, 'online'),
              lt(seminars.startDate, today),
              gte(seminars.startDate, recent),
            ),
          );
        for (const s of expired)
          if (await claim('seminar.expired', s.id))
            await emit(
              s.providerId,
              'seminar.expired',
              async () => (await app.seminarService.one(s.id))?.seminar ?? null,
            );
      }
      for (const type of ['boost.started', 'boost.ended'] as const) {
        const providers = await wanting(type);
        if (!providers.length) continue;
        const due = await db
          .select({ id: boostBookings.id, providerId: boostBookings.providerId })
          .from(boostBookings)
          .innerJoin(seminars, eq(seminars.id, boostBookings.seminarId))
          .where(
            and(
              inArray(boostBookings.providerId, providers),
              eq(boostBookings.status, 'confirmed'),
              type === 'boost.started'
                ? and(lte(boostBookings.startsOn, today), gte(boostBookings.startsOn, recent))
                : and(
                    or(lt(boostBookings.endsOn, today), lte(seminars.startDate, today)),
                    gte(boostBookings.endsOn, addDaysIso(recent, -1)),
                  ),
            ),
          );
        for (const b of due)
          if (await claim(type, b.id))
            await emit(b.providerId, type, async () => (await app.boostService.booking(b.id))?.booking ?? null);
      }

      // An endpoint that has failed for 72 hours is switched off even when no attempt comes to see
      // it: a message's last retry is ~28 hours after its first, and a quiet provider sends no next.
      const disabled = await switchOffFailing(
        and(
          isNotNull(webhookEndpoints.failingSince),
          lte(webhookEndpoints.failingSince, new Date(now.getTime() - WEBHOOK_DISABLE_AFTER_HOURS * HOUR)),
        ),
        now,
      );

      const before = new Date(now.getTime() - WEBHOOK_LOG_DAYS * 24 * HOUR);
      const pruned = await db
        .delete(webhookAttempts)
        .where(lt(webhookAttempts.createdAt, before))
        .returning({ id: webhookAttempts.id });
      await db
        .delete(webhookMessages)
        .where(and(lt(webhookMessages.createdAt, before), inArray(webhookMessages.status, ['succeeded', 'failed'])));
      await db.delete(webhookDateEvents).where(lt(webhookDateEvents.createdAt, before));
      return { pruned: pruned.length, disabled: disabled.length };
    },
  };
}

type WebhookService = ReturnType<typeof createWebhookService>;

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: WebhookService;
  }
}

export default servicePlugin('webhooks', createWebhookService, ['database', 'config', 'clock', 'jobs', 'mailer']);
