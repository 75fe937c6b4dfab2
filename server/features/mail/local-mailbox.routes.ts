import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translate, type Language } from '../../i18n/translate';
import { mayOpenLocalMailbox, readLocalMessages, type LocalMessage } from './local-mailbox';

const style = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
body { max-width: 48rem; margin: 0 auto; padding: 2rem 1rem; }
li { margin-bottom: 1rem; }
a { color: LinkText; text-decoration: underline; overflow-wrap: anywhere; }
`;
const styleHash = createHash('sha256').update(style).digest('base64');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(language: Language, messages: LocalMessage[]): string {
  const t = (key: string) => escapeHtml(translate(language, `mail.mailbox.${key}`));
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' });
  const items = messages
    .map(
      (mail) => `<li><h2>${escapeHtml(mail.subject)}</h2>
<p>${t('to')}: ${escapeHtml(mail.to)}<br>${t('sent')}: <time datetime="${mail.sentAt.toISOString()}">${escapeHtml(when.format(mail.sentAt))}</time></p>
<p><a href="${escapeHtml(mail.link)}">${t('open')}</a> <span aria-hidden="true">·</span> <code>${escapeHtml(mail.link)}</code></p></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${t('title')} — Polytsia</title><style>${style}</style></head>
<body><main>
<h1>${t('title')}</h1>
<p>${t('intro')}</p>
${messages.length ? `<ol reversed>${items}</ol>` : `<p>${t('empty')}</p>`}
<p><a href="${language === 'uk' ? '/uk' : '/'}">${t('home')}</a></p>
</main></body></html>`;
}

/**
 * `/local-mailbox` and `/uk/local-mailbox`: the messages written to DATA_DIR/mail when no SMTP
 * is configured, so a demo's sign-up can be confirmed. Anyone it must not open to gets 404.
 */
export async function localMailboxRoutes(app: FastifyInstance) {
  const { config } = app;
  const handle = (language: Language) => async (request: FastifyRequest, reply: FastifyReply) => {
    const allowed = mayOpenLocalMailbox(config, {
      socketAddress: request.raw.socket.remoteAddress,
      headers: request.headers,
    });
    if (!allowed) return reply.callNotFound();
    const messages = await readLocalMessages(config.mailDir);
    return reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'sha256-${styleHash}'; base-uri 'none'; form-action 'none'`,
      )
      .type('text/html; charset=utf-8')
      .send(page(language, messages));
  };
  app.get('/local-mailbox', { schema: { hide: true } }, handle('en'));
  app.get('/uk/local-mailbox', { schema: { hide: true } }, handle('uk'));
}
