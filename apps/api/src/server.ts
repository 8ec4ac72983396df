/**
 * Entry point: `tsx src/server.ts [--role=all|api|worker]`.
 * Opens the database, applies migrations, seeds the demo account on the embedded default,
 * serves the API and the web app, and shuts down cleanly on SIGTERM/SIGINT.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from './app';
import { ConfigError, loadConfig, openDataDir } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { DEMO_ACCOUNT, seedDemo } from './demo/seed';
import { endProcess, guardProcess } from './lib/last-resort';
import { resolveEncryptionKey } from './lib/secret-box';
import type { Role } from './plugins/jobs';

async function main() {
  const { values } = parseArgs({ options: { role: { type: 'string', default: 'all' } } });
  const role = values.role as Role;
  if (!['all', 'api', 'worker'].includes(role)) throw new ConfigError(`Invalid --role: ${role} (all, api or worker)`);
  const config = loadConfig();

  const dataDir = openDataDir(config);
  config.ENCRYPTION_KEY = resolveEncryptionKey(config, dataDir);
  const connection: { lost?: (err: Error) => void; failed?: (err: Error) => void } = {};
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: path.join(dataDir, 'pglite'),
    // A restart or network blip of PostgreSQL: the pool reconnects on the next query.
    onConnectionError: (err) => connection.lost?.(err),
    // The embedded database's thread crashed: nothing works any more, so the process ends and
    // its supervisor starts it anew.
    onFailure: (err) => connection.failed?.(err),
  });
  await migrateDatabase(database);

  const app = await buildApp({ config, database, role });
  // From here on a fault outside any request is logged and the process goes on (ADR 038).
  guardProcess(app.log);
  connection.lost = (err) => app.log.warn({ err: { message: err.message } }, 'database connection lost');
  connection.failed = (err) => endProcess(app.log, 'the embedded database failed', { message: err.message });
  const seed = config.SEED_DEMO ?? !config.DATABASE_URL;
  if (seed && (await seedDemo(database.db))) {
    app.log.info(`demo account created: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests and jobs');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      endProcess(app.log, 'shutdown failed', err);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  if (role === 'worker') {
    await app.ready();
    app.log.info('worker started');
    return;
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`dashboard ready at ${config.PUBLIC_URL}`);
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
