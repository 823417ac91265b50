import { mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where pictures live. Every instance of the API must see every picture, so a deployment of
 * several instances uses PostgreSQL or S3; one embedded instance keeps them on disk.
 */
export interface ImageStore {
  kind: 'disk' | 'postgres' | 's3';
  put: (name: string, bytes: Buffer) => Promise<void>;
  /** null when there is no picture of that name. */
  get: (name: string) => Promise<Buffer | null>;
  /** A missing picture is no error. */
  remove: (name: string) => Promise<void>;
  /** Names of the pictures stored before a time (the sweep of unused ones looks no further). */
  storedBefore: (time: Date) => Promise<string[]>;
}

/** Files under DATA_DIR/uploads: the embedded default, one instance only. */
export function diskImageStore(dir: string): ImageStore {
  return {
    kind: 'disk',
    put: async (name, bytes) => {
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, name), bytes);
    },
    get: (name) =>
      readFile(path.join(dir, name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      }),
    remove: (name) => unlink(path.join(dir, name)).catch(() => undefined),
    storedBefore: async (time) => {
      const names = await readdir(dir).catch(() => [] as string[]);
      const written = await Promise.all(names.map(async (name) => ({ name, at: await stat(path.join(dir, name)).then((s) => s.mtime, () => time) })));
      return written.filter(({ at }) => at < time).map(({ name }) => name);
    },
  };
}
