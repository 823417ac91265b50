// `npm test`: every check of the product, in order; exits non-zero when any fails.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
// Only Node built-ins and pnpm.mjs here: nothing is installed yet when this starts on a fresh clone.
import { PNPM_VERSION } from './pnpm.mjs';

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
if (!env.TEST_REDIS_URL && (await reachable(6379))) env.TEST_REDIS_URL = 'redis://127.0.0.1:6379';

const steps = [
  ['install', ['install', ...(process.env.CI ? ['--frozen-lockfile'] : ['--prefer-offline'])]],
  ['type check', ['-r', '--no-bail', '--workspace-concurrency=2', 'typecheck']],
  ['lint', ['exec', 'eslint', '.']],
  ['unit tests', ['-r', '--no-bail', '--filter', 'shared-api', '--filter', 'shell', '--filter', './mf-*', 'test']],
  // By name: `node --test scripts/` would also take this file (test.mjs) for a test.
  ['script tests', ['exec', 'node', '--test', 'scripts/web-server.test.mjs']],
  ['storybook tests', ['--filter', 'shared-ui', 'test']],
  ['storybook build', ['--filter', 'shared-ui', 'build-storybook']],
  [`server tests (PGlite${env.TEST_DATABASE_URL ? ' + PostgreSQL' : ''})`, ['--filter', 'server', 'test']],
  ['production build', ['-r', '--filter', 'server', '--filter', 'shell', '--filter', './mf-*', 'build']],
  ['e2e (Chromium)', ['--filter', 'e2e', 'test']],
];

// Story tests and e2e need Chromium. On a fresh Debian machine where we may install packages (root),
// take it from the system's packages, as a person following the README would; otherwise say what to do.
if (!existsSync(CHROMIUM)) {
  const canInstall = !process.env.CHROMIUM_PATH && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (canInstall) {
    console.log('━━ Chromium ━━\ninstalling Debian\'s chromium package (once per machine)…');
    const apt = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (apt(['update', '-qq']).status !== 0 || apt(['install', '-y', '-qq', 'chromium']).status !== 0) process.exit(1);
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`Chromium not found at ${CHROMIUM}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
}

// Streams a step's output and keeps its end: CI logs are cut, so a failure is repeated in the summary.
function run(args) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['-y', `pnpm@${PNPM_VERSION}`, ...args], {
      cwd: root,
      env: { ...env, npm_config_update_notifier: 'false' },
      stdio: ['inherit', 'pipe', 'pipe'],
    });
    let tail = '';
    const keep = (stream, target) =>
      stream.on('data', (chunk) => {
        target.write(chunk);
        tail = (tail + chunk.toString()).slice(-12_000);
      });
    keep(child.stdout, process.stdout);
    keep(child.stderr, process.stderr);
    child.on('close', (code) => resolve({ ok: code === 0, tail }));
  });
}

// Lines that name what failed, from the end of a failing step's output (colour codes removed).
function failureLines(tail) {
  const lines = stripVTControlCharacters(tail).split('\n');
  const named = lines.filter((line) => /FAIL|✖|×|✗|Error|failed|expected/i.test(line));
  return (named.length ? named : lines).slice(-40);
}

const results = [];
for (const [label, args] of steps) {
  console.log(`\n━━ ${label} ━━`);
  const started = Date.now();
  const { ok, tail } = await run(args);
  results.push({ label, ok, tail, seconds: Math.round((Date.now() - started) / 1000) });
  if (!ok && label === 'install') break;
}

console.log('\n━━ summary ━━');
for (const { label, ok, tail } of results) {
  if (ok) continue;
  console.log(`── ${label} failed; the end of its output:`);
  for (const line of failureLines(tail)) console.log(`   ${line}`);
}
for (const { label, ok, seconds } of results) console.log(`${ok ? '✔' : '✖'} ${label} (${seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`\nchecks: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
