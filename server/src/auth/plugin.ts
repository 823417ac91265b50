import type { FastifyInstance } from 'fastify';
import { createAccountRepository } from '../accounts/repository';
import { createAccountService } from '../accounts/service';
import authRoutes from './routes';

/** Signing up and in. Checking a request's token is app-wide: see authenticate.ts, registered by app.ts. */
export default async function authPlugin(app: FastifyInstance): Promise<void> {
  const repository = createAccountRepository(app.db, app.sessions);
  const accounts = createAccountService({ repository, config: app.config, mailer: app.mailer, log: app.log });
  authRoutes(app, { repository, accounts });
}
