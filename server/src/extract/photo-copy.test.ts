import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageStoreOf } from '../images/storage';
import { createHousehold, multipartBody, pngImage, sampleRecipe, type Household } from '../test/recipe-fixtures';
import { createTestApp, type TestApp } from '../test/app';
import { copyPhoto, localImageUrl, MAX_PHOTO_BYTES } from './photo-copy';

/** A recipe site on this machine: a page whose photo is served beside it, and photos that fail. */
let site: Server;
let base: string;
let t: TestApp;
let home: Household;

const page = (image: string): string =>
  `<html><head><script type="application/ld+json">${JSON.stringify({
    '@type': 'Recipe',
    name: 'Pea Soup',
    image,
    recipeIngredient: ['500 g peas'],
    recipeInstructions: ['Boil.'],
  })}</script></head><body></body></html>`;

beforeAll(async () => {
  const jpeg = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#3a8f3a' } }).jpeg().toBuffer();
  site = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/photo.jpg') res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    // A photo served under a wrong type is still a photo: the bytes say what it is.
    else if (url === '/mislabelled') res.writeHead(200, { 'content-type': 'text/plain' }).end(jpeg);
    else if (url === '/huge.jpg') res.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.alloc(MAX_PHOTO_BYTES + 1));
    else if (url === '/not-an-image.jpg') res.writeHead(200, { 'content-type': 'image/jpeg' }).end('<svg onload=alert(1)>');
    else if (url === '/to-metadata') res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
    else if (url === '/soup') res.writeHead(200, { 'content-type': 'text/html' }).end(page(`${base}/photo.jpg`));
    else if (url === '/soup-without-photo') res.writeHead(200, { 'content-type': 'text/html' }).end(page(`${base}/gone.jpg`));
    // A photo the page links with characters past ASCII, which the request escapes.
    else if (url === '/Jalape%C3%B1o-soup.jpg') res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    else if (url === '/jalapeno-soup') res.writeHead(200, { 'content-type': 'text/html' }).end(page('/Jalapeño-soup.jpg'));
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  t = await createTestApp({ FETCH_ALLOW_PRIVATE: 'true' });
  home = await createHousehold(t.app, ['Dana']);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

/** The bytes behind an /uploads/ URL, from whichever store the app uses (disk, PostgreSQL or S3). */
async function storedImage(url: string): Promise<Buffer> {
  const bytes = await imageStoreOf(t.config).get(path.basename(url));
  expect(bytes).not.toBeNull();
  return bytes!;
}

/** A stored copy: a fresh random name under /uploads, re-encoded (WebP, at most 1600 px wide). */
async function expectStoredCopy(url: string | null): Promise<void> {
  expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
  const bytes = await storedImage(url!);
  expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 1600 });
}

describe('copyPhoto', () => {
  it('stores a re-encoded copy of a photo, judged by its bytes', async () => {
    await expectStoredCopy(await copyPhoto(t.config, `${base}/photo.jpg`));
    await expectStoredCopy(await copyPhoto(t.config, `${base}/mislabelled`));
  });

  it('gives null (the placeholder) for what cannot be copied', async () => {
    for (const url of ['/gone.jpg', '/huge.jpg', '/not-an-image.jpg', '/to-metadata']) {
      expect(await copyPhoto({ ...t.config, FETCH_ALLOW_PRIVATE: false }, `${base}${url}`)).toBeNull();
    }
    for (const url of ['/gone.jpg', '/huge.jpg', '/not-an-image.jpg']) expect(await copyPhoto(t.config, `${base}${url}`)).toBeNull();
    expect(await copyPhoto(t.config, 'file:///etc/passwd')).toBeNull();
  });

  it('refuses a private address unless FETCH_ALLOW_PRIVATE', async () => {
    expect(await copyPhoto({ ...t.config, FETCH_ALLOW_PRIVATE: false }, `${base}/photo.jpg`)).toBeNull();
  });

  it('keeps our own uploads and copies only other sites', async () => {
    expect(await localImageUrl(t.config, '/uploads/abc.webp')).toBe('/uploads/abc.webp');
    expect(await localImageUrl(t.config, `${t.config.PUBLIC_API_URL}/uploads/abc.webp`)).toBe('/uploads/abc.webp');
    expect(await localImageUrl(t.config, null)).toBeNull();
    await expectStoredCopy(await localImageUrl(t.config, `${base}/photo.jpg`));
  });
});

describe('imported photos', () => {
  it('an imported draft carries a stored copy of its photo, served by the API', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/extract/single', headers: home.auth, payload: { url: `${base}/soup` } });
    expect(res.statusCode).toBe(200);
    const draft = res.json();
    await expectStoredCopy(draft.image_url);
    expect((await t.app.inject({ method: 'GET', url: draft.image_url })).statusCode).toBe(200);
  });

  it('a photo linked with characters past ASCII is copied too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/extract/single', headers: home.auth, payload: { url: `${base}/jalapeno-soup` } });
    expect(res.statusCode).toBe(200);
    await expectStoredCopy(res.json().image_url);
  });

  it('an import whose photo cannot be fetched still succeeds, without a photo', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/extract/single', headers: home.auth, payload: { url: `${base}/soup-without-photo` } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Pea Soup', image_url: null });
  });

  it('saving or editing a recipe that links to another site stores a copy instead', async () => {
    const dana = home.profiles.Dana!;
    const save = async (url: string, data: object) => {
      const body = await multipartBody({ data: JSON.stringify(data), image_modified: 'true' });
      return t.app.inject({ method: 'POST', url, headers: { ...home.auth, ...body.headers }, payload: body.payload });
    };
    const saved = await save(`/recipes/${dana}`, { ...sampleRecipe, name: 'Linked', image_url: `${base}/photo.jpg` });
    expect(saved.statusCode).toBe(200);
    const id = saved.json().recipe_id as string;
    const stored = (await t.app.inject({ method: 'GET', url: `/recipes/${id}/full`, headers: home.auth })).json();
    await expectStoredCopy(stored.image_url);

    // An edit that links to a photo that is gone leaves the placeholder, not a broken link.
    const edited = await save(`/recipes/${dana}/edit-recipe`, { ...sampleRecipe, id, name: 'Linked', image_url: `${base}/gone.jpg` });
    expect(edited.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/recipes/${id}/full`, headers: home.auth })).json().image_url).toBeNull();
  });

  it('an upload still wins over a link', async () => {
    const body = await multipartBody(
      { data: JSON.stringify({ ...sampleRecipe, name: 'Uploaded', image_url: `${base}/photo.jpg` }), image_modified: 'true' },
      { name: 'a.png', type: 'image/png', data: await pngImage() },
    );
    const saved = await t.app.inject({ method: 'POST', url: `/recipes/${home.profiles.Dana}`, headers: { ...home.auth, ...body.headers }, payload: body.payload });
    const full = (await t.app.inject({ method: 'GET', url: `/recipes/${saved.json().recipe_id}/full`, headers: home.auth })).json();
    expect(full.image_url).toMatch(/^\/uploads\/.+\.webp$/);
    expect((await sharp(await storedImage(full.image_url)).metadata()).width).toBe(40);
  });
});
