// The web server's forwarding of /api (node --test; `npm test` runs it with the unit tests).
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { PROXY_SECRET_HEADER, startStaticServer } from './web-server.mjs';

const listen = (server) => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
const close = (server) => new Promise((resolve) => server.close(resolve));

let api;
let web;
let webUrl;
const seen = [];

before(async () => {
  // A stand-in API that says what it was asked, and streams an event until the caller leaves.
  api = http.createServer((req, res) => {
    if (req.url === '/events') {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write('data: first\n\n');
      req.on('close', () => seen.push('events closed'));
      return;
    }
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      res.writeHead(201, { 'Content-Type': 'application/json', 'X-Api': 'yes' });
      res.end(JSON.stringify({ method: req.method, url: req.url, body, forwardedFor: req.headers['x-forwarded-for'], secret: req.headers[PROXY_SECRET_HEADER], host: req.headers.host }));
    });
  });
  const apiPort = await listen(api);
  const dir = mkdtempSync(path.join(tmpdir(), 'web-server-test-'));
  writeFileSync(path.join(dir, 'index.html'), '<html><head></head><body>app</body></html>');
  web = await startStaticServer({
    dir,
    port: 0,
    host: '127.0.0.1',
    spa: true,
    runtimeConfig: { apiUrl: 'http://localhost/api', remotes: {} },
    api: { prefix: '/api', target: `http://127.0.0.1:${apiPort}`, secret: 'secret-shared-with-the-api' },
  });
  webUrl = `http://127.0.0.1:${web.address().port}`;
});

after(async () => {
  await close(web);
  api.closeAllConnections();
  await close(api);
});

test('forwards /api/… to the API without the prefix, with the body, the answer and the browser named', async () => {
  // The browser cannot name itself, nor forge the secret.
  const forged = { 'X-Forwarded-For': '198.51.100.4', [PROXY_SECRET_HEADER]: 'guessed' };
  const res = await fetch(`${webUrl}/api/recipes/abc?limit=5`, { method: 'POST', body: 'hello', headers: forged });
  assert.equal(res.status, 201);
  assert.equal(res.headers.get('x-api'), 'yes');
  const answer = await res.json();
  assert.equal(answer.method, 'POST');
  assert.equal(answer.url, '/recipes/abc?limit=5');
  assert.equal(answer.body, 'hello');
  assert.equal(answer.forwardedFor, '127.0.0.1');
  assert.equal(answer.secret, 'secret-shared-with-the-api');

  for (const [asked, forwarded] of [['/api', '/'], ['/api?x=1', '/?x=1']]) {
    assert.equal((await (await fetch(`${webUrl}${asked}`)).json()).url, forwarded);
  }
});

test('leaves other paths to the app: a route is its page, /apis is no API', async () => {
  for (const route of ['/recipes', '/apis']) {
    const res = await fetch(`${webUrl}${route}`);
    assert.equal(res.status, 200);
    assert.match(await res.text(), /app/);
  }
});

test('streams an event stream as it comes, and ends the API call when the browser leaves', async () => {
  const controller = new AbortController();
  const res = await fetch(`${webUrl}/api/events`, { signal: controller.signal });
  const reader = res.body.getReader();
  const { value } = await reader.read();
  assert.equal(new TextDecoder().decode(value), 'data: first\n\n');
  controller.abort();
  await reader.closed.catch(() => {});
  for (let i = 0; i < 50 && !seen.includes('events closed'); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  assert.ok(seen.includes('events closed'));
});

test('answers 502 with a JSON detail when the API cannot be reached', async () => {
  const down = await startStaticServer({ dir: mkdtempSync(path.join(tmpdir(), 'web-server-test-')), port: 0, host: '127.0.0.1', api: { prefix: '/api', target: 'http://127.0.0.1:9' } });
  try {
    const res = await fetch(`http://127.0.0.1:${down.address().port}/api/health`);
    assert.equal(res.status, 502);
    assert.deepEqual(await res.json(), { detail: 'The server cannot be reached right now. Please try again.' });
  } finally {
    await close(down);
  }
});
