import type { FastifyInstance } from 'fastify';
import { createAccountRepository } from '../accounts/repository';
import { createProfileRepository } from './repository';
import profileRoutes from './routes';

/** The household's profiles and onboarding. */
export default async function profilesPlugin(app: FastifyInstance): Promise<void> {
  profileRoutes(app, { profiles: createProfileRepository(app.db), accounts: createAccountRepository(app.db, app.sessions) });
}
