import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { Language } from '../../i18n/translate';
import { composeMail, type MailKind } from './mail.templates';

export interface MailRecipient {
  email: string;
  userName: string;
  name?: string | null;
  language: string;
}

export interface SentMail {
  to: string;
  subject: string;
  link: string;
  /** Where the message was written when no SMTP server is configured. */
  file: string | null;
}

/** The page a link of a message opens, in the recipient's language (no prefix for English). */
export function localizedLink(appUrl: string, language: Language, path: string): string {
  return `${appUrl}${language === 'uk' ? '/uk' : ''}${path}`;
}

/**
 * Sends the account messages. With `SMTP_URL` they go through that server; otherwise each
 * message is written to `<DATA_DIR>/mail/` as `.eml` (open it in any mail client) plus `.json`,
 * and its link is logged, so sign-up works on a laptop with no mail server.
 */
export function createMailService({ config }: { config: Config }) {
  const transport: Transporter = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const log = (line: string) => {
    if (config.logLevel !== 'silent' && config.env !== 'test') console.info(line);
  };

  async function send(
    kind: MailKind,
    to: MailRecipient,
    path: string,
    params: Record<string, string> = {},
    extra: { href?: string; quote?: string } = {},
  ): Promise<SentMail> {
    const language: Language = to.language === 'uk' ? 'uk' : 'en';
    const link = extra.href ?? localizedLink(config.appUrl, language, path);
    const content = composeMail({ kind, language, name: to.name || to.userName, link, params, quote: extra.quote });
    const info = await transport.sendMail({ from: config.mailFrom, to: to.email, ...content });
    let file: string | null = null;
    if (!config.smtpUrl) {
      await mkdir(config.mailDir, { recursive: true });
      const base = join(
        config.mailDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${kind}-${randomBytes(3).toString('hex')}`,
      );
      await writeFile(`${base}.eml`, info.message as Buffer);
      await writeFile(
        `${base}.json`,
        JSON.stringify({ to: to.email, subject: content.subject, link, text: content.text }, null, 2),
      );
      file = `${base}.eml`;
      log(`[mail] ${kind} to ${to.email}: ${link}`);
    }
    return { to: to.email, subject: content.subject, link, file };
  }

  const query = (email: string) => `?email=${encodeURIComponent(email)}`;

  return {
    sendEmailVerification: (to: MailRecipient, token: string) =>
      send('verification', to, `/email-verification/${token}${query(to.email)}`),
    sendPasswordReset: (to: MailRecipient, token: string) => send('reset', to, `/reset-password/${token}`),
    sendAuthorVerification: (to: MailRecipient, token: string, authorName: string) =>
      send('authorVerification', to, `/author-verification/${token}${query(to.email)}`, { author: authorName }),
    sendAuthorApproved: (to: MailRecipient, authorName: string) =>
      send('authorApproved', to, '/home', { author: authorName }),
    sendAuthorRejected: (to: MailRecipient, authorName: string) =>
      send('authorRejected', to, '/company/contact', { author: authorName }),
    /** A reader's contact-form message to an administrator; the button answers the sender by mail. */
    sendContactMessage: (to: MailRecipient, message: { name: string; email: string; text: string }) =>
      send(
        'contactMessage',
        to,
        '',
        { sender: message.name, email: message.email },
        { href: `mailto:${message.email}`, quote: message.text },
      ),
    close: () => transport.close(),
  };
}

export type MailService = ReturnType<typeof createMailService>;
