import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http-error';
import { createTestApp, type TestApp } from '../test/app';
import { blankPng, corruptPng } from '../test/fuzz/images';
import { MAX_INPUT_PIXELS, saveImage } from './storage';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('saveImage', () => {
  it('re-encodes a real image under a random name', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#e8590c' } }).png().toBuffer();
    const url = await saveImage(t.config, png);
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(existsSync(path.join(t.config.dataDir, url))).toBe(true);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
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
    const uploads = () => readdirSync(path.join(t.config.dataDir, 'uploads')).length;
    const before = uploads();
    const error = await saveImage(t.config, corruptPng()).catch((e: unknown) => e);
    expect((error as HttpError).statusCode).toBe(400);
    expect((error as HttpError).message).toMatch(/^Image could not be read/);
    expect(uploads()).toBe(before);
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
