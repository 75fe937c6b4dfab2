import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { IncomingMessage } from 'node:http';
import { Server, type Namespace, type Socket } from 'socket.io';
import {
  MESSENGER_NAMESPACE,
  NOTIFICATION_NAMESPACE,
  userRoom,
  type MessengerClientEvents,
  type MessengerServerEvents,
  type NotificationClientEvents,
  type NotificationServerEvents,
} from '#core/realtime';
import { actorOf } from '../lib/actor';
import type { CacheBus, SessionEnd } from '../lib/cache-bus';
import { authCookieName } from './auth';

type NotificationNamespace = Namespace<NotificationClientEvents, NotificationServerEvents>;
type MessengerNamespace = Namespace<MessengerClientEvents, MessengerServerEvents>;

export interface Realtime {
  io: Server;
  notifications: NotificationNamespace;
  messenger: MessengerNamespace;
  /** Sends a server event to every socket of one user, on any instance. */
  toUser<E extends keyof NotificationServerEvents>(
    userId: number,
    event: E,
    ...args: Parameters<NotificationServerEvents[E]>
  ): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

function tokenFromHandshake(socket: Socket, cookieName: string): string | null {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  if (typeof auth?.token === 'string' && auth.token) return auth.token.replace(/^Bearer /, '');
  const header = socket.handshake.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7);
  const cookies = socket.handshake.headers.cookie ?? '';
  const match = cookies.split(/;\s*/).find((part) => part.startsWith(`${cookieName}=`));
  return match ? decodeURIComponent(match.slice(cookieName.length + 1)) : null;
}

/**
 * A browser says where the page that opens a socket came from: only the site's own pages may open
 * one with the reader's cookie. The site's origin is `APP_URL`'s, or the one the request was sent to
 * (a page served under another host name of the same server). Clients that are not browsers send no
 * Origin and must carry a token anyway.
 */
export function isAllowedOrigin(request: IncomingMessage, siteOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (origin === siteOrigin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

export interface RealtimeOptions {
  redisUrl?: string;
  /** This deployment's Redis key prefix: its adapter's channels, so deployments sharing a Redis never reach each other's users. */
  redisKeyPrefix: string;
  secureCookies: boolean;
  /** `APP_URL`'s origin. */
  siteOrigin: string;
  /** Where every instance hears that a session ended, to close that session's sockets. */
  cacheBus: CacheBus;
}

/**
 * Socket.IO on the app's own HTTP server. Sockets join `user:<id>`; with `REDIS_URL` the Redis
 * adapter lets any instance reach any user's sockets.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance, options: RealtimeOptions) => {
    const io = new Server(app.server, {
      serveClient: false,
      cors: { origin: false },
      allowRequest: (request, callback) => {
        const allowed = isAllowedOrigin(request, options.siteOrigin);
        callback(allowed ? null : 'origin not allowed', allowed);
      },
    });
    const redisClients: Redis[] = [];
    if (options.redisUrl) {
      const pub = new Redis(options.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
      const sub = pub.duplicate();
      redisClients.push(pub, sub);
      for (const client of redisClients)
        client.on('error', (error) => app.log.warn({ err: error }, 'redis (real time) connection error'));
      io.adapter(createAdapter(pub, sub, { key: `${options.redisKeyPrefix}socket.io` }));
    }
    const cookieName = authCookieName(options.secureCookies);

    const authenticate = async (socket: Socket, next: (error?: Error) => void) => {
      const token = tokenFromHandshake(socket, cookieName);
      const claims = token ? await app.tokens.verify(token) : null;
      if (!claims) return next(new Error('unauthorized'));
      socket.data.userId = claims.userId;
      socket.data.actor = actorOf(claims);
      socket.data.tokenId = claims.tokenId;
      socket.data.token = token;
      await socket.join(userRoom(claims.userId));
      next();
    };

    const notifications: NotificationNamespace = io.of(NOTIFICATION_NAMESPACE);
    const messenger: MessengerNamespace = io.of(MESSENGER_NAMESPACE);
    // Each namespace's adapter subscribes on creation; a ping queued behind those subscriptions
    // resolves once they are in place, so the instance is reachable from the others when ready
    // and no subscription is left in flight when it closes.
    await Promise.all(redisClients.map((client) => client.ping()));
    notifications.use((socket, next) => void authenticate(socket, next));
    messenger.use((socket, next) => void authenticate(socket, next));

    // Runs on every instance for every session's end: this instance closes the sockets it holds.
    const closeEndedSessions = async ({ userId, tokenId }: SessionEnd) => {
      for (const namespace of [notifications, messenger] as Namespace[]) {
        for (const id of [...(namespace.adapter.rooms.get(userRoom(userId)) ?? [])]) {
          const socket = namespace.sockets.get(id);
          if (!socket) continue;
          const ended = tokenId
            ? socket.data.tokenId === tokenId
            : !(await app.tokens.verify(socket.data.token as string));
          if (ended) socket.disconnect();
        }
      }
    };
    options.cacheBus.onSessionEnded((end) => {
      closeEndedSessions(end).catch((error: unknown) =>
        app.log.warn({ err: error, ...end }, 'closing the sockets of an ended session failed'),
      );
    });

    app.decorate('realtime', {
      io,
      notifications,
      messenger,
      toUser(userId, event, ...args) {
        notifications.to(userRoom(userId)).emit(event, ...args);
      },
    } satisfies Realtime);

    // Open sockets would keep the HTTP server from closing: they go first, on this instance only.
    app.addHook('preClose', async () => {
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await io.close();
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    });
  },
  { name: 'realtime', dependencies: ['auth'] },
);
