import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-policy.js';
import { ImportError } from './import-error.js';
import { safeFetch } from './safe-fetch.js';

let server: Server;
let base: string;
const port = (): number => (server.address() as AddressInfo).port;
/** A policy that trusts this test server (127.0.0.1) and nothing else. */
const onlyTestServer = (address: string): boolean => address === '127.0.0.1';

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    const hops = /^\/loop\/(\d+)$/.exec(path);
    if (path === '/page') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>Soup</h1>');
    else if (hops) res.writeHead(302, { location: `/loop/${Number(hops[1]) + 1}` }).end();
    else if (path === '/to-page') res.writeHead(301, { location: '/page' }).end();
    else if (path === '/to-private') res.writeHead(302, { location: `http://127.0.0.2:${port()}/page` }).end();
    else if (path === '/to-file') res.writeHead(302, { location: 'file:///etc/passwd' }).end();
    else if (path === '/big') res.writeHead(200, { 'content-type': 'text/html' }).end('x'.repeat(2048));
    else if (path === '/big-chunked') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('x'.repeat(1500));
      res.end('x'.repeat(1500));
    } else if (path === '/slow') setTimeout(() => res.writeHead(200).end('late'), 2000);
    else if (path === '/latin1') {
      res.writeHead(200, { 'content-type': 'text/html' }).end(Buffer.from('<meta charset="iso-8859-1"><p>Cr\xe8me</p>', 'latin1'));
    } else if (path === '/utf-16') {
      // The byte order mark wins over the charset the server names.
      res.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' }).end(Buffer.from('\ufeff<p>Crème brûlée</p>', 'utf16le'));
    } else if (path === '/late-meta') {
      const style = `<style>${'p{color:red}'.repeat(1000)}</style>`;
      res.writeHead(200, { 'content-type': 'text/html' }).end(Buffer.from(`<head>${style}<meta charset="windows-1251"></head><p>\xc1\xee\xf0\xf9</p>`, 'latin1'));
    } else if (path === '/cp1252') {
      res.writeHead(200, { 'content-type': 'text/html; charset=ISO-8859-1' }).end(Buffer.from('<p>\x93Cr\xe8me\x94 \x96 50\x80</p>', 'latin1'));
    } else if (path === '/undeclared') {
      res.writeHead(200, { 'content-type': 'text/html' }).end(Buffer.from('<p>Cr\xe8me fra\xeeche \x96 50\x80</p>', 'latin1'));
    } else if (path === '/undeclared-utf-8') {
      // One stray byte (a cut character) does not make a UTF-8 page another charset.
      res.writeHead(200, { 'content-type': 'text/html' }).end(Buffer.concat([Buffer.from('<p>Crème fraîche – 50€</p>'), Buffer.from([0xf0, 0x9f])]));
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${port()}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function failure(promise: Promise<unknown>): Promise<ImportError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ImportError);
  return error as ImportError;
}

describe('safeFetch', () => {
  it('refuses loopback unless private addresses are allowed', async () => {
    const refused = await failure(safeFetch(`${base}/page`));
    expect([refused.message, refused.statusCode]).toEqual(['This address is not allowed.', 400]);
    const page = await safeFetch(`${base}/page`, { allowPrivate: true });
    expect(page.html).toBe('<h1>Soup</h1>');
  });

  it('checks names at connect time too (localhost resolves to loopback)', async () => {
    const port = new URL(base).port;
    const refused = await failure(safeFetch(`http://localhost:${port}/page`));
    expect(refused.message).toBe('This address is not allowed.');
  });

  it('refuses IPv4-mapped IPv6 and other literal private hosts', async () => {
    for (const host of ['[::ffff:127.0.0.1]', '[::1]', '169.254.169.254', '0.0.0.0', '[fd00::1]']) {
      expect((await failure(safeFetch(`http://${host}/`))).message).toBe('This address is not allowed.');
    }
  });

  it('refuses schemes other than http(s)', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/x', 'javascript:alert(1)']) {
      expect((await failure(safeFetch(url))).message).toBe('Only http and https links can be imported.');
    }
    const viaRedirect = await failure(safeFetch(`${base}/to-file`, { allowPrivate: true }));
    expect(viaRedirect.message).toBe('Only http and https links can be imported.');
  });

  it('follows redirects and reports the final URL', async () => {
    const page = await safeFetch(`${base}/to-page`, { allowPrivate: true });
    expect(page.url).toBe(`${base}/page`);
  });

  it('stops after 5 redirects', async () => {
    const error = await failure(safeFetch(`${base}/loop/0`, { allowPrivate: true }));
    expect([error.message, error.statusCode]).toEqual(['Too many redirects.', 422]);
  });

  it('re-checks every hop: a redirect to a refused address is not followed', async () => {
    expect((await safeFetch(`${base}/to-page`, { isAllowedAddress: onlyTestServer })).html).toBe('<h1>Soup</h1>');
    const literal = await failure(safeFetch(`${base}/to-private`, { isAllowedAddress: onlyTestServer }));
    expect(literal.message).toBe('This address is not allowed.');
  });

  it('caps the size, with and without Content-Length', async () => {
    for (const path of ['/big', '/big-chunked']) {
      const error = await failure(safeFetch(`${base}${path}`, { allowPrivate: true, maxBytes: 1024 }));
      expect([error.message, error.statusCode]).toEqual(['The page is too large to import.', 422]);
    }
  });

  it('times out slow pages', async () => {
    const error = await failure(safeFetch(`${base}/slow`, { allowPrivate: true, timeoutMs: 300 }));
    expect([error.message, error.statusCode]).toEqual(['The page took too long to respond.', 422]);
  });

  it.each([
    ['/latin1', 'the charset a <meta> names', '<p>Crème</p>'],
    ['/utf-16', 'a byte order mark, over the charset the server names', '<p>Crème brûlée</p>'],
    ['/late-meta', 'a <meta> charset after a long inline style in the head', '<p>Борщ</p>'],
    ['/cp1252', 'windows-1252 under the name ISO-8859-1, its quotes, dashes and euro sign too', '<p>“Crème” – 50€</p>'],
    ['/undeclared', 'no charset named, bytes that are not UTF-8: windows-1252', '<p>Crème fraîche – 50€</p>'],
    ['/undeclared-utf-8', 'no charset named, UTF-8 bytes', '<p>Crème fraîche – 50€</p>'],
  ])('decodes a page as a browser does: %s (%s)', async (path, _, text) => {
    expect((await safeFetch(`${base}${path}`, { allowPrivate: true })).html).toContain(text);
  });
});

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '100.64.0.1', '169.254.169.254', '0.0.0.0',
    '224.0.0.1', '255.255.255.255', '::', '::1', '::ffff:127.0.0.1', '::ffff:a00:1', 'fe80::1', 'fc00::1',
    'ff02::1', '64:ff9b::7f00:1', '2002:c0a8:101::1', '2001:db8::1',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows %s', (address) =>
    expect(isPublicAddress(address)).toBe(true));
});
