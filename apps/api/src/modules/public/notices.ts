/**
 * The team's inquiry notices, capped (issue 45): a provider's team is mailed at most
 * INQUIRY_NOTICES_PER_HOUR inquiry notices an hour; every further inquiry of that hour keeps its
 * lead and waits (`leads.notice_pending`) for one digest mail, a job queued for the end of the
 * hour. A burst of inquiries thus costs the team one mail per member beyond the cap, and no
 * inquiry is lost: the digest lists every waiting lead, and the leads are in the dashboard at once.
 */
import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { INQUIRY_NOTICES_PER_HOUR } from '@bu/contracts';
import type { Tx } from '../../db/client';
import { inquiryNoticeHours, leads, seminars, users } from '../../db/schema/index';
import { rowsOf } from '../../db/rows';
import { leadTemplates } from '../leads';

export const INQUIRY_DIGEST_JOB = 'inquiries.digest';

/** How the team hears of an inquiry: its own mail, or the digest (`digest-first` queues it). */
export type Notice = 'mail' | 'digest' | 'digest-first';

export function createInquiryNotices(app: FastifyInstance) {
  const { db } = app;
  const hourStart = (at: Date) => new Date(Math.floor(at.getTime() / 3600_000) * 3600_000);
  /** The team members who are mailed: every verified user of the provider. */
  const team = (providerId: string) =>
    db
      .select({ email: users.email, firstName: users.firstName, language: users.language })
      .from(users)
      .where(and(eq(users.providerId, providerId), isNotNull(users.emailVerifiedAt)));

  return {
    /**
     * Counts the inquiry in its provider's hour (under the hour row's lock) and answers how the
     * team hears of it; beyond the cap the lead waits for the digest.
     */
    async claim(tx: Tx, providerId: string, leadId: string): Promise<Notice> {
      const [hour] = rowsOf<{ sent: number; digestQueued: boolean }>(
        await tx.execute(sql`
          insert into ${inquiryNoticeHours} (provider_id, hour, sent) values (${providerId}, ${hourStart(app.now())}, 1)
          on conflict (provider_id, hour) do update set sent = ${inquiryNoticeHours.sent} + 1
          returning sent, digest_queued as "digestQueued"`),
      );
      if (hour!.sent <= INQUIRY_NOTICES_PER_HOUR) return 'mail';
      await tx.update(leads).set({ noticePending: true }).where(eq(leads.id, leadId));
      if (hour!.digestQueued) return 'digest';
      await tx
        .update(inquiryNoticeHours)
        .set({ digestQueued: true })
        .where(and(eq(inquiryNoticeHours.providerId, providerId), eq(inquiryNoticeHours.hour, hourStart(app.now()))));
      return 'digest-first';
    },

    team,

    /** Queues the digest of the provider's current hour, to run when the hour is over. */
    async queueDigest(providerId: string) {
      const startAfter = new Date(hourStart(app.now()).getTime() + 3600_000);
      await app.jobs.send(INQUIRY_DIGEST_JOB, { providerId }, { startAfter });
    },

    /**
     * Mails the team one digest of every lead waiting for it, then marks them noticed (after the
     * mails are queued: a crash in between sends a digest twice rather than never).
     */
    async sendDigest(providerId: string) {
      const waiting = await db
        .select({
          id: leads.id,
          firstName: leads.firstName,
          lastName: leads.lastName,
          seminarTitle: seminars.title,
          createdAt: leads.createdAt,
        })
        .from(leads)
        .leftJoin(seminars, eq(seminars.id, leads.seminarId))
        .where(and(eq(leads.providerId, providerId), eq(leads.noticePending, true)))
        .orderBy(leads.createdAt);
      if (waiting.length) {
        const items = waiting.map((w) => ({
          name: `${w.firstName} ${w.lastName}`,
          seminarTitle: w.seminarTitle ?? '',
        }));
        for (const member of await team(providerId)) {
          await app.mailer.send(
            member.email,
            leadTemplates.inquiryDigest(member.language, member.firstName, items, `${app.config.PUBLIC_URL}/leads`),
          );
        }
        await db
          .update(leads)
          .set({ noticePending: false })
          .where(
            inArray(
              leads.id,
              waiting.map((w) => w.id),
            ),
          );
      }
      // Hours older than a day are done with.
      await db
        .delete(inquiryNoticeHours)
        .where(
          and(
            eq(inquiryNoticeHours.providerId, providerId),
            lt(inquiryNoticeHours.hour, new Date(app.now().getTime() - 24 * 3600_000)),
          ),
        );
    },
  };
}
