import { activeSanctions } from '../../shared/sanctions.js';
import { and, asc, desc, eq, gt, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { BLACK_TYPES, LIVE_FLAGS, type BroadcastControlType, type ChatMessage } from '@lc/contracts';
import type { Db } from '../../db/client.js';
import {
  broadcastProducts,
  broadcastSchedules,
  broadcasts,
  chatBlackList,
  chatMessages,
  users,
} from '../../db/schema/index.js';

export interface RoomRow {
  room: number;
  broadcastSysId: number;
  startDate: string;
  startTime: string;
  endTime: string;
  liveFlag: number;
  highlightUrl: string | null;
  hlsUrl: string | null;
  isRecChat: number;
  blockedAt: Date | null;
  hostUserSysId: number | null;
  likeCnt: number;
  viewCnt: number;
  noti: string | null;
  notiEn: string | null;
  fixPrdtSysId: number | null;
  chatSeq: number;
  productIds: number[];
}

export interface MemberRow {
  userSysId: number;
  userId: string;
  nickName: string;
  status: string;
}

/** A message waiting for its sequence number. */
export type NewChatMessage = Omit<ChatMessage, 'seq' | 'histType' | 'createdAt'> & { createdAt: Date };

type MsgRow = typeof chatMessages.$inferSelect;

export function presentMessage(r: MsgRow, histType: number): ChatMessage {
  return {
    seq: r.seq,
    msgType: r.msgType,
    msg: r.msg,
    nickName: r.nickName,
    userId: r.userId,
    userSysId: r.userSysId,
    permission: r.permission,
    content: r.content,
    answer: r.answer,
    prdtSysId: r.prdtSysId,
    histType,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Chat storage: rooms, members, black list, messages with per-room sequence numbers, counters. */
export function createChatService(db: Db, now: () => Date) {
  return {
    async room(room: number): Promise<RoomRow | undefined> {
      const [r] = await db
        .select({
          room: broadcastSchedules.broadcastScheduleSysId,
          broadcastSysId: broadcastSchedules.broadcastSysId,
          startDate: broadcastSchedules.startDate,
          startTime: broadcastSchedules.startTime,
          endTime: broadcastSchedules.endTime,
          liveFlag: broadcastSchedules.liveFlag,
          highlightUrl: broadcastSchedules.highlightUrl,
          hlsUrl: broadcastSchedules.hlsUrl,
          isRecChat: broadcasts.isRecChat,
          blockedAt: broadcasts.blockedAt,
          hostUserSysId: broadcasts.hostUserSysId,
          likeCnt: broadcastSchedules.likeCnt,
          viewCnt: broadcastSchedules.viewCnt,
          noti: broadcastSchedules.noti,
          notiEn: broadcastSchedules.notiEn,
          fixPrdtSysId: broadcastSchedules.fixPrdtSysId,
          chatSeq: broadcastSchedules.chatSeq,
        })
        .from(broadcastSchedules)
        .innerJoin(broadcasts, eq(broadcasts.broadcastSysId, broadcastSchedules.broadcastSysId))
        .where(eq(broadcastSchedules.broadcastScheduleSysId, room));
      if (!r) return undefined;
      const prods = await db
        .select({ id: broadcastProducts.prdtSysId })
        .from(broadcastProducts)
        .where(eq(broadcastProducts.broadcastSysId, r.broadcastSysId));
      return { ...r, productIds: prods.map((p) => p.id) };
    },

    async member(userSysId: number): Promise<MemberRow | undefined> {
      const [u] = await db
        .select({ userSysId: users.userSysId, userId: users.userId, nickName: users.nickName, status: users.status })
        .from(users)
        .where(eq(users.userSysId, userSysId));
      return u;
    },

    /** The member's standing in a room: forced out (this room or permanently) and muted. */
    async standing(userSysId: number, room: number): Promise<{ out: boolean; muted: boolean }> {
      const rows = await db
        .select({ type: chatBlackList.blackType, room: chatBlackList.broadcastScheduleSysId })
        .from(chatBlackList)
        .where(
          and(
            eq(chatBlackList.userSysId, userSysId),
            or(eq(chatBlackList.broadcastScheduleSysId, room), eq(chatBlackList.blackType, BLACK_TYPES.permanentExit)),
          ),
        );
      // operator sanctions (issue 15) apply in every room
      const sanction = await activeSanctions(db, userSysId, now());
      return {
        out:
          sanction.locked ||
          rows.some(
            (r) => r.type === BLACK_TYPES.permanentExit || (r.type === BLACK_TYPES.forcedExit && r.room === room),
          ),
        muted: sanction.chatBanned || rows.some((r) => r.type === BLACK_TYPES.muted && r.room === room),
      };
    },

    async blacklist(userSysId: number, room: number, blackType: number, byUserSysId: number): Promise<boolean> {
      const [u] = await db.select({ id: users.userSysId }).from(users).where(eq(users.userSysId, userSysId));
      if (!u) return false;
      await db
        .insert(chatBlackList)
        .values({ userSysId, broadcastScheduleSysId: room, blackType, byUserSysId, createdAt: now() });
      return true;
    },

    /**
     * Hands out the next sequence numbers of a room (one UPDATE for the whole batch) and stores the
     * messages unless the room does not record chat; notices and pins also update the room state.
     */
    async append(room: number, record: boolean, msgs: NewChatMessage[]): Promise<ChatMessage[]> {
      if (msgs.length === 0) return [];
      const lastNotice = [...msgs].reverse().find((m) => m.msgType === 3);
      const lastPin = [...msgs].reverse().find((m) => m.msgType === 8);
      const n = msgs.length;
      // one statement per batch (atomic on its own, no transaction round trips): the UPDATE hands out
      // the sequence numbers and the INSERT, fed by one JSON parameter, stores the batch with them;
      // building a multi-row insert with a dozen parameters per message, or four statements in a
      // transaction, cost more CPU than delivering the batch (bench/chat)
      const extra = sql.join(
        [
          ...(lastNotice ? [sql`, noti = ${lastNotice.msg}, noti_en = ${lastNotice.msgEn ?? null}`] : []),
          ...(lastPin ? [sql`, fix_prdt_sys_id = ${lastPin.prdtSysId}`] : []),
        ],
        sql``,
      );
      const store = record
        ? sql`, ins as (
            insert into chat_messages (broadcast_schedule_sys_id, seq, msg_type, msg, user_sys_id, nick_name,
              user_id, permission, content, answer, prdt_sys_id, created_at)
            select ${room}::int, s.chat_seq - ${n}::int + x.i, x.msg_type, x.msg, x.user_sys_id, x.nick_name,
              x.user_id, x.permission, x.content, x.answer, x.prdt_sys_id, x.created_at
            from s, json_to_recordset(${JSON.stringify(
              msgs.map((m, i) => ({
                i: i + 1,
                msg_type: m.msgType,
                msg: m.msg,
                user_sys_id: m.userSysId,
                nick_name: m.nickName,
                user_id: m.userId,
                permission: m.permission,
                content: m.content,
                answer: m.answer,
                prdt_sys_id: m.prdtSysId,
                created_at: m.createdAt.toISOString(),
              })),
            )}::json) as x(i int, msg_type smallint, msg text, user_sys_id int, nick_name varchar, user_id varchar,
              permission smallint, content text, answer text, prdt_sys_id int, created_at timestamptz))`
        : sql``;
      const res = await db.execute(sql`
        with s as (
          update broadcast_schedules set chat_seq = chat_seq + ${n}::int${extra}
          where broadcast_schedule_sys_id = ${room} returning chat_seq)${store}
        select chat_seq from s`);
      const last = (res as unknown as { rows: { chat_seq: number | string }[] }).rows[0];
      if (!last) throw new Error(`chat room ${room} not found`);
      const first = Number(last.chat_seq) - n + 1;
      return msgs.map((m, i) => ({
        ...presentMessage(
          {
            broadcastScheduleSysId: room,
            seq: first + i,
            msgType: m.msgType,
            msg: m.msg,
            userSysId: m.userSysId,
            nickName: m.nickName,
            userId: m.userId,
            permission: m.permission,
            content: m.content,
            answer: m.answer,
            prdtSysId: m.prdtSysId,
            createdAt: m.createdAt,
          },
          0,
        ),
        ...(m.msgEn ? { msgEn: m.msgEn } : {}),
      }));
    },

    /** Messages after `lastSeq` (catch-up after a reconnect). */
    async since(room: number, lastSeq: number, limit: number): Promise<ChatMessage[]> {
      const rows = await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.broadcastScheduleSysId, room), gt(chatMessages.seq, lastSeq)))
        .orderBy(asc(chatMessages.seq))
        .limit(limit);
      return rows.map((r) => presentMessage(r, 1));
    },

    async recent(room: number, n: number): Promise<ChatMessage[]> {
      const rows = await db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.broadcastScheduleSysId, room))
        .orderBy(desc(chatMessages.seq))
        .limit(n);
      return rows.reverse().map((r) => presentMessage(r, 1));
    },

    /** Replay chat: messages in [start, end) and the `before` ones just before start. */
    async window(room: number, start: Date, end: Date, before: number) {
      const rows = await db
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.broadcastScheduleSysId, room),
            gte(chatMessages.createdAt, start),
            lt(chatMessages.createdAt, end),
          ),
        )
        .orderBy(asc(chatMessages.createdAt), asc(chatMessages.seq));
      const prev =
        before > 0
          ? await db
              .select()
              .from(chatMessages)
              .where(and(eq(chatMessages.broadcastScheduleSysId, room), lt(chatMessages.createdAt, start)))
              .orderBy(desc(chatMessages.createdAt), desc(chatMessages.seq))
              .limit(before)
          : [];
      return {
        messages: rows.map((r) => presentMessage(r, 1)),
        before: prev.reverse().map((r) => presentMessage(r, 1)),
      };
    },

    /** Replay state at a position: the notice and the pinned product in effect then. */
    async fixInfo(room: number, at: Date): Promise<{ noti: string | null; fixPrdtSysId: number | null }> {
      const last = async (type: number) =>
        (
          await db
            .select()
            .from(chatMessages)
            .where(
              and(
                eq(chatMessages.broadcastScheduleSysId, room),
                eq(chatMessages.msgType, type),
                lte(chatMessages.createdAt, at),
              ),
            )
            .orderBy(desc(chatMessages.createdAt), desc(chatMessages.seq))
            .limit(1)
        )[0];
      const [n, p] = await Promise.all([last(3), last(8)]);
      return { noti: n?.msg ?? null, fixPrdtSysId: p?.prdtSysId ?? null };
    },

    /** Adds aggregated likes and views of one tick; returns the totals. */
    async addCounts(room: number, likes: number, views: number): Promise<{ likeCnt: number; viewCnt: number }> {
      const [r] = await db
        .update(broadcastSchedules)
        .set({
          likeCnt: sql`${broadcastSchedules.likeCnt} + ${likes}`,
          viewCnt: sql`${broadcastSchedules.viewCnt} + ${views}`,
        })
        .where(eq(broadcastSchedules.broadcastScheduleSysId, room))
        .returning({ likeCnt: broadcastSchedules.likeCnt, viewCnt: broadcastSchedules.viewCnt });
      return r ?? { likeCnt: 0, viewCnt: 0 };
    },

    /** broadcastControl: start / end / exit change the live flag; block blocks the broadcast. */
    async control(room: number, type: BroadcastControlType): Promise<number> {
      if (type === 'block') {
        const [s] = await db
          .select({ b: broadcastSchedules.broadcastSysId, f: broadcastSchedules.liveFlag })
          .from(broadcastSchedules)
          .where(eq(broadcastSchedules.broadcastScheduleSysId, room));
        await db
          .update(broadcasts)
          .set({ blockedAt: now() })
          .where(and(eq(broadcasts.broadcastSysId, s!.b), isNull(broadcasts.blockedAt)));
        return s!.f;
      }
      const flag = type === 'start' ? LIVE_FLAGS.onAir : type === 'end' ? LIVE_FLAGS.ended : LIVE_FLAGS.exited;
      const [r] = await db
        .update(broadcastSchedules)
        .set({
          liveFlag: flag,
          ...(type === 'start'
            ? { liveStartDate: sql`coalesce(${broadcastSchedules.liveStartDate}, ${now().toISOString()}::timestamptz)` }
            : {}),
        })
        .where(eq(broadcastSchedules.broadcastScheduleSysId, room))
        .returning({ f: broadcastSchedules.liveFlag });
      return r!.f;
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
