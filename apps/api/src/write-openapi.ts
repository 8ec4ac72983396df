/**
 * Writes the OpenAPI document the API serves at /api/openapi.json to a file (or stdout), from a
 * throw-away in-memory database and without a port: `npm run lint:openapi` lints what this writes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { buildApp } from './app';
import { loadConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';

async function openApiDocument(): Promise<Record<string, unknown>> {
  const database = await openDatabase({});
  await migrateDatabase(database);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    ENCRYPTION_KEY: randomUUID() + randomUUID(),
    // Inbound mail on, so that its two webhooks (registered only when configured) are in the document.
    INBOUND_MAIL_DOMAIN: 'reply.example.org',
    INBOUND_MAILGUN_SIGNING_KEY: randomUUID(),
    INBOUND_POSTMARK_USERNAME: 'postmark',
    INBOUND_POSTMARK_PASSWORD: randomUUID(),
  });
  const app = await buildApp({ config, database });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
    await database.close();
  }
}

const target = process.argv[2];
const text = `${JSON.stringify(await openApiDocument(), null, 2)}\n`;
if (target) {
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
} else process.stdout.write(text);
