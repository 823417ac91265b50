import { randomBytes } from 'node:crypto';
import { readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE } from 'shared-api/contract';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { badRequest, payloadTooLarge } from '../lib/http-error';
import { diskImageStore, type ImageStore } from './image-store';
import { postgresImageStore } from './repository';
import { s3ImageStore } from './s3-image-store';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp', 'avif']);
const MAX_SIDE = 1600;
/** An avatar or a recipe photo needs far less; a bigger picture is a decompression bomb (12,000² = 144 Mpx). */
export const MAX_INPUT_PIXELS = 40_000_000;
const UNREADABLE = 'Image could not be read. Please upload another PNG, JPG or GIF.';
/** What saveImage names a picture; anything else under /uploads/ is not ours. */
export const UPLOAD_NAME = /^[0-9a-f]{32}\.webp$/;

/**
 * The store of each running app, by its config: saveImage(config, bytes) is called from every
 * feature, and tests run several apps in one process.
 */
const stores = new WeakMap<Config, ImageStore>();

function uploadsDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'uploads');
}

/** An S3 bucket when S3_BUCKET is set, else PostgreSQL when the API runs on it, else DATA_DIR/uploads. */
export function createImageStore(config: Config, database: Pick<Database, 'kind' | 'db'>): ImageStore {
  if (config.S3_BUCKET) return s3ImageStore(config);
  if (database.kind === 'postgres') return postgresImageStore(database.db);
  return diskImageStore(uploadsDir(config));
}

export function useImageStore(config: Config, store: ImageStore): void {
  stores.set(config, store);
}

export function imageStoreOf(config: Config): ImageStore {
  return stores.get(config) ?? diskImageStore(uploadsDir(config));
}

/**
 * A deployment that moves from disk to PostgreSQL or S3 keeps its pictures: whatever is left in
 * DATA_DIR/uploads is copied into the store once, then the folder is renamed (kept, not deleted).
 */
export async function moveDiskUploads(config: Config, store: ImageStore, log: FastifyBaseLogger): Promise<void> {
  if (store.kind === 'disk') return;
  const dir = uploadsDir(config);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => UPLOAD_NAME.test(name));
  if (!names.length) return;
  for (const name of names) await store.put(name, await readFile(path.join(dir, name)));
  await rename(dir, `${dir}-moved-to-${store.kind}-${Date.now()}`);
  log.info({ count: names.length, store: store.kind }, 'moved pictures from DATA_DIR/uploads into the shared store');
}

/**
 * Stores an image under a random name after checking what it really is (from its bytes, not its
 * name) and re-encoding it, which also drops metadata and anything hidden in the file.
 */
export async function saveImage(config: Config, data: Buffer, { maxBytes = IMAGE_MAX_BYTES } = {}): Promise<string> {
  if (data.length > maxBytes) throw payloadTooLarge(IMAGE_TOO_LARGE);
  // Loaded with the first picture (~25 MiB resident): many API processes never handle one.
  const { default: sharp } = await import('sharp');
  let format: string | undefined;
  let pixels: number;
  try {
    const metadata = await sharp(data).metadata();
    format = metadata.format;
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  } catch {
    throw badRequest('The file is not an image. Please upload a PNG, JPG or GIF.');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw badRequest('The file is not an image. Please upload a PNG, JPG or GIF.');
  if (pixels > MAX_INPUT_PIXELS) throw payloadTooLarge('Image is too large: at most 40 megapixels');
  let encoded: Buffer;
  try {
    encoded = await sharp(data, { animated: false, limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // The header passed the sniff but the pixels do not decode (corrupt or truncated data).
    throw badRequest(UNREADABLE);
  }
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await imageStoreOf(config).put(name, encoded);
  return `/uploads/${name}`;
}

/** Best-effort removal of a replaced or orphaned upload; a missing picture is no error. */
export async function removeUpload(config: Config, url: string | null | undefined): Promise<void> {
  if (!url?.startsWith('/uploads/')) return;
  const name = path.basename(url);
  if (UPLOAD_NAME.test(name)) await imageStoreOf(config).remove(name).catch(() => undefined);
}
