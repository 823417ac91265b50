import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { webcrypto } from 'node:crypto';

export interface AccessClaims {
  sub: string;
  role: string;
  /** users.token_version at signing time; a password change bumps it. */
  ver: number;
}

const ISSUER = 'meal-planner';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ACCESS_TTL = '7d';

const keys = new Map<string, Promise<webcrypto.CryptoKey>>();

/** Imported once per secret: jose would import raw bytes again on every sign and verify. */
function key(secret: string): Promise<webcrypto.CryptoKey> {
  let imported = keys.get(secret);
  if (!imported) {
    imported = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, imported);
  }
  return imported;
}

export async function signAccessToken(secret: string, claims: AccessClaims): Promise<string> {
  return new SignJWT({ role: claims.role, ver: claims.ver })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(ACCESS_TTL)
    .sign(await key(secret));
}

/**
 * Tokens already verified, until their expiry: a browser sends the same one on every call, and the
 * HMAC check was a sixth of a hot read's CPU. Keyed by secret and token, so a new secret verifies anew.
 */
const verified = new LRUCache<string, AccessClaims & { exp: number }>({ max: 10_000 });

export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  const cacheKey = `${secret}\n${token}`;
  let checked = verified.get(cacheKey) ?? null;
  // jose's own rule: expired when `exp` is now or past.
  if (checked && checked.exp <= Math.floor(Date.now() / 1000)) {
    verified.delete(cacheKey);
    return null;
  }
  if (!checked) {
    checked = await verifySignature(secret, token);
    if (checked) verified.set(cacheKey, checked);
  }
  return checked && { sub: checked.sub, role: checked.role, ver: checked.ver };
}

async function verifySignature(secret: string, token: string): Promise<(AccessClaims & { exp: number }) | null> {
  try {
    // A token must expire, and its subject must be a user id (a uuid), or it never reaches the database.
    const { payload } = await jwtVerify(token, await key(secret), { issuer: ISSUER, algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
    if (typeof payload.sub !== 'string' || !UUID.test(payload.sub) || typeof payload.role !== 'string') return null;
    if (typeof payload.ver !== 'number' || !Number.isInteger(payload.ver) || Math.abs(payload.ver) > 2 ** 31 - 1) return null;
    return { sub: payload.sub, role: payload.role, ver: payload.ver, exp: payload.exp as number };
  } catch {
    return null;
  }
}
