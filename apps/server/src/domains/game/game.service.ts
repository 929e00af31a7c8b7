import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import {
  GAME_POLICY,
  GAME_STATUS,
  RC,
  beats,
  type GameChoice,
  type GameMatch,
  type GamePrize,
  type GameView,
  type Lang,
} from '@lc/contracts';
import { withTx, type Db, type Queryable } from '../../db/client.js';
import {
  couponPolicies,
  liveConsoleActions,
  liveGameChoices,
  liveGamePlayers,
  liveGames,
  userCoupons,
} from '../../db/schema/index.js';

const DAY_MS = 86_400_000;
import { AppError } from '../../http/errors.js';
import type { AuthUser } from '../auth/auth.tokens.js';
import { consoleRole } from '../broadcasts/broadcasts.console.js';
import type { ChatService } from '../chat/chat.service.js';

type GameRow = typeof liveGames.$inferSelect;
type Me = NonNullable<GameView['me']>;

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
  /** an event to one member's sockets in the room (every node) */
  toUser(room: number, userSysId: number, event: 'resultGame', v: GameView): void;
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

  const secondsLeft = (g: GameRow) =>
    g.status === GAME_STATUS.hostSelected && g.phaseEndsAt
      ? Math.max(0, Math.ceil((g.phaseEndsAt.getTime() - now().getTime()) / 1000))
      : 0;

  async function aliveCount(q: Queryable, gameSysId: number): Promise<number> {
    const [alive] = await q
      .select({ n: sql<number>`count(*)::int` })
      .from(liveGamePlayers)
      .where(and(eq(liveGamePlayers.gameSysId, gameSysId), eq(liveGamePlayers.outRound, 0)));
    return alive?.n ?? 0;
  }

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

  async function view(q: Queryable, g: GameRow, userSysId?: number, aliveCnt?: number): Promise<GameView> {
    const alive = { n: aliveCnt ?? (await aliveCount(q, g.gameSysId)) };
    const closed = g.status === GAME_STATUS.result || g.status === GAME_STATUS.winner || g.status === GAME_STATUS.ended;
    const v: GameView = {
      room: g.room,
      gameSysId: g.gameSysId,
      status: g.status as GameView['status'],
      round: g.round,
      lastRound: g.lastRound,
      isFinals: g.round === g.lastRound,
      curJoinCnt: g.curJoinCnt,
      limitJoinCnt: g.limitJoinCnt,
      aliveCnt: alive.n,
      countSync: secondsLeft(g),
      mcSelected: closed && g.round > 0 ? ((g.hostChoice ?? null) as GameChoice | null) : null,
      prizeName: g.prizeName,
      winnerNick: g.winnerNick,
      finished: g.status === GAME_STATUS.winner || g.status === GAME_STATUS.ended,
    };
    if (userSysId !== undefined) v.me = await meOf(q, g, userSysId);
    return v;
  }

  async function meOf(q: Queryable, g: GameRow, userSysId: number): Promise<Me> {
    const [p] = await q
      .select()
      .from(liveGamePlayers)
      .where(and(eq(liveGamePlayers.gameSysId, g.gameSysId), eq(liveGamePlayers.userSysId, userSysId)));
    const [c] = g.round
      ? await q
          .select()
          .from(liveGameChoices)
          .where(
            and(
              eq(liveGameChoices.gameSysId, g.gameSysId),
              eq(liveGameChoices.round, g.round),
              eq(liveGameChoices.userSysId, userSysId),
            ),
          )
      : [];
    return meFrom(g, userSysId, p, c);
  }

  /** every player's own state at once (two queries, not two per player: the round's results) */
  async function mesOf(q: Queryable, g: GameRow): Promise<Map<number, Me>> {
    const ps = await q.select().from(liveGamePlayers).where(eq(liveGamePlayers.gameSysId, g.gameSysId));
    const cs = g.round
      ? await q
          .select()
          .from(liveGameChoices)
          .where(and(eq(liveGameChoices.gameSysId, g.gameSysId), eq(liveGameChoices.round, g.round)))
      : [];
    const choiceOf = new Map(cs.map((c) => [c.userSysId, c]));
    return new Map(ps.map((p) => [p.userSysId, meFrom(g, p.userSysId, p, choiceOf.get(p.userSysId))]));
  }

  function meFrom(
    g: GameRow,
    userSysId: number,
    p: typeof liveGamePlayers.$inferSelect | undefined,
    c: typeof liveGameChoices.$inferSelect | undefined,
  ): Me {
    const roundClosed = g.status !== GAME_STATUS.hostSelected && g.round > 0;
    const resMatch: GameMatch | null =
      !p || !roundClosed || (p.outRound > 0 && p.outRound < g.round) ? null : c?.won === 1 ? 'win' : 'lose';
    return {
      joined: !!p,
      alive: !!p && p.outRound === 0,
      userSended: !!c,
      choose: (c?.choice ?? null) as GameChoice | null,
      resMatch,
      gameOverVisible: !!p && p.outRound > 0,
      isWinner: g.winnerUserSysId === userSysId,
    };
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

  /** closes the round of `g` if its deadline passed: who goes on, the winner, the prize */
  async function closeRound(gameSysId: number): Promise<void> {
    const pending = inflight.get(gameSysId);
    if (pending?.size) await Promise.allSettled([...pending]);
    const at = now();
    const [pre] = await db
      .select({ createdBy: liveGames.createdBy })
      .from(liveGames)
      .where(eq(liveGames.gameSysId, gameSysId));
    if (!pre) return;
    // read before the transaction (on PGlite a query outside an open transaction would wait for it)
    const sellerName = await sellerNick(pre.createdBy);
    const out = await withTx(db, async (tx) => {
      const [g] = await tx
        .update(liveGames)
        .set({ status: GAME_STATUS.result, phaseEndsAt: null })
        .where(
          and(
            eq(liveGames.gameSysId, gameSysId),
            eq(liveGames.status, GAME_STATUS.hostSelected),
            lte(liveGames.phaseEndsAt, at),
          ),
        )
        .returning();
      if (!g) return null;
      const host = g.hostChoice as GameChoice;
      const choices = await tx
        .select()
        .from(liveGameChoices)
        .where(and(eq(liveGameChoices.gameSysId, gameSysId), eq(liveGameChoices.round, g.round)))
        .orderBy(asc(liveGameChoices.at), asc(liveGameChoices.userSysId));
      const winners = choices.filter((c) => beats(c.choice as GameChoice, host));
      if (winners.length) {
        await tx
          .update(liveGameChoices)
          .set({ won: 1 })
          .where(
            and(
              eq(liveGameChoices.gameSysId, gameSysId),
              eq(liveGameChoices.round, g.round),
              inArray(
                liveGameChoices.userSysId,
                winners.map((w) => w.userSysId),
              ),
            ),
          );
      }
      // a wrong or missing choice is game over (live §4)
      const alive = await tx
        .select({ userSysId: liveGamePlayers.userSysId, nickName: liveGamePlayers.nickName })
        .from(liveGamePlayers)
        .where(and(eq(liveGamePlayers.gameSysId, gameSysId), eq(liveGamePlayers.outRound, 0)));
      const winnerIds = new Set(winners.map((w) => w.userSysId));
      const losers = alive.filter((p) => !winnerIds.has(p.userSysId)).map((p) => p.userSysId);
      for (let i = 0; i < losers.length; i += 1000) {
        await tx
          .update(liveGamePlayers)
          .set({ outRound: g.round })
          .where(
            and(
              eq(liveGamePlayers.gameSysId, gameSysId),
              inArray(liveGamePlayers.userSysId, losers.slice(i, i + 1000)),
            ),
          );
      }
      const survivors = alive.filter((p) => winnerIds.has(p.userSysId));
      let final: GameRow = g;
      if (survivors.length <= 1 || g.round >= g.lastRound) {
        // the tie rule: several left after the last round → the first of them to choose wins
        const first = winners.find((w) => survivors.some((s) => s.userSysId === w.userSysId));
        const winner = first ? survivors.find((s) => s.userSysId === first.userSysId)! : undefined;
        const hostNick = winner ? null : sellerName;
        const [decided] = await tx
          .update(liveGames)
          .set({
            status: GAME_STATUS.winner,
            winnerUserSysId: winner?.userSysId ?? null,
            winnerNick: winner?.nickName ?? hostNick,
            phaseEndsAt: new Date(at.getTime() + (winner ? GAME_POLICY.winnerShowMs : GAME_POLICY.gameOverShowMs)),
          })
          .where(eq(liveGames.gameSysId, gameSysId))
          .returning();
        final = decided!;
        if (winner) await grantOnce(tx, final, winner.userSysId);
      }
      const players = alive.map((p) => p.userSysId);
      return { g: final, players };
    });
    if (!out) return;
    for (const key of aliveInRound.keys()) if (key.startsWith(`${gameSysId}:`)) aliveInRound.delete(key);
    const general = await view(db, out.g);
    d.toRoom(out.g.room, 'resultGame', general);
    const mes = await mesOf(db, out.g);
    for (const userSysId of out.players) {
      const me = mes.get(userSysId);
      if (me) d.toUser(out.g.room, userSysId, 'resultGame', { ...general, me });
    }
  }

  async function sellerNick(userSysId: number): Promise<string> {
    const m = await d.chat.member(userSysId);
    return m?.nickName ?? m?.userId ?? 'seller';
  }

  /** the prize, exactly once: the game row's prize_granted_at is set by one conditional UPDATE */
  async function grantOnce(tx: Queryable, g: GameRow, userSysId: number) {
    const [claimed] = await tx
      .update(liveGames)
      .set({ prizeGrantedAt: now() })
      .where(and(eq(liveGames.gameSysId, g.gameSysId), isNull(liveGames.prizeGrantedAt)))
      .returning({ id: liveGames.gameSysId });
    if (!claimed) return;
    if (g.prize.type === 'coupon') {
      const [p] = await tx
        .select()
        .from(couponPolicies)
        .where(eq(couponPolicies.couponPolicySysId, g.prize.couponPolicySysId));
      if (!p) return;
      const at = now();
      // one per policy and member: a winner who already holds it keeps the one they have
      await tx
        .insert(userCoupons)
        .values({
          couponPolicySysId: p.couponPolicySysId,
          userSysId,
          issuedAt: at,
          expiresAt: new Date(at.getTime() + p.validityDays * DAY_MS),
        })
        .onConflictDoNothing();
    } else await d.grantPoints(tx, userSysId, g.prize.points, `live game ${g.gameSysId}`);
  }

  async function endDisplay(gameSysId: number) {
    const [g] = await db
      .update(liveGames)
      .set({ status: GAME_STATUS.ended, phaseEndsAt: null })
      .where(
        and(
          eq(liveGames.gameSysId, gameSysId),
          eq(liveGames.status, GAME_STATUS.winner),
          lte(liveGames.phaseEndsAt, now()),
        ),
      )
      .returning();
    if (g) d.toRoom(g.room, 'modGame', await view(db, g));
  }

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
      const [g] = await db.select().from(liveGames).where(eq(liveGames.gameSysId, gameSysId));
      if (!g || g.room !== room) return null;
      if (joined === 'again') return (await meOf(db, g, userSysId)).joined ? view(db, g, userSysId) : null;
      announceJoins(room, gameSysId);
      return { ...(await view(db, g)), me: await meOf(db, g, userSysId) };
    },

    /** chooseGameUser: counts only before the deadline, once, for a player still in */
    async choose(userSysId: number, room: number, gameSysId: number, choice: GameChoice): Promise<GameView | null> {
      const at = now();
      const stored = withTx(db, async (tx) => {
        // a shared lock on the game row: the round cannot close in between (the close's UPDATE
        // waits for it), while choices do not wait for each other
        const [g] = await tx
          .select()
          .from(liveGames)
          .where(
            and(
              eq(liveGames.gameSysId, gameSysId),
              eq(liveGames.room, room),
              eq(liveGames.status, GAME_STATUS.hostSelected),
              sql`${liveGames.phaseEndsAt} > ${at}`,
            ),
          )
          .for('share');
        if (!g) return null;
        const [p] = await tx
          .select()
          .from(liveGamePlayers)
          .where(
            and(
              eq(liveGamePlayers.gameSysId, gameSysId),
              eq(liveGamePlayers.userSysId, userSysId),
              eq(liveGamePlayers.outRound, 0),
            ),
          );
        if (!p) return null;
        const [c] = await tx
          .insert(liveGameChoices)
          .values({ gameSysId, round: g.round, userSysId, choice, at })
          .onConflictDoNothing()
          .returning();
        return c ? { g, p, c } : null;
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
      return { ...v, me: meFrom(ok.g, userSysId, ok.p, ok.c) };
    },

    /** modGame: the room's current game as this member sees it (late join, reconnect) */
    async current(room: number, userSysId: number | undefined): Promise<GameView | null> {
      const g = await latest(room);
      if (!g || g.status === GAME_STATUS.ended) return null;
      return view(db, g, userSysId);
    },

    async state(user: AuthUser, room: number): Promise<{ game: GameView | null }> {
      await staff(user, room);
      const g = await latest(room);
      return { game: g ? await view(db, g) : null };
    },
  };
}
export type GameService = ReturnType<typeof createGameService>;
