import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * SMTP_URL set: mails go through that server. Unset: each mail is printed to the log (so a local
 * user can follow its link) and kept as JSON under DATA_DIR/mail/.
 */
export function createMailer(config: Config, log?: FastifyBaseLogger): Mailer {
  if (config.SMTP_URL) {
    const smtpUrl = config.SMTP_URL;
    // Loaded with the first mail: most of the time the API sends none.
    let transport: Promise<Transporter> | undefined;
    return {
      async send(message) {
        transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
        await (await transport).sendMail({ from: config.MAIL_FROM, ...message });
      },
    };
  }
  const dir = path.join(config.dataDir, 'mail');
  return {
    async send(message) {
      const sentAt = new Date().toISOString();
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${sentAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`);
      await writeFile(file, JSON.stringify({ from: config.MAIL_FROM, ...message, sentAt }, null, 2));
      log?.info({ to: message.to, subject: message.subject, file }, 'mail kept on disk (no SMTP_URL)');
      // Plain text on stdout, not inside a JSON log line, so the link stands on its own line and can be followed.
      console.log(`\nMail to ${message.to}: ${message.subject}\n${message.text}\n(saved as ${file})\n`);
    },
  };
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** A short mail with one call-to-action link, as text and as simple HTML (names escaped). */
export function linkMail(options: { to: string; subject: string; greeting: string; lines: string[]; action: string; link: string }): MailMessage {
  const { to, subject, greeting, lines, action, link } = options;
  const text = [greeting, '', ...lines, '', `${action}: ${link}`, ''].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p style="color:#6f6258;font-size:12px">${escapeHtml(link)}</p>`,
  ].join('\n');
  return { to, subject, text, html };
}

/** Sends and logs failures instead of throwing: for mails whose outcome must not change the answer. */
export function sendInBackground(mailer: Mailer, log: FastifyBaseLogger, message: MailMessage): void {
  mailer.send(message).catch((error: unknown) => log.error({ err: error, to: message.to }, 'mail could not be sent'));
}
