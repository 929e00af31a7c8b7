/**
 * bench/game (issue 13 item 9). One run, 5,000 players in one game of the demo live show, prints:
 *  1. p50 / p99 from the round's deadline (the server's `phaseEndsAt`) to each player's own
 *     `resultGame` (goal p99 ≤ 1 s; a player hears one, with its own outcome in it);
 *  2. choices written before the deadline and acknowledged OK that the round did not count (goal 0),
 *     and choices written after the deadline that were accepted or counted (goal 0), checked against
 *     the players' own results and the stored choices;
 *  3. 5,000 members claiming one live coupon capped at 100 within the same second over HTTP: how many
 *     were issued (goal exactly 100), by the answers and in the database.
 * The real app (buildApp, roles api + realtime) on PGlite in memory or a fresh PostgreSQL database
 * (BENCH_DATABASE_URL); members inserted in bulk with one session row each; players on minimal
 * websockets in two forked processes (bench/game/players.mjs). Every phase is bounded; the run stops
 * by itself.
 *
 *   npm run bench:game                 (or: node --import tsx bench/game/run.ts [players, default 5000])
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:game
 */
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, count, eq, like } from 'drizzle-orm';
import { API_PREFIX, GAME_POLICY, beats, type GameChoice, type GameView } from '@lc/contracts';
import {
  authSessions,
  broadcastSchedules,
  couponPolicies,
  liveCoupons,
  liveGameChoices,
  liveGames,
  userCoupons,
  users,
} from '../../apps/server/src/db/schema/index.js';
import { accessTokens } from '../../apps/server/src/domains/auth/auth.tokens.js';
import { benchApp, demoStore, listenLocal, runBench } from '../lib/app.js';
import { printGoals } from '../lib/goals.js';
import { calibrate, machineLine } from '../lib/machine.js';
import { forkWorker, type Worker } from '../lib/worker.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const PLAYERS = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 5000);
const WORKERS = 2;
const COUPON_CAP = 100;
/** bounds of each phase */
const BOUND = { connectMs: 600_000, joinMs: 180_000, resultMs: 60_000, claimMs: 120_000 };
/** the host's committed choice: rock (players with paper go on) */
const HOST_CHOICE: GameChoice = 2;
const JWT_SECRET = 'bench-game-secret-bench-game-secret-0123456789';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface PlayerRecord {
  userSysId: number;
  joinCode: string | null;
  choice: number;
  sentAt: number;
  ackCode: string | null;
  ackAt: number;
  generalAt: number;
  personalAt: number;
  me: GameView['me'] | null;
}
interface Report {
  type: 'report';
  open: number;
  closedUnexpectedly: number;
  couponsHeard: number;
  players: PlayerRecord[];
}
interface Claimed {
  codes: Record<string, number>;
  issued: number;
  latencies: number[];
  answered: number;
}

function pct(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(s.length * p) - 1)]!;
}
const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : '—');

async function main() {
  machineLine('before');
  calibrate();
  const store = await demoStore('game', { postgresUrl: process.env.BENCH_DATABASE_URL });
  const { database } = store;
  const db = database.db;
  const app = await benchApp(store, { SERVICES: 'api,realtime', JWT_SECRET });
  const url = await listenLocal(app);
  const load0 = loadavg()[0]!;
  console.log(
    `bench/game  (${cpus().length} cores, load average ${load0.toFixed(1)} at start, loopback, ${database.kind}, ${PLAYERS} players)`,
  );

  const [live] = await db
    .select({ id: broadcastSchedules.broadcastScheduleSysId })
    .from(broadcastSchedules)
    .where(eq(broadcastSchedules.liveFlag, 1));
  const room = live!.id;

  // tokens: the demo host (the show's sellover) and PLAYERS members, one session row each (issue 18)
  const tokens = accessTokens(new TextEncoder().encode(JWT_SECRET), 3600, () => new Date());
  const [host] = await db.select({ id: users.userSysId }).from(users).where(eq(users.userId, 'seller@demo.kr'));
  const hostSession = randomUUID();
  await db.insert(authSessions).values({ sessionId: hostSession, userSysId: host!.id, ip: '127.0.0.1' });
  const hostToken = await tokens.sign({ authSysId: host!.id, role: 'sellover', sessionId: hostSession });
  for (let i = 0; i < PLAYERS; i += 1000) {
    await db.insert(users).values(
      Array.from({ length: Math.min(1000, PLAYERS - i) }, (_, k) => ({
        userId: `gamer${i + k}@bench.kr`,
        nickName: `게이머${i + k}`,
        role: 'buyer',
      })),
    );
  }
  const members = await db
    .select({ id: users.userSysId })
    .from(users)
    .where(like(users.userId, 'gamer%@bench.kr'))
    .orderBy(users.userSysId);
  const sessions = members.map((m) => ({ sessionId: randomUUID(), userSysId: m.id, ip: '127.0.0.1' }));
  for (let i = 0; i < sessions.length; i += 1000) await db.insert(authSessions).values(sessions.slice(i, i + 1000));
  const memberTokens = await Promise.all(
    sessions.map(async (s) => ({
      userSysId: s.userSysId,
      token: await tokens.sign({ authSysId: s.userSysId, role: 'buyer', sessionId: s.sessionId }),
    })),
  );
  const call = async (method: 'GET' | 'POST', p: string, body?: unknown) => {
    const r = await app.fastify.inject({
      method,
      url: `${API_PREFIX}/${p}`,
      headers: { authorization: `Bearer ${hostToken}` },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const json = r.json<{ jsonData?: Record<string, unknown> }>().jsonData ?? {};
    if (json.resultCode !== '0001') throw new Error(`${p}: ${r.body}`);
    return json;
  };

  // the players, split over the client processes
  const workers: Worker[] = Array.from({ length: WORKERS }, () => forkWorker(path.join(here, 'players.mjs')));
  const per = Math.ceil(PLAYERS / WORKERS);
  const shares = workers.map((_, i) => memberTokens.slice(i * per, (i + 1) * per));
  let t0 = Date.now();
  await Promise.all(
    workers.map((w, i) => w.ask({ type: 'connect', url, room, members: shares[i] }, 'ready', BOUND.connectMs)),
  );
  const connectMs = Date.now() - t0;
  console.log(`  connect + joinRoom         ${PLAYERS} sockets in ${(connectMs / 1000).toFixed(1)} s`);
  const reportAll = () => Promise.all(workers.map((w) => w.ask<Report>({ type: 'report' }, 'report')));
  const cpuOf = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000;

  // 1. the game: create (status 0), every player joins, one round (the final) with the host's choice
  const game = await call('POST', `broadcasts/console/${room}/game`, {
    limitJoinCnt: PLAYERS,
    lastRound: 1,
    prize: { type: 'points', points: 1000 },
  });
  const gameSysId = game.gameSysId as number;
  t0 = Date.now();
  let cpu0 = process.cpuUsage();
  const joins = await Promise.all(
    workers.map((w) =>
      w.ask<{ ok: number; refused: number; missing: number; ms: number }>(
        { type: 'join', room, gameSysId, timeoutMs: BOUND.joinMs },
        'joined',
        BOUND.joinMs + 10_000,
      ),
    ),
  );
  const joinMs = Date.now() - t0;
  const joinCpu = cpuOf(process.cpuUsage(cpu0));
  const joined = joins.reduce((s, j) => s + j.ok, 0);
  const [joinedRow] = await db
    .select({ n: liveGames.curJoinCnt })
    .from(liveGames)
    .where(eq(liveGames.gameSysId, gameSysId));
  console.log(
    `  joinGame                   ${joined} joined (stored curJoinCnt ${joinedRow!.n}), ${joins.reduce((s, j) => s + j.refused, 0)} refused, ${joins.reduce((s, j) => s + j.missing, 0)} unanswered, in ${(joinMs / 1000).toFixed(1)} s (server CPU ${joinCpu.toFixed(0)} ms; the room hears the count every ${GAME_POLICY.joinAnnounceMs} ms)`,
  );

  await call('POST', `broadcasts/console/${room}/game/${gameSysId}/round`, { choose: HOST_CHOICE });
  const [roundRow] = await db
    .select({ deadline: liveGames.phaseEndsAt, round: liveGames.round })
    .from(liveGames)
    .where(eq(liveGames.gameSysId, gameSysId));
  const deadline = roundRow!.deadline!.getTime();
  // PROFWIN=1: the round's deadline on the clock of `node --cpu-prof` (µs), to read the profile from there
  if (process.env.PROFWIN) {
    const t = setTimeout(() => console.log('PROFWIN deadline', process.hrtime.bigint() / 1000n), deadline - Date.now());
    t.unref();
  }
  cpu0 = process.cpuUsage();
  await Promise.all(
    workers.map((w, i) =>
      w.ask(
        { type: 'choose', room, gameSysId, deadline, base: i * per, autoLeadMs: GAME_POLICY.autoSubmitLeadMs },
        'choosing',
      ),
    ),
  );
  await sleep(Math.max(0, deadline - Date.now()) + 1000);
  let reports: Report[] = [];
  const resultBound = deadline + BOUND.resultMs;
  for (;;) {
    reports = await reportAll();
    const waiting = reports.some((r) => r.players.some((p) => p.joinCode === '0001' && !p.personalAt && r.open > 0));
    if (!waiting || Date.now() > resultBound) break;
    await sleep(500);
  }
  const roundCpu = cpuOf(process.cpuUsage(cpu0));
  if (process.env.PROFWIN) console.log('PROFWIN results in', process.hrtime.bigint() / 1000n);
  const players = reports.flatMap((r) => r.players);
  const inGame = players.filter((p) => p.joinCode === '0001');
  const stored = await db
    .select({ userSysId: liveGameChoices.userSysId, choice: liveGameChoices.choice, at: liveGameChoices.at })
    .from(liveGameChoices)
    .where(and(eq(liveGameChoices.gameSysId, gameSysId), eq(liveGameChoices.round, roundRow!.round)));
  const storedBy = new Map(stored.map((c) => [c.userSysId, c]));
  const [after] = await db
    .select({ status: liveGames.status, winnerNick: liveGames.winnerNick })
    .from(liveGames)
    .where(eq(liveGames.gameSysId, gameSysId));

  const personal = inGame.filter((p) => p.personalAt).map((p) => p.personalAt - deadline);
  const general = inGame.filter((p) => p.generalAt).map((p) => p.generalAt - deadline);
  const sent = inGame.filter((p) => p.sentAt);
  const before = sent.filter((p) => p.sentAt < deadline);
  const late = sent.filter((p) => p.sentAt >= deadline);
  /** counted: stored for the round and reported back as this player's choice */
  const counted = (p: PlayerRecord) => storedBy.get(p.userSysId)?.choice === p.choice && p.me?.userSended === true;
  const beforeOkNotCounted = before.filter((p) => p.ackCode === '0001' && !counted(p));
  const beforeRefused = before.filter((p) => p.ackCode !== '0001');
  const lateCounted = late.filter((p) => p.ackCode === '0001' || storedBy.has(p.userSysId) || p.me?.userSended);
  const lateStoredAfterDeadline = stored.filter((c) => c.at.getTime() >= deadline).length;
  // the result each player was told against the rule (beat the host's rock to go on)
  const wrongOutcome = inGame.filter((p) => {
    if (!p.me) return false;
    const c = storedBy.get(p.userSysId);
    const won = !!c && beats(c.choice as GameChoice, HOST_CHOICE);
    return (p.me.resMatch === 'win') !== won;
  }).length;
  const ackLag = sent.filter((p) => p.ackAt).map((p) => p.ackAt - p.sentAt);
  const refusedBeforeMargin = beforeRefused.map((p) => deadline - p.sentAt);

  // 2. the live coupon: the host hands out one capped at COUPON_CAP; every member claims within one second
  const [policy] = await db
    .insert(couponPolicies)
    .values({
      kind: 'live',
      name: '벤치 라이브 쿠폰 1,000원',
      discountTypeCode: 'amount',
      discountAmount: 1000,
      validityDays: 7,
    })
    .returning();
  const coupon = await call('POST', `broadcasts/console/${room}/live-coupon`, {
    couponPolicySysId: policy!.couponPolicySysId,
    cap: COUPON_CAP,
    claimableMinutes: 10,
  });
  const liveCouponSysId = coupon.liveCouponSysId as number;
  const claimAt = Date.now() + 1500;
  cpu0 = process.cpuUsage();
  t0 = Date.now();
  const claims = await Promise.all(
    workers.map((w, i) =>
      w.ask<Claimed>(
        {
          type: 'claim',
          url,
          room,
          liveCouponSysId,
          at: claimAt,
          spreadMs: 1000,
          base: i * per,
          tokens: shares[i]!.map((m) => m.token),
          timeoutMs: BOUND.claimMs,
        },
        'claimed',
        BOUND.claimMs + 10_000,
      ),
    ),
  );
  const claimMs = Date.now() - claimAt;
  const claimCpu = cpuOf(process.cpuUsage(cpu0));
  const heard = (await reportAll()).reduce((s, r) => s + r.couponsHeard, 0);
  const codes: Record<string, number> = {};
  for (const c of claims) for (const [k, n] of Object.entries(c.codes)) codes[k] = (codes[k] ?? 0) + n;
  const issuedByAnswers = claims.reduce((s, c) => s + c.issued, 0);
  const claimLat = claims.flatMap((c) => c.latencies);
  const [lc] = await db
    .select({ issued: liveCoupons.issuedCount })
    .from(liveCoupons)
    .where(eq(liveCoupons.liveCouponSysId, liveCouponSysId));
  const [held] = await db
    .select({ n: count() })
    .from(userCoupons)
    .where(eq(userCoupons.couponPolicySysId, policy!.couponPolicySysId));
  const loadEnd = loadavg()[0]!;
  const dropped = reports.reduce((s, r) => s + r.closedUnexpectedly, 0);

  await Promise.all(workers.map((w) => w.ask({ type: 'close' }, 'closed').catch(() => w.child.kill())));

  console.log(
    `  round 1 (final)            ${sent.length} choices written: ${before.length} before the deadline, ${late.length} after; ${stored.length} stored; game status ${after!.status}, winner ${after!.winnerNick ?? '—'}; server CPU ${roundCpu.toFixed(0)} ms from the round's start to the last result`,
  );
  console.log(
    `    choice ack p50 / p99     ${ms(pct(ackLag, 0.5))} / ${ms(pct(ackLag, 0.99))} after writing the choice`,
  );
  console.log(
    `    resultGame (own)         p50 ${ms(pct(personal, 0.5))} / p99 ${ms(pct(personal, 0.99))} after the deadline; ${inGame.length - personal.length} players without it   (goal p99 <= 1000 ms)`,
  );
  console.log(
    `    resultGame without \`me\`  ${general.length} players heard one too (a player hears one resultGame, with its own outcome)`,
  );
  console.log(`    before the deadline, OK, not counted   ${beforeOkNotCounted.length}   (goal 0)`);
  console.log(
    `    after the deadline, accepted/counted   ${lateCounted.length}   (goal 0; stored with a server time at or after the deadline: ${lateStoredAfterDeadline})`,
  );
  console.log(
    `    before the deadline, refused           ${beforeRefused.length} (written ${ms(pct(refusedBeforeMargin, 0.5))} p50 / ${ms(Math.max(0, ...refusedBeforeMargin))} max before it; the server's clock on arrival decides)`,
  );
  console.log(`    outcome told ≠ the rule               ${wrongOutcome}`);
  console.log(`    sockets closed unexpectedly            ${dropped}`);
  console.log(
    `  live coupon (cap ${COUPON_CAP})       ${issuedByAnswers} issued by the answers, ${lc!.issued} by the live coupon's count, ${held!.n} in members' coupon boxes   (goal exactly ${COUPON_CAP})`,
  );
  console.log(
    `    ${claimLat.length} claims answered within ${(claimMs / 1000).toFixed(1)} s of the first: ${Object.entries(
      codes,
    )
      .map(([k, n]) => `${k} × ${n}`)
      .join(
        ', ',
      )}; p50 / p99 ${ms(pct(claimLat, 0.5))} / ${ms(pct(claimLat, 0.99))}; server CPU ${claimCpu.toFixed(0)} ms; ${heard} liveCoupon frames heard (issued + sold out, per socket)`,
  );
  console.log(
    `  load average               ${load0.toFixed(1)} at start, ${loadEnd.toFixed(1)} at the end (2 cores shared)`,
  );

  machineLine('after');
  const p99 = pct(personal, 0.99);
  const everyone = personal.length === inGame.length && inGame.length > 0;
  printGoals(
    'bench/game',
    [
      {
        name: 'own resultGame p99 after the deadline',
        met: everyone && p99 <= 1000,
        detail: `${ms(p99)}${everyone ? '' : `, ${inGame.length - personal.length} players without it`} (goal <= 1000 ms)`,
      },
      {
        name: 'choices before the deadline, OK, not counted',
        met: beforeOkNotCounted.length === 0,
        detail: `${beforeOkNotCounted.length} (goal 0)`,
      },
      {
        name: 'choices after the deadline counted',
        met: lateCounted.length === 0,
        detail: `${lateCounted.length} (goal 0)`,
      },
      {
        name: `live coupon capped at ${COUPON_CAP}`,
        met: issuedByAnswers === COUPON_CAP && lc!.issued === COUPON_CAP && held!.n === COUPON_CAP,
        detail: `${issuedByAnswers} / ${lc!.issued} / ${held!.n} issued (answers / count / boxes; goal exactly ${COUPON_CAP})`,
      },
    ],
    loadEnd,
  );

  await app.close();
  await store.close();
}

runBench(main);
