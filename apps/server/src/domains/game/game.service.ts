import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  GAME_POLICY,
  GAME_STATUS,
  RC,
  type GameChoice,
  type GamePrize,
  type GamePrizeBudget,
  type GameView,
  type Lang,
} from '@lc/contracts';
import { withTx, type Db, type Queryable } from '../../db/client.js';
import { couponPolicies, liveConsoleActions, liveGamePlayers, liveGames } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { AuthUser } from '../auth/auth.tokens.js';
import { consoleRole } from '../broadcasts/broadcasts.console.js';
import type { ChatService } from '../chat/chat.service.js';
import { budgetOf, reservePrize } from './game.budget.js';
import { createChoiceStore } from './game.choices.js';
import { createGameClose } from './game.close.js';
import type { GameSockets } from './game.rooms.js';
import { createGameViews, meFrom, type GameRow } from './game.view.js';

export interface GameDeps {
  db: Db;
  now: () => Date;
  chat: ChatService;
  random?: () => number;
  /** an event to every viewer of the room (every node) */
  toRoom(
    room: number,
    event: 'createGame' | 'joinGame' | 'chooseGameSellover' | 'resultGame' | 'modGame',
    v: GameView,
  ): void;
  /** the game's socket rooms (the round's results: game.rooms.ts); undefined on a node without sockets */
  sockets(): GameSockets | undefined;
  grantPoints(q: Queryable, userSysId: number, points: number, reason: string): Promise<void>;
  log?: (err: unknown) => void;
}

const ACTIVE = [GAME_STATUS.created, GAME_STATUS.result, GAME_STATUS.hostSelected, GAME_STATUS.winner] as const;

/**
 * The game (issue 13 item 3; live §3–§5, §9), decided by the server only. Every transition is one
 * conditional UPDATE of the game row, so it happens once whichever node gets there first:
 * create (0) → join while 0 → round: the host's choice committed, status 3 with a 10 s deadline →
 * at the deadline (any node's sweep) the round closes (1): a player goes on only by beating the host
 * (tie rule, docs/decisions.md) → next round, or the winner (4, 6 s; 3 s when nobody won: the seller
 * is shown) → ended (5). A choice counts only when it reaches the server before the deadline and
 * before the round closed (it takes the game row's lock). The prize is granted once, with the close.
 */
export function createGameService(d: GameDeps) {
  const { db, now } = d;
  const random = d.random ?? Math.random;

  const views = createGameViews(now);
  const { view, meOf, aliveCount } = views;
  const choices = createChoiceStore(db);

  /**
   * Players still in, per game and open round, for the choice answers: nobody joins or goes out while
   * a round is open (joins only at status 0, outs only when it closes), so one count serves them all.
   */
  const aliveInRound = new Map<string, Promise<number>>();
  function aliveDuringRound(g: GameRow): Promise<number> {
    const key = `${g.gameSysId}:${g.round}`;
    let n = aliveInRound.get(key);
    if (!n) {
      n = aliveCount(db, g.gameSysId);
      n.catch(() => aliveInRound.delete(key));
      aliveInRound.set(key, n);
    }
    return n;
  }

  async function latest(room: number): Promise<GameRow | undefined> {
    const [g] = await db
      .select()
      .from(liveGames)
      .where(eq(liveGames.room, room))
      .orderBy(desc(liveGames.gameSysId))
      .limit(1);
    return g;
  }

  async function staff(user: AuthUser, room: number) {
    const r = await d.chat.room(room);
    if (!r) throw new AppError(RC.BROADCAST_NOT_FOUND);
    const role = consoleRole(user, r);
    if (!role) throw new AppError(RC.CONSOLE_FORBIDDEN);
    return { r, role };
  }

  async function prizeName(prize: GamePrize, lang: Lang): Promise<string> {
    if (prize.type === 'points')
      return lang === 'en' ? `${prize.points} points` : `${prize.points.toLocaleString('ko-KR')}P`;
    const [p] = await db
      .select()
      .from(couponPolicies)
      .where(and(eq(couponPolicies.couponPolicySysId, prize.couponPolicySysId), eq(couponPolicies.kind, 'live')));
    if (!p || !p.isUse) throw new AppError(RC.COUPON_NONE_TO_ISSUE);
    return (lang === 'en' && p.nameEn) || p.name;
  }

  /**
   * This node's choices on their way to the database, per game: a choice takes its time when it
   * reaches the node, so the close waits for those still queued for the database (under load they
   * would otherwise find the round closed although they came in time); each one still counts only
   * if it came before the deadline.
   */
  const inflight = new Map<number, Set<Promise<unknown>>>();
  const { closeRound, endDisplay } = createGameClose(d, views, {
    inflight: (gameSysId) => [...(inflight.get(gameSysId) ?? [])],
    closed: (gameSysId) => {
      for (const key of aliveInRound.keys()) if (key.startsWith(`${gameSysId}:`)) aliveInRound.delete(key);
    },
  });

  /** one pass over the games that are due (every node runs it; each transition happens once) */
  async function sweep() {
    const due = await db
      .select({ id: liveGames.gameSysId, status: liveGames.status })
      .from(liveGames)
      .where(
        and(
          inArray(liveGames.status, [GAME_STATUS.hostSelected, GAME_STATUS.winner]),
          lte(liveGames.phaseEndsAt, now()),
        ),
      );
    for (const g of due) {
      if (g.status === GAME_STATUS.hostSelected) await closeRound(g.id);
      else await endDisplay(g.id);
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let running = false;

  /**
   * `joinGame` (the live `curJoinCnt`) goes to the room at most once per joinAnnounceMs per game,
   * with the count as it then stands: one broadcast per join would be n² frames (25 million for
   * 5,000 players joining a room of 5,000). The joiner's own answer carries the state at once.
   */
  const joinAnnounce = new Map<number, NodeJS.Timeout>();
  function announceJoins(room: number, gameSysId: number) {
    if (joinAnnounce.has(gameSysId)) return;
    const t = setTimeout(() => {
      joinAnnounce.delete(gameSysId);
      void (async () => {
        const [g] = await db.select().from(liveGames).where(eq(liveGames.gameSysId, gameSysId));
        if (g && g.status === GAME_STATUS.created) d.toRoom(room, 'joinGame', await view(db, g));
      })().catch((err: unknown) => d.log?.(err));
    }, GAME_POLICY.joinAnnounceMs);
    t.unref();
    joinAnnounce.set(gameSysId, t);
  }

  return {
    /** starts this node's sweep (the realtime role) */
    start() {
      timer = setInterval(() => {
        if (running) return;
        running = true;
        sweep()
          .catch((err: unknown) => d.log?.(err))
          .finally(() => (running = false));
      }, GAME_POLICY.sweepMs);
    },
    stop() {
      clearInterval(timer);
      for (const t of joinAnnounce.values()) clearTimeout(t);
      joinAnnounce.clear();
    },
    sweep,

    /** POST broadcasts/console/{room}/game: the host creates a game (status 0) */
    async create(
      user: AuthUser,
      room: number,
      b: { limitJoinCnt: number; lastRound: number; prize: GamePrize },
      lang: Lang,
    ): Promise<GameView> {
      const { role } = await staff(user, room);
      const name = await prizeName(b.prize, lang);
      const current = await latest(room);
      if (current && (ACTIVE as readonly number[]).includes(current.status)) throw new AppError(RC.GAME_IN_PROGRESS);
      const at = now();
      const g = await withTx(db, async (tx) => {
        // a points prize comes out of the show's budget (issue 25 N3): refused at the start if it does not fit
        await reservePrize(tx, room, b.prize);
        const [row] = await tx
          .insert(liveGames)
          .values({
            room,
            lastRound: b.lastRound,
            limitJoinCnt: b.limitJoinCnt,
            prize: b.prize,
            prizeName: name,
            createdBy: user.authSysId,
            createdAt: at,
          })
          .returning();
        await tx.insert(liveConsoleActions).values({
          room,
          actorUserSysId: user.authSysId,
          actorRole: role,
          action: 'game',
          detail: { step: 'create', gameSysId: row!.gameSysId, ...b },
          createdAt: at,
        });
        return row!;
      });
      const v = await view(db, g);
      d.toRoom(room, 'createGame', v);
      return v;
    },

    /** POST broadcasts/console/{room}/game/{id}/round: the host's choice is committed; 10 s to choose */
    async round(user: AuthUser, room: number, gameSysId: number, choose: GameChoice | undefined): Promise<GameView> {
      const { role } = await staff(user, room);
      const host = choose ?? ((1 + Math.floor(random() * 3)) as GameChoice);
      const at = now();
      const [g] = await db
        .update(liveGames)
        .set({
          status: GAME_STATUS.hostSelected,
          round: sql`${liveGames.round} + 1`,
          hostChoice: host,
          phaseEndsAt: new Date(at.getTime() + GAME_POLICY.countdownMs),
        })
        .where(
          and(
            eq(liveGames.gameSysId, gameSysId),
            eq(liveGames.room, room),
            inArray(liveGames.status, [GAME_STATUS.created, GAME_STATUS.result]),
            sql`${liveGames.round} < ${liveGames.lastRound}`,
            sql`${liveGames.curJoinCnt} > 0`,
          ),
        )
        .returning();
      if (!g) throw new AppError(RC.GAME_ROUND_REFUSED);
      await db.insert(liveConsoleActions).values({
        room,
        actorUserSysId: user.authSysId,
        actorRole: role,
        action: 'game',
        detail: { step: 'round', gameSysId, round: g.round },
        createdAt: at,
      });
      const v = await view(db, g);
      d.toRoom(room, 'chooseGameSellover', v);
      return v;
    },

    /** joinGame: a member joins while the game is open (status 0) and not full; 4001 otherwise */
    async join(userSysId: number, nickName: string, room: number, gameSysId: number): Promise<GameView | null> {
      const at = now();
      const joined = await withTx(db, async (tx) => {
        const [p] = await tx
          .insert(liveGamePlayers)
          .values({ gameSysId, userSysId, nickName, joinedAt: at })
          .onConflictDoNothing()
          .returning({ id: liveGamePlayers.userSysId });
        if (!p) return 'again' as const;
        const [g] = await tx
          .update(liveGames)
          .set({ curJoinCnt: sql`${liveGames.curJoinCnt} + 1` })
          .where(
            and(
              eq(liveGames.gameSysId, gameSysId),
              eq(liveGames.room, room),
              eq(liveGames.status, GAME_STATUS.created),
              sql`${liveGames.curJoinCnt} < ${liveGames.limitJoinCnt}`,
            ),
          )
          .returning();
        // full or closed: the player row goes back with the rollback
        if (!g) throw new AppError(RC.GAME_ROUND_REFUSED);
        return g;
      }).catch((err: unknown) => {
        if (err instanceof AppError) return null;
        throw err;
      });
      if (!joined) return null;
      if (joined === 'again') {
        const [g] = await db.select().from(liveGames).where(eq(liveGames.gameSysId, gameSysId));
        if (!g || g.room !== room) return null;
        return (await meOf(db, g, userSysId)).joined ? view(db, g, userSysId) : null;
      }
      announceJoins(room, gameSysId);
      // the joiner's own state is known: in, no choice yet (four statements per join, no reads)
      return { ...(await view(db, joined)), me: meFrom(joined, userSysId, { outRound: 0 }, undefined) };
    },

    /**
     * chooseGameUser: counts only before the deadline, once, for a player still in. `counted` runs
     * as soon as the choice is stored, before the round can close (the socket joins its choice room).
     */
    async choose(
      userSysId: number,
      room: number,
      gameSysId: number,
      choice: GameChoice,
      counted?: (round: number) => void,
    ): Promise<GameView | null> {
      const stored = choices.add(room, gameSysId, userSysId, choice, now()).then((ok) => {
        if (ok) counted?.(ok.g.round);
        return ok;
      });
      let pending = inflight.get(gameSysId);
      if (!pending) inflight.set(gameSysId, (pending = new Set()));
      pending.add(stored);
      const ok = await stored.finally(() => {
        pending.delete(stored);
        if (pending.size === 0 && inflight.get(gameSysId) === pending) inflight.delete(gameSysId);
      });
      if (!ok) return null;
      const v = await view(db, ok.g, undefined, await aliveDuringRound(ok.g));
      return { ...v, me: meFrom(ok.g, userSysId, { outRound: 0 }, { choice, won: null }) };
    },

    /** modGame: the room's current game as this member sees it (late join, reconnect) */
    async current(room: number, userSysId: number | undefined): Promise<GameView | null> {
      const g = await latest(room);
      if (!g || g.status === GAME_STATUS.ended) return null;
      return view(db, g, userSysId);
    },

    async state(user: AuthUser, room: number): Promise<{ game: GameView | null; budget: GamePrizeBudget }> {
      await staff(user, room);
      const g = await latest(room);
      return { game: g ? await view(db, g) : null, budget: await budgetOf(db, room) };
    },
  };
}
export type GameService = ReturnType<typeof createGameService>;
