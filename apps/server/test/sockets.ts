import type { AddressInfo } from 'node:net';
import { io as ioClient, type Socket } from 'socket.io-client';
import type { TestContext } from './harness.js';

/**
 * Socket.IO clients of a test app: the app listens on a free port; every client connects over the
 * WebSocket transport as its own connection and is closed with the others at the end of the file.
 */
export interface SocketClients {
  url: string;
  /** a connected client (with the member's access token, or a guest); rejects when the server refuses it */
  connect(token?: string, opts?: { reconnection?: boolean }): Promise<Socket>;
  closeAll(): void;
}

export async function socketClients(t: TestContext): Promise<SocketClients> {
  await t.app.fastify.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(t.app.fastify.server.address() as AddressInfo).port}`;
  const open: Socket[] = [];
  return {
    url,
    async connect(token, opts = {}) {
      const s = ioClient(url, {
        transports: ['websocket'],
        forceNew: true,
        reconnection: opts.reconnection ?? false,
        auth: token ? { token } : {},
      });
      open.push(s);
      await new Promise<void>((resolve, reject) => {
        s.once('connect', () => resolve());
        s.once('connect_error', reject);
      });
      return s;
    },
    closeAll() {
      for (const s of open) s.close();
    },
  };
}

/** An event with an acknowledgement: the server's answer, or a failure after `timeoutMs`. */
export const ack = <T = Record<string, unknown>>(s: Socket, event: string, payload: unknown, timeoutMs = 5_000) =>
  s.timeout(timeoutMs).emitWithAck(event, payload) as Promise<T>;

/** The next `event` on the socket that `pred` accepts, or a failure after `timeoutMs` (a deadline, not a sleep). */
export function nextEvent<T = Record<string, unknown>>(
  s: Socket,
  event: string,
  pred: (payload: T) => boolean = () => true,
  timeoutMs = 5_000,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onEvent = (payload: T) => {
      if (!pred(payload)) return;
      clearTimeout(timer);
      s.off(event, onEvent);
      resolve(payload);
    };
    const timer = setTimeout(() => {
      s.off(event, onEvent);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    s.on(event, onEvent);
  });
}
