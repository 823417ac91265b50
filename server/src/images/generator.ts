import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

export interface ImagePrompt {
  name: string;
  cuisine?: string | null;
  dietary?: string | null;
  ingredients: string[];
}

/** Comfortably below the client's 15 s time-out, leaving room for the built-in fallback. */
const PROVIDER_TIMEOUT_MS = 11_000;
const WIDTH = 768;
const HEIGHT = 576;

/** Deterministic pseudo-random numbers from the recipe, so one recipe always gets the same picture. */
function seededRandom(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0) || 1;
  return () => {
    // xorshift32
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 100_000) / 100_000;
  };
}

function hashHue(text: string): number {
  return createHash('sha256').update(text.toLowerCase()).digest().readUInt16LE(0) % 360;
}

/** Food colours by keyword; anything unknown gets a colour from its name. */
const FOOD_COLOURS: Array<[RegExp, string]> = [
  [/tomato|strawberr|raspberr|cherr|chili|chilli|red pepper|paprika|beet/, '#d9412e'],
  [/basil|spinach|kale|lettuce|herb|parsley|cilantro|coriander|pea\b|peas|broccoli|zucchini|cucumber|lime|avocado|green/, '#4f9a3a'],
  [/cheese|parmesan|butter|corn|lemon|egg|yolk|mustard|banana|pineapple/, '#f2c744'],
  [/carrot|orange|pumpkin|squash|sweet potato|apricot|mango|salmon|shrimp|prawn/, '#f08a3c'],
  [/beef|steak|pork|bacon|sausage|chocolate|cocoa|coffee|soy|mushroom|lentil/, '#7a4a2e'],
  [/chicken|turkey|bread|flour|potato|oat|nut|almond|peanut|pasta|noodle|spaghetti|rice|bean/, '#e2c08d'],
  [/onion|blueberr|blackberr|plum|grape|eggplant|aubergine|cabbage/, '#7d4a8c'],
  [/milk|cream|yogurt|yoghurt|coconut|tofu|garlic|sugar|salt|water|fish|cod/, '#f5efe4'],
];

function foodColour(ingredient: string): string {
  const name = ingredient.toLowerCase();
  for (const [pattern, colour] of FOOD_COLOURS) if (pattern.test(name)) return colour;
  return `hsl(${hashHue(name)}, 60%, 55%)`;
}

/** Characters XML 1.0 cannot hold at all (controls, NUL, U+FFFE/U+FFFF, lone surrogates): dropped, not escaped. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);
}

function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
}

/** An SVG still life: gradient from the name, a plate, food-coloured pieces per ingredient, the title. */
export function recipeSvg(prompt: ImagePrompt): string {
  const random = seededRandom(`${prompt.name}|${prompt.cuisine ?? ''}|${prompt.ingredients.join(',')}`);
  const hue = hashHue(prompt.name);
  const hue2 = (hue + 40 + Math.floor(random() * 60)) % 360;
  const cx = WIDTH / 2;
  const cy = 250;
  const plate = 190;
  const foods = (prompt.ingredients.length ? prompt.ingredients : [prompt.name, prompt.cuisine ?? 'herb', 'sauce']).slice(0, 12);

  const pieces: string[] = [];
  foods.forEach((ingredient, index) => {
    const colour = foodColour(ingredient);
    const count = 3 + Math.floor(random() * 3);
    for (let i = 0; i < count; i++) {
      const angle = random() * Math.PI * 2;
      const distance = Math.sqrt(random()) * (plate - 75);
      const x = cx + Math.cos(angle) * distance;
      const y = cy + Math.sin(angle) * distance * 0.92;
      const size = 14 + random() * 22;
      const rotate = Math.floor(random() * 180);
      const shape = (index + i) % 3;
      pieces.push(
        shape === 0
          ? `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(size * 0.8).toFixed(1)}" fill="${colour}" stroke="rgba(0,0,0,0.12)" stroke-width="2"/>`
          : shape === 1
            ? `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${size.toFixed(1)}" ry="${(size * 0.55).toFixed(1)}" fill="${colour}" transform="rotate(${rotate} ${x.toFixed(1)} ${y.toFixed(1)})" stroke="rgba(0,0,0,0.12)" stroke-width="2"/>`
            : `<rect x="${(x - size / 2).toFixed(1)}" y="${(y - size / 2).toFixed(1)}" width="${size.toFixed(1)}" height="${size.toFixed(1)}" rx="${(size / 4).toFixed(1)}" fill="${colour}" transform="rotate(${rotate} ${x.toFixed(1)} ${y.toFixed(1)})" stroke="rgba(0,0,0,0.12)" stroke-width="2"/>`,
      );
    }
  });
  // A few light glints make the pile read as food rather than confetti.
  for (let i = 0; i < 6; i++) {
    const angle = random() * Math.PI * 2;
    const distance = Math.sqrt(random()) * (plate - 90);
    pieces.push(
      `<circle cx="${(cx + Math.cos(angle) * distance).toFixed(1)}" cy="${(cy + Math.sin(angle) * distance).toFixed(1)}" r="${(3 + random() * 4).toFixed(1)}" fill="rgba(255,255,255,0.75)"/>`,
    );
  }

  // A base (sauce, rice, greens) under the pieces, coloured by the main ingredient.
  const base = foodColour(foods[0] ?? prompt.name);
  const baseRadius = plate - 62;
  const blob = Array.from({ length: 10 }, (_, i) => {
    const angle = (i / 10) * Math.PI * 2;
    const r = baseRadius * (0.88 + random() * 0.14);
    return `${(cx + Math.cos(angle) * r).toFixed(1)},${(cy + Math.sin(angle) * r * 0.92).toFixed(1)}`;
  }).join(' ');

  const title = escapeXml(truncate(prompt.name || 'Recipe', 34));
  const subtitle = escapeXml(truncate([prompt.cuisine, prompt.dietary].filter(Boolean).join(' · '), 48));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue}, 70%, 86%)"/>
      <stop offset="1" stop-color="hsl(${hue2}, 60%, 68%)"/>
    </linearGradient>
    <radialGradient id="plate" cx="0.5" cy="0.45" r="0.6">
      <stop offset="0" stop-color="#ffffff"/>
      <stop offset="0.8" stop-color="#f4f1ec"/>
      <stop offset="1" stop-color="#ddd6cc"/>
    </radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="${WIDTH * 0.12}" cy="${HEIGHT * 0.15}" r="70" fill="hsl(${hue2}, 70%, 92%)" opacity="0.5"/>
  <circle cx="${WIDTH * 0.9}" cy="${HEIGHT * 0.3}" r="110" fill="hsl(${hue}, 70%, 95%)" opacity="0.35"/>
  <ellipse cx="${cx + 8}" cy="${cy + 16}" rx="${plate}" ry="${plate * 0.92}" fill="rgba(0,0,0,0.18)"/>
  <ellipse cx="${cx}" cy="${cy}" rx="${plate}" ry="${plate * 0.92}" fill="url(#plate)"/>
  <ellipse cx="${cx}" cy="${cy}" rx="${plate - 38}" ry="${(plate - 38) * 0.92}" fill="none" stroke="#e4ddd2" stroke-width="3"/>
  <polygon points="${blob}" fill="${base}" opacity="0.55" stroke="${base}" stroke-width="18" stroke-linejoin="round"/>
  ${pieces.join('\n  ')}
  <rect x="0" y="${HEIGHT - 104}" width="${WIDTH}" height="104" fill="rgba(255,255,255,0.82)"/>
  <text x="${cx}" y="${HEIGHT - 58}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" font-weight="bold" fill="#2b2b2b">${title}</text>
  <text x="${cx}" y="${HEIGHT - 22}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="20" fill="#5a5a5a">${subtitle}</text>
</svg>`;
}

export async function builtInImage(prompt: ImagePrompt): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(recipeSvg(prompt))).png({ compressionLevel: 6 }).toBuffer();
}

function providerPrompt(prompt: ImagePrompt): string {
  const parts = [`A realistic, appetising overhead food photograph of ${prompt.name}`];
  if (prompt.cuisine) parts.push(`${prompt.cuisine} cuisine`);
  if (prompt.ingredients.length) parts.push(`made with ${prompt.ingredients.slice(0, 10).join(', ')}`);
  return `${parts.join(', ')}. Natural light, plated on a table, no text.`;
}

/** An OpenAI-compatible images API: POST {prompt, n, size, response_format} → data[0].b64_json or .url. */
async function providerImage(config: Config, prompt: ImagePrompt): Promise<Buffer> {
  const signal = AbortSignal.timeout(PROVIDER_TIMEOUT_MS);
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (config.IMAGE_GEN_API_KEY) headers.Authorization = `Bearer ${config.IMAGE_GEN_API_KEY}`;
  const response = await fetch(config.IMAGE_GEN_URL as string, {
    method: 'POST',
    headers,
    body: JSON.stringify({ prompt: providerPrompt(prompt), n: 1, size: '1024x1024', response_format: 'b64_json' }),
    signal,
  });
  if (!response.ok) throw new Error(`image provider answered ${response.status}`);
  const body = (await response.json()) as { data?: Array<{ b64_json?: string; url?: string }> };
  const first = body.data?.[0];
  let bytes: Buffer;
  if (first?.b64_json) bytes = Buffer.from(first.b64_json, 'base64');
  else if (first?.url) {
    const image = await fetch(first.url, { signal });
    if (!image.ok) throw new Error(`image download answered ${image.status}`);
    bytes = Buffer.from(await image.arrayBuffer());
  } else throw new Error('image provider gave no image');
  // Re-encoding proves it is an image and bounds the size we hand out.
  const { default: sharp } = await import('sharp');
  return sharp(bytes, { limitInputPixels: 40_000_000 }).resize({ width: 1024, height: 1024, fit: 'inside', withoutEnlargement: true }).png().toBuffer();
}

/** A PNG for the recipe: the configured provider, or the built-in picture when none is set or it fails. */
export async function generateRecipeImage(config: Config, prompt: ImagePrompt, log?: FastifyBaseLogger): Promise<Buffer> {
  if (config.IMAGE_GEN_URL) {
    try {
      return await providerImage(config, prompt);
    } catch (error) {
      log?.warn({ err: error }, 'image provider failed; drawing the built-in picture');
    }
  }
  return builtInImage(prompt);
}
