import type { Server, Socket } from 'socket.io';
import type { ZodType } from 'zod';
import type {
  BlackType,
  BroadcastControlType,
  ChatCode,
  ChatMessage,
  ClientToServerEvents,
  InterServerEvents,
  RoomInfo,
  ServerToClientEvents,
} from '@lc/contracts';
import { CC } from '@lc/contracts';
import type { AuthUser } from '../domains/auth/auth.tokens.js';
import type { ChatService, NewChatMessage, RoomRow } from '../domains/chat/chat.service.js';
import type { RateLimiter } from '../http/rate-limit.js';

/**
 * Socket modules: how a feature plugs its own socket events into the chat socket without editing the
 * hub.
 *
 *   const salesFeed: SocketModule = {
 *     name: 'sales-feed',
 *     connect(socket, hub) {
 *       hub.on(socket, 'mySalesFeed', async (payload, ack) => { ... });
 *     },
 *     close() { ... },   // optional: stop timers at shutdown
 *   };
 *   attachRealtime(server, auth, { ..., modules: [salesFeed] });   // or realtime.hub.register(salesFeed)
 *
 * `connect` runs once for every new connection (after authentication; `socket.data.user` is set, or
 * undefined for a guest). `hub` is the `HubContext`: the room cache, the rights checks (host, manager,
 * admin), the chat delivery and the counters, shared with the built-in modules in `handlers/`.
 * A module's events are typed by adding them to the contracts' event maps, by declaration merging:
 *
 *   declare module '@lc/contracts' {
 *     interface ClientToServerEvents { mySalesFeed(p: { room: number }, ack?: Ack): void }
 *     interface ServerToClientEvents { salesFeed(e: SalesFeedEvent): void }
 *   }
 */

export interface SocketData {
  user: AuthUser | undefined;
  /** expiry (seconds since epoch) of the handshake token */
  exp?: number | undefined;
  /** rooms joined and their mode */
  joined?: Record<number, 'live' | 'vod'>;
  profile?: { nickName: string; userId: string };
}

export type HubServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type HubSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
/** the acknowledgement of a client event: every answer carries a chat `resultCode` */
export type AckFn = ((answer: { resultCode: ChatCode }) => void) | undefined;

export interface HubContext {
  io: HubServer;
  chat: ChatService;
  rate: RateLimiter;
  now: () => Date;
  /**
   * the room's row, cached per node for HUB_POLICY.roomCacheMs (`fresh` reads it again; a number of
   * ms: read at most that long ago, one read shared by every caller)
   */
  room(id: number, fresh?: boolean | number): Promise<RoomRow | undefined>;
  /** the socket's member (undefined for a guest) */
  member(s: HubSocket): AuthUser | undefined;
  tokenExpired(s: HubSocket): boolean;
  /** the show's sellover host, a manager or an admin (live §6) */
  isManager(s: HubSocket, r: RoomRow): boolean;
  isAdmin(s: HubSocket): boolean;
  /** viewers of the room on every node */
  joinCnt(id: number): Promise<number>;
  /** false while the nodes' shared Redis is away (issue 26): chat sends answer CHAT_RECONNECTING */
  shared(): boolean;
  roomInfo(r: RoomRow, joined: number): RoomInfo;
  /**
   * joins the socket to the room and answers what it missed since `lastSeq` (the last messages
   * without one; none unless `withHistory`) from the room's recent messages in memory, and the
   * highest seq handed to this node's sockets
   */
  enter(
    socket: HubSocket,
    id: number,
    lastSeq: number | undefined,
    withHistory: boolean,
  ): Promise<{ messages: ChatMessage[]; lastSeq: number }>;
  /** stores and delivers a message with the room's next chat tick; undefined when storing failed */
  enqueue(id: number, m: NewChatMessage): Promise<ChatMessage | undefined>;
  /** delivers what is queued now */
  flushChat(): Promise<void>;
  addLikes(id: number, cnt: number): void;
  addView(id: number): void;
  /** the room's viewer count is announced with the next counter tick */
  touch(id: number): void;
  isMuted(room: number, userSysId: number): boolean;
  mute(room: number, userSysId: number): void;
  announceControl(id: number, type: BroadcastControlType, liveFlag: number): Promise<void>;
  /** starts, ends, exits or blocks the broadcast and tells its room (rights are the caller's) */
  control(id: number, type: BroadcastControlType): Promise<number>;
  /** black-lists a member in a room (rights are the caller's); false when there is no such member */
  blacklist(room: number, userSysId: number, blackType: BlackType, by: number): Promise<boolean>;
  /** registers a handler that answers 9000 (and logs) instead of failing silently when it throws */
  on<E extends keyof ClientToServerEvents>(
    socket: HubSocket,
    event: E,
    handler: (payload: unknown, ack: AckFn) => unknown,
  ): void;
}

export interface SocketModule {
  /** for logs */
  name: string;
  /** called for every new connection: register the module's handlers on `socket` */
  connect(socket: HubSocket, hub: HubContext): void;
  /** shutdown */
  close?(): void;
}

export const roomKey = (room: number) => `schedule:${room}`;
/** the sockets of one member in one room */
export const userRoomKey = (user: number, room: number) => `ur:${user}:${room}`;

export function parse<T>(schema: ZodType<T>, payload: unknown): T | undefined {
  const r = schema.safeParse(payload);
  return r.success ? r.data : undefined;
}

export function answer(ack: AckFn, code: ChatCode, extra: Record<string, unknown> = {}) {
  if (typeof ack === 'function') ack({ resultCode: code, ...extra });
}

export const failed = (ack: AckFn) => answer(ack, CC.INVALID_SOCKET);
