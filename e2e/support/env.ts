import { API_PREFIX } from '../../scripts/product.mjs';

/**
 * Ports of the product under test. Each run gets its own block (E2E_PORT_OFFSET, picked once in the
 * main process by playwright.config.ts and inherited by the workers), so parallel runs never collide
 * with each other or with a dev server.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const E2E = {
  apiPort: 20000 + offset,
  webPort: 23000 + offset,
  smtpPort: 21000 + offset,
  oidcPort: 22000 + offset,
  /** A second shell (+ its own remotes) the platform journey starts to prove a remote can go down. */
  spareWebPort: 24000 + offset,
  adminEmail: 'admin@example.com',
  adminPassword: 'Admin#12345',
} as const;

/** The API itself, for the tests' own calls. */
export const apiUrl = `http://localhost:${E2E.apiPort}`;
export const webUrl = `http://localhost:${E2E.webPort}`;
/** Where the browser reaches the API, as `npm start` serves it: forwarded by the web server. */
export const publicApiUrl = `${webUrl}${API_PREFIX}`;

/** Where the in-process SMTP server drops every mail as JSON; set by the global setup. */
export function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run through playwright test so the global setup runs');
  return dir;
}
