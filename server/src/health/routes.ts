import type { FastifyInstance } from 'fastify';
import { health } from 'shared-api/contract';
import { route } from '../lib/route';
import type { HealthRepository } from './repository';

export default function healthRoutes(app: FastifyInstance, { repository }: { repository: HealthRepository }): void {
  route(app, health, {}, async () => {
    await repository.ping();
    return { status: 'ok', database: 'ok' } as const;
  });
}
