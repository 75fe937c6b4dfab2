import type { AddressInfo } from 'node:net';
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

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const softBroken = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < softBroken.length; i += 1) {
    const char = softBroken[i]!;
    if (char === '=' && /^[0-9A-F]{2}$/i.test(softBroken.slice(i + 1, i + 3))) {
      bytes.push(parseInt(softBroken.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(char, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeHeaderWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function splitPart(part: string): { headers: string; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  return at < 0
    ? { headers: part, body: '' }
    : { headers: part.slice(0, at), body: part.slice(at).replace(/^\r?\n\r?\n/, '') };
}

function decodeBody(headers: string, body: string): string {
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  if (/content-transfer-encoding:\s*base64/i.test(headers))
    return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  return body;
}

/** Just enough MIME for the messages nodemailer writes: single part or multipart/alternative. */
export function parseMail(raw: string, to: string[]): CaughtMail {
  const { headers, body } = splitPart(raw);
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeHeaderWords(/^subject:\s*(.*)$/im.exec(unfolded)?.[1] ?? '');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(unfolded)?.[1];
  let text = '';
  let html = '';
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const part of parts) {
    const piece = splitPart(part.replace(/^\r?\n/, ''));
    const decoded = decodeBody(piece.headers, piece.body);
    if (/content-type:\s*text\/plain/i.test(piece.headers)) text = decoded;
    else if (/content-type:\s*text\/html/i.test(piece.headers)) html = decoded;
  }
  return { to, subject, text, html, raw };
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
        received.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        waiters.splice(0).forEach((wake) => wake());
        callback();
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
