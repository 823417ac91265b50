import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, storeSelections, stores, users } from '../db/schema';
import { createVerifiedAccount, multipart, pngImage, type TestAccount } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { uploadExists } from '../test/uploads';

let t: TestApp;
let owner: TestAccount;
let stranger: TestAccount;
let storeId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createVerifiedAccount(t.app, t.config, { fullName: 'Olive Owner' });
  stranger = await createVerifiedAccount(t.app, t.config, { fullName: 'Sam Stranger' });
  const [store] = await t.app.db.select().from(stores).limit(1);
  storeId = store!.id;
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object | Buffer) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
const listOf = async (account: TestAccount) => (await call('GET', '/profiles/', account.auth)).json<Array<{ id: string; name: string }>>();

describe('GET/POST /profiles/', () => {
  it('lists the household, starting with the profile named after the account', async () => {
    const res = await call('GET', '/profiles/', owner.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ name: 'Olive Owner', preferred_language: 'en', is_active: true, planning_frequency: 'BOTH', avatar_url: null }),
    ]);
    expect((await call('GET', '/profiles/', {})).statusCode).toBe(401);
  });

  it('creates a trimmed profile and refuses blank or duplicate names', async () => {
    const res = await call('POST', '/profiles/', owner.auth, { name: '  Kid One ', avatar_url: '', preferred_language: 'en', is_active: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Kid One', avatar_url: null });
    const blank = await call('POST', '/profiles/', owner.auth, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().detail).toContain('Please enter a name for the new profile');
    const dup = await call('POST', '/profiles/', owner.auth, { name: 'kid one' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().detail).toBe('A profile with this name already exists');
    const script = await call('POST', '/profiles/', owner.auth, { name: 'X', avatar_url: 'javascript:alert(1)' });
    expect(script.statusCode).toBe(400);
    expect((await listOf(owner)).map((p) => p.name)).toEqual(['Olive Owner', 'Kid One']);
  });
});

describe('multipart profile calls', () => {
  it('adds a profile with an uploaded picture, re-encoded under a random name', async () => {
    const form = multipart(
      { name: 'Pictured', preferred_language: 'en', is_active: 'true' },
      { field: 'profileImage', filename: 'me.png', contentType: 'image/png', data: await pngImage() },
    );
    const res = await call('POST', '/profiles/add-new-profile', { ...owner.auth, ...form.headers }, form.payload);
    expect(res.statusCode).toBe(200);
    const avatar = res.json().avatar_url as string;
    expect(avatar).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(await uploadExists(t.config, avatar)).toBe(true);
  });

  it('refuses a non-image and an oversize file, creating nothing', async () => {
    const before = (await listOf(owner)).length;
    const fake = multipart({ name: 'Fake' }, { field: 'profileImage', filename: 'x.png', contentType: 'image/png', data: Buffer.from('<svg onload=alert(1)>') });
    const notImage = await call('POST', '/profiles/add-new-profile', { ...owner.auth, ...fake.headers }, fake.payload);
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().detail).toContain('not an image');
    const big = multipart({ name: 'Big' }, { field: 'profileImage', filename: 'big.png', contentType: 'image/png', data: Buffer.alloc(1024 * 1024 + 10, 1) });
    const tooLarge = await call('POST', '/profiles/add-new-profile', { ...owner.auth, ...big.headers }, big.payload);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().detail).toBe('Image must be less than 1MB');
    const json = await call('POST', '/profiles/add-new-profile', owner.auth, { name: 'Json' });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    expect((await listOf(owner)).length).toBe(before);
  });

  it('renames a profile and replaces its picture; empty names are refused', async () => {
    const [first] = await listOf(owner);
    const form = multipart({ name: 'Olive O.' }, { field: 'profileImage', filename: 'a.gif', contentType: 'image/gif', data: await pngImage(20, 20) });
    const res = await call('PUT', `/profiles/update-profile-data/${first!.id}`, { ...owner.auth, ...form.headers }, form.payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: first!.id, name: 'Olive O.' });
    expect(res.json().avatar_url).toMatch(/^\/uploads\//);
    const blank = multipart({ name: '   ' });
    const bad = await call('PUT', `/profiles/update-profile-data/${first!.id}`, { ...owner.auth, ...blank.headers }, blank.payload);
    expect(bad.statusCode).toBe(400);
    // Nothing to change (an empty name and no picture) is a 400 with a detail, not a crash.
    const empty = multipart({ name: '' });
    const nothing = await call('PUT', `/profiles/update-profile-data/${first!.id}`, { ...owner.auth, ...empty.headers }, empty.payload);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().detail).toBe('Nothing to change: send a new name or a picture.');
    expect((await listOf(owner)).find((profile) => profile.id === first!.id)?.name).toBe('Olive O.');
  });
});

describe('GET /profiles/:id and preferences', () => {
  it('answers one own profile and sets its planning frequency', async () => {
    const [first] = await listOf(owner);
    expect((await call('GET', `/profiles/${first!.id}`, owner.auth)).json().id).toBe(first!.id);
    const res = await call('PUT', '/profiles/preferences/update', owner.auth, { profile_id: first!.id, planning_frequency: 'WEEKLY' });
    expect(res.statusCode).toBe(200);
    expect(res.json().planning_frequency).toBe('WEEKLY');
    const bad = await call('PUT', '/profiles/preferences/update', owner.auth, { profile_id: first!.id, planning_frequency: 'DAILY' });
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', `/profiles/${first!.id}`, owner.auth)).json().planning_frequency).toBe('WEEKLY');
  });
});

describe('another household', () => {
  it('gets 404 on every profile-scoped call of the first, and changes nothing', async () => {
    const [target] = await listOf(owner);
    const id = target!.id;
    expect((await call('GET', `/profiles/${id}`, stranger.auth)).statusCode).toBe(404);
    expect((await call('GET', '/profiles/not-a-uuid', stranger.auth)).statusCode).toBe(404);
    const pref = await call('PUT', '/profiles/preferences/update', stranger.auth, { profile_id: id, planning_frequency: 'BIWEEKLY' });
    expect(pref.statusCode).toBe(404);
    const form = multipart({ name: 'Hijacked' });
    const rename = await call('PUT', `/profiles/update-profile-data/${id}`, { ...stranger.auth, ...form.headers }, form.payload);
    expect(rename.statusCode).toBe(404);
    expect(rename.json()).toEqual({ detail: 'Profile not found' });
    const onboarding = await call('POST', '/profiles/onboarding/complete', stranger.auth, {
      profiles: [{ id, name: 'Hijacked', is_selected: true }],
      planningFrequency: 'WEEKLY',
      groceryStores: [storeId],
      subscription: 'FREE',
    });
    expect(onboarding.statusCode).toBe(404);
    const [after] = await t.app.db.select().from(profiles).where(eq(profiles.id, id));
    expect(after).toMatchObject({ name: target!.name, planningFrequency: 'WEEKLY', userId: owner.userId });
    expect((await listOf(stranger)).map((p) => p.name)).toEqual(['Sam Stranger']);
  });
});

describe('POST /profiles/onboarding/complete', () => {
  it('enforces the spec rules with 400 and saves nothing', async () => {
    const account = await createVerifiedAccount(t.app, t.config, { fullName: 'Nina New' });
    const [own] = await listOf(account);
    const base = { planningFrequency: 'BOTH', groceryStores: [storeId], subscription: 'FREE' };
    const cases: Array<[object, string]> = [
      [{ ...base, profiles: [] }, 'Please add at least one profile to continue'],
      [{ ...base, profiles: [{ name: ' ', is_selected: true }] }, 'Please enter a name for the profile'],
      [{ ...base, profiles: [{ name: 'A', is_selected: true }, { name: 'a' }] }, 'A profile with this name already exists'],
      [{ ...base, profiles: [{ name: 'A' }] }, 'Please select a profile to continue'],
      [{ ...base, groceryStores: [], profiles: [{ name: 'A', is_selected: true }] }, 'Please select at least one store'],
      [{ ...base, planningFrequency: 'NEVER', profiles: [{ name: 'A', is_selected: true }] }, 'planningFrequency'],
      [{ ...base, groceryStores: ['no-such-store'], profiles: [{ name: 'A', is_selected: true }] }, 'Please select stores from the list'],
    ];
    for (const [payload, detail] of cases) {
      const res = await call('POST', '/profiles/onboarding/complete', account.auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().detail).toContain(detail);
    }
    expect((await listOf(account)).map((p) => p.id)).toEqual([own!.id]);
  });

  it('keeps, renames, adds and removes profiles, marks the account onboarded and answers the selected profile', async () => {
    const account = await createVerifiedAccount(t.app, t.config, { fullName: 'Paula Parent' });
    await call('POST', '/profiles/', account.auth, { name: 'Removed On Step One' });
    const [own] = await listOf(account);
    const res = await call('POST', '/profiles/onboarding/complete', account.auth, {
      profiles: [
        { id: own!.id, name: 'Paula', is_selected: false },
        { name: 'Theo', is_selected: true },
      ],
      planningFrequency: 'BIWEEKLY',
      groceryStores: [storeId],
      subscription: 'FREE',
    });
    expect(res.statusCode).toBe(200);
    const chosen = await t.app.db.select().from(storeSelections).where(eq(storeSelections.profileId, res.json().id));
    expect(chosen.map((row) => row.storeId)).toEqual([storeId]);
    expect(res.json()).toMatchObject({ name: 'Theo', is_selected: true, planning_frequency: 'BIWEEKLY' });
    const household = await call('GET', '/profiles/', account.auth);
    expect(household.json().map((p: { name: string; planning_frequency: string }) => [p.name, p.planning_frequency])).toEqual([
      ['Paula', 'BIWEEKLY'],
      ['Theo', 'BIWEEKLY'],
    ]);
    const [user] = await t.app.db.select().from(users).where(eq(users.id, account.userId));
    expect(user).toMatchObject({ isOnboarded: true, subscription: 'FREE' });
    const login = await call('POST', '/auth/login', {}, { email: account.email, password: account.password });
    expect(login.json().is_onboarded).toBe(true);
    const again = await call('POST', '/profiles/onboarding/complete', account.auth, {
      profiles: [{ name: 'X', is_selected: true }],
      planningFrequency: 'WEEKLY',
      groceryStores: [storeId],
    });
    expect(again.statusCode).toBe(409);
  });
});
