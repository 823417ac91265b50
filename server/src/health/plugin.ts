import type { FastifyInstance } from 'fastify';
import { createHealthRepository } from './repository';
import healthRoutes from './routes';

/** GET /health: the API runs and reaches its database. */
export default async function healthPlugin(app: FastifyInstance): Promise<void> {
  healthRoutes(app, { repository: createHealthRepository(app.db) });
}
