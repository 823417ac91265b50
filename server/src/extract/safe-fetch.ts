import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { TextDecoder } from 'node:util';
import { Agent, request } from 'undici';
import { isPublicAddress } from './address-policy.js';
import { ImportError } from './import-error.js';
import { WINDOWS_1252 } from './text.js';

export interface SafeFetchOptions {
  /** Allow loopback and private addresses (FETCH_ALLOW_PRIVATE=true); off by default. */
  allowPrivate?: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Which resolved addresses may be connected to; public ones only unless allowPrivate. */
  isAllowedAddress?: (address: string) => boolean;
}

export interface FetchedPage {
  /** The URL after redirects. */
  url: string;
  html: string;
}

export interface FetchedBody {
  /** The URL after redirects. */
  url: string;
  body: Buffer;
  contentType: string;
}

const DEFAULTS = { timeoutMs: 15_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 };
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
// Many recipe sites answer unknown clients with a bot wall; present as a browser.
const BROWSER = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  'accept-language': 'en;q=0.9',
};
const PAGE_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8';
const IMAGE_ACCEPT = 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.5';

const notAllowed = (): ImportError => new ImportError('This address is not allowed.', 400);

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;
type AddressCheck = (address: string) => boolean;

/**
 * DNS lookup for the socket itself: answers only addresses that pass the check, so the address
 * connected to is the one checked (a second, rebinding answer cannot slip through).
 */
const filteringLookup =
  (isAllowed: AddressCheck) =>
  (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const allowed = addresses.filter((a) => isAllowed(a.address));
      const first = allowed[0];
      if (!first) return callback(notAllowed(), []);
      if (options.all) callback(null, allowed);
      else callback(null, first.address, first.family);
    });
  };

function checkedUrl(value: string, isAllowed: AddressCheck): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ImportError('Please enter a valid link.', 400);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ImportError('Only http and https links can be imported.', 400);
  }
  // Literal IP hosts never reach the lookup hook, so they are checked here.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !isAllowed(host)) throw notAllowed();
  return url;
}

/** The ImportError behind an undici failure (our lookup's refusal), if any. */
function importErrorIn(error: unknown): ImportError | undefined {
  for (let e = error; e instanceof Error; e = e.cause) if (e instanceof ImportError) return e;
  return undefined;
}

function isTimeout(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    if (/Timeout/i.test(e.name) || /TIMEOUT/.test((e as { code?: string }).code ?? '')) return true;
  }
  return false;
}

/** Byte order marks: a browser trusts them over any charset the page or its server names. */
const BYTE_ORDER_MARKS: [bytes: number[], charset: string][] = [
  [[0xef, 0xbb, 0xbf], 'utf-8'],
  [[0xff, 0xfe], 'utf-16le'],
  [[0xfe, 0xff], 'utf-16be'],
];
/** How far a <meta> naming the charset is looked for: the head, up to this many bytes (inline styles come first on some pages). */
const HEAD_SCAN_BYTES = 65_536;

/**
 * The page's text, decoded as a browser would: by its byte order mark, else the Content-Type
 * header's charset, else a <meta> in its head. A page that names none is UTF-8 when its bytes are,
 * else windows-1252, the legacy encoding browsers fall back to for Western pages.
 */
function decode(body: Buffer, contentType: string): string {
  const head = body.subarray(0, HEAD_SCAN_BYTES).toString('latin1').split(/<\/head|<body/i)[0] ?? '';
  const declared =
    BYTE_ORDER_MARKS.find(([bytes]) => bytes.every((byte, i) => body[i] === byte))?.[1] ??
    /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]+charset=["']?([\w-]+)/i.exec(head)?.[1];
  if (declared) {
    try {
      return decodeAs(new TextDecoder(declared), body);
    } catch {
      // A charset no decoder knows: read as if none were named.
    }
  }
  // UTF-8 when most of what lies past ASCII decodes as UTF-8: a stray bad byte (a cut emoji) in a
  // UTF-8 page does not make it windows-1252, as a browser's charset detector would not.
  const text = new TextDecoder('utf-8').decode(body);
  const bad = text.match(/\uFFFD/g)?.length ?? 0;
  return bad === 0 || (text.match(/[^\p{ASCII}\uFFFD]/gu)?.length ?? 0) > bad ? text : decodeAs(new TextDecoder('windows-1252'), body);
}

/**
 * Node's windows-1252 decoder (also for "iso-8859-1", "latin1" and "us-ascii", which name it) gives
 * the bytes 0x80–0x9F as control characters, where a browser gives them as “ ” – € and the like.
 */
function decodeAs(decoder: TextDecoder, body: Buffer): string {
  const text = decoder.decode(body);
  return decoder.encoding === 'windows-1252' ? text.replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252.charAt(c.charCodeAt(0) - 0x80)) : text;
}

/** What is fetched: the Accept header it asks with and the words of its failures. */
interface Kind {
  accept: string;
  noun: 'page' | 'image';
}

/**
 * GETs a resource for import: http(s) only, every hop's address checked at connect time unless
 * allowPrivate, redirects followed by hand (each one re-checked), time-out and size cap.
 */
async function fetchBody(target: string, options: SafeFetchOptions, kind: Kind): Promise<FetchedBody> {
  const { timeoutMs, maxBytes, maxRedirects } = { ...DEFAULTS, ...options };
  const isAllowed: AddressCheck = options.allowPrivate ? () => true : (options.isAllowedAddress ?? isPublicAddress);
  const agent = new Agent({
    connect: { timeout: timeoutMs, lookup: filteringLookup(isAllowed) },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  const deadline = AbortSignal.timeout(timeoutMs);
  try {
    let url = checkedUrl(target, isAllowed);
    for (let hop = 0; ; hop++) {
      const response = await request(url, { dispatcher: agent, headers: { ...BROWSER, accept: kind.accept }, signal: deadline });
      const location = response.headers['location'];
      if (REDIRECTS.has(response.statusCode) && typeof location === 'string') {
        await response.body.dump();
        if (hop >= maxRedirects) throw new ImportError('Too many redirects.', 422, { passing: true });
        url = checkedUrl(new URL(location, url).href, isAllowed);
        continue;
      }
      if (response.statusCode < 200 || response.statusCode >= 300) {
        await response.body.dump();
        throw new ImportError(`The ${kind.noun} could not be loaded (HTTP ${response.statusCode}).`, 422, { passing: response.statusCode >= 500 });
      }
      const contentType = String(response.headers['content-type'] ?? '');
      const tooLarge = new ImportError(`The ${kind.noun} is too large to import.`, 422);
      if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
        response.body.destroy();
        throw tooLarge;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of response.body) {
        size += (chunk as Buffer).length;
        if (size > maxBytes) {
          response.body.destroy();
          throw tooLarge;
        }
        chunks.push(chunk as Buffer);
      }
      return { url: url.href, body: Buffer.concat(chunks), contentType };
    }
  } catch (error) {
    if (error instanceof ImportError) throw error;
    const refused = importErrorIn(error);
    if (refused) throw refused;
    if (isTimeout(error)) throw new ImportError(`The ${kind.noun} took too long to respond.`, 422, { cause: error, passing: true });
    throw new ImportError(`The ${kind.noun} could not be reached.`, 422, { cause: error, passing: true });
  } finally {
    void agent.destroy();
  }
}

/** GETs a web page for import (see fetchBody) and decodes it as its charset says. */
export async function safeFetch(target: string, options: SafeFetchOptions = {}): Promise<FetchedPage> {
  const page = await fetchBody(target, options, { accept: PAGE_ACCEPT, noun: 'page' });
  return { url: page.url, html: decode(page.body, page.contentType) };
}

/** GETs an image's bytes with the same checks as a page (see fetchBody); what they are is sniffed by the caller. */
export function safeFetchImage(target: string, options: SafeFetchOptions = {}): Promise<FetchedBody> {
  return fetchBody(target, options, { accept: IMAGE_ACCEPT, noun: 'image' });
}
