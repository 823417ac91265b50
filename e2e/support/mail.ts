import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mailDir } from './env';
import type { StoredMail } from './smtp';

/** Waits for the newest mail to `to` (optionally whose subject matches) received after `since`. */
export async function waitForMail(to: string, { subject, since = 0, timeout = 15_000 }: { subject?: RegExp; since?: number; timeout?: number } = {}): Promise<StoredMail> {
  const deadline = Date.now() + timeout;
  const address = to.toLowerCase();
  while (Date.now() < deadline) {
    const dir = mailDir();
    const mails = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .reverse()
      .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as StoredMail)
      .filter((mail) => mail.to.includes(address) && mail.receivedAt >= since && (!subject || subject.test(mail.subject)));
    if (mails[0]) return mails[0];
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to} within ${timeout} ms`);
}

/** The first link in a mail whose URL contains `fragment` (e.g. "/verify-email"). */
export function linkIn(mail: StoredMail, fragment: string): string {
  const links = `${mail.text}\n${mail.html}`.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  const link = links.find((url) => url.includes(fragment));
  if (!link) throw new Error(`No ${fragment} link in mail "${mail.subject}"`);
  return link.replaceAll('&amp;', '&');
}
