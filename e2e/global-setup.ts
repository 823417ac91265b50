import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E } from './support/env';
import { startSmtpServer } from './support/smtp';
import { productSettings, startApi, startWeb } from '../scripts/product.mjs';

interface OidcHandle {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close: () => Promise<void>;
}

/** Optional: the Google sign-in journey's local OpenID provider. */
async function startOidc(): Promise<OidcHandle | null> {
  const file = path.join(import.meta.dirname, 'support', 'oidc.ts');
  if (!existsSync(file)) return null;
  const { startOidcProvider } = (await import('./support/oidc')) as { startOidcProvider: (port: number) => Promise<OidcHandle> };
  return startOidcProvider(E2E.oidcPort);
}

/** Starts the product the way `npm start` does, on a fresh data folder, with real SMTP and OpenID peers. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const work = mkdtempSync(path.join(tmpdir(), 'meal-e2e-'));
  const mailDir = path.join(work, 'mail');
  const { mkdirSync } = await import('node:fs');
  mkdirSync(mailDir);
  process.env.E2E_MAIL_DIR = mailDir;

  const smtp = await startSmtpServer(E2E.smtpPort, mailDir);
  const oidc = await startOidc();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(E2E.apiPort),
    WEB_PORT: String(E2E.webPort),
    DATA_DIR: path.join(work, 'data'),
    SMTP_URL: `smtp://127.0.0.1:${E2E.smtpPort}`,
    FETCH_ALLOW_PRIVATE: 'true',
    RATE_LIMIT: 'false',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: E2E.adminEmail,
    ADMIN_PASSWORD: E2E.adminPassword,
    CORS_ORIGINS: `http://localhost:${E2E.spareWebPort}`,
    ...(oidc ? { GOOGLE_ISSUER: oidc.issuer, GOOGLE_CLIENT_ID: oidc.clientId, GOOGLE_CLIENT_SECRET: oidc.clientSecret } : {}),
  };
  delete env.DATABASE_URL;
  const settings = productSettings(env);
  const api = await startApi(settings, env, { quiet: true });
  const web: Array<{ close: () => void }> = await startWeb(settings, env);

  return async () => {
    for (const server of web) server.close();
    api.kill('SIGTERM');
    await smtp.close();
    await oidc?.close();
  };
}
