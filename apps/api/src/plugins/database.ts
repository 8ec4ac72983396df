/** Makes the opened database and the configuration available to every route. */
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
  }
}

export default fp<{ config: Config; database: Database }>(
  async (app, { config, database }) => {
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'database' },
);
