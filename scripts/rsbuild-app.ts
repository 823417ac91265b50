import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

/** Singletons every app shares at run time: one React, one router, one QueryClient, one session store, one toaster. */
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
    'shared-api',
  ].map((name) => [name, { singleton: true, requiredVersion: false as const }]),
);

export const WEB_PORT = Number(process.env.WEB_PORT ?? 3000);

/** The five remotes and their offset from WEB_PORT in dev and in `npm start`. */
export const REMOTES = {
  mf_auth: 1,
  mf_recipes: 2,
  mf_planner: 3,
  mf_grocery: 4,
  mf_admin: 5,
} as const;
export type RemoteName = keyof typeof REMOTES;

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
export function federatedApp({ name, port, exposes, title }: AppOptions): RsbuildConfig {
  const isRemote = Boolean(exposes);
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name,
        exposes,
        // Remotes are registered at run time from /runtime-config.json, never baked in.
        remotes: {},
        shared: sharedSingletons,
        dts: false,
        manifest: isRemote ? { fileName: 'mf-manifest.json' } : false,
      }),
    ],
    source: { entry: { index: './src/index.ts' } },
    html: { title, meta: { viewport: 'width=device-width, initial-scale=1, viewport-fit=cover', description: 'Plan meals for your household' } },
    server: { port, strictPort: true, historyApiFallback: true, cors: isRemote ? { origin: '*' } : undefined },
    dev: { lazyCompilation: false },
    output: {
      // Remotes load from whatever origin serves them.
      assetPrefix: isRemote ? 'auto' : '/',
      cleanDistPath: true,
    },
  });
}
