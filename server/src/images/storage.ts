import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Config } from '../config';
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE } from 'shared-api/contract';
import { badRequest, payloadTooLarge } from '../lib/http-error';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp', 'avif']);
const MAX_SIDE = 1600;
/** An avatar or a recipe photo needs far less; a bigger picture is a decompression bomb (12,000² = 144 Mpx). */
export const MAX_INPUT_PIXELS = 40_000_000;
const UNREADABLE = 'Image could not be read. Please upload another PNG, JPG or GIF.';

/**
 * Stores an image under a random name after checking what it really is (from its bytes, not its
 * name) and re-encoding it, which also drops metadata and anything hidden in the file.
 */
export async function saveImage(config: Config, data: Buffer, { maxBytes = IMAGE_MAX_BYTES } = {}): Promise<string> {
  if (data.length > maxBytes) throw payloadTooLarge(IMAGE_TOO_LARGE);
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
  const dir = path.join(config.dataDir, 'uploads');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), encoded);
  return `/uploads/${name}`;
}

/** Best-effort removal of a replaced or orphaned upload; a missing file is no error. */
export async function removeUpload(config: Config, url: string | null | undefined): Promise<void> {
  if (!url?.startsWith('/uploads/')) return;
  await unlink(path.join(config.dataDir, 'uploads', path.basename(url))).catch(() => undefined);
}
