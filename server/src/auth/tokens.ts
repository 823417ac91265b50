import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  sub: string;
  role: string;
  /** users.token_version at signing time; a password change bumps it. */
  ver: number;
}

const ISSUER = 'meal-planner';
const ACCESS_TTL = '7d';

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(secret: string, claims: AccessClaims): Promise<string> {
  return new SignJWT({ role: claims.role, ver: claims.ver })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(ACCESS_TTL)
    .sign(key(secret));
}

export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.role !== 'string' || typeof payload.ver !== 'number') return null;
    return { sub: payload.sub, role: payload.role, ver: payload.ver };
  } catch {
    return null;
  }
}
