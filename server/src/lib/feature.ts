import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client';

/** What app.ts hands every feature plugin besides the app (which carries config, db, mailer and log). */
export interface FeatureOptions {
  database: Database;
}

/** A feature slice: a plugin that owns its repository, its services and its routes. */
export type Feature = FastifyPluginAsync<FeatureOptions>;
