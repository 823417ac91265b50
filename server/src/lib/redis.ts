import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * REDIS_URL's connection, made at start so a wrong URL stops the API with a message. Later
 * outages fail commands at once (no offline queue) instead of holding requests.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  // Loaded only when REDIS_URL is set: the client holds ~25 MiB.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 5000 });
  redis.on('error', (error: Error) => log.warn({ err: error }, 'redis connection error; reconnecting'));
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL: cannot connect (${(error as Error).message})`, { cause: error });
  }
  return redis;
}
