// `npm test`: every check of the product, in order; exits non-zero when any fails.
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// Only Node built-ins and pnpm.mjs here: nothing is installed yet when this starts on a fresh clone.
import { pnpm } from './pnpm.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function reachable(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host, timeout: 1000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const env = { ...process.env };
if (!env.TEST_DATABASE_URL && (await reachable(5432))) env.TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

const steps = [
  ['install', ['install', ...(process.env.CI ? ['--frozen-lockfile'] : ['--prefer-offline'])]],
  ['type check', ['-r', '--no-bail', '--workspace-concurrency=2', 'typecheck']],
  ['lint', ['exec', 'eslint', '.']],
  ['unit tests', ['-r', '--no-bail', '--filter', 'shared-api', '--filter', 'shell', '--filter', './mf-*', 'test']],
  ['storybook tests', ['--filter', 'shared-ui', 'test']],
  ['storybook build', ['--filter', 'shared-ui', 'build-storybook']],
  [`server tests (PGlite${env.TEST_DATABASE_URL ? ' + PostgreSQL' : ''})`, ['--filter', 'server', 'test']],
  ['production build', ['-r', '--filter', 'shell', '--filter', './mf-*', 'build']],
  ['e2e (Chromium)', ['--filter', 'e2e', 'test']],
];

if (!existsSync(CHROMIUM)) {
  console.error(`Chromium not found at ${CHROMIUM}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}

const results = [];
for (const [label, args] of steps) {
  console.log(`\n━━ ${label} ━━`);
  const started = Date.now();
  const ok = pnpm(args, { cwd: root, env }) === 0;
  results.push({ label, ok, seconds: Math.round((Date.now() - started) / 1000) });
  if (!ok && label === 'install') break;
}

console.log('\n━━ summary ━━');
for (const { label, ok, seconds } of results) console.log(`${ok ? '✔' : '✖'} ${label} (${seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`\nchecks: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
