// Runs the pinned pnpm through npx so a machine with only Node.js and npm needs nothing installed.
import { spawnSync } from 'node:child_process';

export const PNPM_VERSION = '10.34.1';

export function pnpm(args, options = {}) {
  const result = spawnSync('npx', ['-y', `pnpm@${PNPM_VERSION}`, ...args], {
    stdio: 'inherit',
    ...options,
    env: { ...process.env, npm_config_update_notifier: 'false', ...options.env },
  });
  return result.status ?? 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(pnpm(process.argv.slice(2)));
}
