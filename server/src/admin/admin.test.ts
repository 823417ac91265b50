import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, recipes, users } from '../db/schema';
import { containsPattern } from '../lib/like';
import { statBoundaries } from './service';
import { signAccessToken } from '../auth/tokens';
import { createVerifiedAccount, savedMails } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
let adminId: string;
let adminToken: string;
let userToken: string;
let userId: string;

type NewUser = typeof users.$inferInsert;

async function insertUser(values: Partial<NewUser> & { email: string }): Promise<string> {
  const [row] = await t.app.db
    .insert(users)
    .values({ fullName: 'Someone', emailVerified: true, ...values })
    .returning({ id: users.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

async function tokenFor(id: string): Promise<string> {
  const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('no such user');
  return signAccessToken(t.config.JWT_SECRET, { sub: row.id, role: row.role, ver: row.tokenVersion });
}

function call(method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
}

interface PageAnswer<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}
interface UserItem {
  id: string;
  name: string;
  email: string;
  status: string;
  role: string;
  email_verified: boolean;
  joined: string;
  avatar_url: string | null;
}

beforeAll(async () => {
  t = await createTestApp();
  adminId = await insertUser({ email: 'root@example.com', fullName: 'Root Admin', role: 'ADMIN' });
  userId = await insertUser({ email: 'plain@example.com', fullName: 'Plain User' });
  adminToken = await tokenFor(adminId);
  userToken = await tokenFor(userId);
});
afterAll(() => t.close());

describe('admin access', () => {
  const calls: Array<['GET' | 'POST' | 'PATCH', string, object?]> = [
    ['GET', '/admin/stats/all'],
    ['GET', '/admin/stats'],
    ['GET', '/admin/user-details'],
    ['GET', '/admin/recipes'],
    ['PATCH', '/admin/users/00000000-0000-4000-8000-000000000000', { status: 'SUSPENDED' }],
    ['POST', '/admin/users', { name: 'Nobody', email: 'nobody@example.com' }],
  ];

  it.each(calls)('%s %s answers 401 without a token', async (method, url, body) => {
    const res = await call(method, url, undefined, body);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: expect.any(String) });
  });

  it.each(calls)('%s %s answers 403 for a non-admin', async (method, url, body) => {
    const res = await call(method, url, userToken, body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Admin access required' });
  });

  it('uses the live role, not the role inside an old token', async () => {
    const forged = await signAccessToken(t.config.JWT_SECRET, { sub: userId, role: 'ADMIN', ver: 0 });
    expect((await call('GET', '/admin/stats', forged)).statusCode).toBe(403);
  });
});

describe('stats', () => {
  it('computes midnight and Monday in local time', () => {
    const sunday = new Date(2026, 10, 22, 23, 30);
    expect(statBoundaries(sunday)).toEqual({ today: new Date(2026, 10, 22), weekStart: new Date(2026, 10, 16) });
    const monday = new Date(2026, 10, 23, 0, 5);
    expect(statBoundaries(monday)).toEqual({ today: new Date(2026, 10, 23), weekStart: new Date(2026, 10, 23) });
    const wednesday = new Date(2026, 10, 25, 12);
    expect(statBoundaries(wednesday).weekStart).toEqual(new Date(2026, 10, 23));
  });

  it('counts users, activity today and sign-ups since Monday, on both paths', async () => {
    const before = (await call('GET', '/admin/stats/all', adminToken)).json() as Record<string, number>;
    const { today, weekStart } = statBoundaries();
    const justBefore = (date: Date) => new Date(date.getTime() - 1000);
    const justAfter = (date: Date) => new Date(date.getTime() + 1000);
    const old = new Date(weekStart.getTime() - 30 * 86_400_000);
    await t.app.db.insert(users).values([
      // created this week (at the boundary), active today
      { email: 'stat1@example.com', fullName: 'S1', createdAt: justAfter(weekStart), lastActiveAt: justAfter(today) },
      // created just before Monday, last active just before midnight
      { email: 'stat2@example.com', fullName: 'S2', createdAt: justBefore(weekStart), lastActiveAt: justBefore(today) },
      // old account, never active
      { email: 'stat3@example.com', fullName: 'S3', createdAt: old },
      // old account, active now
      { email: 'stat4@example.com', fullName: 'S4', createdAt: old, lastActiveAt: new Date() },
    ]);
    const res = await call('GET', '/admin/stats/all', adminToken);
    expect(res.statusCode).toBe(200);
    const after = res.json() as Record<string, number>;
    expect(after.total_users! - before.total_users!).toBe(4);
    expect(after.active_today! - before.active_today!).toBe(2);
    expect(after.new_this_week! - before.new_this_week!).toBe(1);
    expect(after.total_recipes).toBeGreaterThanOrEqual(0);
    expect((await call('GET', '/admin/stats', adminToken)).json()).toEqual(after);
  });

  it('counts the admin who is using the API as active today', async () => {
    const stats = (await call('GET', '/admin/stats', adminToken)).json() as Record<string, number>;
    const [admin] = await t.app.db.select().from(users).where(eq(users.id, adminId));
    expect(admin?.lastActiveAt?.getTime()).toBeGreaterThanOrEqual(statBoundaries().today.getTime());
    expect(stats.active_today).toBeGreaterThanOrEqual(1);
  });
});

describe('user list', () => {
  beforeAll(async () => {
    // One multi-row insert: 300 accounts, one per minute going back in time.
    const start = Date.now() - 86_400_000;
    await t.app.db.insert(users).values(
      Array.from({ length: 300 }, (_, index) => ({
        email: `bulk${String(index).padStart(3, '0')}@load.test`,
        fullName: index % 50 === 0 ? `Zebra Keeper ${index}` : `Bulk Person ${index}`,
        createdAt: new Date(start - index * 60_000),
      })),
    );
  });

  it('pages through every account once, newest first, with the total', async () => {
    const seen = new Set<string>();
    let total: number | undefined;
    let lastJoined = Infinity;
    for (let page = 1; ; page++) {
      const res = await call('GET', `/admin/user-details?page=${page}&page_size=100`, adminToken);
      expect(res.statusCode).toBe(200);
      const body = res.json() as PageAnswer<UserItem>;
      total = body.total;
      expect(body.page).toBe(page);
      expect(body.page_size).toBe(100);
      expect(body.items.length).toBeLessThanOrEqual(100);
      for (const item of body.items) {
        expect(seen.has(item.id)).toBe(false);
        seen.add(item.id);
        const joined = Date.parse(item.joined);
        expect(joined).toBeLessThanOrEqual(lastJoined);
        lastJoined = joined;
      }
      if (body.items.length < 100) break;
    }
    expect(total).toBeGreaterThanOrEqual(302);
    expect(seen.size).toBe(total);
  });

  it('defaults to a first page of 20 and never answers more than 100 rows', async () => {
    const res = await call('GET', '/admin/user-details', adminToken);
    const body = res.json() as PageAnswer<UserItem>;
    expect(body.items).toHaveLength(20);
    expect(body).toMatchObject({ page: 1, page_size: 20 });
    const big = await call('GET', '/admin/user-details?page_size=10000', adminToken);
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({ detail: expect.stringContaining('page_size') });
  });

  it('rejects a bad page with a detail', async () => {
    for (const query of ['page=0', 'page=abc', 'page_size=0']) {
      const res = await call('GET', `/admin/user-details?${query}`, adminToken);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: expect.any(String) });
    }
  });

  it('answers an empty page beyond the end', async () => {
    const body = (await call('GET', '/admin/user-details?page=999&page_size=100', adminToken)).json() as PageAnswer<UserItem>;
    expect(body.items).toEqual([]);
    expect(body.total).toBeGreaterThan(300);
  });

  it('searches name and e-mail case-insensitively on the server', async () => {
    const byName = (await call('GET', '/admin/user-details?search=zEbRa', adminToken)).json() as PageAnswer<UserItem>;
    expect(byName.total).toBe(6);
    expect(byName.items.every((item) => item.name.startsWith('Zebra Keeper'))).toBe(true);

    const byEmail = (await call('GET', '/admin/user-details?search=BULK12', adminToken)).json() as PageAnswer<UserItem>;
    expect(byEmail.items.map((item) => item.email).sort()).toEqual(
      Array.from({ length: 10 }, (_, index) => `bulk12${index}@load.test`),
    );

    const paged = (await call('GET', '/admin/user-details?search=bulk&page=2&page_size=50', adminToken)).json() as PageAnswer<UserItem>;
    expect(paged.total).toBe(300);
    expect(paged.items).toHaveLength(50);
  });

  it('takes % and _ in a search literally', async () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
    const percent = (await call('GET', '/admin/user-details?search=%25', adminToken)).json() as PageAnswer<UserItem>;
    expect(percent.total).toBe(0);
    const underscore = (await call('GET', '/admin/user-details?search=_', adminToken)).json() as PageAnswer<UserItem>;
    expect(underscore.total).toBe(0);
  });

  it('shows the spec fields and no secrets', async () => {
    const body = (await call('GET', '/admin/user-details?search=plain@example.com', adminToken)).json() as PageAnswer<UserItem>;
    expect(body.items).toEqual([
      {
        id: userId,
        name: 'Plain User',
        email: 'plain@example.com',
        avatar_url: null,
        status: 'ACTIVE',
        role: 'USER',
        email_verified: true,
        joined: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    expect(JSON.stringify(body)).not.toMatch(/password|token/i);
  });
});

describe('suspend, re-activate and roles', () => {
  it('suspends a user: their existing token stops working at once', async () => {
    const id = await insertUser({ email: 'suspend-me@example.com', fullName: 'Suspend Me' });
    const token = await tokenFor(id);
    expect((await call('GET', '/admin/stats', token)).statusCode).toBe(403);

    const res = await call('PATCH', `/admin/users/${id}`, adminToken, { status: 'SUSPENDED' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'SUSPENDED', role: 'USER' });
    const denied = await call('GET', '/admin/stats', token);
    expect(denied.statusCode).toBe(401);
    expect(denied.json()).toEqual({ detail: 'This account is suspended.' });

    const back = await call('PATCH', `/admin/users/${id}`, adminToken, { status: 'ACTIVE' });
    expect(back.json()).toMatchObject({ status: 'ACTIVE' });
    expect((await call('GET', '/admin/stats', token)).statusCode).toBe(403);
  });

  it('promotes and demotes: the role applies to the next call', async () => {
    const id = await insertUser({ email: 'promote-me@example.com', fullName: 'Promote Me' });
    const token = await tokenFor(id);
    const up = await call('PATCH', `/admin/users/${id}`, adminToken, { role: 'ADMIN' });
    expect(up.json()).toMatchObject({ role: 'ADMIN' });
    expect((await call('GET', '/admin/stats', token)).statusCode).toBe(200);
    const down = await call('PATCH', `/admin/users/${id}`, adminToken, { role: 'USER' });
    expect(down.json()).toMatchObject({ role: 'USER' });
    expect((await call('GET', '/admin/stats', token)).statusCode).toBe(403);
  });

  it('refuses to let an admin suspend or demote themself, and changes nothing', async () => {
    const suspend = await call('PATCH', `/admin/users/${adminId}`, adminToken, { status: 'SUSPENDED' });
    expect(suspend.statusCode).toBe(400);
    expect(suspend.json()).toEqual({ detail: 'You cannot suspend your own account.' });
    const demote = await call('PATCH', `/admin/users/${adminId}`, adminToken, { role: 'USER' });
    expect(demote.statusCode).toBe(400);
    expect(demote.json()).toEqual({ detail: 'You cannot remove your own admin role.' });
    const [admin] = await t.app.db.select().from(users).where(eq(users.id, adminId));
    expect(admin).toMatchObject({ status: 'ACTIVE', role: 'ADMIN' });
  });

  it('rejects bad input with a detail and changes nothing', async () => {
    const cases: Array<[string, object]> = [
      [`/admin/users/${userId}`, {}],
      [`/admin/users/${userId}`, { status: 'DELETED' }],
      [`/admin/users/${userId}`, { role: 'ROOT' }],
      ['/admin/users/not-a-uuid', { status: 'SUSPENDED' }],
    ];
    for (const [url, body] of cases) {
      const res = await call('PATCH', url, adminToken, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: expect.any(String) });
    }
    const [user] = await t.app.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ status: 'ACTIVE', role: 'USER' });
  });

  it('answers 404 for an unknown account', async () => {
    const res = await call('PATCH', '/admin/users/00000000-0000-4000-8000-000000000000', adminToken, { status: 'SUSPENDED' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'User not found' });
  });
});

interface RecipeItem {
  id: string;
  name: string;
  cuisine: string | null;
  type: string | null;
  author: string;
  time: string | null;
  image_url: string | null;
}

describe('recipe list', () => {
  let firstId: string;

  beforeAll(async () => {
    const before = (await call('GET', '/admin/stats', adminToken)).json() as Record<string, number>;
    expect(before.total_recipes).toBe(0);
    const [alice, bob] = await t.app.db
      .insert(profiles)
      .values([
        { userId, name: 'Alice Cook' },
        { userId: adminId, name: 'Bob Baker' },
      ])
      .returning();
    const start = Date.now();
    const rows = await t.app.db
      .insert(recipes)
      .values(
        Array.from({ length: 150 }, (_, index) => ({
          profileId: index % 2 ? bob!.id : alice!.id,
          name: index === 0 ? 'Pad Thai' : `Dish ${index}`,
          cuisine: index % 3 === 0 ? 'Thai' : 'Italian',
          dietary: index % 5 === 0 ? 'Vegan' : null,
          tags: index % 5 === 1 ? ['Gluten-Free'] : [],
          totalTime: index === 0 ? '30 mins' : null,
          imageUrl: index === 0 ? '/uploads/pad.webp' : null,
          createdAt: new Date(start - index * 60_000),
        })),
      )
      .returning({ id: recipes.id });
    firstId = rows[0]!.id;
  });

  it('counts every recipe of the product in the stats', async () => {
    const stats = (await call('GET', '/admin/stats/all', adminToken)).json() as Record<string, number>;
    expect(stats.total_recipes).toBe(150);
  });

  it('shows the spec fields, newest first, with the owning profile as author', async () => {
    const body = (await call('GET', '/admin/recipes?page_size=2', adminToken)).json() as PageAnswer<RecipeItem>;
    expect(body.total).toBe(150);
    expect(body.items[0]).toEqual({
      id: firstId,
      name: 'Pad Thai',
      cuisine: 'Thai',
      type: 'Vegan',
      author: 'Alice Cook',
      time: '30 mins',
      image_url: '/uploads/pad.webp',
    });
    expect(body.items[1]).toMatchObject({ name: 'Dish 1', type: 'Gluten-Free', author: 'Bob Baker', time: null });
  });

  it('pages through all recipes without overlap', async () => {
    const ids = new Set<string>();
    for (let page = 1; page <= 2; page++) {
      const body = (await call('GET', `/admin/recipes?page=${page}&page_size=100`, adminToken)).json() as PageAnswer<RecipeItem>;
      for (const item of body.items) ids.add(item.id);
    }
    expect(ids.size).toBe(150);
  });

  it('searches name, cuisine, type and author on the server', async () => {
    const total = async (search: string) =>
      ((await call('GET', `/admin/recipes?search=${encodeURIComponent(search)}`, adminToken)).json() as PageAnswer<RecipeItem>).total;
    expect(await total('pad thai')).toBe(1);
    expect(await total('THAI')).toBe(50);
    expect(await total('vegan')).toBe(30);
    expect(await total('gluten')).toBe(30);
    expect(await total('bob baker')).toBe(75);
    expect(await total('nothing like this')).toBe(0);
  });

  it('rejects a bad page with a detail', async () => {
    const res = await call('GET', '/admin/recipes?page_size=101', adminToken);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: expect.stringContaining('page_size') });
  });
});

describe('add user', () => {
  it('creates an account with a role and mails the verification link', async () => {
    const res = await call('POST', '/admin/users', adminToken, { name: '  New Person ', email: 'New.Person@Example.com', role: 'ADMIN' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'New Person', email: 'new.person@example.com', role: 'ADMIN', status: 'ACTIVE' });
    const mails = savedMails(t.config, 'new.person@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('/verify-email?token=');
    const listed = (await call('GET', '/admin/user-details?search=new.person', adminToken)).json() as PageAnswer<UserItem>;
    expect(listed.items.map((item) => item.id)).toEqual([(res.json() as UserItem).id]);
  });

  it('defaults the role to USER', async () => {
    const res = await call('POST', '/admin/users', adminToken, { name: 'Default Role', email: 'default-role@example.com' });
    expect(res.json()).toMatchObject({ role: 'USER' });
  });

  it('rejects a taken address and bad input with a detail, creating nothing', async () => {
    const before = (await call('GET', '/admin/stats', adminToken)).json() as Record<string, number>;
    const taken = await call('POST', '/admin/users', adminToken, { name: 'Again', email: 'PLAIN@example.com', role: 'USER' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ detail: expect.any(String) });
    for (const body of [
      { name: '', email: 'x@example.com' },
      { name: 'X', email: 'not-an-email' },
      { name: 'X', email: 'x@example.com', role: 'ROOT' },
    ]) {
      const res = await call('POST', '/admin/users', adminToken, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: expect.any(String) });
    }
    const after = (await call('GET', '/admin/stats', adminToken)).json() as Record<string, number>;
    expect(after.total_users).toBe(before.total_users);
  });

  it('is refused to non-admins', async () => {
    const res = await call('POST', '/admin/users', userToken, { name: 'Sneaky', email: 'sneaky@example.com' });
    expect(res.statusCode).toBe(403);
    expect(savedMails(t.config, 'sneaky@example.com')).toEqual([]);
  });
});

describe('suspension and sign-in', () => {
  it('a suspended user cannot sign in and their old token is refused; re-activation restores both', async () => {
    const account = await createVerifiedAccount(t.app, t.config, { fullName: 'Soon Suspended' });
    const login = () => t.app.inject({ method: 'POST', url: '/auth/login', payload: { email: account.email, password: account.password } });
    const me = () => t.app.inject({ method: 'GET', url: '/users/me', headers: account.auth });
    expect((await me()).statusCode).toBe(200);

    await call('PATCH', `/admin/users/${account.userId}`, adminToken, { status: 'SUSPENDED' });
    const refused = await login();
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.json()).toEqual({ detail: 'This account is suspended.' });
    expect((await me()).statusCode).toBe(401);

    await call('PATCH', `/admin/users/${account.userId}`, adminToken, { status: 'ACTIVE' });
    expect((await login()).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);
  });

  it('signing in counts as active today', async () => {
    const account = await createVerifiedAccount(t.app, t.config, { fullName: 'Early Bird' });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, account.userId));
    expect(row?.lastActiveAt?.getTime()).toBeGreaterThanOrEqual(statBoundaries().today.getTime());
  });
});
