import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject } from 'vitest';
import { WAIT } from './journey';

export interface WrittenMail {
  to: string;
  subject: string;
  link: string;
  text: string;
  file: string;
}

/** Kinds the mail service writes into the file name: `<time>-<kind>-<random>.json`. */
export type MailKind = 'verification' | 'reset' | 'authorVerification' | 'authorApproved' | 'authorRejected';

function mailOf(dir: string, email: string, kind: MailKind): WrittenMail[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json') && name.includes(`-${kind}-`))
    .sort()
    .map((name) => ({
      ...(JSON.parse(readFileSync(join(dir, name), 'utf8')) as Omit<WrittenMail, 'file'>),
      file: name,
    }))
    .filter((mail) => mail.to.toLowerCase() === email.toLowerCase());
}

/**
 * The newest message of a kind to an address, as the app wrote it to DATA_DIR/mail (no SMTP in
 * the harness), waiting for it to arrive.
 */
export async function waitForMail(email: string, kind: MailKind): Promise<WrittenMail> {
  const dir = join(inject('dataDir'), 'mail');
  await expect.poll(() => mailOf(dir, email, kind).length, WAIT).toBeGreaterThan(0);
  return mailOf(dir, email, kind).at(-1)!;
}

/** The path and query of the mail's link, to open on the harness's server. */
export function linkPath(mail: WrittenMail): string {
  const url = new URL(mail.link);
  return url.pathname + url.search;
}
