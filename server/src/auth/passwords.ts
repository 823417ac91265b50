import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id (the library's default, named here so it never silently changes); salt is per hash. */
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of nothing anyone knows: unknown e-mail addresses cost the same time as known ones. */
let decoyHash: Promise<string> | null = null;

/** Checks a password against a stored hash; with no hash it still does the work, then says no. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword(`decoy-${Math.random()}`);
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
