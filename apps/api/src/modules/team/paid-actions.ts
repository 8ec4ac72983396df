/**
 * Only a provider's admins commit its money (seed §6 rights, extended to bookings): confirming
 * boosts and publishing with costs. A member is refused with 403 PAID_ACTION_ADMIN_ONLY naming
 * the admins to ask, before anything is locked, priced or written.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { SessionUser } from '@bu/contracts';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

/** The provider's admins as "First Last" (creator first), for the refusal's text. */
async function adminNames(executor: Executor, providerId: string): Promise<string[]> {
  const rows = await executor
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.providerId, providerId), eq(users.role, 'admin')))
    .orderBy(desc(users.isCreator), asc(users.createdAt));
  return rows.map((r) => `${r.firstName} ${r.lastName}`.trim());
}

/** Throws 403 PAID_ACTION_ADMIN_ONLY unless the user is an admin of its provider. */
export async function assertMayCommitMoney(executor: Executor, user: SessionUser): Promise<void> {
  if (user.role === 'admin') return;
  const admins = await adminNames(executor, user.providerId);
  throw new AppError('PAID_ACTION_ADMIN_ONLY', { params: { admins: admins.join(', ') } });
}
