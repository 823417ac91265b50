import path from 'node:path';
import type { Config } from '../config';
import { imageStoreOf } from '../images/storage';

/** Whether the app's image store (disk, PostgreSQL or S3) holds the picture of an /uploads/ URL. */
export async function uploadExists(config: Config, url: string): Promise<boolean> {
  return (await imageStoreOf(config).get(path.basename(url))) !== null;
}
