// `npm start`: install what is missing, build the API, the shell and the remotes of remotes.json, serve API + web on the embedded database.
import { readFileSync } from 'node:fs';
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
// The remotes of remotes.json; read as plain JSON: product.mjs needs packages the install brings.
const { remotes } = JSON.parse(readFileSync(path.join(root, 'remotes.json'), 'utf8'));
const filters = ['server', 'shell', ...remotes.map((remote) => `./${remote.folder}`)].flatMap((app) => ['--filter', app]);
step(`Building the API, the shell and the ${remotes.length} remotes`, ['-r', ...filters, 'build']);
// Imported only now: it needs packages the install above brings.
const { runProduct } = await import('./product.mjs');
await runProduct();
