import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { NOTIFICATION_NAMESPACE, type NotificationItem } from '#core/realtime';
import type { TestApp } from './harness';

/** Makes a test app listen on a free loopback port (sockets need a real server); answers its base URL. */
export async function listen(t: TestApp): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** A signed-in socket on the notification hub. */
export function connectNotifications(baseUrl: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(baseUrl + NOTIFICATION_NAMESPACE, {
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Collects every `Notification` a socket receives, in order. */
export function collectNotifications(socket: Socket) {
  const received: NotificationItem[] = [];
  const waiters: Array<() => void> = [];
  socket.on('Notification', (item: NotificationItem) => {
    received.push(item);
    waiters.splice(0).forEach((wake) => wake());
  });
  /** Resolves once `count` notifications have arrived; rejects after `timeoutMs`. */
  async function waitFor(count: number, timeoutMs = 5000): Promise<NotificationItem[]> {
    const deadline = Date.now() + timeoutMs;
    while (received.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`expected ${count} notifications, got ${received.length}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return received;
  }
  return { received, waitFor };
}
