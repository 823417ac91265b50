import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { generateRecipeImage, recipeSvg } from './generator';

let server: Server;
let base: string;
let lastRequest: { auth?: string; body: { prompt?: string } } | null = null;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

beforeAll(async () => {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#118833' } }).png().toBuffer();
  server = createServer(async (req, res) => {
    lastRequest = { auth: req.headers.authorization, body: JSON.parse(await readBody(req)) as { prompt?: string } };
    if (req.url === '/broken') res.writeHead(500).end('{}');
    else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: [{ b64_json: png.toString('base64') }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const prompt = { name: 'Green Salad', cuisine: 'Greek', ingredients: ['lettuce', 'feta cheese', 'olives'] };

describe('image generator', () => {
  it('draws a distinct built-in picture per recipe with the title escaped', async () => {
    const config = {} as Config;
    const a = await generateRecipeImage(config, prompt);
    const b = await generateRecipeImage(config, { ...prompt, name: 'Beef Stew', ingredients: ['beef', 'carrot'] });
    expect((await sharp(a).metadata()).format).toBe('png');
    expect(a.equals(b)).toBe(false);
    expect(recipeSvg({ name: '<script>x</script>', ingredients: [] })).not.toContain('<script>');
  });

  it('calls an OpenAI-compatible images API when configured', async () => {
    const config = { IMAGE_GEN_URL: `${base}/v1/images/generations`, IMAGE_GEN_API_KEY: 'k-123' } as Config;
    const image = await generateRecipeImage(config, prompt);
    expect(lastRequest?.auth).toBe('Bearer k-123');
    expect(lastRequest?.body.prompt).toContain('Green Salad');
    expect((await sharp(image).metadata()).width).toBe(64);
  });

  it('falls back to the built-in picture when the API fails', async () => {
    const image = await generateRecipeImage({ IMAGE_GEN_URL: `${base}/broken` } as Config, prompt);
    expect((await sharp(image).metadata()).width).toBe(768);
  });

  it('draws names with characters XML cannot hold (controls, NUL, U+FFFE, lone surrogates) by dropping them', async () => {
    const svg = recipeSvg({ name: 'Pie\u0000\u0001\uFFFE\uD800 & mash', cuisine: 'Br\u0001itish', dietary: '\uFFFF', ingredients: ['pot\u0000ato'] });
    expect(svg).toContain('Pie &amp; mash');
    expect(svg).toContain('British');
    const image = await generateRecipeImage({} as Config, { name: 'Pie\u0000\uFFFE', cuisine: 'x\u0008', ingredients: [] });
    expect((await sharp(image).metadata()).format).toBe('png');
  });
});
