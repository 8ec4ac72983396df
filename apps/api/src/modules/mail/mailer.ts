/**
 * Sends mail through the `mail.send` job: SMTP via nodemailer when SMTP_URL is set,
 * otherwise the dev mailbox (stored in the database, links printed to the log).
 *
 * Delivery survives mail-server outages: retries with exponential backoff for at least
 * 48 hours (MAIL_RETRY), after which the job stays `failed` for operators
 * (`npm run admin -- mail failed|retry`). Transactional mail (verification, reset,
 * invitation) is fetched ahead of bulk mail; several mails are sent at once.
 *
 * The dev mailbox holds live keys in plain text, so an hourly job deletes its mails once
 * they are DEV_MAIL_RETENTION_HOURS old (links have served their purpose in development by then).
 * Attachments travel as references (`MailAttachmentRef`): the job stays small, and the worker
 * loads the files from the source a feature registers (`attachmentSource`) when it sends. A file
 * that cannot be loaded fails the attempt, so a mail never leaves without what it announces.
 */
import { lt } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Executor } from '../../db/client';
import { devMails } from '../../db/schema/index';
import type { MailAttachmentRef, MailContent } from './templates';

export const MAIL_JOB = 'mail.send';
export const DEV_MAILBOX_RETENTION_JOB = 'mail.dev-mailbox-retention';
const DEV_MAIL_RETENTION_HOURS = 24;

/** Deletes dev mailbox mails older than DEV_MAIL_RETENTION_HOURS; answers how many went. */
async function purgeDevMails(executor: Executor, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - DEV_MAIL_RETENTION_HOURS * 3600_000);
  const deleted = await executor.delete(devMails).where(lt(devMails.createdAt, cutoff)).returning({ id: devMails.id });
  return deleted.length;
}

/**
 * pg-boss waits retryDelay·2^n·(1…2) seconds before retry n+1, so the waits add up to at
 * least 60·(2^12−1) s ≈ 68 h; the job is kept (retention) well beyond the longest series.
 */
export const MAIL_RETRY = { retryLimit: 12, retryDelay: 60, retryBackoff: true, retentionDays: 14 } as const;
const MAIL_PRIORITY = { transactional: 10, bulk: 0 } as const;

export interface MailJob extends MailContent {
  to: string;
}

interface SendOptions {
  /** Account mail a person is waiting for right now: sent ahead of bulk mail. */
  transactional?: boolean;
}

/** An attachment as nodemailer sends it. */
interface MailFile {
  filename: string;
  contentType: string;
  content: Buffer | string;
}

/** Loads the file a reference names; null when it does not exist. */
type AttachmentLoader<R extends MailAttachmentRef = MailAttachmentRef> = (ref: R) => Promise<MailFile | null>;

interface Mailer {
  /** Queues a mail; delivery is retried with backoff by the job queue. */
  send(to: string, content: MailContent, options?: SendOptions): Promise<void>;
  /** Registers where the worker loads the attachments of one source from. */
  attachmentSource<S extends MailAttachmentRef['source']>(
    source: S,
    load: AttachmentLoader<Extract<MailAttachmentRef, { source: S }>>,
  ): void;
  readonly transport: 'smtp' | 'dev-mailbox';
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(
  async (app) => {
    const { SMTP_URL, MAIL_FROM, MAIL_CONCURRENCY } = app.config;
    // nodemailer loads only where it sends: the embedded default keeps mail in the dev mailbox.
    const smtp = SMTP_URL
      ? (await import('nodemailer')).default.createTransport({
          url: SMTP_URL,
          pool: true,
          maxConnections: MAIL_CONCURRENCY,
        } as never)
      : undefined;
    const loaders = new Map<MailAttachmentRef['source'], AttachmentLoader>();

    async function filesOf(refs: MailAttachmentRef[] = []): Promise<MailFile[]> {
      return Promise.all(
        refs.map(async (ref) => {
          const file = await loaders.get(ref.source)?.(ref);
          if (!file) throw new Error(`mail attachment ${ref.source} ${ref.id}.${ref.format} is not available`);
          return file;
        }),
      );
    }

    app.jobs.define<MailJob>(
      MAIL_JOB,
      async ({ attachments: refs, ...mail }) => {
        const attachments = await filesOf(refs);
        if (smtp) {
          await smtp.sendMail({ from: MAIL_FROM, ...mail, attachments });
          return;
        }
        await app.db.insert(devMails).values({
          ...mail,
          attachments: attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            size: Buffer.byteLength(a.content),
          })),
        });
        const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
        app.log.info({ to: mail.to, subject: mail.subject, links }, 'dev mailbox: mail stored');
      },
      { ...MAIL_RETRY, expireInSeconds: 120, concurrency: MAIL_CONCURRENCY, deleteOnSuccess: true },
    );

    // Also with SMTP: mails a dev mailbox kept before SMTP was configured go too.
    app.jobs.define(DEV_MAILBOX_RETENTION_JOB, async () => {
      const deleted = await purgeDevMails(app.db, app.now());
      if (deleted) app.log.info({ deleted }, 'dev mailbox: old mails deleted');
    });
    app.jobs.schedule(DEV_MAILBOX_RETENTION_JOB, '40 * * * *');

    app.decorate('mailer', {
      transport: smtp ? 'smtp' : 'dev-mailbox',
      async send(to, content, options = {}) {
        await app.jobs.send<MailJob>(
          MAIL_JOB,
          { to, ...content },
          { priority: options.transactional ? MAIL_PRIORITY.transactional : MAIL_PRIORITY.bulk },
        );
      },
      attachmentSource(source, load) {
        loaders.set(source, load as AttachmentLoader);
      },
    } satisfies Mailer);

    app.addHook('onClose', async () => smtp?.close());
  },
  { name: 'mailer', dependencies: ['config', 'jobs', 'database'] },
);
