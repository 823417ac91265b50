import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createAccountRepository } from '../accounts/repository';
import { forbidden, unauthorized } from '../lib/http-error';
import { verifyAccessToken } from './tokens';

export interface AuthUser {
  id: string;
  role: string;
  email: string;
  fullName: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser;
  }
}

/** Bearer JWT check against the live account row: deleted, suspended or re-passworded accounts lose access at once. */
export function registerAuthentication(app: FastifyInstance): void {
  const accounts = createAccountRepository(app.db);
  app.decorateRequest('user', null as unknown as AuthUser);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw unauthorized('Not authenticated');
    const claims = await verifyAccessToken(app.config.JWT_SECRET, token);
    if (!claims) throw unauthorized('Session expired. Please sign in again.');
    const user = await accounts.findSession(claims.sub);
    if (!user || user.tokenVersion !== claims.ver) throw unauthorized('Session expired. Please sign in again.');
    if (user.status !== 'ACTIVE') throw unauthorized('This account is suspended.');
    request.user = { id: user.id, role: user.role, email: user.email, fullName: user.fullName };
    // "Active today" needs a trace of API use; writing at most every 5 minutes keeps it off the hot path.
    await accounts.recordActivity(user);
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (request.user.role !== 'ADMIN') throw forbidden('Admin access required');
  });
}
