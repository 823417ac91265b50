import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signAccessToken, verifyAccessToken } from './tokens';

const SECRET = 'test-secret-test-secret-test-secret';
const sign = (claims: Record<string, unknown>, { sub, exp }: { sub: string; exp?: string | number }) => {
  let jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuer('meal-planner').setIssuedAt().setSubject(sub);
  if (exp !== undefined) jwt = jwt.setExpirationTime(exp);
  return jwt.sign(new TextEncoder().encode(SECRET));
};

describe('verifyAccessToken', () => {
  afterEach(() => void vi.useRealTimers());

  it('refuses a remembered token once it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const sub = randomUUID();
    const token = await sign({ role: 'USER', ver: 1 }, { sub, exp: '1h' });
    expect(await verifyAccessToken(SECRET, token)).toEqual({ sub, role: 'USER', ver: 1 });
    expect(await verifyAccessToken(SECRET, token)).toEqual({ sub, role: 'USER', ver: 1 });
    vi.advanceTimersByTime(3_600_001);
    expect(await verifyAccessToken(SECRET, token)).toBeNull();
  });

  it('checks a remembered token against the secret it was verified with', async () => {
    const token = await signAccessToken(SECRET, { sub: randomUUID(), role: 'USER', ver: 0 });
    expect(await verifyAccessToken(SECRET, token)).not.toBeNull();
    expect(await verifyAccessToken(`${SECRET}-other`, token)).toBeNull();
  });

  it('accepts the tokens the app signs', async () => {
    const sub = randomUUID();
    expect(await verifyAccessToken(SECRET, await signAccessToken(SECRET, { sub, role: 'USER', ver: 0 }))).toEqual({ sub, role: 'USER', ver: 0 });
  });

  it('refuses a token without exp, an expired one, and one whose subject is not a user id', async () => {
    const claims = { role: 'USER', ver: 0 };
    expect(await verifyAccessToken(SECRET, await sign(claims, { sub: randomUUID() }))).toBeNull();
    expect(await verifyAccessToken(SECRET, await sign(claims, { sub: randomUUID(), exp: Math.floor(Date.now() / 1000) - 10 }))).toBeNull();
    for (const sub of ['not-a-uuid', 'x'.repeat(5000), 'a\u0000b']) expect(await verifyAccessToken(SECRET, await sign(claims, { sub, exp: '1h' }))).toBeNull();
    expect(await verifyAccessToken(SECRET, await sign({ role: 'USER', ver: 2 ** 40 }, { sub: randomUUID(), exp: '1h' }))).toBeNull();
  });
});
