/**
 * Addresses a user has signed in from. The per-account login limit skips them, so someone
 * guessing passwords from elsewhere throttles themselves without locking the owner out.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { knownSignInAddresses, users } from '../../db/schema/index';
import { hashSecret } from '../../lib/tokens';

const addressHash = (address: string) => hashSecret(`sign-in-address:${address}`);

export async function isKnownAddress(db: Db, email: string, address: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: knownSignInAddresses.userId })
    .from(knownSignInAddresses)
    .innerJoin(users, eq(users.id, knownSignInAddresses.userId))
    .where(and(eq(users.email, email.trim().toLowerCase()), eq(knownSignInAddresses.addressHash, addressHash(address))))
    .limit(1);
  return row !== undefined;
}

export async function rememberAddress(db: Db, userId: string, address: string): Promise<void> {
  await db
    .insert(knownSignInAddresses)
    .values({ userId, addressHash: addressHash(address) })
    .onConflictDoUpdate({
      target: [knownSignInAddresses.userId, knownSignInAddresses.addressHash],
      set: { lastSignInAt: sql`now()` },
    });
}
