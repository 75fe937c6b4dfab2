import { translate, type Language } from '../../i18n/translate';

export type MailKind =
  'verification' | 'reset' | 'authorVerification' | 'authorApproved' | 'authorRejected' | 'contactMessage';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

interface ComposeInput {
  kind: MailKind;
  language: Language;
  /** How the greeting names the recipient. */
  name: string;
  /** The button's target. */
  link: string;
  params?: Record<string, string>;
  /** Someone else's words shown as they wrote them (the contact form's message), line breaks kept. */
  quote?: string;
}

const KINDS_WITH_EXPIRY: MailKind[] = ['verification', 'reset', 'authorVerification'];

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** One message in the recipient's language, as plain text and as simple inline-styled HTML. */
export function composeMail({ kind, language, name, link, params = {}, quote }: ComposeInput): MailContent {
  const t = (key: string) => translate(language, `mail.${key}`, { ...params, name });
  const intro = t(`${kind}.intro`);
  const action = t(`${kind}.action`);
  const expiry = KINDS_WITH_EXPIRY.includes(kind) ? t(`${kind}.expiry`) : null;
  const ignore = ['authorApproved', 'authorRejected', 'contactMessage'].includes(kind) ? null : t('ignore');
  const paragraphs = [t('greeting'), intro, expiry, ignore].filter((line): line is string => !!line);

  const quoted = quote === undefined ? [] : [quote];
  const text = [
    ...paragraphs.slice(0, 2),
    ...quoted,
    `${action}: ${link}`,
    ...paragraphs.slice(2),
    '',
    t('signature'),
  ].join('\n\n');

  const safeLink = escapeHtml(link);
  const html = `<!doctype html>
<html lang="${language}">
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1b1e;background:#f8f9fa">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px">
<p>${escapeHtml(paragraphs[0]!)}</p>
<p>${escapeHtml(intro)}</p>
${quoted.map((line) => `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #ced4da;background:#f1f3f5;white-space:pre-wrap">${escapeHtml(line)}</blockquote>`).join('')}
<p><a href="${safeLink}" style="display:inline-block;padding:10px 20px;background:#1c7ed6;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(action)}</a></p>
${paragraphs
  .slice(2)
  .map((line) => `<p style="color:#495057">${escapeHtml(line)}</p>`)
  .join('\n')}
<p style="color:#495057;font-size:13px">${escapeHtml(t('linkFallback'))}<br><a href="${safeLink}">${safeLink}</a></p>
<p>${escapeHtml(t('signature'))}</p>
</div>
</body>
</html>`;

  return { subject: t(`${kind}.subject`), text, html };
}
