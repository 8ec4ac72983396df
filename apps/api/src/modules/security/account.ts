/** What the parts of the security service share: the signed-in user's row and the security mails. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { User } from '../auth';
import type { securityTemplates } from './mail-templates';

export async function userRow(executor: Executor, userId: string): Promise<User> {
  const [row] = await executor.select().from(users).where(eq(users.id, userId));
  if (!row) throw new AppError('UNAUTHORIZED');
  return row;
}

export type SecurityMail = ReturnType<(typeof securityTemplates)[keyof typeof securityTemplates]>;

/** Sends a security mail to the user's current address. */
export const mailUser =
  (app: FastifyInstance) => (user: Pick<User, 'email' | 'language' | 'firstName'>, content: SecurityMail) =>
    app.mailer.send(user.email, content);
