/**
 * Administration commands: `npm run admin -- <command>`.
 *   migrate                    apply database migrations
 *   seed                       create the demo account (and feature demo data)
 *   grant-superadmin <email>   make a user support staff
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { loadConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { users } from './db/schema/index';
import { seedDemo } from './db/seed';

async function main() {
  const [command, arg] = process.argv.slice(2);
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: path.join(path.resolve(config.DATA_DIR), 'pglite'),
  });
  try {
    await migrateDatabase(database);
    switch (command) {
      case 'migrate':
        console.log('migrations applied');
        break;
      case 'seed':
        console.log((await seedDemo(database.db)) ? 'demo data created' : 'demo data already present');
        break;
      case 'grant-superadmin': {
        const email = arg?.trim().toLowerCase();
        if (!email) throw new Error('usage: grant-superadmin <email>');
        const updated = await database.db
          .update(users)
          .set({ isSuperadmin: true, updatedAt: new Date() })
          .where(eq(users.email, email))
          .returning({ id: users.id });
        if (!updated.length) throw new Error(`no user with email ${email}`);
        console.log(`${email} is now a superadmin`);
        break;
      }
      default:
        throw new Error('commands: migrate | seed | grant-superadmin <email>');
    }
  } finally {
    await database.close();
  }
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
