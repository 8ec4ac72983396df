/**
 * The validated configuration (src/config.ts) on the app: `app.config`, decorated once, before
 * every plugin and service that reads it (each names `config` among its dependencies).
 */
import fp from 'fastify-plugin';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('config', config);
  },
  { name: 'config' },
);
