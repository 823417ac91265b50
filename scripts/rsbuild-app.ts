import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, rspack, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import manifest from '../remotes.json';
import { exports as apiExports, version as apiVersion } from '../shared-api/package.json';

/**
 * A shared module is built whole, whatever the apps use of it: these are provided by a module that
 * re-exports only what the apps import (React Router whole is ~60 KB gzip).
 */
const providedBy: Record<string, string> = { 'react-router-dom': 'shared-ui/router' };

/** shared-api's feature entries: each its own share, so a page loads only the features it imports. */
const apiFeatures = ['auth', 'auth/forms', 'users', 'profiles', 'stores', 'admin', 'recipes', 'plans', 'grocery', 'household'].map((feature) => `shared-api/${feature}`);

/**
 * Singletons every app shares at run time: one React, one router, one toaster, one copy of Radix's
 * contexts, in shared-api/core one session store and fetch client, in shared-api/query one QueryClient.
 */
export const sharedSingletons = Object.fromEntries(
  [
    'react',
    'react-dom',
    'react/jsx-runtime',
    'react-dom/client',
    'react-router-dom',
    '@tanstack/react-query',
    'zustand',
    'sonner',
    'shared-ui',
    'shared-ui/widgets',
    'shared-api/core',
    'shared-api/query',
    ...apiFeatures,
  ].map((name) => [name, { singleton: true, requiredVersion: false as const, ...(name in providedBy && { import: providedBy[name] }) }]),
);

/**
 * The shell provides the singletons in its entry chunk (eager): one file fetched with the page
 * instead of async chunks behind the runtime, and no second copy built as a consume fallback.
 * sonner, the Radix widgets, TanStack Query and shared-api's features stay lazy: the first toast, the
 * first page or menu showing a widget, the first signed-in page, the first page of a feature loads
 * them (the signed-out pages need no TanStack Query).
 */
const lazyShares = new Set(['sonner', 'shared-ui/widgets', '@tanstack/react-query', 'shared-api/query', ...apiFeatures]);
/**
 * A share named by package is provided only when the app imports it, and the shell imports no
 * feature: named by file, the shell provides each anyway, so every remote takes the shell's copy
 * (built with its zod and its core) instead of bundling its own. A share named by file has no
 * version of its own: it gets the package's, or the remotes' copies (1.0.0 > 0) would win.
 */
const byFile = (name: string) => fileURLToPath(new URL(`../shared-api/${apiExports[name.replace('shared-api', '.') as keyof typeof apiExports]}`, import.meta.url));
const shellShared = Object.fromEntries(
  Object.entries(sharedSingletons).map(([name, config]) => [
    name,
    apiFeatures.includes(name) ? { ...config, import: byFile(name), version: apiVersion } : lazyShares.has(name) ? config : { ...config, eager: true },
  ]),
);

export const WEB_PORT = Number(process.env.WEB_PORT ?? 3000);

export type RemoteEntry = (typeof manifest.remotes)[number];

/** A remote of remotes.json by its folder (e.g. `mf-recipes`). */
export function remoteByFolder(folder: string): RemoteEntry {
  const remote = manifest.remotes.find((r) => r.folder === folder);
  if (!remote) throw new Error(`${folder} is not declared in remotes.json`);
  return remote;
}

/** What the dev shell reads at /runtime-config.json. */
function devRuntimeConfig(apiUrl = 'http://localhost:8080') {
  return {
    apiUrl,
    remotes: Object.fromEntries(manifest.remotes.map((r) => [r.name, `http://localhost:${WEB_PORT + r.offset}/mf-manifest.json`])),
  };
}

/**
 * Rspack embeds the federation runtime by the CommonJS files `require.resolve` finds, which cannot be
 * tree-shaken (the whole SDK came along, Node loaders included): take the ES modules beside them.
 */
const federationRuntimeAsEsm = new rspack.NormalModuleReplacementPlugin(
  /[\\/]@module-federation[\\/](webpack-bundler-runtime|runtime|inject-external-runtime-core-plugin)[\\/]dist[\\/]index\.cjs$/,
  (data) => {
    if (data.createData?.resource) data.createData.resource = data.createData.resource.replace(/\.cjs$/, '.js');
    else data.request = data.request.replace(/\.cjs$/, '.js');
  },
);

/**
 * React Router's exports name only its development build (dev warnings on); builds take the
 * production build shipped beside it.
 */
const routerEntry = createRequire(new URL('../shared-ui/package.json', import.meta.url)).resolve('react-router');
const routerProduction = routerEntry.replace(/([\\/]dist[\\/])development[\\/].*$/, '$1production/index.mjs');

interface AppOptions {
  /** Federation container name (an identifier). */
  name: string;
  /** Dev server port. */
  port: number;
  /** Exposed page modules, e.g. `{ './RecipesPage': './src/pages/recipes-page.tsx' }`. */
  exposes?: Record<string, string>;
  title: string;
}

/** One Rsbuild config shape for the shell and every remote, so they cannot drift apart. */
function federatedApp({ name, port, exposes, title }: AppOptions): RsbuildConfig {
  const isRemote = Boolean(exposes);
  // One copy of the federation runtime: the shell provides it, built remotes use it. A remote
  // running standalone in dev has no shell around it, so it keeps its own there.
  const production = process.env.NODE_ENV === 'production';
  return defineConfig({
    plugins: [
      pluginReact(),
      ...(production ? [compileHintsPlugin, brotliCopiesPlugin] : []),
      pluginModuleFederation({
        name,
        exposes,
        // Remotes are registered at run time from /runtime-config.json, never baked in.
        remotes: {},
        shared: isRemote ? sharedSingletons : shellShared,
        // A lazy share (the Radix widgets) is taken from whoever loaded it: 'version-first' would
        // fetch every registered remote's entry to compare versions first.
        shareStrategy: 'loaded-first',
        dts: false,
        experiments: {
          ...(isRemote ? { externalRuntime: production } : { provideExternalRuntime: true }),
          // Browser-only apps: leaves the runtime's Node loading code out. A remote loads no
          // remotes itself, so it leaves out the code that would.
          optimization: { target: 'web', disableRemote: isRemote },
        },
        // The shell's lists the files of its shares, for the page hints of the static server (scripts/product.mjs).
        manifest: { fileName: 'mf-manifest.json' },
      }),
    ],
    source: { entry: { index: './src/index.ts' } },
    resolve: production ? { alias: { 'react-router$': routerProduction } } : undefined,
    // The template gives <html lang="en">; Rsbuild's default has no lang.
    html: { title, template: new URL('./index.html', import.meta.url).pathname, meta: { viewport: 'width=device-width, initial-scale=1, viewport-fit=cover', description: 'Plan meals for your household' } },
    server: { port, strictPort: true, historyApiFallback: true, cors: isRemote ? { origin: '*' } : undefined },
    dev: { lazyCompilation: false },
    tools: { rspack: { plugins: [federationRuntimeAsEsm] } },
    output: {
      // Remotes load from whatever origin serves them.
      assetPrefix: isRemote ? 'auto' : '/',
      cleanDistPath: true,
    },
  });
}

/** Emits /runtime-config.json for the dev shell and its build: every remote of remotes.json on WEB_PORT + its offset. */
const runtimeConfigPlugin: RsbuildPlugin = {
  name: 'runtime-config',
  setup(api) {
    api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
      compilation.emitAsset('runtime-config.json', new sources.RawSource(`${JSON.stringify(devRuntimeConfig(), null, 2)}\n`));
    });
  },
};

/**
 * Marks every script for eager compilation (V8's explicit compile hints, Chrome 136+): nearly all
 * of an app's code runs while its page loads, and compiled on the streaming thread as it downloads
 * it no longer stops the main thread function by function. Added after minifying, which would drop it.
 */
const compileHintsPlugin: RsbuildPlugin = {
  name: 'compile-hints',
  setup(api) {
    api.processAssets({ stage: 'summarize' }, ({ assets, compilation, sources }) => {
      for (const name of Object.keys(assets)) {
        if (name.endsWith('.js')) compilation.updateAsset(name, (source) => new sources.ConcatSource('//# allFunctionsCalledOnLoad\n', source));
      }
    });
  },
};

/**
 * Writes a Brotli copy (best quality, done once here rather than on every request) beside each
 * script, stylesheet and icon; the static server sends it to browsers that accept it. 12–14 % smaller
 * than gzip: a phone's first visit downloads that much less before the page can draw.
 */
const brotliCopiesPlugin: RsbuildPlugin = {
  name: 'brotli-copies',
  setup(api) {
    api.processAssets({ stage: 'optimize-transfer' }, ({ assets, compilation, sources }) => {
      for (const [name, asset] of Object.entries(assets)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const compressed = brotliCompressSync(asset.buffer(), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
        compilation.emitAsset(`${name}.br`, new sources.RawSource(compressed));
      }
    });
  },
};

/** The shell: no exposes; its /runtime-config.json (`npm start` serves its own) lists the remotes of remotes.json. */
export function shellApp(): RsbuildConfig {
  const config = federatedApp({ name: 'shell', port: WEB_PORT, title: 'Meal Planner' });
  return {
    ...config,
    html: { ...config.html, favicon: './src/assets/favicon.svg' },
    plugins: [...(config.plugins ?? []), runtimeConfigPlugin],
    performance: {
      ...config.performance,
      chunkSplit: {
        strategy: 'split-by-experience',
        forceSplitting: {
          'lib-sonner': /node_modules[\\/]sonner[\\/]/,
          // What every signed-in page's features build on (zod, the contract's text bounds, units and
          // amounts), in one file: split by feature, each share carried its own copy of the helpers.
          'api-common': /node_modules[\\/]zod[\\/]|shared-api[\\/]src[\\/](text|units|amounts)\.ts$/,
        },
      },
    },
  };
}

/** A remote: its name, dev port, title and exposed pages all come from its entry in remotes.json. */
export function remoteApp(folder: string): RsbuildConfig {
  const remote = remoteByFolder(folder);
  return federatedApp({
    name: remote.name,
    port: WEB_PORT + remote.offset,
    title: remote.title,
    exposes: Object.fromEntries(remote.pages.map((page) => [`./${page.module}`, page.file])),
  });
}
