import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { saveImage } from '../images/storage';
import { ImportError } from './import-error.js';
import { safeFetchImage } from './safe-fetch.js';

/** Largest photo downloaded: sites serve full-size photos past the 1 MB upload cap; re-encoding shrinks them. */
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
/** A photo is a nicety: it may not hold the import up for long. */
const PHOTO_TIMEOUT_MS = 8_000;
const EXTERNAL = /^https?:\/\//i;

/** A stored copy (/uploads/…) of another site's photo, or the reason there is none (see copyPhoto). */
export async function storePhotoCopy(config: Config, url: string): Promise<string> {
  const photo = await safeFetchImage(url, { allowPrivate: config.FETCH_ALLOW_PRIVATE, maxBytes: MAX_PHOTO_BYTES, timeoutMs: PHOTO_TIMEOUT_MS });
  return saveImage(config, photo.body, { maxBytes: MAX_PHOTO_BYTES });
}

/**
 * A failure another try may mend (ImportError's `passing`). A site that answers that the photo is
 * not there (4xx), or sends no image we may store, will answer the same tomorrow.
 */
export const isPassingFailure = (error: unknown): boolean => error instanceof ImportError && error.passing;

/**
 * A stored copy (/uploads/…) of a photo on another site, fetched with the import's checks
 * (private addresses, size, time) and sniffed and re-encoded like an upload; null when it cannot
 * be fetched or is no image, so the recipe shows the placeholder. Never throws.
 */
export async function copyPhoto(config: Config, url: string, log?: FastifyBaseLogger): Promise<string | null> {
  try {
    return await storePhotoCopy(config, url);
  } catch (error) {
    log?.info({ err: error, url }, 'imported photo not copied; the recipe shows the placeholder');
    return null;
  }
}

/**
 * The image_url to keep: our own uploads as they are (also when written as a full link to this
 * API), any other site's photo replaced by a stored copy, so the product never hotlinks one.
 */
export async function localImageUrl(config: Config, imageUrl: string | null | undefined, log?: FastifyBaseLogger): Promise<string | null> {
  if (!imageUrl) return null;
  if (!EXTERNAL.test(imageUrl)) return imageUrl;
  const ownUploads = `${config.PUBLIC_API_URL}/uploads/`;
  if (imageUrl.startsWith(ownUploads)) return imageUrl.slice(config.PUBLIC_API_URL.length);
  return copyPhoto(config, imageUrl, log);
}
