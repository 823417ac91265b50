import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHousehold, type Household } from '../test/recipe-fixtures';
import { createTestApp, type TestApp } from '../test/app';

const PAGE = `<!doctype html><html><head><title>Soup</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Tomato Soup',
  recipeYield: '4 servings',
  totalTime: 'PT35M',
  recipeIngredient: ['2 cups tomatoes, chopped', '1 onion'],
  recipeInstructions: [{ '@type': 'HowToStep', text: 'Cook.' }, { '@type': 'HowToStep', text: 'Blend.' }],
})}</script></head><body></body></html>`;

let t: TestApp;
let home: Household;
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/soup') res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
    else if (req.url === '/huge') res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE.replace('"4 servings"', `"${'9'.repeat(400)}"`));
    // 20,000 deep: forty times what a browser nests to, and light enough for the HTML parser, whose
    // own stack costs the square of the depth (50,000 took seconds on a busy machine, past the read's time cap).
    else if (req.url === '/deep') res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE.replace('<body>', `<body>${'<div>'.repeat(20_000)}`));
    else res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>No recipe here</body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ FETCH_ALLOW_PRIVATE: 'true' });
  home = await createHousehold(t.app, ['Dana']);
});
afterAll(async () => {
  await t.close();
  server.close();
});

describe('import', () => {
  it('imports a recipe page into a draft', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/extract/single', headers: home.auth, payload: { url: `${base}/soup` } });
    expect(res.statusCode).toBe(200);
    const draft = res.json();
    expect(draft).toMatchObject({ name: 'Tomato Soup', servings: 4, source_url: `${base}/soup` });
    expect(draft.ingredients[0]).toMatchObject({ name: expect.stringMatching(/tomato/i), quantity: 2 });
    expect(draft.instructions).toEqual([
      { content: 'Cook.', step_number: 1 },
      { content: 'Blend.', step_number: 2 },
    ]);
  });

  it('answers the engine error as detail', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/extract/single', headers: home.auth, payload: { url: `${base}/plain` } });
    expect(none.statusCode).toBe(422);
    expect(none.json().detail).toBe('No recipe was found on this page.');
    const video = await t.app.inject({ method: 'POST', url: '/extract/youtube_video', headers: home.auth, payload: { url: 'https://youtu.be/x' } });
    expect(video.statusCode).toBeGreaterThanOrEqual(400);
    expect(video.statusCode).toBeLessThan(600);
    expect(video.json().detail).toBeTruthy();
  });

  it('answers a malformed page with a draft without the misread values, never 500', async () => {
    // Nested 20,000 deep: laid out flat past the depth a browser nests to, and read.
    const res = await t.app.inject({ method: 'POST', url: '/extract/single', headers: home.auth, payload: { url: `${base}/deep` } });
    expect([res.statusCode, res.json().name]).toEqual([200, 'Tomato Soup']);
    const huge = await t.app.inject({ method: 'POST', url: '/extract/single', headers: home.auth, payload: { url: `${base}/huge` } });
    expect([huge.statusCode, huge.json().servings]).toEqual([200, 1]);
  });

  it('refuses bad links and anonymous callers', async () => {
    const blank = await t.app.inject({ method: 'POST', url: '/extract/single', headers: home.auth, payload: { url: ' ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().detail).toMatch(/Please enter a recipe link/);
    const ftp = await t.app.inject({ method: 'POST', url: '/extract/single', headers: home.auth, payload: { url: 'ftp://x/y' } });
    expect(ftp.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'POST', url: '/extract/single', payload: { url: `${base}/soup` } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('reads a pasted recipe into a draft without saving anything', async () => {
    const text = 'Dal\nServes 6\n\nIngredients\n• 1 cup red lentils\n\nMethod\n1. Simmer until soft.';
    const res = await t.app.inject({ method: 'POST', url: '/extract/text', headers: home.auth, payload: { text } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Dal',
      servings: 6,
      source_url: null,
      image_url: null,
      ingredients: [{ name: 'red lentils', quantity: 1, unit: 'cup', note: '' }],
      instructions: [{ content: 'Simmer until soft.', step_number: 1 }],
    });
    const list = await t.app.inject({ method: 'GET', url: `/recipes/${home.profiles.Dana}`, headers: home.auth });
    expect(list.json()).toEqual([]);
  });

  it('answers bad pasted text with 4xx and a detail', async () => {
    const paste = (text: unknown, headers: Record<string, string> = home.auth) =>
      t.app.inject({ method: 'POST', url: '/extract/text', headers, payload: { text } });
    const blank = await paste('  \n ');
    expect([blank.statusCode, blank.json().detail]).toEqual([400, 'text: Please paste a recipe.']);
    const long = await paste('1 egg\n'.repeat(10_000));
    expect([long.statusCode, long.json().detail]).toEqual([400, 'text: The pasted text is too long (at most 50,000 characters).']);
    const none = await paste('Ingredients:\nMethod:');
    expect([none.statusCode, none.json().detail]).toEqual([422, 'No ingredients or steps were found in this text.']);
    expect((await paste(42)).statusCode).toBe(400);
    expect((await paste('1 egg', {})).statusCode).toBe(401);
  });

  it('refuses private addresses unless FETCH_ALLOW_PRIVATE', async () => {
    // The route reads the flag per request, so one app serves both settings.
    t.app.config.FETCH_ALLOW_PRIVATE = false;
    const res = await t.app.inject({ method: 'POST', url: '/extract/single', headers: home.auth, payload: { url: `${base}/soup` } });
    t.app.config.FETCH_ALLOW_PRIVATE = true;
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('This address is not allowed.');
  });
});
