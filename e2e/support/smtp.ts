import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface StoredMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: number;
}

/** A real SMTP server in this process; each accepted message is parsed and saved as JSON in `dir`. */
export async function startSmtpServer(port: number, dir: string): Promise<{ close: () => Promise<void> }> {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            const mail: StoredMail = {
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              subject: email.subject ?? '',
              text: email.text ?? '',
              html: email.html ?? '',
              receivedAt: Date.now(),
            };
            // Written aside, then renamed: the tests read this folder from other processes and must never see half a file.
            const file = path.join(dir, `${Date.now()}-${++count}.json`);
            writeFileSync(`${file}.part`, JSON.stringify(mail));
            renameSync(`${file}.part`, file);
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { close: () => new Promise((resolve) => server.close(() => resolve())) };
}
