import { io, type Socket } from 'socket.io-client';
import {
  CHAT_CODES,
  CHAT_POLICY,
  type ChatMessage,
  type ClientPayload,
  type ClientToServerEvents,
  type JoinRoomAnswer,
  type ServerToClientEvents,
  CC,
} from '@lc/contracts';
import { checkToken, getSession } from '../../shared/session';

/** The room events the player reacts to (payloads typed by the contracts' event map). */
export type RoomEventName =
  | 'questionAnswer'
  | 'event'
  | 'viewPrdt'
  | 'fixPrdt'
  | 'regBlackUser'
  | 'broadcastControl'
  | 'like'
  | 'liveCoupon'
  | GameEventName;
export type RoomEventPayload<E extends RoomEventName> = Parameters<ServerToClientEvents[E]>[0];
/** one room event, discriminated by its name */
export type RoomEventOf = { [E in RoomEventName]: { name: E; payload: RoomEventPayload<E> } }[RoomEventName];
const ROOM_EVENTS: readonly RoomEventName[] = [
  'questionAnswer',
  'event',
  'viewPrdt',
  'fixPrdt',
  'regBlackUser',
  'broadcastControl',
  'like',
  'liveCoupon',
  'createGame',
  'joinGame',
  'chooseGameSellover',
  'chooseGameUser',
  'resultGame',
  'modGame',
];
/** the game's room events (issue 13) */
export type GameEventName =
  'createGame' | 'joinGame' | 'chooseGameSellover' | 'chooseGameUser' | 'resultGame' | 'modGame';

/** What the client sends for an event, without the room (the client adds it). */
type Sendable =
  'chatMessage' | 'like' | 'vodChatHist' | 'fixInfo' | 'chklive' | 'joinGame' | 'chooseGameUser' | 'modGame';
type SendPayload<E extends Sendable> = Omit<ClientPayload<E>, 'room'>;
/** the acknowledgement of an event (a refused or lost call answers resultCode 9000) */
export type SendAnswer<E extends Sendable> = Parameters<NonNullable<Parameters<ClientToServerEvents[E]>[1]>>[0] &
  Record<string, unknown>;

export interface ChatHandlers {
  onJoin(a: JoinRoomAnswer): void;
  onMessages(ms: ChatMessage[]): void;
  onEvent(e: RoomEventOf): void;
  /** a join code the client must act on (alert / leave / refresh failure) */
  onCode(code: string, action: 'leave' | 'stay' | 'refreshFailed'): void;
}

/**
 * One chat room over Socket.IO (live §7): the access token in the handshake `auth`, joinRoom with
 * the last seen sequence number after a reconnect (catch-up with nothing doubled), heartbeat every
 * 10 s, and the 1403 flow: refresh the token, reconnect, rejoin.
 */
export class ChatClient {
  readonly socket: Socket<ServerToClientEvents, ClientToServerEvents>;
  private lastSeq = 0;
  private seen = new Set<number>();
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private refreshing = false;

  constructor(
    readonly room: number,
    readonly mode: 'live' | 'vod',
    private h: ChatHandlers,
  ) {
    this.socket = io({
      path: '/socket.io',
      transports: ['websocket'],
      auth: (cb) => cb(this.token()),
      reconnectionDelayMax: CHAT_POLICY.reconnectDelayMaxMs,
      timeout: CHAT_POLICY.timeoutMs,
    });
    const s = this.socket;
    s.on('connect', () => {
      // a recovered connection got its missed packets from the server; otherwise rejoin and catch up
      if (!s.recovered) this.join();
    });
    s.on('connect_error', (err: Error & { data?: { resultCode?: string } }) => {
      if (err.data?.resultCode === CC.TOKEN_EXPIRED) void this.refresh();
    });
    s.on('joinRoom', (a: JoinRoomAnswer) => {
      if (a.room !== this.room) return;
      if (a.resultCode === CC.OK || a.resultCode === CC.CHAT_BANNED) {
        if (a.lastSeq !== undefined && this.lastSeq === 0) this.lastSeq = a.lastSeq;
        if (a.messages?.length) this.take(a.messages);
        this.h.onJoin(a);
        if (a.resultCode === CC.CHAT_BANNED) this.h.onCode(a.resultCode, 'stay');
        return;
      }
      this.code(a.resultCode);
    });
    s.on('chatMessage', (p) => {
      if (p.room === this.room) this.take(p.messages);
    });
    for (const name of ROOM_EVENTS) {
      const on = s.on.bind(s) as (ev: RoomEventName, fn: (p: { room: number }) => void) => void;
      on(name, (p) => {
        if (p.room === this.room) this.h.onEvent({ name, payload: p } as RoomEventOf);
      });
    }
    this.heartbeat = setInterval(() => {
      if (!s.connected) return;
      s.timeout(CHAT_POLICY.timeoutMs).emit(
        'heartbeat',
        { room: this.room },
        (err: Error | null, a?: { resultCode: string }) => {
          if (!err && a?.resultCode === CC.TOKEN_EXPIRED) void this.refresh();
        },
      );
    }, CHAT_POLICY.heartbeatMs);
  }

  private token(): { token?: string } {
    const { accessToken } = getSession();
    return accessToken ? { token: accessToken } : {};
  }

  private join() {
    this.socket.emit('joinRoom', {
      room: this.room,
      mode: this.mode,
      ...(this.seen.size ? { lastSeq: this.lastSeq } : {}),
    });
  }

  private take(ms: ChatMessage[]) {
    const fresh = ms.filter((m) => !this.seen.has(m.seq));
    for (const m of fresh) {
      this.seen.add(m.seq);
      if (m.seq > this.lastSeq) this.lastSeq = m.seq;
    }
    if (fresh.length) this.h.onMessages(fresh);
  }

  private code(code: string) {
    if (code === CC.TOKEN_EXPIRED) return void this.refresh();
    const action = (CHAT_CODES as Record<string, { action: string }>)[code]?.action ?? 'leave';
    // 'retry' (the chat reconnecting, issue 26) keeps the viewer in the room like 'stay'
    this.h.onCode(code, action === 'stay' || action === 'retry' ? 'stay' : 'leave');
  }

  /** 1403: refresh the access token, reconnect with it and rejoin. */
  private async refresh() {
    if (this.refreshing) return;
    this.refreshing = true;
    try {
      const ok = getSession().isLogin ? await checkToken({ force: true }) : true;
      if (!ok) return this.h.onCode(CC.TOKEN_EXPIRED, 'refreshFailed');
      this.socket.disconnect();
      this.socket.connect();
    } finally {
      this.refreshing = false;
    }
  }

  /** Sends with an acknowledgement: resolves the answer (resultCode 9000 when it timed out). */
  send<E extends Sendable>(event: E, payload: SendPayload<E>): Promise<SendAnswer<E>> {
    const timed = this.socket.timeout(CHAT_POLICY.timeoutMs);
    const emit = timed.emitWithAck.bind(timed) as (ev: E, p: ClientPayload<E>) => Promise<SendAnswer<E>>;
    return emit(event, { room: this.room, ...payload } as ClientPayload<E>).then(
      (a) => {
        if (a.resultCode === CC.TOKEN_EXPIRED) void this.refresh();
        return a;
      },
      () => ({ resultCode: CC.INVALID_SOCKET }) as SendAnswer<E>,
    );
  }

  close() {
    clearInterval(this.heartbeat);
    if (this.socket.connected) this.socket.emit('leaveRoom', { room: this.room });
    this.socket.close();
  }
}
