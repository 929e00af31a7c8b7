import type { Redis } from 'ioredis';
import { CHAT_POLICY, type ChatMessage } from '@lc/contracts';
import type { ChatService } from '../domains/chat/chat.service.js';
import { roomStateAfter } from '../domains/chat/chat.policy.js';
import type { createRoomCache } from './room-cache.js';
import { createRoomHistory, observeBroadcasts } from './room-history.js';
import { roomKey, type HubServer, type HubSocket } from './socket-module.js';

/**
 * Joining a room with what the joiner missed (issue 26 §3, rejoin storms): the catch-up comes from
 * the room's recent messages kept in memory on this node (room-history.ts), not from a database
 * query per socket.
 *
 * Every broadcast this node hands to its sockets, from any node, is observed: chat batches feed the
 * rooms' recent messages and the cached row's notice and pin; a broadcast control makes this node
 * read the room again (its joiners see it ended, exited or blocked at once, though their row is
 * shared for HUB_POLICY.joinStateMs).
 */
export function createCatchUps(deps: {
  io: HubServer;
  chat: ChatService;
  rooms: ReturnType<typeof createRoomCache>;
  redis: Redis | undefined;
  log?: ((err: unknown) => void) | undefined;
}) {
  const { chat, rooms } = deps;
  const history = createRoomHistory(chat, deps.log);

  observeBroadcasts(deps.io.of('/').adapter, (event, payload) => {
    const p = payload as { room?: unknown; messages?: unknown } | undefined;
    if (typeof p?.room !== 'number') return;
    if (event === 'chatMessage' && Array.isArray(p.messages)) {
      const ms = p.messages as ChatMessage[];
      history.add(p.room, ms);
      const c = rooms.cached(p.room);
      if (c) Object.assign(c, roomStateAfter(ms));
    } else if (event === 'broadcastControl') rooms.forget(p.room);
  });
  // after an outage of Redis this node may have missed other nodes' batches: the rooms load again
  deps.redis?.on('ready', () => history.clear());

  return {
    /** how joiners caught up on this node (for metrics and tests) */
    stats: history.stats,
    /**
     * Joins `socket` to the room and answers what it missed: the room's recent messages are ready
     * first (one load per room, shared by every joiner); a joiner further behind than they reach
     * reads its older messages from the database; then the join and the read of the recent messages
     * happen in one synchronous step (nothing missed, nothing twice).
     */
    async enter(socket: HubSocket, id: number, lastSeq: number | undefined, withHistory: boolean) {
      if (withHistory) await history.ready(id);
      const behind = withHistory && history.behind(id, lastSeq);
      const older = behind ? await chat.since(id, lastSeq!, CHAT_POLICY.catchUpMax) : undefined;
      void socket.join(roomKey(id));
      return withHistory ? history.catchUp(id, lastSeq, older) : { messages: [], lastSeq: history.top(id) };
    },
  };
}
