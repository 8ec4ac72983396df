/**
 * Administration commands: `npm run admin -- <command>`.
 *   migrate                    apply database migrations
 *   seed                       create the demo account (and feature demo data)
 *   grant-superadmin <email>   make a user support staff
 *   invoices --month YYYY-MM   issue (and mail) the invoices of a month that has ended; idempotent
 *   invoices --cancel <number> issue the cancellation invoice of an issued invoice
 *   mail failed                list mail that could not be delivered (after ≥ 48 h of retries)
 *   mail retry <id|all>        queue failed mail again
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { loadConfig, openDataDir, type Config } from './config';
import { migrateDatabase, openDatabase, type Database } from './db/client';
import { users } from './db/schema/index';
import { seedDemo } from './demo/seed';
import { seal, unseal } from './lib/sealed';
import { createSecretBox, resolveEncryptionKey, type SecretBox } from './lib/secret-box';
import { MAIL_JOB, type MailContent, type MailJob } from './modules/mail';
import { createInvoiceIssuer, InvoiceRunError } from './modules/invoices/service';
import { createBoss, JOB_DEFAULTS } from './plugins/jobs';

export class UsageError extends Error {}

const COMMANDS =
  'commands: migrate | seed | grant-superadmin <email> | invoices --month YYYY-MM | invoices --cancel <number> | mail failed | mail retry <id|all>';

interface FailedJob {
  id: string;
  data: unknown;
  output: { message?: string } | null;
  retry_count: number;
  completed_on: Date | string;
}

/** Failed mail: the recipient and subject (decrypted with the job key) and the last error. */
async function mailCommand(
  database: Database,
  [sub, arg]: (string | undefined)[],
  jobKey?: SecretBox,
): Promise<string> {
  if (sub === 'failed') {
    const { rows } = await database.executeSql(
      `SELECT id, data, output, retry_count, completed_on FROM pgboss.job
       WHERE name = $1 AND state = 'failed' ORDER BY completed_on DESC LIMIT 500`,
      [MAIL_JOB],
    );
    if (!rows.length) return 'no failed mail';
    return (rows as FailedJob[])
      .map((job) => {
        let mail = { to: '?', subject: '?' };
        try {
          if (jobKey) mail = unseal<MailJob>(jobKey, job.data);
        } catch {
          // a payload sealed with another key
        }
        const when = new Date(job.completed_on).toISOString();
        return `${job.id}  ${when}  retries: ${job.retry_count}  ${mail.to}  "${mail.subject}"  ${job.output?.message ?? ''}`.trimEnd();
      })
      .join('\n');
  }
  if (sub === 'retry' && arg) {
    const { rows } = await database.executeSql(
      // pg-boss's own retry: back to 'retry' with one more attempt, due now.
      `UPDATE pgboss.job SET state = 'retry', retry_limit = retry_count + 1, start_after = now(), completed_on = NULL
       WHERE name = $1 AND state = 'failed' AND ($2 = 'all' OR id::text = $2) RETURNING id`,
      [MAIL_JOB, arg],
    );
    if (!rows.length && arg !== 'all') throw new UsageError(`no failed mail with id ${arg}`);
    // A count after a colon: the command line's texts need no plural forms.
    return `mails queued again: ${rows.length}`;
  }
  throw new UsageError('usage: mail failed | mail retry <id|all>');
}

export interface CommandContext {
  /** Its ENCRYPTION_KEY opens job payloads for `mail failed` and seals the mails `invoices` queues. */
  config?: Config;
}

/** Runs one command on an open, migrated database and answers what to print. */
export async function runCommand(
  database: Database,
  [command, arg, arg2]: string[],
  context: CommandContext = {},
): Promise<string> {
  const config = context.config ?? loadConfig();
  const jobKey = config.ENCRYPTION_KEY ? createSecretBox(config.ENCRYPTION_KEY, 'jobs') : undefined;
  switch (command) {
    case 'mail':
      return mailCommand(database, [arg, arg2], jobKey);
    case 'invoices': {
      if ((arg !== '--month' && arg !== '--cancel') || !arg2) {
        throw new UsageError('usage: invoices --month YYYY-MM | invoices --cancel <invoice number>');
      }
      return withMailQueue(database, jobKey, async (sendMail) => {
        const issuer = createInvoiceIssuer({ db: database.db, config, now: () => new Date(), sendMail });
        try {
          if (arg === '--cancel') return `cancellation invoice ${await issuer.cancel(arg2)} issued`;
          const { issued } = await issuer.issueMonth(arg2);
          return issued.length
            ? `invoices issued for ${arg2} (${issued.length}): ${issued.join(', ')}`
            : `no new invoices for ${arg2}`;
        } catch (error) {
          if (error instanceof InvoiceRunError) throw new UsageError(error.message);
          throw error;
        }
      });
    }
    case 'migrate':
      return 'migrations applied';
    case 'seed':
      return (await seedDemo(database.db)) ? 'demo data created' : 'demo data already present';
    case 'grant-superadmin': {
      const email = arg?.trim().toLowerCase();
      if (!email) throw new UsageError('usage: grant-superadmin <email>');
      const updated = await database.db
        .update(users)
        .set({ isSuperadmin: true, updatedAt: new Date() })
        .where(eq(users.email, email))
        .returning({ id: users.id });
      if (!updated.length) throw new UsageError(`no user with email ${email}`);
      return `${email} is now a superadmin`;
    }
    default:
      throw new UsageError(COMMANDS);
  }
}

/**
 * Runs `work` with a sender that queues mails for the server's mail job (pg-boss, same
 * database), sealed with the job key like every other job payload.
 */
async function withMailQueue<T>(
  database: Database,
  jobKey: SecretBox | undefined,
  work: (send: (to: string, content: MailContent) => Promise<void>) => Promise<T>,
) {
  const boss = createBoss(database, { supervise: false, schedule: false });
  let started = false;
  const send = async (to: string, content: MailContent) => {
    if (!jobKey) throw new UsageError('no job encryption key: set ENCRYPTION_KEY');
    if (!started) {
      await boss.start();
      await boss.createQueue(MAIL_JOB, { ...JOB_DEFAULTS, name: MAIL_JOB });
      started = true;
    }
    await boss.send(MAIL_JOB, seal(jobKey, { to, ...content }));
  };
  try {
    return await work(send);
  } finally {
    if (started) await boss.stop({ graceful: false, wait: true });
  }
}

async function main() {
  const config = loadConfig();
  const args = process.argv.slice(2);
  const dataDir = openDataDir(config);
  if (args[0] === 'mail' || args[0] === 'invoices') config.ENCRYPTION_KEY = resolveEncryptionKey(config, dataDir);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: path.join(dataDir, 'pglite') });
  try {
    await migrateDatabase(database);
    console.log(await runCommand(database, args, { config }));
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err: Error) => {
    console.error(err.message);
    process.exit(1);
  });
}
