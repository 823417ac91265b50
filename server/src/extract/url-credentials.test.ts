import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { createVerifiedAccount, type TestAccount } from '../test/accounts';

let t: TestApp;
let account: TestAccount;
let server: Server;
let port: number;
const seen: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.headers);
    res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>No recipe here</body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  t = await createTestApp({ FETCH_ALLOW_PRIVATE: 'true' });
  account = await createVerifiedAccount(t.app, t.config);
});
afterAll(async () => {
  await t.close();
  server.close();
});

describe('import links with a user name or password', () => {
  it('are refused with 400 {detail} before anything is fetched', async () => {
    for (const path of ['/extract/single', '/extract/youtube_video']) {
      for (const url of [`http://user:secret@127.0.0.1:${port}/soup`, `http://user@127.0.0.1:${port}/soup`, `https://trusted.example@127.0.0.1:${port}/`]) {
        const res = await t.app.inject({ method: 'POST', url: path, headers: account.auth, payload: { url } });
        expect(res.statusCode, `${path} ${url}`).toBe(400);
        expect(res.json<{ detail: string }>().detail).toBe('url: Links with a user name or password cannot be imported.');
      }
    }
    expect(seen).toEqual([]);
    // The same page without them is fetched as before.
    const plain = await t.app.inject({ method: 'POST', url: '/extract/single', headers: account.auth, payload: { url: `http://127.0.0.1:${port}/soup` } });
    expect(plain.statusCode).toBeLessThan(500);
    expect(seen).toHaveLength(1);
  });
});
