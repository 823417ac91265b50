import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, recipes } from '../db/schema';
import { createHousehold, type Household } from '../test/recipe-fixtures';
import { createTestApp, type TestApp } from '../test/app';
import { copyExternalPhotos, sweepUnusedPictures, UNUSED_PICTURE_AGE_MS } from './photo-upkeep';
import { createPictureRepository } from './repository';
import { imageStoreOf, saveImage } from './storage';

/** A recipe site on this machine: a photo, one that is gone, and one whose server fails for now. */
let site: Server;
let base: string;
let t: TestApp;
let home: Household;
let photoRequests = 0;

beforeAll(async () => {
  const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c0392b' } }).jpeg().toBuffer();
  site = createServer((req, res) => {
    if (req.url === '/photo.jpg') {
      photoRequests++;
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    } else if (req.url === '/down.jpg') res.writeHead(503).end();
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  t = await createTestApp({ FETCH_ALLOW_PRIVATE: 'true' });
  home = await createHousehold(t.app, ['Ana']);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

const upkeep = () => ({ config: t.config, pictures: createPictureRepository(t.app.db), store: imageStoreOf(t.config), log: t.app.log });
const addRecipe = async (imageUrl: string | null): Promise<string> => {
  const [row] = await t.app.db.insert(recipes).values({ profileId: home.profiles['Ana']!, name: 'Soup', imageUrl }).returning({ id: recipes.id });
  return row!.id;
};
const photoOf = async (id: string): Promise<string | null> =>
  (await t.app.db.select({ imageUrl: recipes.imageUrl }).from(recipes).where(eq(recipes.id, id)))[0]!.imageUrl;

describe('copy of the photos saved recipes still link to', () => {
  it('stores a re-encoded copy, leaves a gone photo to the placeholder, keeps a link whose site is down, and does it once', async () => {
    const linked = await addRecipe(`${base}/photo.jpg`);
    const gone = await addRecipe(`${base}/gone.jpg`);
    const down = await addRecipe(`${base}/down.jpg`);
    const own = await addRecipe(`${t.config.PUBLIC_API_URL}/uploads/${'a'.repeat(32)}.webp`);
    const none = await addRecipe(null);

    await copyExternalPhotos(upkeep());
    const copy = await photoOf(linked);
    expect(copy).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const bytes = await imageStoreOf(t.config).get(path.basename(copy!));
    expect(await sharp(bytes!).metadata()).toMatchObject({ format: 'webp', width: 900 });
    expect(await photoOf(gone)).toBeNull();
    expect(await photoOf(down)).toBe(`${base}/down.jpg`);
    expect(await photoOf(own)).toBe(`/uploads/${'a'.repeat(32)}.webp`);
    expect(await photoOf(none)).toBeNull();

    // Idempotent: the copied photo is not fetched again; only the link whose site was down is tried.
    const requests = photoRequests;
    expect(await copyExternalPhotos(upkeep())).toBe(1);
    expect(photoRequests).toBe(requests);
    expect(await photoOf(linked)).toBe(copy);
  });

  it('leaves a photo the user changed meanwhile, and removes the copy it made', async () => {
    const id = await addRecipe(`${base}/photo.jpg`);
    const pictures = createPictureRepository(t.app.db);
    const raced = {
      ...pictures,
      replacePhoto: async (recipeId: string, from: string, to: string | null) => {
        await t.app.db.update(recipes).set({ imageUrl: '/uploads/chosen-by-user.webp' }).where(eq(recipes.id, recipeId));
        return pictures.replacePhoto(recipeId, from, to);
      },
    };
    const before = await imageStoreOf(t.config).storedBefore(new Date(Date.now() + 60_000));
    await copyExternalPhotos({ ...upkeep(), pictures: raced });
    expect(await photoOf(id)).toBe('/uploads/chosen-by-user.webp');
    expect(await imageStoreOf(t.config).storedBefore(new Date(Date.now() + 60_000))).toEqual(before);
  });
});

describe('sweep of unused pictures', () => {
  it('removes pictures nothing shows once they are a day old, and keeps the ones a recipe, account or profile shows', async () => {
    const store = imageStoreOf(t.config);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } }).png().toBuffer();
    const [draftCopy, recipePhoto, avatar] = await Promise.all([0, 1, 2].map(() => saveImage(t.config, png)));
    const name = (url: string): string => path.basename(url);
    await addRecipe(recipePhoto!);
    await t.app.db.update(profiles).set({ avatarUrl: avatar! }).where(eq(profiles.id, home.profiles['Ana']!));

    // Younger than a day: an import form may still be open.
    expect(await sweepUnusedPictures(upkeep())).not.toContain(name(draftCopy!));
    expect(await store.get(name(draftCopy!))).not.toBeNull();

    const dayLater = new Date(Date.now() + UNUSED_PICTURE_AGE_MS + 60_000);
    const removed = await sweepUnusedPictures(upkeep(), dayLater);
    expect(removed).toContain(name(draftCopy!));
    expect(removed).not.toContain(name(recipePhoto!));
    expect(removed).not.toContain(name(avatar!));
    expect(await store.get(name(draftCopy!))).toBeNull();
    expect(await store.get(name(recipePhoto!))).not.toBeNull();
    expect(await store.get(name(avatar!))).not.toBeNull();
  });
});
