import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { users } from '../db/schema';
import { forbidden, unauthorized } from '../lib/http-error';
import { verifyAccessToken } from '../services/tokens';

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

const ACTIVITY_RESOLUTION = sql`now() - interval '5 minutes'`;

/** Bearer JWT check against the live account row: deleted, suspended or re-passworded accounts lose access at once. */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null as unknown as AuthUser);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw unauthorized('Not authenticated');
    const claims = await verifyAccessToken(app.config.JWT_SECRET, token);
    if (!claims) throw unauthorized('Session expired. Please sign in again.');
    const [user] = await app.db.select().from(users).where(eq(users.id, claims.sub)).limit(1);
    if (!user || user.tokenVersion !== claims.ver) throw unauthorized('Session expired. Please sign in again.');
    if (user.status !== 'ACTIVE') throw unauthorized('This account is suspended.');
    request.user = { id: user.id, role: user.role, email: user.email, fullName: user.fullName };
    // "Active today" needs a trace of API use; writing at most every 5 minutes keeps it off the hot path.
    if (!user.lastActiveAt || Date.now() - user.lastActiveAt.getTime() > 5 * 60_000) {
      await app.db
        .update(users)
        .set({ lastActiveAt: new Date() })
        .where(and(eq(users.id, user.id), or(isNull(users.lastActiveAt), lt(users.lastActiveAt, ACTIVITY_RESOLUTION))));
    }
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (request.user.role !== 'ADMIN') throw forbidden('Admin access required');
  });
}
