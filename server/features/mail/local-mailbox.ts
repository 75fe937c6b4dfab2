import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config';

/** Headers a proxy adds: a request carrying one came from elsewhere, whatever its socket says. */
const forwardingHeaders = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * Mail holds sign-in and reset links, so the mailbox opens only on a machine without SMTP, when
 * not switched off, to a request whose socket is the machine itself and that passed no proxy.
 * The socket address is read directly, never `request.ip`, which a trusted proxy may rewrite.
 */
export function mayOpenLocalMailbox(
  config: Pick<Config, 'smtpUrl' | 'localMailbox'>,
  request: { socketAddress: string | undefined; headers: Record<string, unknown> },
): boolean {
  if (config.smtpUrl || !config.localMailbox) return false;
  if (forwardingHeaders.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopbackAddress(request.socketAddress);
}

export interface LocalMessage {
  to: string;
  subject: string;
  link: string;
  sentAt: Date;
}

/** The newest messages written to the mail folder (mail.service.ts), newest first. */
export async function readLocalMessages(mailDir: string, limit = 100): Promise<LocalMessage[]> {
  const names = await readdir(mailDir).catch(() => [] as string[]);
  const files = names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()
    .slice(0, limit);
  return Promise.all(
    files.map(async (name) => {
      const path = join(mailDir, name);
      const [text, info] = await Promise.all([readFile(path, 'utf8'), stat(path)]);
      const mail = JSON.parse(text) as { to: string; subject: string; link: string };
      return { to: mail.to, subject: mail.subject, link: mail.link, sentAt: info.mtime };
    }),
  );
}
