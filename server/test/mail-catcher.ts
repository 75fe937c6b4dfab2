import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  /** The decoded text/plain part. */
  text: string;
  /** The decoded text/html part. */
  html: string;
  raw: string;
}

/** Decodes a message as a mail client would (headers, multipart, transfer encodings) via mailparser. */
async function parseMail(raw: string, to: string[]): Promise<CaughtMail> {
  const parsed = await simpleParser(raw);
  return { to, subject: parsed.subject ?? '', text: parsed.text ?? '', html: parsed.html || '', raw };
}

/** A real SMTP server on a free local port that keeps every message it receives. */
export async function startMailCatcher() {
  const received: CaughtMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        parseMail(Buffer.concat(chunks).toString('utf8'), to).then(
          (mail) => {
            received.push(mail);
            waiters.splice(0).forEach((wake) => wake());
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /** Waits for the next message to `email` not yet taken, and takes it. */
  async function nextMailTo(email: string): Promise<CaughtMail> {
    for (;;) {
      const index = received.findIndex((mail) => mail.to.includes(email.toLowerCase()) || mail.to.includes(email));
      if (index >= 0) return received.splice(index, 1)[0]!;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  }

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    received,
    nextMailTo,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;

/** The first link to `path` (e.g. '/reset-password/') in a message's text. */
export function linkIn(mail: CaughtMail, path: string): URL {
  const match = new RegExp(`https?://\\S*${path.replace(/\//g, '\\/')}\\S*`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return new URL(match[0]);
}
