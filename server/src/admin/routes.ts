import type { FastifyInstance } from 'fastify';
import { adminCreateUser, adminRecipes, adminStats, adminStatsAll, adminUpdateUser, adminUserDetails } from 'shared-api/contract';
import type { AccountService } from '../accounts/service';
import { route } from '../lib/route';
import { toAdminUser, type AdminService } from './service';

/** The admin dashboard's calls; every one requires the ADMIN role on the live account. */
export default function adminRoutes(
  app: FastifyInstance,
  { admin, accounts }: { admin: AdminService; accounts: AccountService },
): void {
  const adminOnly = { access: 'admin' } as const;

  for (const endpoint of [adminStatsAll, adminStats]) route(app, endpoint, adminOnly, () => admin.stats());

  route(app, adminUserDetails, adminOnly, (request) => admin.listUsers(request.query));

  route(app, adminRecipes, adminOnly, (request) => admin.listRecipes(request.query));

  // No password: the person proves the address through the verification mail, then sets one.
  route(app, adminCreateUser, adminOnly, async (request) => {
    const { name, email, role } = request.body;
    return toAdminUser(await accounts.createAccount({ fullName: name, email, password: null, role }));
  });

  route(app, adminUpdateUser, adminOnly, (request) => admin.updateUser(request.user.id, request.params.userId, request.body));
}
