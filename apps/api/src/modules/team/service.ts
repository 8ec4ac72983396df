/**
 * Team members of a provider (seed §6, DESIGN §6): admins invite by email, change roles and
 * remove members; the creator account can be removed only by support (superadmin); the
 * provider always keeps at least one active admin. Invitees join through a single-use key.
 */
import { and, asc, count, eq, isNotNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { textsIn, type Language, type SessionResponse, type SessionUser, type TeamMember } from '@bu/contracts';
import { leads, providers, users } from '../../db/schema/index';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import type { ClientInfo } from '../../lib/client-info';
import { assertPasswordAllowed, consumeKey, createSession, issueKey } from '../auth';
import { isSupportSession } from '../../plugins/auth';
import { recordActivity } from '../activity';
import { announceLeadsUpdated } from '../leads';
import { revokeKeysOf } from '../provider-api';
import { templates } from '../mail';
import { servicePlugin } from '../../plugins/service';

type UserRow = typeof users.$inferSelect;

const toTeamMember = (u: UserRow): TeamMember => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  role: u.role,
  isCreator: u.isCreator,
  status: u.emailVerifiedAt ? 'active' : 'invited',
  createdAt: u.createdAt.toISOString(),
  twoFactorEnabled: Boolean(u.totpEnabledAt),
});

const ruleError = (
  code: 'CONFLICT' | 'FORBIDDEN',
  field: string,
  key: 'lastAdmin' | 'creatorRemovalSupportOnly',
  language: Language,
) => new AppError(code, { fieldErrors: { [field]: key }, message: textsIn(language)(`validation.${key}`) });

function createTeamService(app: FastifyInstance) {
  const { db, config, mailer } = app;

  async function member(executor: Db | Tx, providerId: string, id: string, lock = false): Promise<UserRow> {
    const query = executor
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.providerId, providerId)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** Active admins other than `exceptId`, counted under a lock of the provider row. */
  async function otherActiveAdmins(tx: Tx, providerId: string, exceptId: string): Promise<number> {
    await tx.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).for('update');
    const [row] = await tx
      .select({ n: count() })
      .from(users)
      .where(
        and(
          eq(users.providerId, providerId),
          eq(users.role, 'admin'),
          isNotNull(users.emailVerifiedAt),
          ne(users.id, exceptId),
        ),
      );
    return row?.n ?? 0;
  }

  async function sendInvitation(invitee: UserRow, inviter: SessionUser) {
    const key = await issueKey(db, invitee.id, 'invitation', app.now());
    const [provider] = await db
      .select({ name: providers.name })
      .from(providers)
      .where(eq(providers.id, invitee.providerId));
    const url = `${config.PUBLIC_URL}/auth/accept-invitation?key=${encodeURIComponent(key)}`;
    await mailer.send(
      invitee.email,
      templates.invitation(
        invitee.language,
        invitee.firstName,
        `${inviter.firstName} ${inviter.lastName}`,
        provider?.name ?? '',
        url,
      ),
      { transactional: true },
    );
  }

  return {
    async list(providerId: string): Promise<TeamMember[]> {
      const rows = await db
        .select()
        .from(users)
        .where(eq(users.providerId, providerId))
        .orderBy(asc(users.createdAt), asc(users.id));
      return rows.map(toTeamMember);
    },

    /** Creates the invited account (no password, unverified) and mails the invitation link. */
    async invite(
      inviter: SessionUser,
      input: { email: string; firstName: string; lastName: string; role: 'admin' | 'member'; language?: Language },
    ): Promise<TeamMember> {
      const [existing] = await db
        .select({ id: users.id, providerId: users.providerId, verifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.email, input.email));
      // Invited here and not joined yet: say so and name the member, so the client can offer a resend.
      if (existing && existing.providerId === inviter.providerId && !existing.verifiedAt) {
        throw new AppError('INVITATION_PENDING', { params: { memberId: existing.id } });
      }
      if (existing) throw new AppError('CONFLICT', { fieldErrors: { email: 'emailTaken' } });
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            providerId: inviter.providerId,
            email: input.email,
            passwordHash: null,
            firstName: input.firstName,
            lastName: input.lastName,
            language: input.language ?? inviter.language,
            role: input.role,
            isCreator: false,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new AppError('CONFLICT', { fieldErrors: { email: 'emailTaken' } });
        await recordActivity(tx, {
          actor: inviter,
          kind: 'team_member_invited',
          subject: `${row.firstName} ${row.lastName}`,
          details: { memberId: row.id, role: row.role },
        });
        return row;
      });
      await sendInvitation(created, inviter);
      return toTeamMember(created);
    },

    /** A new invitation link for a member who has not joined yet (earlier links stop working). */
    async resendInvitation(inviter: SessionUser, id: string): Promise<TeamMember> {
      const row = await member(db, inviter.providerId, id);
      if (row.emailVerifiedAt) throw new AppError('CONFLICT');
      await sendInvitation(row, inviter);
      return toTeamMember(row);
    },

    async update(
      actor: SessionUser,
      id: string,
      input: { role?: 'admin' | 'member'; firstName?: string; lastName?: string },
      language: Language,
    ): Promise<TeamMember> {
      const row = await db.transaction(async (tx) => {
        const target = await member(tx, actor.providerId, id, true);
        if (
          input.role === 'member' &&
          target.role === 'admin' &&
          (await otherActiveAdmins(tx, actor.providerId, target.id)) === 0
        ) {
          throw ruleError('CONFLICT', 'role', 'lastAdmin', language);
        }
        const [updated] = await tx
          .update(users)
          .set({ ...input, updatedAt: app.now() })
          .where(eq(users.id, target.id))
          .returning();
        await recordActivity(tx, {
          actor,
          kind: 'team_member_updated',
          subject: `${updated!.firstName} ${updated!.lastName}`,
          details: {
            memberId: target.id,
            ...(input.role && input.role !== target.role && { from: target.role, to: input.role }),
          },
        });
        return updated!;
      });
      return toTeamMember(row);
    },

    /**
     * Deletes the account (its sessions go with it, the API keys it made are revoked; its seminars lose their owner).
     * For an invited member who has not joined yet this revokes the invitation: the link stops working.
     */
    async remove(actor: SessionUser, id: string, language: Language): Promise<void> {
      const orphaned = await db.transaction(async (tx) => {
        const target = await member(tx, actor.providerId, id, true);
        if (target.isCreator && !isSupportSession(actor))
          throw ruleError('FORBIDDEN', 'id', 'creatorRemovalSupportOnly', language);
        if (target.role === 'admin' && (await otherActiveAdmins(tx, actor.providerId, target.id)) === 0) {
          throw ruleError('CONFLICT', 'id', 'lastAdmin', language);
        }
        await revokeKeysOf(tx, actor, target.id, app.now());
        // Their leads lose their owner with them (the key's ON DELETE SET NULL).
        const owned = await tx
          .select({ id: leads.id })
          .from(leads)
          .where(and(eq(leads.providerId, actor.providerId), eq(leads.ownerId, target.id)));
        await tx.delete(users).where(eq(users.id, target.id));
        await recordActivity(tx, {
          actor,
          kind: 'team_member_removed',
          subject: `${target.firstName} ${target.lastName}`,
          details: { memberId: target.id, email: target.email, creator: target.isCreator },
        });
        return owned.map((lead) => lead.id);
      });
      await announceLeadsUpdated(app, actor.providerId, orphaned);
    },

    /** POST /auth/accept-invitation: sets the password, activates the account and opens a session. */
    async acceptInvitation(key: string, password: string, client: ClientInfo): Promise<SessionResponse> {
      assertPasswordAllowed(password, config.PASSWORD_MIN_LENGTH);
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const invitee = await consumeKey(tx, key, 'invitation', app.now());
        const now = app.now();
        const [joined] = await tx
          .update(users)
          .set({ passwordHash, emailVerifiedAt: now, updatedAt: now })
          .where(eq(users.id, invitee.id))
          .returning();
        return createSession(tx, config, joined!, app.now(), client);
      });
    },
  };
}

type TeamService = ReturnType<typeof createTeamService>;

declare module 'fastify' {
  interface FastifyInstance {
    teamService: TeamService;
  }
}

export default servicePlugin('teamService', createTeamService, ['database', 'config', 'clock', 'mailer', 'webhooks']);
