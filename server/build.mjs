// `pnpm --filter server build`: the production API as plain JavaScript in dist/, so it starts
// without a TypeScript loader (tsx alone cost ~40 MiB of resident memory).
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const outdir = new URL('./dist', import.meta.url).pathname;
rmSync(outdir, { recursive: true, force: true });

await build({
  // Flat: every file lands directly in dist/, which src/db/client.ts and src/extract/off-thread.ts
  // rely on to find the migrations, the migration child's script and the reader thread's.
  entryPoints: { server: 'src/server.ts', 'migrate-data-dir': 'src/db/migrate-data-dir.ts', 'reader-worker': 'src/extract/reader-worker.ts' },
  absWorkingDir: new URL('.', import.meta.url).pathname,
  outdir,
  bundle: true,
  // Split so the import()s of heavy modules (pg, S3, Redis, mail, sharp, the page readers) stay lazy.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Our sources and the contract of shared-api (TypeScript, no build of its own) are compiled;
  // installed packages are loaded from node_modules as they are.
  plugins: [
    {
      name: 'external-packages',
      setup(esbuild) {
        esbuild.onResolve({ filter: /^[^./]/ }, ({ path }) =>
          path === 'shared-api' || path.startsWith('shared-api/') ? undefined : { path, external: true },
        );
      },
    },
  ],
  logLevel: 'warning',
});
