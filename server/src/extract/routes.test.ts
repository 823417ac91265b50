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

  it('refuses bad links and anonymous callers', async () => {
    const blank = await t.app.inject({ method: 'POST', url: '/extract/single', headers: home.auth, payload: { url: ' ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().detail).toMatch(/Please enter a recipe link/);
    const ftp = await t.app.inject({ method: 'POST', url: '/extract/single', headers: home.auth, payload: { url: 'ftp://x/y' } });
    expect(ftp.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'POST', url: '/extract/single', payload: { url: `${base}/soup` } });
    expect(anonymous.statusCode).toBe(401);
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
