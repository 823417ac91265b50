import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { profiles, users } from '../db/schema';
import { signAccessToken } from '../auth/tokens';

export interface Household {
  userId: string;
  token: string;
  /** Profile ids by name. */
  profiles: Record<string, string>;
  auth: { authorization: string };
}

/** An account with the given profiles and a valid access token (no sign-up flow needed). */
export async function createHousehold(app: FastifyInstance, profileNames: string[]): Promise<Household> {
  const [user] = await app.db
    .insert(users)
    .values({ fullName: profileNames[0] ?? 'Cook', email: `${randomUUID()}@example.test`, emailVerified: true })
    .returning();
  const created = await app.db
    .insert(profiles)
    .values(profileNames.map((name) => ({ userId: user!.id, name })))
    .returning();
  const token = await signAccessToken(app.config.JWT_SECRET, { sub: user!.id, role: user!.role, ver: user!.tokenVersion });
  return {
    userId: user!.id,
    token,
    profiles: Object.fromEntries(created.map((profile) => [profile.name, profile.id])),
    auth: { authorization: `Bearer ${token}` },
  };
}

/** A multipart body as app.inject wants it. */
export async function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; type: string; data: Buffer },
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('image', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}

export function pngImage(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#e06030' } }).png().toBuffer();
}

export const sampleRecipe = {
  name: 'Chicken Curry',
  cuisine: 'Indian',
  dietary: 'Gluten Free',
  tags: ['dinner'],
  prep_time: '15 mins',
  cook_time: '30 mins',
  total_time: '45 mins',
  servings: 4,
  ingredients: [
    { name: 'chicken thighs', quantity: 500, unit: 'g', note: '' },
    { name: 'coconut milk', quantity: 1, unit: 'can', note: 'full fat' },
    { name: '', quantity: 0, unit: '', note: '' },
  ],
  instructions: [
    { content: 'Brown the chicken.', step_number: 4 },
    { content: '', step_number: 5 },
    { content: 'Simmer with coconut milk.', step_number: 9 },
  ],
  notes: 'Better the next day.',
  source_url: null as string | null,
};

/** The usual cast: a household with Alice and Bob, and another household (Carol) probing it. */
export async function createTwoHouseholds(app: FastifyInstance) {
  const home = await createHousehold(app, ['Alice', 'Bob']);
  const other = await createHousehold(app, ['Carol']);
  return { home, other, alice: home.profiles.Alice!, bob: home.profiles.Bob!, carol: other.profiles.Carol! };
}
