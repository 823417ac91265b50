import type { FastifyInstance } from 'fastify';
import { createAccountRepository } from './repository';
import accountRoutes from './routes';
import { createAccountService } from './service';

/** The account (/users/me) and, at every start, the configured admin (ADMIN_EMAIL). */
export default async function accountsPlugin(app: FastifyInstance): Promise<void> {
  const repository = createAccountRepository(app.db, app.sessions);
  const accounts = createAccountService({ repository, config: app.config, mailer: app.mailer, log: app.log });
  accountRoutes(app, { repository, accounts });
  await accounts.ensureAdmin();
}
