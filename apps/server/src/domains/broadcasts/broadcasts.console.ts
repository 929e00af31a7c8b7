import { and, desc, eq, isNotNull } from 'drizzle-orm';
import {
  CONSOLE_POLICY,
  MSG_TYPES,
  RC,
  STAFF_ROLES,
  broadcastStatus,
  scheduleWindow,
  chatDisplayName,
  type BlackType,
  type BroadcastControlType,
  type BroadcastInfo,
  type ConsoleAction,
  type ConsolePosted,
  type ConsoleRole,
  type ConsoleState,
  type Lang,
  type RoomInfo,
} from '@lc/contracts';
import type { Db } from '../../db/client.js';
import { liveConsoleActions, products } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { AuthUser } from '../auth/auth.tokens.js';
import { buildChatMessage, type ChatMessageInput } from '../chat/chat.policy.js';
import type { ChatService, RoomRow } from '../chat/chat.service.js';
import { idempotent } from '../../shared/idempotency.js';
import type { ChatMessage } from '@lc/contracts';

/** What the console needs of the realtime hub (this node's; absent on a node without the realtime role). */
export interface ConsoleHub {
  post(room: number, m: Parameters<ChatService['append']>[2][number]): Promise<ChatMessage | undefined>;
  blacklist(room: number, userSysId: number, blackType: BlackType, by: number): Promise<boolean>;
  control(room: number, type: BroadcastControlType): Promise<number>;
  roomInfo(room: number): Promise<RoomInfo | undefined>;
}

export interface ConsoleDeps {
  db: Db;
  now: () => Date;
  chat: ChatService;
  hub: () => ConsoleHub | undefined;
  intro(
    broadcastSysId: number,
    room: number,
    viewer: { userSysId: number; lang: Lang },
  ): Promise<{
    broadcast: BroadcastInfo;
  }>;
}

/** Who may do what (live §6): the host and managers run the show; admins also moderate and block. */
export function consoleRole(user: AuthUser, r: Pick<RoomRow, 'hostUserSysId'>): ConsoleRole | undefined {
  if (user.role === 'admin') return 'admin';
  if ((STAFF_ROLES as readonly string[]).includes(user.role)) return 'manager';
  if (user.role !== 'guest' && r.hostUserSysId === user.authSysId) return 'host';
  return undefined;
}

/**
 * The host's live console (issue 13 item 1): every action is the HTTP twin of the socket path — the
 * same message rules (chat.policy), the same delivery (the hub), the same rights — audited in
 * `live_console_actions`, and run once per Idempotency-Key (a double tap replays the first answer).
 */
export function createConsoleService(d: ConsoleDeps) {
  const { db, now, chat } = d;

  async function access(user: AuthUser, room: number, adminOnly = false) {
    const r = await chat.room(room);
    if (!r) throw new AppError(RC.BROADCAST_NOT_FOUND);
    const role = consoleRole(user, r);
    if (!role || (adminOnly && role !== 'admin')) throw new AppError(RC.CONSOLE_FORBIDDEN);
    return { r, role };
  }
  const hubOrFail = () => {
    const h = d.hub();
    if (!h) throw new AppError(RC.CONSOLE_UNAVAILABLE);
    return h;
  };
  const live = (r: RoomRow) => !r.blockedAt && broadcastStatus(r, now()) === 'live';

  async function audit(room: number, user: AuthUser, role: ConsoleRole, action: ConsoleAction, detail: object) {
    await db.insert(liveConsoleActions).values({
      room,
      actorUserSysId: user.authSysId,
      actorRole: role,
      action,
      detail: detail as Record<string, unknown>,
      createdAt: now(),
    });
  }

  /** runs `act` once per (user, key); without a key it simply runs */
  function once<T extends object>(user: AuthUser, key: string | null, request: unknown, act: () => Promise<T>) {
    return idempotent<T>(
      db,
      key ? { scope: 'live-console', owner: `u:${user.authSysId}`, key, request } : null,
      now,
      async (record) => {
        const out = await act();
        await record(db, out);
        return out;
      },
    );
  }

  /** posts a host message of `input.msgType` into the room (the socket path's rules) */
  async function post(
    user: AuthUser,
    room: number,
    key: string | null,
    action: ConsoleAction,
    input: ChatMessageInput,
  ): Promise<ConsolePosted | object> {
    const { r, role } = await access(user, room);
    if (!live(r)) throw new AppError(RC.CONSOLE_NOT_LIVE);
    const hub = hubOrFail();
    return once(user, key, { room, action, input }, async () => {
      const m = await chat.member(user.authSysId);
      if (!m) throw new AppError(RC.CONSOLE_MEMBER_NOT_FOUND);
      const built = buildChatMessage(
        input,
        {
          userSysId: user.authSysId,
          nickName: chatDisplayName(m.nickName, m.userId),
          userId: chatDisplayName(null, m.userId),
          manager: true,
        },
        r.productIds,
        now(),
      );
      if ('code' in built) throw new AppError(RC.CONSOLE_INVALID);
      const stored = await hub.post(room, built.message);
      if (!stored) throw new AppError(RC.INTERNAL);
      await audit(room, user, role, action, { ...input, seq: stored.seq });
      return { seq: stored.seq };
    });
  }

  return {
    async state(user: AuthUser, room: number, lang: Lang): Promise<ConsoleState> {
      const { r, role } = await access(user, room);
      const [{ broadcast }, info, messages, actions] = await Promise.all([
        d.intro(r.broadcastSysId, room, { userSysId: user.authSysId, lang }),
        d.hub()?.roomInfo(room),
        chat.recent(room, CONSOLE_POLICY.recentMessages),
        db
          .select()
          .from(liveConsoleActions)
          .where(eq(liveConsoleActions.room, room))
          .orderBy(desc(liveConsoleActions.liveConsoleActionSysId))
          .limit(CONSOLE_POLICY.recentActions),
      ]);
      return {
        room,
        role,
        canModerate: role === 'admin',
        broadcast,
        roomInfo: info ?? {
          likeCnt: r.likeCnt,
          viewCnt: r.viewCnt,
          joinCnt: 0,
          noti: r.noti,
          fixPrdtSysId: r.fixPrdtSysId,
          liveFlag: r.liveFlag,
        },
        messages,
        actions: actions.map((a) => ({
          action: a.action as ConsoleAction,
          actorUserSysId: a.actorUserSysId,
          detail: a.detail,
          createdAt: a.createdAt.toISOString(),
        })),
      };
    },
    answer: (
      u: AuthUser,
      room: number,
      key: string | null,
      b: { content: string; answer: string; nickName?: string },
    ) => post(u, room, key, 'answer', { msgType: MSG_TYPES.question, ...b }),
    notice: (u: AuthUser, room: number, key: string | null, msg: string, msgEn?: string) =>
      post(u, room, key, 'notice', { msgType: MSG_TYPES.notice, msg, ...(msgEn ? { msgEn } : {}) }),
    banner: (u: AuthUser, room: number, key: string | null, msg: string) =>
      post(u, room, key, 'banner', { msgType: MSG_TYPES.banner, msg }),
    closeNotice: (u: AuthUser, room: number, key: string | null, msg: string) =>
      post(u, room, key, 'closeNotice', { msgType: MSG_TYPES.closeNotice, msg }),
    pin: (u: AuthUser, room: number, key: string | null, prdtSysId: number) =>
      post(u, room, key, 'pin', { msgType: MSG_TYPES.pinProduct, prdtSysId }),
    rolling: (u: AuthUser, room: number, key: string | null, prdtSysId: number) =>
      post(u, room, key, 'rolling', { msgType: MSG_TYPES.rollingProduct, prdtSysId }),

    /**
     * Live price on/off (issue 13 item 1) for one of the show's products that has a live price: on =
     * the product's live price window becomes the show's window; off = the window ends now (the
     * catalog, cart and checkout read the window, so the change applies at once). Audited, once per key.
     */
    async livePrice(user: AuthUser, room: number, key: string | null, b: { prdtSysId: number; on: boolean }) {
      const { r, role } = await access(user, room);
      if (!r.productIds.includes(b.prdtSysId)) throw new AppError(RC.CONSOLE_INVALID);
      return once(user, key, { room, action: 'livePrice', b }, async () => {
        const { startAt, endAt } = scheduleWindow(r);
        const at = now();
        const [row] = await db
          .update(products)
          .set(
            b.on
              ? { livePriceStartDate: startAt, livePriceEndDate: endAt }
              : { livePriceEndDate: at < startAt ? startAt : at },
          )
          .where(and(eq(products.prdtSysId, b.prdtSysId), isNotNull(products.livePrice)))
          .returning({
            livePrice: products.livePrice,
            from: products.livePriceStartDate,
            to: products.livePriceEndDate,
          });
        if (!row) throw new AppError(RC.CONSOLE_NO_LIVE_PRICE);
        await audit(room, user, role, 'livePrice', b);
        return {
          prdtSysId: b.prdtSysId,
          on: b.on,
          livePrice: row.livePrice,
          livePriceStartDate: row.from?.toISOString() ?? null,
          livePriceEndDate: row.to?.toISOString() ?? null,
        };
      });
    },

    /** regBlackUser over HTTP: admins only (live §6) */
    async blacklist(user: AuthUser, room: number, key: string | null, b: { userSysId: number; blackType: BlackType }) {
      const { role } = await access(user, room, true);
      const hub = hubOrFail();
      return once(user, key, { room, action: 'blacklist', b }, async () => {
        if (!(await hub.blacklist(room, b.userSysId, b.blackType, user.authSysId))) {
          throw new AppError(RC.CONSOLE_MEMBER_NOT_FOUND);
        }
        await audit(room, user, role, 'blacklist', b);
        return { userSysId: b.userSysId, blackType: b.blackType };
      });
    },

    /** broadcastControl over HTTP: start, end or exit (host, managers, admins); block (admins) */
    async control(user: AuthUser, room: number, key: string | null, type: BroadcastControlType) {
      const { role } = await access(user, room, type === 'block');
      const hub = hubOrFail();
      return once(user, key, { room, action: 'control', type }, async () => {
        const liveFlag = await hub.control(room, type);
        await audit(room, user, role, 'control', { type, liveFlag });
        return { liveFlag };
      });
    },
  };
}
export type ConsoleService = ReturnType<typeof createConsoleService>;
