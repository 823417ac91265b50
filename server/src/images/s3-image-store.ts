import type * as S3 from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config';
import type { ImageStore } from './image-store';

export type S3Settings = Pick<
  Config,
  'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE' | 'S3_PREFIX'
>;

/**
 * Pictures as objects of an S3-compatible bucket. The API still serves them at /uploads/<name>, so
 * the bucket stays private and picture URLs do not change with the store.
 */
export function s3ImageStore(settings: S3Settings, given?: S3Client): ImageStore {
  const Bucket = settings.S3_BUCKET as string;
  const key = (name: string) => `${settings.S3_PREFIX}${name}`;
  let made: S3Client | undefined;
  // The SDK, loaded on first use.
  const s3 = async () => {
    const sdk = await loadSdk();
    made ??= given ?? s3Client(settings, sdk);
    return { sdk, client: made };
  };
  return {
    kind: 's3',
    put: async (name, bytes) => {
      const { sdk, client } = await s3();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: key(name), Body: bytes, ContentType: 'image/webp' }));
    },
    get: async (name) => {
      const { sdk, client } = await s3();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key(name) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof sdk.NoSuchKey) return null;
        throw error;
      }
    },
    remove: async (name) => {
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key(name) }));
    },
    storedBefore: async (time) => {
      const { sdk, client } = await s3();
      const names: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: settings.S3_PREFIX, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified && object.LastModified < time) names.push(object.Key.slice(settings.S3_PREFIX.length));
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return names;
    },
  };
}

type Sdk = typeof S3;

/** The SDK holds ~25 MiB once loaded: only an API that keeps its pictures in a bucket loads it. */
let sdkLoading: Promise<Sdk> | undefined;
const loadSdk = (): Promise<Sdk> => (sdkLoading ??= import('@aws-sdk/client-s3'));

function s3Client(settings: S3Settings, sdk: Sdk): S3Client {
  return new sdk.S3Client({
    region: settings.S3_REGION,
    endpoint: settings.S3_ENDPOINT,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    // Unset: the SDK's own chain (environment, instance role, …).
    credentials:
      settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}
