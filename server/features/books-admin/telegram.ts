import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';

export type TelegramSettings = NonNullable<Config['telegram']>;

/** What a channel post carries: a caption (Telegram's HTML) and, when there is one, a picture. */
export interface TelegramPost {
  caption: string;
  photo?: { content: Buffer; fileName: string } | { url: string };
}

const TIMEOUT_MS = 10_000;

/** Text for Telegram's HTML parse mode: only &, < and > are special. */
export const telegramHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface BotAnswer {
  ok: boolean;
  description?: string;
  result?: { message_id?: number };
}

/**
 * Posts to the configured channel through the Bot API (`sendPhoto` with the caption, or
 * `sendMessage` without a picture) and answers the message id. Any failure — the API refusing,
 * no answer within 10 s, a network error — is a 502 naming Telegram's reason.
 */
export async function postToTelegram(settings: TelegramSettings, post: TelegramPost): Promise<number> {
  const form = new FormData();
  form.set('chat_id', settings.channelId);
  form.set('parse_mode', 'HTML');
  let method = 'sendMessage';
  if (post.photo) {
    method = 'sendPhoto';
    form.set('caption', post.caption);
    if ('url' in post.photo) form.set('photo', post.photo.url);
    else form.set('photo', new Blob([new Uint8Array(post.photo.content)], { type: 'image/webp' }), post.photo.fileName);
  } else {
    form.set('text', post.caption);
  }
  const url = `${settings.apiUrl.replace(/\/$/, '')}/bot${settings.botToken}/${method}`;
  let answer: BotAnswer;
  try {
    const response = await fetch(url, { method: 'POST', body: form, signal: AbortSignal.timeout(TIMEOUT_MS) });
    answer = (await response.json()) as BotAnswer;
  } catch (error) {
    throw new HttpError(502, 'admin-books.errors.telegramFailed', { reason: (error as Error).name });
  }
  const messageId = answer.result?.message_id;
  if (!answer.ok || typeof messageId !== 'number')
    throw new HttpError(502, 'admin-books.errors.telegramFailed', { reason: answer.description ?? 'unknown' });
  return messageId;
}
