import { CHAT_POLICY } from '@lc/contracts';

/** Delivery and aggregation timing (issue 5 §6). */
export const HUB_POLICY = {
  /**
   * chat of a room is delivered once per tick, one frame per socket; 100 ms (not 50) halves the
   * frames a 5,000-viewer room costs the node and its viewers, for at most 50 ms more on average
   * (bench/chat)
   */
  chatTickMs: 100,
  /** likes, views and viewer counts are written and announced once per counter tick */
  counterTickMs: 1_000,
  /** a socket with more queued packets than this is too slow: it is dropped, not waited for */
  slowSocketPackets: 256,
  /** ... or with this many bytes queued in its websocket */
  slowSocketBytes: 4 * 1024 * 1024,
  /** room rows are cached this long per node */
  roomCacheMs: 2_000,
  /** messages a live joiner receives from before it joined */
  recentOnJoin: 20,
  /** joinCnt entries of other nodes expire after this many seconds */
  joinCntTtlSeconds: 10,
  /**
   * a joiner gets the room's row and viewer count computed at most this long ago (one read per room
   * shared by a crowd joining at once, issue 26 §3); broadcast controls reach every node's cache at once
   */
  joinStateMs: 1_000,
  /** recent messages kept in memory per room on every node for catch-ups (room-history.ts) */
  historySize: CHAT_POLICY.catchUpMax,
  /** rooms whose recent messages a node keeps (the least recently used is forgotten) */
  historyRooms: 1_000,
  /** a room's ring is used this long after its database load started (messages on their way arrive) */
  historySettleMs: 1_000,
} as const;
