/**
 * Who an invoice goes to and the number it carries: the recipient as the provider's invoicing
 * settings name it (and the language of its first admin), and `YYYY-NNNNN` numbers drawn inside
 * the issuing transaction, consecutive per year of issue (a rolled-back run gives its number back).
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Language } from '@bu/contracts';
import type { Tx } from '../../db/client';
import {
  invoiceNumberCounters,
  providerInvoicing,
  providers,
  users,
  type InvoiceRecipient,
} from '../../db/schema/index';

/** The next number of `year`; runs inside the issuing transaction. */
export async function nextNumber(tx: Tx, year: number): Promise<{ number: string; sequence: number }> {
  const [row] = await tx
    .insert(invoiceNumberCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceNumberCounters.year,
      set: { lastNumber: sql`${invoiceNumberCounters.lastNumber} + 1` },
    })
    .returning();
  return { sequence: row!.lastNumber, number: `${year}-${String(row!.lastNumber).padStart(5, '0')}` };
}

/** The provider's admins, its creator first: the first one's language is the invoices'. */
export function adminsOf(tx: Tx, providerId: string) {
  return tx
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.providerId, providerId), eq(users.role, 'admin')))
    .orderBy(desc(users.isCreator), asc(users.createdAt));
}

/** The invoice's recipient and language, read inside the issuing transaction. */
export async function recipientOf(
  tx: Tx,
  providerId: string,
): Promise<{ recipient: InvoiceRecipient; language: Language }> {
  const [provider] = await tx.select().from(providers).where(eq(providers.id, providerId));
  const [billing] = await tx.select().from(providerInvoicing).where(eq(providerInvoicing.providerId, providerId));
  const admins = await adminsOf(tx, providerId);
  const separate = billing?.differentBillingAddress;
  const emails = billing?.invoiceEmails.length
    ? billing.invoiceEmails
    : [provider!.email ?? admins[0]?.email].filter((e): e is string => Boolean(e));
  return {
    language: admins[0]?.language ?? 'de',
    recipient: {
      name: (separate && billing.recipient) || provider!.name,
      department: billing?.department ?? null,
      street: (separate && billing.street) || provider!.street,
      postalCode: (separate && billing.postalCode) || provider!.postalCode,
      city: (separate && billing.city) || provider!.city,
      country: (separate && billing.country) || provider!.country,
      vatId: billing?.vatId ?? null,
      providerNumber: provider!.providerNumber,
      buyerReference: billing?.buyerReference ?? null,
      emails,
    },
  };
}
