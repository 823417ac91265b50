// What `npm start` and the e2e tests run: the API server plus the shell and five remotes on their own origins.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './web-server.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The remotes of remotes.json: name, folder, offset from WEB_PORT (DESIGN.md §4) and pages.
 * @type {Array<{ name: string, folder: string, title: string, offset: number, pages: Array<{ module: string, file: string, path: string, public?: boolean, signedIn?: boolean }> }>}
 */
export const remotes = JSON.parse(readFileSync(path.join(root, 'remotes.json'), 'utf8')).remotes;

/** Where the shell's web server answers for the API when PUBLIC_API_URL names no other address. */
export const API_PREFIX = '/api';

/** Shared by the API and the web server that forwards to it, so the API believes whom it names; one per run. */
const runSecret = randomBytes(32).toString('hex');

/**
 * Resolved ports and URLs; a remote whose URL is configured (e.g. MF_GROCERY_URL) is not served here.
 * Unless PUBLIC_API_URL says otherwise, browsers reach the API under the web origin (`/api`, forwarded
 * by the shell's server): a call then needs no CORS preflight, which cost every page's first call a
 * round trip, and no second connection.
 */
export function productSettings(env = process.env) {
  const port = Number(env.PORT || 8080);
  const webPort = Number(env.WEB_PORT || 3000);
  const webUrl = (env.PUBLIC_WEB_URL || `http://localhost:${webPort}`).replace(/\/+$/, '');
  const proxiedApi = !env.PUBLIC_API_URL;
  const apiUrl = (env.PUBLIC_API_URL || `${webUrl}${API_PREFIX}`).replace(/\/+$/, '');
  const host = new URL(webUrl).hostname;
  const remoteUrls = Object.fromEntries(
    remotes.map((r) => [r.name, (env[`${r.name.toUpperCase()}_URL`] || `http://${host}:${webPort + r.offset}`).replace(/\/+$/, '')]),
  );
  const proxySecret = proxiedApi ? env.PROXY_SECRET || runSecret : undefined;
  return { port, webPort, webUrl, apiUrl, proxiedApi, proxySecret, remoteUrls, dataDir: path.resolve(root, env.DATA_DIR || 'data') };
}

export function runtimeConfig(settings) {
  return {
    apiUrl: settings.apiUrl,
    remotes: Object.fromEntries(Object.entries(settings.remoteUrls).map(([name, url]) => [name, `${url}/mf-manifest.json`])),
  };
}

/** The shell's files of one of its lazy shares (e.g. `shared-ui/widgets`), from its build's manifest. */
function shellShareFiles(name) {
  const manifestFile = path.join(root, 'shell', 'dist', 'mf-manifest.json');
  if (!existsSync(manifestFile)) return [];
  const share = JSON.parse(readFileSync(manifestFile, 'utf8')).shared.find((s) => s.name === name);
  return share?.assets.js.sync ?? [];
}

/**
 * Per route, `<link>` hints for the files its remote page loads: the manifest, the remote entry and
 * the page's own chunks and stylesheets, read from the manifests of the remotes served here (a remote served
 * elsewhere gets none; its page still loads, one round trip at a time). Signed-in pages also get
 * the shell's light widgets (tabs, and the triggers of menus, popovers and tooltips), its TanStack
 * Query and the shell's copies of the shared-api features their remote uses, which would otherwise
 * be asked for only once the page's chunk runs. Signed-out pages skip all of these, so the sign-in
 * page's first visit is the smallest (the service worker fetches the shell's other files after load).
 * Script hints are low priority, like the shell's own deferred scripts: those draw the first paint,
 * and a high-priority hint would go before them.
 * @returns {(pathname: string) => string[]}
 */
export function remotePreloads(settings, env = process.env) {
  const routes = [];
  // The shell's page loads its eager shares (the core, React, the router) itself: only its async chunks need a hint.
  const shellScripts = (names) =>
    [...new Set(names.flatMap(shellShareFiles))].filter((file) => file.includes('/async/')).map((file) => `<link rel="preload" as="script" fetchpriority="low" href="/${file}">`);
  const widgets = shellScripts(['shared-ui/widgets']);
  const query = shellScripts(['@tanstack/react-query', 'shared-api/query']);
  for (const remote of remotes) {
    const manifestFile = path.join(root, remote.folder, 'dist', 'mf-manifest.json');
    if (env[`${remote.name.toUpperCase()}_URL`] || !existsSync(manifestFile)) continue;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const base = settings.remoteUrls[remote.name];
    const script = (file) => `<link rel="preload" as="script" fetchpriority="low" href="${base}/${file}">`;
    const style = (file) => `<link rel="preload" as="style" href="${base}/${file}">`;
    const features = shellScripts(manifest.shared.map((share) => share.name).filter((name) => name.startsWith('shared-api/')));
    for (const page of remote.pages) {
      const expose = manifest.exposes.find((e) => e.name === page.module);
      const signedIn = !page.public || Boolean(page.signedIn);
      const scripts = [
        script(manifest.metaData.remoteEntry.name),
        ...(expose?.assets.js.sync ?? []).map(script),
        ...(signedIn ? [...new Set([...query, ...widgets, ...features])] : []),
      ];
      // The page's chunk resolves only once its stylesheet has loaded too.
      const styles = (expose?.assets.css.sync ?? []).map(style);
      const links = [`<link rel="preload" as="fetch" crossorigin href="${base}/mf-manifest.json">`, ...scripts, ...styles];
      routes.push({ pattern: new RegExp(`^${page.path.replace(/:[^/]+/g, '[^/]+')}/?$`), links });
    }
  }
  return (pathname) => routes.find((route) => route.pattern.test(pathname))?.links ?? [];
}

/** Starts the static servers of the shell and every locally served remote. */
export async function startWeb(settings, env = process.env) {
  const servers = [];
  for (const remote of remotes) {
    if (env[`${remote.name.toUpperCase()}_URL`]) continue;
    servers.push(
      await startStaticServer({ dir: path.join(root, remote.folder, 'dist'), port: settings.webPort + remote.offset, cors: true }),
    );
  }
  servers.push(
    await startStaticServer({
      dir: path.join(root, 'shell', 'dist'),
      port: settings.webPort,
      spa: true,
      runtimeConfig: runtimeConfig(settings),
      preloads: remotePreloads(settings, env),
      api: settings.proxiedApi ? { prefix: API_PREFIX, target: `http://127.0.0.1:${settings.port}`, secret: settings.proxySecret } : undefined,
    }),
  );
  return servers;
}

/** Node's arguments in the server package's `start` script (`node dist/server.js`). */
const startArgs = JSON.parse(readFileSync(path.join(root, 'server', 'package.json'), 'utf8')).scripts.start.split(' ').slice(1);
const apiEntry = path.join(root, 'server', startArgs.at(-1));

/**
 * Node's arguments for the production API, run in the server folder and spawned without a package
 * manager in between: the `start` script's. On the embedded database (no DATABASE_URL) a small
 * young generation keeps the process's memory down (under load peak RSS ~250 MiB instead of
 * ~270–295), for a few per cent of throughput one household never needs. On PostgreSQL, whose
 * p99 target is the tight one (a run with it measured 18–23 ms against 12–15), V8 keeps its default.
 */
export const apiArgsFor = (env) => (env.DATABASE_URL ? startArgs : ['--max-semi-space-size=4', ...startArgs]);

/** Starts the built API as a child process and resolves once /health answers. */
export async function startApi(settings, env = process.env, { quiet = false } = {}) {
  if (!existsSync(apiEntry)) throw new Error(`${path.relative(root, apiEntry)} is missing: build the API first (node scripts/pnpm.mjs --filter server build)`);
  const child = spawn(process.execPath, apiArgsFor(env), {
    cwd: path.join(root, 'server'),
    // The API's own links (Google's return address, its pictures) use the address browsers reach it at.
    env: {
      ...env,
      DATA_DIR: settings.dataDir,
      PORT: String(settings.port),
      WEB_PORT: String(settings.webPort),
      PUBLIC_API_URL: settings.apiUrl,
      ...(settings.proxySecret && { PROXY_SECRET: settings.proxySecret }),
    },
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${settings.port}/health`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('API server did not become healthy within 60 s');
}

/** Runs until SIGINT/SIGTERM, then stops everything. */
export async function runProduct(env = process.env) {
  const settings = productSettings(env);
  const api = await startApi(settings, env);
  const web = await startWeb(settings, env);
  const apiLine = settings.proxiedApi ? `${settings.apiUrl} (forwarded to port ${settings.port}; docs: http://localhost:${settings.port}/docs)` : `${settings.apiUrl} (docs: ${settings.apiUrl}/docs)`;
  console.log(`\nMeal Planner is running: ${settings.webUrl}\nAPI: ${apiLine}\n`);
  const stop = () => {
    for (const server of web) server.close();
    api.kill('SIGTERM');
    api.once('exit', () => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runProduct().catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}
