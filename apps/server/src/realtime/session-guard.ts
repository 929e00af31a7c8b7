import type { Redis } from 'ioredis';
import type { Server as IoServer } from 'socket.io';
import type { AuthUser } from '../domains/auth/auth.tokens.js';
import { createRoomEmitter } from './room-emitter.js';

/** The room every socket of one login session joins (realtime.ts). */
export const sessionRoom = (sessionId: string): string => `session:${sessionId}`;

interface RecoverableSession {
  data?: { user?: AuthUser | undefined } | undefined;
}

/**
 * Issue 18: Socket.IO's connection-state recovery gives a socket that comes back within two minutes
 * its id, rooms and missed packets without running the handshake middleware. Here the adapter's
 * `restoreSession` (what recovery reads the saved state from, on this node or through Redis) first
 * asks whether the saved session's login is still live: when it ended while the socket was away
 * (logout, password change, withdrawal, sanction) nothing is restored, so the socket connects as a new
 * one, its handshake token is checked like any other, and it is refused (1403) before any room.
 */
export function guardRecovery(io: IoServer, stillLive: (user: AuthUser | undefined) => Promise<boolean>): void {
  const adapter = io.of('/').adapter as unknown as {
    restoreSession(pid: string, offset: string): Promise<RecoverableSession | null>;
  };
  const restore = adapter.restoreSession.bind(adapter);
  adapter.restoreSession = async (pid, offset) => {
    const saved = await restore(pid, offset);
    if (!saved) return saved;
    return (await stillLive(saved.data?.user)) ? saved : null;
  };
}

/**
 * Closes the sockets of ended sessions on every node: through this node's Socket.IO server when it
 * runs the realtime role (with Redis its adapter tells the other nodes), else, with Redis, through a
 * portless Socket.IO server sharing the realtime nodes' adapter (an API-only node ending a session).
 */
export function createSessionCloser(opts: {
  local: () => IoServer | undefined;
  redis: Redis | undefined;
  redisPrefix: string;
}) {
  let remote: ReturnType<typeof createRoomEmitter> | undefined;
  return {
    close(sessionIds: string[]): void {
      let io = opts.local();
      if (!io && opts.redis) io = (remote ??= createRoomEmitter(opts.redis, opts.redisPrefix)).io;
      if (!io) return;
      for (const sid of sessionIds) io.in(sessionRoom(sid)).disconnectSockets(true);
    },
    async stop(): Promise<void> {
      await remote?.close();
    },
  };
}
