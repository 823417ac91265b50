import type { FastifyInstance } from 'fastify';
import { adminCreateUser, adminRecipes, adminStats, adminStatsAll, adminUpdateUser, adminUserDetails } from 'shared-api/contract';
import { route } from '../lib/route';
import { createAccount } from '../services/accounts';
import { adminStats as computeStats, listRecipes, listUsers, toAdminUser, updateUser } from '../services/admin';

/** The admin dashboard's calls; every one requires the ADMIN role on the live account. */
export default function adminRoutes(app: FastifyInstance): void {
  const admin = { access: 'admin' } as const;

  for (const endpoint of [adminStatsAll, adminStats]) route(app, endpoint, admin, () => computeStats(app.db));

  route(app, adminUserDetails, admin, (request) => listUsers(app.db, request.query));

  route(app, adminRecipes, admin, (request) => listRecipes(app.db, request.query));

  // No password: the person proves the address through the verification mail, then sets one.
  route(app, adminCreateUser, admin, async (request) => {
    const { name, email, role } = request.body;
    return toAdminUser(await createAccount(app, { fullName: name, email, password: null, role }));
  });

  route(app, adminUpdateUser, admin, (request) => updateUser(app.db, request.user.id, request.params.userId, request.body));
}
