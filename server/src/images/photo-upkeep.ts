import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { isPassingFailure, localImageUrl, storePhotoCopy } from '../extract/photo-copy';
import type { ImageStore } from './image-store';
import type { PictureRepository } from './repository';
import { removeUpload, UPLOAD_NAME } from './storage';

/** Photos fetched at once: a few, so start-up traffic and other requests keep their share. */
const COPY_CONCURRENCY = 2;
const COPY_BATCH = 50;
/** A photo copied for an import that was never saved is kept this long before the sweep removes it. */
export const UNUSED_PICTURE_AGE_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;
/** Pictures looked up at once when checking what is still shown. */
const SWEEP_BATCH = 500;

interface Upkeep {
  config: Config;
  pictures: PictureRepository;
  store: ImageStore;
  log: FastifyBaseLogger;
}

/**
 * Recipes saved before imported photos were copied still link to the other site: each such photo
 * is copied like a new import's. A site that says the photo is gone (or sends no image) leaves the
 * placeholder; one that cannot be reached now keeps its link for the next start to try again.
 * Each recipe changes only if its photo is still that link, so running twice, or beside an edit,
 * is safe. Returns how many recipes were looked at.
 */
export async function copyExternalPhotos({ config, pictures, log }: Upkeep, stopped: () => boolean = () => false): Promise<number> {
  let afterId: string | null = null;
  let seen = 0;
  while (!stopped()) {
    const batch = await pictures.externalPhotos(afterId, COPY_BATCH);
    if (!batch.length) break;
    afterId = batch[batch.length - 1]!.id;
    seen += batch.length;
    const queue = [...batch];
    const worker = async (): Promise<void> => {
      for (let recipe = queue.shift(); recipe && !stopped(); recipe = queue.shift()) {
        const url = recipe.imageUrl ?? '';
        let copy: string | null;
        try {
          // Our own uploads written as a full link need no fetch (localImageUrl makes them a path).
          copy = url.startsWith(`${config.PUBLIC_API_URL}/uploads/`) ? await localImageUrl(config, url) : await storePhotoCopy(config, url);
        } catch (error) {
          if (isPassingFailure(error)) {
            log.info({ err: error, recipeId: recipe.id }, 'saved recipe photo not copied now; kept for the next start');
            continue;
          }
          log.info({ err: error, recipeId: recipe.id }, 'saved recipe photo is gone; the recipe shows the placeholder');
          copy = null;
        }
        const replaced = await pictures.replacePhoto(recipe.id, url, copy);
        // Edited meanwhile: the copy is nobody's picture.
        if (!replaced && copy) await removeUpload(config, copy);
      }
    };
    await Promise.all(Array.from({ length: COPY_CONCURRENCY }, worker));
  }
  return seen;
}

/**
 * Removes stored pictures that no recipe, account or profile shows and that are older than a
 * day: the photos an import copied for a draft the user never saved (and any other leftover).
 * The day leaves an open import form time to be saved. Returns the names removed.
 */
export async function sweepUnusedPictures({ pictures, store }: Pick<Upkeep, 'pictures' | 'store'>, now = new Date()): Promise<string[]> {
  const names = (await store.storedBefore(new Date(now.getTime() - UNUSED_PICTURE_AGE_MS))).filter((name) => UPLOAD_NAME.test(name));
  const removed: string[] = [];
  for (let i = 0; i < names.length; i += SWEEP_BATCH) {
    const batch = names.slice(i, i + SWEEP_BATCH);
    const used = await pictures.inUse(batch.map((name) => `/uploads/${name}`));
    for (const name of batch.filter((name) => !used.has(`/uploads/${name}`))) {
      await store.remove(name);
      removed.push(name);
    }
  }
  return removed;
}

/**
 * Starts both in the background once the app is listening, never holding up start-up or a
 * request: the copy once, the sweep now and every few hours. Closing the app waits for them.
 */
export function startPictureUpkeep(app: FastifyInstance, upkeep: Upkeep): void {
  let closing = false;
  let timer: NodeJS.Timeout | undefined;
  const running = new Set<Promise<unknown>>();
  const run = (task: () => Promise<unknown>, what: string): void => {
    if (closing) return;
    const job = task()
      .catch((error: unknown) => upkeep.log.warn({ err: error }, `${what} failed; tried again later`))
      .finally(() => running.delete(job));
    running.add(job);
  };
  const sweep = (): void => run(() => sweepUnusedPictures(upkeep), 'sweep of unused pictures');
  app.addHook('onReady', async () => {
    run(() => copyExternalPhotos(upkeep, () => closing), 'copy of saved recipes\' photos');
    sweep();
    timer = setInterval(sweep, SWEEP_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    await Promise.all(running);
  });
}
