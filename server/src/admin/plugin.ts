import type { FastifyInstance } from 'fastify';
import { createAccountRepository } from '../accounts/repository';
import { createAccountService } from '../accounts/service';
import { createAdminRepository } from './repository';
import adminRoutes from './routes';
import { createAdminService } from './service';

/** The admin dashboard: figures, every user and recipe, and account management. */
export default async function adminPlugin(app: FastifyInstance): Promise<void> {
  const accounts = createAccountService({ repository: createAccountRepository(app.db, app.sessions), config: app.config, mailer: app.mailer, log: app.log });
  adminRoutes(app, { admin: createAdminService(createAdminRepository(app.db, app.sessions)), accounts });
}
