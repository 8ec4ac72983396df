/** Settings: master data, personal data, password change and invoicing (seed §3, §5, §6). */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Invoicing, Language, MasterData, PersonalData, SessionUser } from '@bu/contracts';
import { providerInvoicing, providers, sessions, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { recordActivity } from '../activity';
import { assertPasswordAllowed } from '../auth';
import { servicePlugin } from '../../plugins/service';

type ProviderRow = typeof providers.$inferSelect;
type UserRow = typeof users.$inferSelect;
type InvoicingRow = typeof providerInvoicing.$inferSelect;

const toMasterData = (p: ProviderRow): MasterData => ({
  providerNumber: p.providerNumber,
  name: p.name,
  street: p.street,
  postalCode: p.postalCode,
  city: p.city,
  country: p.country,
  email: p.email,
  phone: p.phone,
  website: p.website,
});

const toPersonalData = (u: UserRow): PersonalData => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  telephone: u.telephone,
  language: u.language,
  role: u.role,
  isCreator: u.isCreator,
});

const emptyInvoicing: Invoicing = {
  differentBillingAddress: false,
  recipient: null,
  department: null,
  comment: null,
  street: null,
  city: null,
  postalCode: null,
  country: null,
  vatId: null,
  buyerReference: null,
  invoiceEmails: [],
  showBrochureFields: false,
  updatedAt: null,
};

const toInvoicing = (r: InvoicingRow | undefined): Invoicing =>
  r
    ? {
        differentBillingAddress: r.differentBillingAddress,
        recipient: r.recipient,
        department: r.department,
        comment: r.comment,
        street: r.street,
        city: r.city,
        postalCode: r.postalCode,
        country: r.country,
        vatId: r.vatId,
        buyerReference: r.buyerReference,
        invoiceEmails: r.invoiceEmails,
        showBrochureFields: r.showBrochureFields,
        updatedAt: r.updatedAt.toISOString(),
      }
    : emptyInvoicing;

type InvoicingValues = Omit<Invoicing, 'updatedAt'>;

function createSettingsService(app: FastifyInstance) {
  const { db } = app;
  const security = app.securityService;

  async function provider(providerId: string) {
    const [row] = await db.select().from(providers).where(eq(providers.id, providerId));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async function user(userId: string) {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    if (!row) throw new AppError('UNAUTHORIZED');
    return row;
  }

  return {
    masterData: async (providerId: string) => toMasterData(await provider(providerId)),

    async updateMasterData(providerId: string, input: Omit<MasterData, 'providerNumber'>): Promise<MasterData> {
      const [row] = await db
        .update(providers)
        .set({ ...input, updatedAt: app.now() })
        .where(eq(providers.id, providerId))
        .returning();
      if (!row) throw new AppError('NOT_FOUND');
      return toMasterData(row);
    },

    personal: async (userId: string) => toPersonalData(await user(userId)),

    /** Names, email (unique platform-wide), telephone and language of the signed-in user. */
    async updatePersonal(
      userId: string,
      input: { firstName: string; lastName: string; email: string; telephone: string | null; language: Language },
    ): Promise<PersonalData> {
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, input.email), ne(users.id, userId)));
      if (taken) throw new AppError('CONFLICT', { fieldErrors: { email: 'emailTaken' } });
      const before = await user(userId);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(users)
          .set({ ...input, updatedAt: app.now() })
          .where(eq(users.id, userId))
          .returning();
        if (!updated) throw new AppError('UNAUTHORIZED');
        if (updated.email !== before.email) await recordActivity(tx, { actor: updated, kind: 'email_changed' });
        return updated;
      });
      // The previous address learns of the change and gets a link to undo it.
      if (row.email !== before.email) await security.emailChanged(row, before.email, row.email);
      return toPersonalData(row);
    },

    /** Checks the current password, stores the new one and signs out every other session. */
    async changePassword(userId: string, sessionId: string, currentPassword: string, password: string): Promise<void> {
      const row = await user(userId);
      if (!(await verifyPassword(row.passwordHash, currentPassword))) {
        throw new AppError('VALIDATION_FAILED', { fieldErrors: { currentPassword: 'currentPasswordWrong' } });
      }
      assertPasswordAllowed(password, app.config.PASSWORD_MIN_LENGTH);
      const passwordHash = await hashPassword(password);
      const now = app.now();
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.userId, userId), ne(sessions.id, sessionId), isNull(sessions.revokedAt)));
        await recordActivity(tx, { actor: row, kind: 'password_changed' });
      });
      await security.passwordChanged(row);
    },

    async invoicing(providerId: string): Promise<Invoicing> {
      const [row] = await db.select().from(providerInvoicing).where(eq(providerInvoicing.providerId, providerId));
      return toInvoicing(row);
    },

    async updateInvoicing(actor: SessionUser, input: InvoicingValues): Promise<Invoicing> {
      const values = { ...input, updatedAt: app.now() };
      const row = await db.transaction(async (tx) => {
        const [saved] = await tx
          .insert(providerInvoicing)
          .values({ providerId: actor.providerId, ...values })
          .onConflictDoUpdate({ target: providerInvoicing.providerId, set: values })
          .returning();
        await recordActivity(tx, { actor, kind: 'invoicing_changed' });
        return saved;
      });
      return toInvoicing(row);
    },
  };
}

type SettingsService = ReturnType<typeof createSettingsService>;

declare module 'fastify' {
  interface FastifyInstance {
    settingsService: SettingsService;
  }
}

export default servicePlugin('settingsService', createSettingsService, [
  'database',
  'config',
  'clock',
  'securityService',
]);
