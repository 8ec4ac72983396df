/**
 * What publishing costs (seed §5): the brochure edition a publication falls into, the cost
 * lines a seminar triggers there (brochure channel only), recording them once per edition,
 * and the lines still pending for a set of drafts.
 */
import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import {
  seminarCostLines,
  textsIn,
  type CostLine,
  type Costs,
  type GlobalSemester,
  type SessionUser,
} from '@bu/contracts';
import type { Executor, Tx } from '../../db/client';
import { brochureEditions, invoiceLines } from '../../db/schema/index';
import { assertMayCommitMoney } from '../team';
import { isPublished, type SeminarRow } from './seminar-rows';

/** Prices of the lines publishing a seminar triggers in an edition (brochure channel only). */
function costLinesOf(row: Pick<SeminarRow, 'id' | 'title' | 'publicationChannel' | 'expandedText'>): CostLine[] {
  return seminarCostLines(row).map((line) => ({ seminarId: row.id, title: row.title, ...line }));
}

export const totalOf = (lines: CostLine[]): Costs => ({
  lines,
  totalCents: lines.reduce((sum, l) => sum + l.amountCents, 0),
});

/** The next edition whose deadline has not passed, else the last one (null without editions). */
async function currentEdition(executor: Executor, today: string) {
  const [next] = await executor
    .select()
    .from(brochureEditions)
    .where(gte(brochureEditions.deadline, today))
    .orderBy(asc(brochureEditions.deadline))
    .limit(1);
  if (next) return next;
  const [last] = await executor.select().from(brochureEditions).orderBy(desc(brochureEditions.deadline)).limit(1);
  return last ?? null;
}

export async function globalSemester(executor: Executor, today: string): Promise<GlobalSemester> {
  const edition = await currentEdition(executor, today);
  return edition
    ? { id: edition.id, label: { de: edition.labelDe, en: edition.labelEn }, deadline: edition.deadline }
    : null;
}

/**
 * Records the cost lines a published seminar triggers in the current edition (each at most once).
 * Only an admin commits the provider's money: when a member's change would record a new line,
 * this throws 403 PAID_ACTION_ADMIN_ONLY and the caller's transaction writes nothing — whichever
 * way the seminar went online (created online, edited, its status changed, or published with others).
 */
export async function charge(
  tx: Tx,
  row: SeminarRow,
  user: SessionUser,
  today: string,
  confirmationId: string | null = null,
): Promise<CostLine[]> {
  const lines = costLinesOf(row);
  if (!lines.length || !isPublished(row.status)) return [];
  const edition = await currentEdition(tx, today);
  if (!edition) return [];
  const inserted = await tx
    .insert(invoiceLines)
    .values(
      lines.map((line) => ({
        providerId: row.providerId,
        seminarId: row.id,
        brochureEditionId: edition.id,
        confirmationId,
        userId: user.id,
        kind: line.kind,
        // German as recorded; the invoice names the line in the recipient's language while the seminar exists.
        description: textsIn('de')(`invoice.line.${line.kind}`, { edition: edition.labelDe, seminar: row.title }),
        amountCents: line.amountCents,
      })),
    )
    .onConflictDoNothing()
    .returning({ kind: invoiceLines.kind });
  if (inserted.length) await assertMayCommitMoney(tx, user);
  const kinds = new Set(inserted.map((i) => i.kind));
  return lines.filter((line) => kinds.has(line.kind));
}

/** Lines that publishing these seminars would add now (lines already charged this edition left out). */
export async function pendingCosts(executor: Executor, rows: SeminarRow[], today: string): Promise<CostLine[]> {
  const lines = rows.flatMap(costLinesOf);
  if (!lines.length) return [];
  const edition = await currentEdition(executor, today);
  if (!edition) return [];
  const charged = await executor
    .select({ seminarId: invoiceLines.seminarId, kind: invoiceLines.kind })
    .from(invoiceLines)
    .where(
      and(
        inArray(
          invoiceLines.seminarId,
          rows.map((r) => r.id),
        ),
        eq(invoiceLines.brochureEditionId, edition.id),
      ),
    );
  const done = new Set(charged.map((c) => `${c.seminarId}:${c.kind}`));
  return lines.filter((l) => !done.has(`${l.seminarId}:${l.kind}`));
}
