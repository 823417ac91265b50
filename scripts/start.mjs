// `npm start`: install what is missing, build the six apps, serve API + web on the embedded database.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const step = (label, args) => {
  console.log(`\n▶ ${label}`);
  if (pnpm(args, { cwd: root }) !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(1);
  }
};

step('Installing dependencies', ['install', '--prefer-offline']);
step('Building the shell and the five remotes', ['-r', '--filter', 'shell', '--filter', './mf-*', 'build']);
// Imported only now: it needs packages the install above brings.
const { runProduct } = await import('./product.mjs');
await runProduct();
