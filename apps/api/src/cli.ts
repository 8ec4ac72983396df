/**
 * Administration commands: `npm run admin -- <command>`.
 *   migrate                    apply database migrations
 *   seed                       create the demo account (and feature demo data)
 *   grant-superadmin <email>   make a user support staff
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { loadConfig } from './config';
import { migrateDatabase, openDatabase, type Database } from './db/client';
import { users } from './db/schema/index';
import { seedDemo } from './db/seed';

export class UsageError extends Error {}

/** Runs one command on an open, migrated database and answers what to print. */
export async function runCommand(database: Database, [command, arg]: string[]): Promise<string> {
  switch (command) {
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
      throw new UsageError('commands: migrate | seed | grant-superadmin <email>');
  }
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: path.join(path.resolve(config.DATA_DIR), 'pglite'),
  });
  try {
    await migrateDatabase(database);
    console.log(await runCommand(database, process.argv.slice(2)));
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
