import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the fake Bot API received. */
export interface TelegramCall {
  token: string;
  method: string;
  fields: Record<string, string>;
  photo: { fileName: string; type: string; size: number } | null;
}

export interface FakeTelegram {
  /** The base URL to configure as TELEGRAM_API_URL. */
  url: string;
  calls: TelegramCall[];
  /** The next calls answer `{ ok: false, description }` with this status, until `failWith(null)`. */
  failWith(failure: { status: number; description: string } | null): void;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A local stand-in for the Telegram Bot API (`POST /bot<token>/<method>`, multipart or JSON): it
 * records every call and answers as Telegram does, `{ ok: true, result: { message_id } }`.
 */
export async function startFakeTelegram(): Promise<FakeTelegram> {
  const calls: TelegramCall[] = [];
  let failure: { status: number; description: string } | null = null;
  let nextMessageId = 100;
  const server = createServer(async (request, reply) => {
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '');
    const body = await bodyOf(request);
    const answer = (status: number, json: object) => {
      reply.writeHead(status, { 'content-type': 'application/json' });
      reply.end(JSON.stringify(json));
    };
    if (!match || request.method !== 'POST') return answer(404, { ok: false, description: 'Not Found' });
    const contentType = request.headers['content-type'] ?? '';
    const fields: Record<string, string> = {};
    let photo: TelegramCall['photo'] = null;
    if (contentType.startsWith('multipart/form-data')) {
      const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
      for (const [name, value] of form) {
        if (typeof value === 'string') fields[name] = value;
        else photo = { fileName: value.name, type: value.type, size: value.size };
      }
    } else if (body.length) {
      Object.assign(fields, JSON.parse(body.toString('utf8')));
    }
    calls.push({ token: match[1], method: match[2], fields, photo });
    if (failure)
      return answer(failure.status, { ok: false, error_code: failure.status, description: failure.description });
    answer(200, { ok: true, result: { message_id: nextMessageId++, chat: { id: fields.chat_id } } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    failWith: (next) => {
      failure = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
