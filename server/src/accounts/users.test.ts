import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, profiles, users } from '../db/schema';
import { createVerifiedAccount, mailedToken, multipart, pngImage } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { uploadExists } from '../test/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const form = (auth: Record<string, string>, fields: Record<string, string>, image?: Buffer) => {
  const body = multipart(fields, image ? { field: 'image', filename: 'me.jpg', contentType: 'image/jpeg', data: image } : undefined);
  return t.app.inject({ method: 'POST', url: '/users/me', headers: { ...auth, ...body.headers }, payload: body.payload });
};
const me = (auth: Record<string, string>) => t.app.inject({ method: 'GET', url: '/users/me', headers: auth });

describe('GET /users/me', () => {
  it('answers the account with hasPassword and Member Since, never the hash', async () => {
    const account = await createVerifiedAccount(t.app, t.config, { fullName: 'Mia Member' });
    const res = await me(account.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ full_name: 'Mia Member', email: account.email, hasPassword: true, image_url: null, role: 'USER' });
    expect(new Date(res.json().created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(res.body).not.toContain('argon2');
    expect((await me({})).statusCode).toBe(401);
    expect((await me({ authorization: 'Bearer forged.token.value' })).statusCode).toBe(401);
  });
});

describe('POST /users/me', () => {
  it('answers 400 with a detail when nothing is sent, and writes nothing when the values are the same', async () => {
    const account = await createVerifiedAccount(t.app, t.config, { fullName: 'Same Name' });
    const before = (await me(account.auth)).json();
    const nothing = await form(account.auth, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().detail).toMatch(/^Nothing to change/);
    const same = await form(account.auth, { full_name: 'Same Name', email: account.email });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ full_name: 'Same Name', email: account.email });
    expect((await me(account.auth)).json()).toEqual(before);
  });

  it('updates the name and picture', async () => {
    const account = await createVerifiedAccount(t.app, t.config);
    const res = await form(account.auth, { full_name: 'New Name', email: account.email }, await pngImage());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ full_name: 'New Name', email: account.email });
    expect(res.json().image_url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(res.json().access_token).toBeUndefined();
  });

  it('refuses bad input with 4xx and changes nothing', async () => {
    const account = await createVerifiedAccount(t.app, t.config, { fullName: 'Steady' });
    const other = await createVerifiedAccount(t.app, t.config);
    const cases: Array<[Record<string, string>, Buffer | undefined, number]> = [
      [{ full_name: '   ' }, undefined, 400],
      [{ email: 'not-an-email' }, undefined, 400],
      [{ email: other.email }, undefined, 409],
      [{ password: 'weak' }, undefined, 400],
      [{}, Buffer.from('GIF89a but not really'), 400],
      [{}, Buffer.alloc(1024 * 1024 + 1, 7), 413],
    ];
    for (const [fields, image, status] of cases) {
      const res = await form(account.auth, fields, image);
      expect(res.statusCode, JSON.stringify(fields)).toBe(status);
      expect(res.json().detail).toBeTruthy();
    }
    expect((await me(account.auth)).json()).toMatchObject({ full_name: 'Steady', email: account.email, image_url: null });
  });

  it('changes the password only with the current one, and old tokens stop working', async () => {
    const account = await createVerifiedAccount(t.app, t.config);
    const missing = await form(account.auth, { password: 'Br4nd$New1' });
    expect(missing.statusCode).toBe(400);
    const wrong = await form(account.auth, { password: 'Br4nd$New1', current_password: 'Wrong$Pass1' });
    expect(wrong.json()).toEqual({ detail: 'Wrong Password' });
    const ok = await form(account.auth, { password: 'Br4nd$New1', current_password: account.password });
    expect(ok.statusCode).toBe(200);
    const fresh = ok.json().access_token as string;
    expect(fresh).toBeTruthy();
    expect((await me(account.auth)).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${fresh}` })).statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email: account.email, password: 'Br4nd$New1' } });
    expect(login.statusCode).toBe(200);
  });

  it('lets an account without a password set one', async () => {
    const account = await createVerifiedAccount(t.app, t.config);
    await t.app.db.update(users).set({ passwordHash: null }).where(eq(users.id, account.userId));
    expect((await me(account.auth)).json().hasPassword).toBe(false);
    const res = await form(account.auth, { password: 'F1rst$Password' });
    expect(res.statusCode).toBe(200);
    expect(res.json().hasPassword).toBe(true);
  });

  it('sends a verification link to a changed address', async () => {
    const account = await createVerifiedAccount(t.app, t.config);
    const res = await form(account.auth, { email: 'Moved@Example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe('moved@example.com');
    expect(res.json().message).toContain('moved@example.com');
    expect(mailedToken(t.config, 'moved@example.com', '/verify-email')).toBeTruthy();
  });
});

describe('DELETE /users/me', () => {
  it('deletes the account, its profiles, tokens and pictures; the token stops working', async () => {
    const account = await createVerifiedAccount(t.app, t.config);
    const withPicture = await form(account.auth, {}, await pngImage());
    const picture = withPicture.json().image_url as string;
    expect(await uploadExists(t.config, picture)).toBe(true);
    const survivor = await createVerifiedAccount(t.app, t.config);

    const res = await t.app.inject({ method: 'DELETE', url: '/users/me', headers: account.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('deleted');
    expect(await t.app.db.select().from(users).where(eq(users.id, account.userId))).toEqual([]);
    expect(await t.app.db.select().from(profiles).where(eq(profiles.userId, account.userId))).toEqual([]);
    expect(await t.app.db.select().from(accountTokens).where(eq(accountTokens.userId, account.userId))).toEqual([]);
    expect(await uploadExists(t.config, picture)).toBe(false);
    expect((await me(account.auth)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/users/me', headers: account.auth })).statusCode).toBe(401);
    expect((await me(survivor.auth)).statusCode).toBe(200);
  });
});
