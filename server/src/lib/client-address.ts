import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Sent by the web server that forwards /api (scripts/web-server.mjs), with PROXY_SECRET's value. */
export const PROXY_SECRET_HEADER = 'x-proxy-secret';

const sameSecret = (given: string, secret: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The browser's address as the product's own web server names it in X-Forwarded-For, when the
 * request carries the secret they share; undefined for any other caller, whose header proves nothing.
 */
export function proxiedClient(request: FastifyRequest, secret: string | undefined): string | undefined {
  const given = request.headers[PROXY_SECRET_HEADER];
  if (!secret || typeof given !== 'string' || !sameSecret(given, secret)) return undefined;
  const named = request.headers['x-forwarded-for'];
  return (typeof named === 'string' && named.split(',').at(-1)?.trim()) || undefined;
}
