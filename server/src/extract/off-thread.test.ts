import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportError } from './import-error';
import { MAX_WAITING, readOffThread } from './off-thread';

const RECIPE = `<script type="application/ld+json">${JSON.stringify({
  '@type': 'Recipe',
  name: 'Dal',
  recipeIngredient: ['1 cup red lentils'],
  recipeInstructions: ['Simmer until soft.'],
})}</script>`;

let server: Server;
let base: string;
/** Answers to /held pages, sent when a test lets them go. */
const held: Array<() => void> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/held') return void held.push(() => res.writeHead(200, { 'content-type': 'text/html' }).end(RECIPE));
    // A list this long takes seconds to read (and reads, given the time).
    const body = req.url === '/long' ? `<h2>Ingredients</h2><ul>${'<li>2 cups flour</li>'.repeat(60_000)}</ul><h2>Method</h2><p>Mix.</p>` : RECIPE;
    res.writeHead(200, { 'content-type': 'text/html' }).end(`<html><body>${body}</body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => void server.close());

describe('reading in a worker thread', () => {
  it('answers the draft of a link and of a text', async () => {
    await expect(readOffThread({ kind: 'url', url: `${base}/dal`, allowPrivate: true })).resolves.toMatchObject({ name: 'Dal' });
    const text = 'Dal\n\nIngredients\n1 cup red lentils\n\nMethod\n1. Simmer until soft.';
    await expect(readOffThread({ kind: 'text', text })).resolves.toMatchObject({ name: 'Dal', servings: 1 });
  });

  it("answers the reader's own failure with its status and text", async () => {
    const refused = readOffThread({ kind: 'url', url: `${base}/dal`, allowPrivate: false });
    await expect(refused).rejects.toBeInstanceOf(ImportError);
    await expect(refused).rejects.toMatchObject({ statusCode: 400 });
    await expect(readOffThread({ kind: 'text', text: 'hello' })).rejects.toMatchObject({
      statusCode: 422,
      message: 'No ingredients or steps were found in this text.',
    });
  });

  it('stops a thread still reading a page at its read limit: the page is unreadable', async () => {
    await expect(readOffThread({ kind: 'url', url: `${base}/long`, allowPrivate: true }, { readLimitMs: 50 })).rejects.toMatchObject({
      statusCode: 422,
      message: 'This page could not be read.',
    });
  });

  it('stops a thread still at work at its time limit', async () => {
    await expect(readOffThread({ kind: 'url', url: `${base}/dal`, allowPrivate: true }, { limitMs: 1 })).rejects.toMatchObject({
      statusCode: 422,
      message: 'This page could not be read.',
    });
  });

  it('refuses a task at once when every reader is busy and the queue is full, and reads the rest', async () => {
    const tasks = Array.from({ length: 4 + MAX_WAITING }, () => readOffThread({ kind: 'url', url: `${base}/held`, allowPrivate: true }));
    await expect.poll(() => held.length, { timeout: 15_000 }).toBe(4);
    await expect(readOffThread({ kind: 'text', text: 'Dal\n\nIngredients\n1 cup lentils' })).rejects.toMatchObject({
      statusCode: 429,
      message: 'Many imports are running right now. Please try again in a minute.',
    });
    // Each held page is let go as it is asked for, until every queued task has been read.
    const release = setInterval(() => held.splice(0).forEach((send) => send()), 20);
    try {
      const drafts = await Promise.all(tasks);
      expect(drafts).toHaveLength(4 + MAX_WAITING);
      expect(drafts.every((draft) => draft.name === 'Dal')).toBe(true);
    } finally {
      clearInterval(release);
    }
  }, 60_000);
});
