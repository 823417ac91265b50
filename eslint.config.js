import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The remotes' folders, from remotes.json. */
const remotes = JSON.parse(readFileSync(new URL('./remotes.json', import.meta.url), 'utf8')).remotes.map((remote) => remote.folder);

/** Dependencies point one way: remotes and shell → shared-ui, shared-api; never into the shell or another remote. */
function boundaries(folder) {
  const forbidden = ['shell', ...remotes].filter((name) => name !== folder);
  return {
    files: [`${folder}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
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
        },
      ],
    },
  };
}

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
  ...[...remotes, 'shell'].map(boundaries),
  ...[
    { files: ['shared-api/**/*.{ts,tsx}'], patterns: [appImports] },
    {
      // A feature reaching the core by a relative path would bundle its own copy of the session store
      // and client wherever Module Federation builds that feature.
      files: ['shared-api/src/*/**/*.{ts,tsx}'],
      patterns: [
        appImports,
        {
          group: ['../client', '../session-store', '../query-client', '../runtime-config', '../app-providers', '../core'],
          message: "A feature imports the core as 'shared-api/core', so every app shares one copy of it.",
        },
      ],
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
