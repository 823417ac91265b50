// Static hosting for the shell and the remotes, each on its own origin, as a CDN would serve them.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';

/** Headers that describe one connection, never passed on by a proxy (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);
const endToEnd = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

/** The header that proves to the API that this server names the browser (see PROXY_SECRET there). */
export const PROXY_SECRET_HEADER = 'x-proxy-secret';

/**
 * Forwards `prefix/…` to the API at `target` as `/…`, streaming both ways (uploads, the live grocery
 * stream). The browser then calls its own origin: no CORS preflight before each first call, no second
 * connection to open. The API counts rate limits by the address named in X-Forwarded-For, which it
 * believes only beside `secret`: a client on this machine cannot pick its own.
 * @param {string} prefix e.g. `/api`
 * @param {string} target e.g. `http://127.0.0.1:8080`
 * @param {string | undefined} secret shared with the API
 */
function apiProxy(prefix, target, secret) {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  return (req, res) => {
    const rest = req.url.slice(prefix.length);
    // The peer this server sees, never an address the client wrote: the API believes this header.
    const { [PROXY_SECRET_HEADER]: _given, 'x-forwarded-for': _claimed, ...headers } = endToEnd(req.headers);
    const forward = http.request(
      {
        agent,
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: rest.startsWith('/') ? rest : `/${rest}`,
        // Only the address: the API reads nothing else of the proxy's (a guessed protocol would be
        // wrong where TLS ends in front of this server).
        headers: { ...headers, 'x-forwarded-for': req.socket.remoteAddress ?? '', ...(secret && { [PROXY_SECRET_HEADER]: secret }) },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { 'Content-Type': 'application/json' }).end(JSON.stringify({ detail: 'The server cannot be reached right now. Please try again.' }));
    });
    // A browser that leaves (a closed page ends its event stream) ends the call to the API too.
    res.on('close', () => forward.destroy());
    req.pipe(forward);
  };
}

/** JSON safe inside a <script> element: `<` can never close it. */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');
const attr = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The shell's page with its runtime config written in (the app reads it without a round trip) and
 * hints that start the first remote's files downloading alongside the shell's own.
 * @param {string} html
 * @param {object} runtimeConfig
 * @param {string[]} preloads links for this page's remote (see product.mjs)
 * @param {string | undefined} host the page's own host: an API served under it needs no preconnect
 */
function pageWithConfig(html, runtimeConfig, preloads, host) {
  const origins = new Set(
    [runtimeConfig.apiUrl, ...Object.values(runtimeConfig.remotes ?? {})].map((url) => new URL(url)).filter((url) => url.host !== host).map((url) => url.origin),
  );
  const head = [
    `<script id="runtime-config" type="application/json">${scriptJson(runtimeConfig)}</script>`,
    // Manifests, API calls and chunks are CORS fetches without credentials: the anonymous connection pool.
    ...[...origins].map((origin) => `<link rel="preconnect" href="${attr(origin)}" crossorigin>`),
    ...preloads,
  ].join('');
  return html.replace('</head>', `${head}</head>`);
}

/**
 * Serves one built app folder. `runtimeConfig` answers /runtime-config.json and is written into
 * every page the shell serves; `preloads(pathname)` adds `<link>` hints to the page of that route;
 * `spa` sends unknown paths to index.html; `cors` lets other origins load it; `api` forwards
 * `api.prefix/…` to the API at `api.target`, naming the browser to it with `api.secret`.
 * @param {{ dir: string, port: number, host?: string, spa?: boolean, cors?: boolean, runtimeConfig?: object, preloads?: (pathname: string) => string[], api?: { prefix: string, target: string, secret?: string } }} options
 * @returns {Promise<import('node:http').Server>}
 */
export function startStaticServer({ dir, port, host = '0.0.0.0', spa = false, cors = false, runtimeConfig, preloads = () => [], api }) {
  const toApi = api ? apiProxy(api.prefix, api.target, api.secret) : null;
  const compress = compression();
  const assets = sirv(dir, {
    single: spa,
    etag: true,
    // The build writes a Brotli copy beside each script and stylesheet (scripts/rsbuild-app.ts).
    brotli: true,
    setHeaders(res, pathname) {
      // Hashed file names never change content; manifests and pages must be fetched fresh.
      const hashed = /\.[0-9a-f]{8,}\.(js|css|svg|png|woff2?)$/.test(pathname);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const indexHtml = spa && runtimeConfig ? readFileSync(path.join(dir, 'index.html'), 'utf8') : null;
  const server = http.createServer((req, res) => {
    // The API compresses its own answers; and an event stream must not wait in a compressor.
    if (toApi && (req.url === api.prefix || req.url?.startsWith(`${api.prefix}/`) || req.url?.startsWith(`${api.prefix}?`))) return toApi(req, res);
    if (cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    }
    res.setHeader('X-Content-Type-Options', 'nosniff');
    compress(req, res, () => {
      const pathname = req.url?.split('?')[0] ?? '/';
      if (runtimeConfig && pathname === '/runtime-config.json') {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        return void res.end(JSON.stringify(runtimeConfig));
      }
      // A route of the app (no file extension): its page, config included.
      if (indexHtml && (req.method === 'GET' || req.method === 'HEAD') && (pathname === '/index.html' || !path.extname(pathname))) {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        return void res.end(req.method === 'HEAD' ? undefined : pageWithConfig(indexHtml, runtimeConfig, preloads(pathname), req.headers.host));
      }
      assets(req, res, () => {
        res.statusCode = 404;
        res.end('Not found');
      });
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
