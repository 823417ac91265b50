import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../lib/http-error';
import { createTestApp, type TestApp } from '../test/app';
import { blankPng, corruptPng } from '../test/fuzz/images';
import { postgresImageStore } from './repository';
import { imageStoreOf, MAX_INPUT_PIXELS, moveDiskUploads, removeUpload, saveImage } from './storage';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NAME = /^\/uploads\/([0-9a-f]{32}\.webp)$/;

describe('saveImage', () => {
  it('re-encodes a real image under a random name, served immutable', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#e8590c' } }).png().toBuffer();
    const url = await saveImage(t.config, png);
    const name = url.match(NAME)?.[1] as string;
    expect(name).toBeDefined();
    // The app's store: PostgreSQL in the PostgreSQL project, DATA_DIR/uploads on PGlite.
    expect(imageStoreOf(t.config).kind).toBe(t.database.kind === 'postgres' ? 'postgres' : 'disk');
    expect(await imageStoreOf(t.config).get(name)).not.toBeNull();
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': served.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 {detail} for a missing or foreign name', async () => {
    for (const url of ['/uploads/0123456789abcdef0123456789abcdef.webp', '/uploads/..%2Fjwt-secret', '/uploads/x.png']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Image not found' });
    }
  });

  it('removes a replaced picture', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
    const url = await saveImage(t.config, png);
    await removeUpload(t.config, url);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    await expect(removeUpload(t.config, url)).resolves.toBeUndefined();
  });

  it('refuses a file that only pretends to be an image', async () => {
    const error = await saveImage(t.config, Buffer.from('<svg onload=alert(1)>')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
  });

  it('refuses more than 1 MB', async () => {
    const error = await saveImage(t.config, Buffer.alloc(1024 * 1024 + 1)).catch((e: unknown) => e);
    expect((error as HttpError).statusCode).toBe(413);
    expect((error as HttpError).message).toBe('Image must be less than 1MB');
  });

  it('refuses an image whose header passes the sniff but whose pixels do not decode, writing nothing', async () => {
    const put = vi.spyOn(imageStoreOf(t.config), 'put');
    const error = await saveImage(t.config, corruptPng()).catch((e: unknown) => e);
    expect((error as HttpError).statusCode).toBe(400);
    expect((error as HttpError).message).toMatch(/^Image could not be read/);
    expect(put).not.toHaveBeenCalled();
    put.mockRestore();
  });

  it('refuses a decompression bomb (12,000 × 12,000 = 144 Mpx) before decoding it', async () => {
    const started = Date.now();
    const error = await saveImage(t.config, blankPng(12_000, 12_000)).catch((e: unknown) => e);
    expect((error as HttpError).statusCode).toBe(413);
    expect((error as HttpError).message).toBe('Image is too large: at most 40 megapixels');
    expect(Date.now() - started).toBeLessThan(2_000);
    // A big but sensible photo still goes through.
    expect(MAX_INPUT_PIXELS).toBeGreaterThanOrEqual(24_000_000);
  });
});

describe('the PostgreSQL image store', () => {
  // The same SQL runs on PGlite, so this runs in both projects.
  const store = () => postgresImageStore(t.app.db);

  it('keeps bytes by name, forgets removed ones', async () => {
    const bytes = Buffer.from([0, 1, 2, 255, 254]);
    await store().put('a'.repeat(32) + '.webp', bytes);
    expect(await store().get('a'.repeat(32) + '.webp')).toEqual(bytes);
    expect(await store().get('b'.repeat(32) + '.webp')).toBeNull();
    await store().remove('a'.repeat(32) + '.webp');
    expect(await store().get('a'.repeat(32) + '.webp')).toBeNull();
  });

  it('moves pictures left in DATA_DIR/uploads in once and keeps the folder under another name', async () => {
    const dir = path.join(t.config.dataDir, 'uploads');
    mkdirSync(dir, { recursive: true });
    const name = `${'c'.repeat(32)}.webp`;
    writeFileSync(path.join(dir, name), Buffer.from('old picture'));
    const quiet = { info: () => undefined } as unknown as Parameters<typeof moveDiskUploads>[2];
    await moveDiskUploads(t.config, store(), quiet);
    expect((await store().get(name))?.toString()).toBe('old picture');
    const folders = readdirSync(t.config.dataDir);
    expect(folders).not.toContain('uploads');
    expect(folders.some((folder) => folder.startsWith('uploads-moved-to-postgres-'))).toBe(true);
    // Nothing left to move: a second start does nothing.
    await expect(moveDiskUploads(t.config, store(), quiet)).resolves.toBeUndefined();
  });
});
