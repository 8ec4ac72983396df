/**
 * Publishing all drafts at once (seed §5): the preview (which drafts would go online, which
 * fail which rules, what it costs) and the confirmed run, which publishes, charges the cost
 * lines under one confirmation and refuses when the expected total no longer matches.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { todayIso, type CostLine, type SessionUser } from '@bu/contracts';
import type { Db, Executor } from '../../db/client';
import { publishConfirmations, seminars } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../activity';
import { assertMayCommitMoney } from '../team';
import { charge, globalSemester, pendingCosts, totalOf } from './costs';
import { publishCodes } from './rules';
import { providerRecognitionsOf } from '../recognitions';
import { recognitionsOf, type SeminarRow } from './seminar-rows';

/** The provider's drafts (all, or the given ones), split into publishable and failing ones. */
async function draftsToPublish(
  executor: Executor,
  providerId: string,
  seminarIds: string[] | undefined,
  today: string,
  lock: boolean,
) {
  const query = executor
    .select()
    .from(seminars)
    .where(
      and(
        eq(seminars.providerId, providerId),
        eq(seminars.status, 'draft'),
        seminarIds ? inArray(seminars.id, seminarIds) : undefined,
      ),
    )
    .orderBy(asc(seminars.createdAt), asc(seminars.id));
  const drafts = lock ? await query.for('update') : await query;
  const recognitions = await recognitionsOf(
    executor,
    drafts.map((d) => d.id),
  );
  const own = await providerRecognitionsOf(executor, providerId);
  const publishable: SeminarRow[] = [];
  const failed: { seminarId: string; title: string; codes: number[] }[] = [];
  for (const draft of drafts) {
    const codes = publishCodes(
      draft,
      recognitions.filter((r) => r.seminarId === draft.id),
      today,
      own,
    );
    if (codes.length) failed.push({ seminarId: draft.id, title: draft.title, codes });
    else publishable.push(draft);
  }
  return { drafts, publishable, failed };
}

/** What publishing the drafts would do now: which would go online, which fail, what it costs. */
export async function previewPublishDrafts(db: Db, user: SessionUser, seminarIds: string[] | undefined, now: Date) {
  const today = todayIso(now);
  const { drafts, publishable, failed } = await draftsToPublish(db, user.providerId, seminarIds, today, false);
  const lines = await pendingCosts(db, publishable, today);
  return {
    success: true as const,
    drafts: drafts.length,
    publishable: publishable.map((d) => d.id),
    failed,
    costs: totalOf(lines),
    globalSemester: await globalSemester(db, today),
  };
}

export async function publishDrafts(
  db: Db,
  user: SessionUser,
  seminarIds: string[] | undefined,
  expectedTotalCents: number | undefined,
  now: Date,
) {
  const today = todayIso(now);
  return db.transaction(async (tx) => {
    const { publishable, failed } = await draftsToPublish(tx, user.providerId, seminarIds, today, true);
    const expected = totalOf(await pendingCosts(tx, publishable, today));
    // Publishing that costs nothing is any member's; publishing that charges is an admin's.
    if (expected.totalCents > 0) await assertMayCommitMoney(tx, user);
    if (expectedTotalCents !== undefined && expectedTotalCents !== expected.totalCents) {
      throw new AppError('CONFLICT', { fieldErrors: { expectedTotalCents: 'publishCostsChanged' } });
    }
    const [confirmation] = await tx
      .insert(publishConfirmations)
      .values({
        providerId: user.providerId,
        userId: user.id,
        seminarIds: publishable.map((d) => d.id),
        totalCents: expected.totalCents,
      })
      .returning();
    const lines: CostLine[] = [];
    if (publishable.length) {
      const rows = await tx
        .update(seminars)
        .set({ status: 'online', publishedAt: now, updatedAt: now })
        .where(
          inArray(
            seminars.id,
            publishable.map((d) => d.id),
          ),
        )
        .returning();
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const draft of publishable) {
        lines.push(...(await charge(tx, byId.get(draft.id)!, user, today, confirmation!.id)));
        await recordActivity(tx, {
          actor: user,
          kind: 'seminar_published',
          subject: draft.title,
          details: { seminarId: draft.id, confirmationId: confirmation!.id },
        });
      }
    }
    const costs = totalOf(lines);
    if (costs.totalCents !== expected.totalCents) {
      await tx
        .update(publishConfirmations)
        .set({ totalCents: costs.totalCents })
        .where(eq(publishConfirmations.id, confirmation!.id));
    }
    return {
      success: true as const,
      confirmationId: confirmation!.id,
      published: publishable.map((d) => d.id),
      failed,
      costs,
    };
  });
}
