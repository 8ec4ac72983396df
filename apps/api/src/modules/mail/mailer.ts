/**
 * Sends mail through the `mail.send` job: SMTP via nodemailer when SMTP_URL is set,
 * otherwise the dev mailbox (stored in the database, links printed to the log).
 */
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { devMails } from '../../db/schema/index';
import type { MailContent } from './templates';

export const MAIL_JOB = 'mail.send';

interface MailJob extends MailContent {
  to: string;
}

export interface Mailer {
  /** Queues a mail; delivery is retried with backoff by the job queue. */
  send(to: string, content: MailContent): Promise<void>;
  readonly transport: 'smtp' | 'dev-mailbox';
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(
  async (app) => {
    const { SMTP_URL, MAIL_FROM } = app.config;
    const smtp = SMTP_URL ? nodemailer.createTransport(SMTP_URL) : undefined;

    app.jobs.define<MailJob>(MAIL_JOB, async (mail) => {
      if (smtp) {
        await smtp.sendMail({ from: MAIL_FROM, ...mail });
        return;
      }
      await app.db.insert(devMails).values(mail);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      app.log.info({ to: mail.to, subject: mail.subject, links }, 'dev mailbox: mail stored');
    });

    app.decorate('mailer', {
      transport: smtp ? 'smtp' : 'dev-mailbox',
      async send(to, content) {
        await app.jobs.send<MailJob>(MAIL_JOB, { to, ...content });
      },
    } satisfies Mailer);

    app.addHook('onClose', async () => smtp?.close());
  },
  { name: 'mailer', dependencies: ['jobs', 'database'] },
);
