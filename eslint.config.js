import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const manifest = JSON.parse(readFileSync(new URL('./remotes.json', import.meta.url), 'utf8'));

/** The remotes' folders, from remotes.json. */
const remotes = manifest.remotes.map((remote) => remote.folder);

/** The page files of the signed-out pages (public, not signedIn), from remotes.json. */
const signedOutPages = manifest.remotes.flatMap((remote) =>
  remote.pages.filter((page) => page.public && !page.signedIn).map((page) => `${remote.folder}/${page.file.replace(/^\.\//, '')}`),
);

/** Dependencies point one way: remotes and shell → shared-ui, shared-api; never into the shell or another remote. */
function boundaryOptions(folder) {
  const forbidden = ['shell', ...remotes].filter((name) => name !== folder);
  return {
    // gitignore-style patterns: `mf-recipes/*` also matches relative paths into that folder.
    patterns: [
      ...forbidden.map((name) => ({
        group: [name, `${name}/*`],
        message: `${folder} must not import ${name}: share code through shared-ui or shared-api.`,
      })),
      // zod is no share: an app's own copy would load beside the one shared-api brings.
      { regex: '^zod(/|$)', message: `${folder} must not import zod: build schemas in shared-api with the contract's zod/mini.` },
    ],
    // Each feature of shared-api is a share of its own: the whole package would load every feature
    // on every page, and the contract (no share) would bundle a private copy of every schema.
    paths: ['shared-api', 'shared-api/contract', 'shared-api/units'].map((name) => ({
      name,
      message: `${folder} imports shared-api by feature: shared-api/core, shared-api/recipes, shared-api/grocery, …`,
    })),
  };
}

const boundaries = (folder) => ({ files: [`${folder}/**/*.{ts,tsx}`], rules: { 'no-restricted-imports': ['error', boundaryOptions(folder)] } });

/**
 * TanStack Query loads only with the signed-in pages: the shell's own code (shown on every page) and
 * the signed-out pages reach it only through AppProviders, which loads it for a signed-in page.
 */
const noTanStack = (who) => ({
  regex: '^(@tanstack/react-query|shared-api/query)$',
  message: `${who} must not import TanStack Query: signed-out pages would load it. Signed-in pages get it through AppProviders.`,
});

/** The same rules plus: nothing of the signed-in pages (only shared-api/core and shared-api/auth(/forms)). */
function signedOut(folder) {
  const options = boundaryOptions(folder);
  return {
    files: signedOutPages.filter((file) => file.startsWith(`${folder}/`)),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...options,
          patterns: [
            ...options.patterns,
            noTanStack('A signed-out page'),
            { regex: '^shared-api/(?!core$|auth$|auth/forms$)', message: 'A signed-out page imports only shared-api/core and shared-api/auth(/forms): the other features are for signed-in pages.' },
          ],
        },
      ],
    },
  };
}

const shellOptions = boundaryOptions('shell');

/**
 * A feature reaching the core by a relative path would bundle its own copy of the session store and
 * client wherever Module Federation builds that feature.
 */
const coreByName = {
  group: ['../client', '../session-store', '../runtime-config', '../api-call', '../app-providers', '../core', '../query-client', '../query-provider', '../query'],
  message: "A feature imports the core as 'shared-api/core' (and the QueryClient as 'shared-api/query'), so every app shares one copy of it.",
};

const appImports = { group: ['shell', 'shell/*', 'mf-*', 'mf-*/*', 'server', 'server/*'], message: 'Shared packages must not import apps.' };

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/storybook-static/**', '**/test-results/**', '**/playwright-report/**', 'server/drizzle/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...remotes.map(boundaries),
  ...remotes.filter((folder) => signedOutPages.some((file) => file.startsWith(`${folder}/`))).map(signedOut),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { ...shellOptions, patterns: [...shellOptions.patterns, noTanStack('The shell')] }] },
  },
  ...[
    { files: ['shared-api/**/*.{ts,tsx}'], patterns: [appImports] },
    {
      files: ['shared-api/src/*/**/*.{ts,tsx}'],
      patterns: [appImports, coreByName],
    },
    {
      // The signed-out pages' calls and the core every page loads stay free of TanStack Query.
      files: ['shared-api/src/auth/**/*.{ts,tsx}', ...['core', 'client', 'session-store', 'runtime-config', 'api-call', 'app-providers'].map((name) => `shared-api/src/${name}.{ts,tsx}`)],
      patterns: [appImports, coreByName, noTanStack('The signed-out code of shared-api')],
    },
  ].map(({ files, patterns }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns,
          // Classic zod's chained API is not tree-shaken: it would add ~28 KB gzip to every first visit.
          paths: [{ name: 'zod', message: 'shared-api uses zod/mini.' }],
        },
      ],
    },
  })),
  {
    // What the sign-in page (every first visit) evaluates builds no schema: the validator loads with
    // the first API call (shared-api/src/auth/queries.ts). Types are free.
    files: [...['core', 'client', 'define', 'session-store', 'runtime-config', 'api-call', 'app-providers'].map((name) => `shared-api/src/${name}.{ts,tsx}`), 'shared-api/src/auth/{index,queries,rules}.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^zod(/|$)', allowTypeImports: true, message: 'The first visit loads no validator: import zod types only, and build schemas in a contract.' },
            { regex: '/contract$', allowTypeImports: true, message: 'The first visit builds no schema: take contract types here, and load endpoints with the call.' },
          ],
        },
      ],
    },
  },
  {
    // The design system knows no API: the apps wire the QueryClient and runtime config around it.
    files: ['shared-ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            appImports,
            { group: ['shared-api', 'shared-api/*', '**/shared-api', '**/shared-api/*'], message: 'shared-ui must not import shared-api: take data and callbacks as props.' },
          ],
        },
      ],
    },
  },
);
