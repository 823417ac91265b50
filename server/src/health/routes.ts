import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { health } from 'shared-api/contract';
import { route } from '../lib/route';

export default function healthRoutes(app: FastifyInstance): void {
  route(app, health, {}, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok', database: 'ok' } as const;
  });
}
