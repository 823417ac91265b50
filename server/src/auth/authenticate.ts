import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createAccountRepository } from '../accounts/repository';
import type { Database } from '../db/client';
import { createLiveUpdates } from '../grocery/live-updates';
import { forbidden, unauthorized } from '../lib/http-error';
import { createSessions, SESSION_CHANNEL, type Sessions } from './sessions';
import { verifyAccessToken } from './tokens';

export interface AuthUser {
  id: string;
  role: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Remembered sessions; repositories that change an account's role, status or password tell it. */
    sessions: Sessions;
  }
  interface FastifyRequest {
    user: AuthUser;
  }
}

/**
 * Bearer JWT check against the account's session: deleted, suspended or re-passworded accounts
 * lose access at once, on every instance (see sessions.ts).
 */
export function registerAuthentication(app: FastifyInstance, database: Pick<Database, 'pool'>): void {
  const news = createLiveUpdates(database, app.log, SESSION_CHANNEL);
  app.addHook('onClose', () => news.close());
  const sessions = createSessions(news);
  app.decorate('sessions', sessions);
  const accounts = createAccountRepository(app.db, sessions);
  app.decorateRequest('user', null as unknown as AuthUser);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw unauthorized('Not authenticated');
    const claims = await verifyAccessToken(app.config.JWT_SECRET, token);
    if (!claims) throw unauthorized('Session expired. Please sign in again.');
    const user = await sessions.find(claims.sub, accounts.findSession);
    if (!user || user.tokenVersion !== claims.ver) throw unauthorized('Session expired. Please sign in again.');
    if (user.status !== 'ACTIVE') throw unauthorized('This account is suspended.');
    request.user = { id: user.id, role: user.role };
    // "Active today" needs a trace of API use; writing at most every 5 minutes keeps it off the hot path.
    if (await accounts.recordActivity(user)) user.lastActiveAt = new Date();
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (request.user.role !== 'ADMIN') throw forbidden('Admin access required');
  });
}
