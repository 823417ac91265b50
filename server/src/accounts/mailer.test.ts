import type { FastifyBaseLogger } from 'fastify';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { createMailer, linkMail } from './mailer';

const dirs: string[] = [];
const configWith = (env: Record<string, string>) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mailer-test-'));
  dirs.push(dir);
  return loadConfig({ DATA_DIR: dir, JWT_SECRET: 'test-secret-test-secret-test-secret', ...env });
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const message = linkMail({
  to: 'reader@example.com',
  subject: 'Verify your email address',
  greeting: 'Hi <b>Bob</b>,',
  lines: ['Welcome.'],
  action: 'Verify my email',
  link: 'http://localhost:3000/verify-email?token=abc',
});

describe('createMailer', () => {
  it('without SMTP_URL prints the mail with its link and keeps it as JSON under DATA_DIR/mail', async () => {
    const config = configWith({});
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    // Even with the app's JSON logger the mail goes to stdout as plain text, not into a log line.
    const info = vi.fn();
    await createMailer(config, { info } as unknown as FastifyBaseLogger).send(message);
    expect(JSON.stringify(info.mock.calls)).not.toContain('token=abc');
    // The link has a line to itself, so a terminal shows it whole and clickable.
    expect(String(log.mock.calls[0]?.[0]).split('\n')).toContain('Verify my email: http://localhost:3000/verify-email?token=abc');
    log.mockRestore();
    const files = readdirSync(path.join(config.dataDir, 'mail'));
    expect(files).toHaveLength(1);
    const saved = JSON.parse(readFileSync(path.join(config.dataDir, 'mail', files[0]!), 'utf8'));
    expect(saved).toMatchObject({ to: 'reader@example.com', subject: 'Verify your email address' });
    // Names are escaped in the HTML part.
    expect(saved.html).toContain('Hi &lt;b&gt;Bob&lt;/b&gt;,');
  });

  it('with SMTP_URL delivers through that server', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    try {
      await createMailer(configWith({ SMTP_URL: `smtp://127.0.0.1:${port}` })).send(message);
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('To: reader@example.com');
      expect(received[0]).toContain('verify-email?token=abc');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
