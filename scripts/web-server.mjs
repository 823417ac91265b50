// Static hosting for the shell and the remotes, each on its own origin, as a CDN would serve them.
import http from 'node:http';
import compression from 'compression';
import sirv from 'sirv';

/**
 * Serves one built app folder. `runtimeConfig` answers /runtime-config.json (the shell reads its
 * remotes there at boot); `spa` sends unknown paths to index.html; `cors` lets other origins load it.
 * @param {{ dir: string, port: number, host?: string, spa?: boolean, cors?: boolean, runtimeConfig?: object }} options
 * @returns {Promise<import('node:http').Server>}
 */
export function startStaticServer({ dir, port, host = '0.0.0.0', spa = false, cors = false, runtimeConfig }) {
  const compress = compression();
  const assets = sirv(dir, {
    single: spa,
    etag: true,
    setHeaders(res, pathname) {
      // Hashed file names never change content; manifests and pages must be fetched fresh.
      const hashed = /\.[0-9a-f]{8,}\.(js|css|svg|png|woff2?)$/.test(pathname);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const server = http.createServer((req, res) => {
    if (cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    }
    res.setHeader('X-Content-Type-Options', 'nosniff');
    compress(req, res, () => {
      if (runtimeConfig && req.url?.split('?')[0] === '/runtime-config.json') {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        return void res.end(JSON.stringify(runtimeConfig));
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
