import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { s3ImageStore } from './s3-image-store';

/**
 * No S3-compatible server runs here (the one on npm is unmaintained), so this checks the adapter's
 * contract with the SDK: which commands it sends, and how it reads their answers.
 */
function bucket() {
  const objects = new Map<string, Buffer>();
  const sent: Array<{ command: string; input: Record<string, unknown> }> = [];
  const client = {
    send: async (command: PutObjectCommand | GetObjectCommand | DeleteObjectCommand) => {
      const input = command.input as { Bucket: string; Key: string; Body?: Buffer };
      sent.push({ command: command.constructor.name, input: { ...input } });
      const id = `${input.Bucket}/${input.Key}`;
      if (command instanceof PutObjectCommand) objects.set(id, input.Body as Buffer);
      if (command instanceof DeleteObjectCommand) objects.delete(id);
      if (command instanceof GetObjectCommand) {
        const body = objects.get(id);
        if (!body) throw new NoSuchKey({ message: 'The specified key does not exist.', $metadata: {} });
        return { Body: { transformToByteArray: async () => new Uint8Array(body) } };
      }
      return {};
    },
  };
  return { objects, sent, client: client as unknown as S3Client };
}

const settings = {
  S3_BUCKET: 'pictures',
  S3_REGION: 'eu-west-1',
  S3_PREFIX: 'meal/',
  S3_FORCE_PATH_STYLE: true,
  S3_ENDPOINT: undefined,
  S3_ACCESS_KEY_ID: undefined,
  S3_SECRET_ACCESS_KEY: undefined,
};

describe('the S3 image store', () => {
  it('puts, gets and removes objects under the prefix', async () => {
    const { objects, sent, client } = bucket();
    const store = s3ImageStore(settings, client);
    const bytes = Buffer.from('webp bytes');
    await store.put('abc.webp', bytes);
    expect(sent[0]).toEqual({
      command: 'PutObjectCommand',
      input: { Bucket: 'pictures', Key: 'meal/abc.webp', Body: bytes, ContentType: 'image/webp' },
    });
    expect([...objects.keys()]).toEqual(['pictures/meal/abc.webp']);
    expect(await store.get('abc.webp')).toEqual(bytes);
    await store.remove('abc.webp');
    expect(sent.at(-1)).toEqual({ command: 'DeleteObjectCommand', input: { Bucket: 'pictures', Key: 'meal/abc.webp' } });
    expect(await store.get('abc.webp')).toBeNull();
  });

  it('passes other failures on', async () => {
    const failing = { send: async () => Promise.reject(new Error('AccessDenied')) } as unknown as S3Client;
    await expect(s3ImageStore(settings, failing).get('abc.webp')).rejects.toThrow('AccessDenied');
  });

  it('is configured by S3_* variables, which must name a bucket and a whole key pair', () => {
    const base = { DATA_DIR: '/tmp/meal-s3-config', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ ...base, S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9000' }).S3_PREFIX).toBe('uploads/');
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow('S3_BUCKET is required');
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrow('go together');
    expect(() => loadConfig({ ...base, REDIS_URL: 'http://127.0.0.1:6379' })).toThrow('REDIS_URL');
  });
});
