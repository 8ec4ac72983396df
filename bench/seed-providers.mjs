// More providers with the demo's data, for the load bench (issue 25: "several providers with
// demo-sized data"): `node --import tsx bench/seed-providers.mjs <count>` with DATABASE_URL, or
// DATA_DIR naming the server's data directory (its PGlite database, while no server runs on it).
// Provider i signs in as bench-<i>@bildungsurlaub.example with the demo password.
import path from 'node:path';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { DEMO_ACCOUNT, seedDemo } from '../apps/api/src/demo/seed.ts';

const count = Number(process.argv[2]);
const database = await openDatabase(
  process.env.DATABASE_URL
    ? { databaseUrl: process.env.DATABASE_URL }
    : { dataDir: path.join(process.env.DATA_DIR, 'pglite') },
);
for (let i = 1; i <= count; i++) {
  await seedDemo(
    database.db,
    { email: `bench-${i}@bildungsurlaub.example`, password: DEMO_ACCOUNT.password },
    { name: `Bildungswerk Bench ${i}`, email: `kontakt-${i}@bench.example` },
  );
}
await database.close();
