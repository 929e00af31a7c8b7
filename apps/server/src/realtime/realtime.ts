import type { Server as HttpServer } from 'node:http';
import { Server as IoServer, type Socket } from 'socket.io';
import type { AuthService } from '../domains/auth/auth.service.js';
import type { AuthUser } from '../domains/auth/auth.tokens.js';

export interface SocketData {
  user: AuthUser | undefined;
}

/**
 * Socket.IO on the same HTTP server. The token travels in the handshake `auth` (not the query,
 * docs/deviations.md); a bad token is refused, no token joins as a guest viewer. Each member socket
 * joins `user:<id>` and `session:<sid>` so that ending a session closes its sockets.
 */
export function attachRealtime(server: HttpServer, auth: AuthService) {
  const io = new IoServer<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>(server, {
    path: '/socket.io',
    serveClient: false,
    pingInterval: 10_000,
    pingTimeout: 20_000,
    maxHttpBufferSize: 64 * 1024,
  });
  io.use((socket: Socket, next) => {
    const token = (socket.handshake.auth as Record<string, unknown> | undefined)?.token;
    if (typeof token !== 'string' || token === '') {
      socket.data.user = undefined;
      return next();
    }
    auth.authenticate(token).then(
      (user) => {
        socket.data.user = user;
        next();
      },
      () => next(Object.assign(new Error('unauthorized'), { data: { resultCode: '1403' } })),
    );
  });
  io.on('connection', (socket) => {
    const user = socket.data.user;
    if (user && user.role !== 'guest') {
      void socket.join(`user:${user.authSysId}`);
      if (user.sessionId) void socket.join(`session:${user.sessionId}`);
    }
  });
  return {
    io,
    /** closes the open sockets of ended sessions */
    disconnectSessions(sessionIds: string[]) {
      for (const sid of sessionIds) io.in(`session:${sid}`).disconnectSockets(true);
    },
    close: () => new Promise<void>((resolve) => void io.close(() => resolve())),
  };
}
export type Realtime = ReturnType<typeof attachRealtime>;
