import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Config } from '../config';

export interface SavedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Mails the app "sent" without SMTP_URL: saved as JSON under DATA_DIR/mail/, oldest first. */
export function savedMails(config: Config, to?: string): SavedMail[] {
  const dir = path.join(config.dataDir, 'mail');
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  const mails = files.map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as SavedMail);
  return to ? mails.filter((mail) => mail.to === to.toLowerCase()) : mails;
}

/** The token of the newest link to `route` (/verify-email or /reset-password) mailed to `to`. */
export function mailedToken(config: Config, to: string, route: '/verify-email' | '/reset-password'): string {
  const mail = savedMails(config, to)
    .reverse()
    .find((m) => m.text.includes(`${route}?token=`));
  const token = mail?.text.match(new RegExp(`${route}\\?token=([\\w-]+)`))?.[1];
  if (!token) throw new Error(`no ${route} mail for ${to}`);
  return token;
}

export const STRONG_PASSWORD = 'Sup3r$ecret';

export interface TestAccount {
  email: string;
  password: string;
  token: string;
  userId: string;
  auth: { authorization: string };
}

let counter = 0;

/** Signs up through the API, follows the mailed link and signs in: a ready household with one profile. */
export async function createVerifiedAccount(
  app: FastifyInstance,
  config: Config,
  options: { fullName?: string; email?: string; password?: string } = {},
): Promise<TestAccount> {
  const email = options.email ?? `user${++counter}-${randomBytes(3).toString('hex')}@example.com`;
  const password = options.password ?? STRONG_PASSWORD;
  const signup = await app.inject({
    method: 'POST',
    url: '/auth/signup',
    payload: { full_name: options.fullName ?? 'Test Person', email, password },
  });
  if (signup.statusCode !== 200) throw new Error(`signup failed: ${signup.body}`);
  const verify = await app.inject({ method: 'GET', url: `/auth/verify-email?token=${mailedToken(config, email, '/verify-email')}` });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const body = login.json<{ access_token: string; user_id: string }>();
  return { email, password, token: body.access_token, userId: body.user_id, auth: { authorization: `Bearer ${body.access_token}` } };
}

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data payload for app.inject. */
export function multipart(fields: Record<string, string>, file?: FilePart): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function pngImage(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2b8a3e' } }).png().toBuffer();
}
