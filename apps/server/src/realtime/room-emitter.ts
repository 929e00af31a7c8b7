import { Server as IoServer } from 'socket.io';
import type { Redis } from 'ioredis';
import type { BroadcastControlType, ChatMessage } from '@lc/contracts';
import { roomEventsFor } from '../domains/chat/chat.policy.js';
import { roomKey } from './socket-module.js';
import { streamsAdapter } from './streams-adapter.js';

/**
 * Telling chat rooms from the media role. Where this node runs the realtime role its Socket.IO server
 * is used; a `SERVICES=media` node with Redis gets a Socket.IO server of its own that listens on no
 * port and only shares the realtime nodes' Redis Streams adapter (same stream and prefixes as
 * `realtime.ts`), so what it emits to a room reaches that room's viewers on every realtime node.
 */
export function createRoomEmitter(redis: Redis, prefix: string): { io: IoServer; close(): Promise<void> } {
  const io = new IoServer({
    serveClient: false,
    adapter: streamsAdapter(redis, prefix),
  });
  return {
    io,
    // io.close() expects an attached engine; this server has sockets of none, only its adapter to stop
    close: async () => {
      await io.of('/').adapter.close();
    },
  };
}

/** The room's viewers hear that the broadcast started or ended (the payload of the hub's broadcastControl). */
export function emitControl(io: IoServer, room: number, type: BroadcastControlType, liveFlag: number) {
  io.to(roomKey(room)).emit('broadcastControl', { room, type, liveFlag });
}

/** Stored chat messages to the room's viewers, with the events the hub sends for their types (chat.policy). */
export function emitChat(io: IoServer, room: number, messages: ChatMessage[]) {
  if (messages.length === 0) return;
  const to = io.to(roomKey(room));
  to.emit('chatMessage', { room, messages });
  for (const m of messages) for (const e of roomEventsFor(room, m)) to.emit(e.name, e.payload);
}
