/**
 * bench/chat (issue 5 §6). One run prints:
 *  1. our chat deliveries per second (real app: Socket.IO + chat hub + database, batched per tick)
 *     divided by a raw `ws` broadcaster that batches the same messages per tick into the same frames,
 *     both driven by the same client swarm and the same sender (goal ≥ 0.75);
 *  2. the gain of per-tick batching over a naive emit per message (the same hub with chatTickMs 0:
 *     every message stored and sent on its own) under the same offered load (goal ≥ 5×);
 *  3. p50/p99 delivery latency with 5,000 viewers in one room while 200 members send 200 chat
 *     messages and 1,000 likes per second (goal p99 ≤ 250 ms).
 * Loopback only; every phase is bounded in count and time; the run stops by itself.
 *
 *   npm run bench:chat            (or: node --import tsx bench/chat/run.ts [viewers in phase 3, default 5000])
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:chat   (on PostgreSQL)
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, like } from 'drizzle-orm';
import { WebSocketServer, WebSocket } from 'ws';
import { CHAT_PERMISSIONS, chatDisplayName } from '@lc/contracts';
import { authSessions, broadcastSchedules, users } from '../../apps/server/src/db/schema/index.js';
import { accessTokens } from '../../apps/server/src/domains/auth/auth.tokens.js';
import { createChatService } from '../../apps/server/src/domains/chat/chat.service.js';
import { attachRealtime } from '../../apps/server/src/realtime/realtime.js';
import { HUB_POLICY } from '../../apps/server/src/realtime/chat-hub.js';
import { benchApp, demoStore, runBench } from '../lib/app.js';
import { printGoals } from '../lib/goals.js';
import { calibrate, machineLine } from '../lib/machine.js';
import { forkWorker, type Worker } from '../lib/worker.js';
import { histogramPercentile } from '../lib/histogram.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const LATENCY_VIEWERS = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 5000);
/**
 * `latency` runs phase 3 only, `ours` / `raw` one batched flood of ours / of the raw baseline only (for
 * profiling); the figures need the full run
 */
const ONLY_LATENCY = process.argv.includes('latency');
const ONLY_OURS = process.argv.includes('ours');
const ONLY_RAW = process.argv.includes('raw');
/** phases 1 and 2: viewers, offered chat rate and its duration */
const FLOOD = {
  viewers: Number(process.env.BENCH_FLOOD_VIEWERS ?? 1000),
  rate: 1000,
  seconds: 4,
  drainTimeoutMs: 15_000,
};
/** phases 1 and 2: each side's unmeasured warm-up flood */
const WARM_SECONDS = 1;
/** the naive variant gets the same rate for 1 s only: it falls so far behind that 4 s would take minutes to drain */
const NAIVE_SECONDS = 1;
/** phase 3: the load of the issue */
const LOAD = { chatPerSecond: 200, likesPerSecond: 1000, senders: 200, warmSeconds: 2, seconds: 10 };
/** the production chat tick unless `--tick=<ms>` is given (to compare ticks) */
const TICK_MS = Number(process.argv.find((a) => a.startsWith('--tick='))?.slice(7) ?? HUB_POLICY.chatTickMs);
const JWT_SECRET = 'bench-chat-secret-bench-chat-secret-0123456789';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Report {
  type: 'report';
  deliveries: number;
  frames: number;
  bytes: number;
  minSeq: number;
  open: number;
  closedUnexpectedly: number;
  hist?: number[];
  /** the swarm process's CPU since its 'start' (or since it was forked), ms */
  cpuMs: number;
}

const worker = () => forkWorker(path.join(here, 'swarm.mjs'));

async function reportAll(ws: Worker[], hist = false): Promise<Report[]> {
  return Promise.all(ws.map((w) => w.ask<Report>({ type: 'report', hist }, 'report')));
}
async function closeAll(ws: Worker[]) {
  await Promise.all(ws.map((w) => w.ask({ type: 'close' }, 'closed').catch(() => w.child.kill())));
}

/** Who the flood's messages are from, as ours presents them (the raw baseline writes the same). */
interface SenderIdentity {
  nickName: string;
  userId: string;
  userSysId: number;
  permission: number;
}

/**
 * The baseline: a bare `ws` server that numbers incoming messages and sends them per tick, one frame
 * per socket. Its frames are ours byte for byte in shape: the same fields, the same sender (a Korean
 * nick is UTF-8-encoded at a different cost than ASCII) and an offset id at the end of the event
 * as connection-state recovery adds to ours.
 */
function rawBroadcaster(room: number, sender: SenderIdentity) {
  const server = http.createServer();
  const wss = new WebSocketServer({ server, perMessageDeflate: false });
  let seq = 0;
  let pending: { msg: string }[] = [];
  wss.on('connection', (ws) => {
    ws.on('message', (data) => {
      try {
        const m = JSON.parse(data.toString()) as { msg?: unknown };
        if (typeof m.msg === 'string') pending.push({ msg: m.msg });
      } catch {
        // not a message
      }
    });
  });
  const timer = setInterval(() => {
    if (pending.length === 0) return;
    const at = new Date().toISOString();
    const messages = pending.map((p) => ({
      seq: ++seq,
      msgType: 0,
      msg: p.msg,
      ...sender,
      content: null,
      answer: null,
      prdtSysId: null,
      histType: 0,
      createdAt: at,
    }));
    pending = [];
    const offset = `${Date.now().toString(36)}${(seq % 36).toString(36)}`;
    const frame = Buffer.from(`42${JSON.stringify(['chatMessage', { room, messages }, offset])}`);
    for (const c of wss.clients) if (c.readyState === WebSocket.OPEN) c.send(frame, { binary: false });
  }, TICK_MS);
  return {
    server,
    seq: () => seq,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(timer);
        for (const c of wss.clients) c.terminate();
        wss.close();
        server.close(() => resolve());
      }),
  };
}

interface FloodResult {
  deliveriesPerSecond: number;
  /** deliveries per second of server CPU time (the server is one process on a shared 2-core box) */
  deliveriesPerCpuSecond: number;
  cpuMs: number;
  /** of which in the kernel (socket writes and reads) */
  systemMs: number;
  deliveries: number;
  /** chat frames the viewers received and their average size */
  frames: number;
  bytesPerFrame: number;
  elapsedMs: number;
  complete: boolean;
  dropped: number;
  open: number;
}

/**
 * Phases 1-2: FLOOD.viewers sockets in the room, one sender offering FLOOD.rate messages per second
 * for FLOOD.seconds; deliveries counted until every open socket has the last message (or the drain
 * timeout), divided by that time.
 */
async function flood(
  url: string,
  kind: 'sio' | 'raw',
  room: number,
  seqNow: () => Promise<number>,
  senderToken: string | undefined,
  seconds = FLOOD.seconds,
): Promise<FloodResult> {
  const viewers = [worker(), worker()];
  const sender = worker();
  const half = FLOOD.viewers / 2;
  await Promise.all(
    viewers.map((v) => v.ask({ type: 'connect', url, kind, room, count: half, sampleEvery: 0 }, 'ready')),
  );
  await sender.ask(
    { type: 'connect', url, kind, room, count: 1, sampleEvery: 0, tokens: senderToken ? [senderToken] : undefined },
    'ready',
  );
  await sleep(500);
  const before = await seqNow();
  await Promise.all(viewers.map((v) => v.ask({ type: 'start' }, 'started')));
  const t0 = Date.now();
  const cpu0 = process.cpuUsage();
  if (process.env.PROFWIN) console.log('PROFWIN start', process.hrtime.bigint() / 1000n);
  const sent = sender.ask<{ sent: number }>(
    { type: 'send', kind, room, rate: FLOOD.rate, likeRate: 0, seconds },
    'sent',
    seconds * 1000 + 30_000,
  );
  const { sent: n } = await sent;
  let complete = false;
  let last: Report[] = [];
  const deadline = Date.now() + FLOOD.drainTimeoutMs;
  let doneAt = Date.now();
  while (Date.now() < deadline) {
    last = await reportAll(viewers);
    doneAt = Date.now();
    if (last.every((r) => r.open === 0 || r.minSeq >= before + n)) {
      complete = true;
      break;
    }
    await sleep(50);
  }
  const elapsedMs = doneAt - t0;
  const cpu = process.cpuUsage(cpu0);
  if (process.env.PROFWIN) console.log('PROFWIN end', process.hrtime.bigint() / 1000n);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const deliveries = last.reduce((s, r) => s + r.deliveries, 0);
  await closeAll([...viewers, sender]);
  return {
    deliveriesPerSecond: deliveries / (elapsedMs / 1000),
    deliveriesPerCpuSecond: deliveries / (cpuMs / 1000),
    cpuMs,
    systemMs: cpu.system / 1000,
    deliveries,
    frames: last.reduce((s, r) => s + r.frames, 0),
    bytesPerFrame: Math.round(
      last.reduce((s, r) => s + r.bytes, 0) /
        Math.max(
          1,
          last.reduce((s, r) => s + r.frames, 0),
        ),
    ),
    elapsedMs,
    complete,
    dropped: last.reduce((s, r) => s + r.closedUnexpectedly, 0),
    open: last.reduce((s, r) => s + r.open, 0),
  };
}

async function main() {
  machineLine('before');
  calibrate();
  // BENCH_DATABASE_URL: a fresh PostgreSQL database next to it (production's store, in its own
  // process); otherwise the embedded PGlite, which stores each batch in the server's own thread
  const store = await demoStore('chat', { postgresUrl: process.env.BENCH_DATABASE_URL });
  const { database } = store;
  const db = database.db;
  const app = await benchApp(store, { SERVICES: 'api', JWT_SECRET });
  const now = () => new Date();
  const [live] = await db
    .select({ id: broadcastSchedules.broadcastScheduleSysId })
    .from(broadcastSchedules)
    .where(eq(broadcastSchedules.liveFlag, 1));
  const room = live!.id;
  const seqNow = async () => {
    const [r] = await db
      .select({ s: broadcastSchedules.chatSeq })
      .from(broadcastSchedules)
      .where(eq(broadcastSchedules.broadcastScheduleSysId, room));
    return r!.s;
  };

  // tokens: the demo host (a manager of its room: no chat rate limit) and LOAD.senders members
  const tokens = accessTokens(new TextEncoder().encode(JWT_SECRET), 3600, now);
  const [host] = await db
    .select({ id: users.userSysId, role: users.role, nickName: users.nickName, userId: users.userId })
    .from(users)
    .where(eq(users.userId, 'seller@demo.kr'));
  // the flood's sender is the show's host: a manager of its room (live §6)
  const hostIdentity: SenderIdentity = {
    nickName: chatDisplayName(host!.nickName, host!.userId),
    userId: chatDisplayName(null, host!.userId),
    userSysId: host!.id,
    permission: CHAT_PERMISSIONS.manager,
  };
  // every member token names a live login session (issue 18): one session row per bench member
  const sessionFor = async (userSysId: number) => {
    const sessionId = randomUUID();
    await db.insert(authSessions).values({ sessionId, userSysId, ip: '127.0.0.1' });
    return sessionId;
  };
  const hostToken = await tokens.sign({ authSysId: host!.id, role: 'sellover', sessionId: await sessionFor(host!.id) });
  await db.insert(users).values(
    Array.from({ length: LOAD.senders }, (_, i) => ({
      userId: `bench${i}@bench.kr`,
      nickName: `벤치${i}`,
      role: 'buyer',
    })),
  );
  const members = await db
    .select({ id: users.userSysId })
    .from(users)
    .where(and(like(users.userId, 'bench%@bench.kr'), eq(users.role, 'buyer')));
  const memberTokens = await Promise.all(
    members.map(async (m) => tokens.sign({ authSysId: m.id, role: 'buyer', sessionId: await sessionFor(m.id) })),
  );

  // our realtime on its own HTTP server (batched, as in production) and the naive variant
  const realtimeServer = async (chatTickMs: number) => {
    const server = http.createServer();
    const rt = attachRealtime(server, app.auth, {
      chat: createChatService(db, now),
      rate: app.rate,
      now,
      chatTickMs,
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      close: async () => {
        rt.io.local.disconnectSockets(true);
        await rt.close();
        await new Promise<void>((r) => server.close(() => r()));
      },
    };
  };

  const header = `bench/chat  (${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at start, loopback, ${database.kind}, chat tick ${TICK_MS} ms)`;
  console.log(header);

  // 1. ours vs raw ws (alternated, two rounds each, so neither gets the warmer machine), each after
  // an unmeasured warm-up flood of WARM_SECONDS: a server runs warm, and the first seconds of a fresh
  // process spend CPU compiling its code on background threads (more code: ours pays more of it)
  const ours: FloodResult[] = [];
  const raw: FloodResult[] = [];
  const oursFlood = async (seconds = FLOOD.seconds) => {
    const rt = await realtimeServer(TICK_MS);
    const r = await flood(rt.url, 'sio', room, seqNow, hostToken, seconds);
    await rt.close();
    return r;
  };
  const rawFlood = async (seconds = FLOOD.seconds) => {
    const bare = rawBroadcaster(room, hostIdentity);
    await new Promise<void>((r) => bare.server.listen(0, '127.0.0.1', r));
    const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;
    const r = await flood(bareUrl, 'raw', room, async () => bare.seq(), undefined, seconds);
    await bare.close();
    return r;
  };
  if (ONLY_OURS || ONLY_RAW) {
    const one = ONLY_OURS ? oursFlood : rawFlood;
    await one(WARM_SECONDS);
    console.log(await one());
    machineLine('after');
    process.exit(0);
  }
  if (!ONLY_LATENCY) {
    await oursFlood(WARM_SECONDS);
    await rawFlood(WARM_SECONDS);
  }
  for (let round = 0; round < (ONLY_LATENCY ? 0 : 2); round++) {
    ours.push(await oursFlood());
    raw.push(await rawFlood());
  }
  const avg = (rs: FloodResult[]) => rs.reduce((s, r) => s + r.deliveriesPerSecond, 0) / rs.length;
  const avgCpu = (rs: FloodResult[]) => rs.reduce((s, r) => s + r.deliveriesPerCpuSecond, 0) / rs.length;
  const describe = (r: FloodResult) =>
    `${r.deliveriesPerSecond.toFixed(0).padStart(8)} deliveries/s wall, ${r.deliveriesPerCpuSecond.toFixed(0).padStart(8)} per server CPU-s  (${r.deliveries} in ${r.frames} frames of ${r.bytesPerFrame} B in ${r.elapsedMs} ms, server CPU ${r.cpuMs.toFixed(0)} ms, ${r.systemMs.toFixed(0)} of it in the kernel${r.complete ? '' : ', NOT drained'}${r.dropped ? `, ${r.dropped} sockets dropped` : ''})`;
  const offered = `${FLOOD.viewers} viewers, ${FLOOD.rate} msg/s offered for ${FLOOD.seconds} s`;
  console.log(`  phase 1-2: ${offered}`);
  ours.forEach((r, i) => console.log(`    ours, batched   #${i + 1} ${describe(r)}`));
  raw.forEach((r, i) => console.log(`    raw ws, batched #${i + 1} ${describe(r)}`));

  // 3. latency at 5,000 viewers with 200 chat messages and 1,000 likes per second
  const rt = await realtimeServer(TICK_MS);
  const nViewerWorkers = 2;
  const viewers = Array.from({ length: nViewerWorkers }, () => worker());
  const per = Math.ceil(LATENCY_VIEWERS / nViewerWorkers);
  await Promise.all(
    viewers.map((v, i) =>
      v.ask(
        {
          type: 'connect',
          url: rt.url,
          kind: 'sio',
          room,
          count: Math.min(per, LATENCY_VIEWERS - i * per),
          sampleEvery: 10,
        },
        'ready',
        300_000,
      ),
    ),
  );
  const sender = worker();
  await sender.ask(
    {
      type: 'connect',
      url: rt.url,
      kind: 'sio',
      room,
      count: memberTokens.length,
      sampleEvery: 0,
      tokens: memberTokens,
    },
    'ready',
  );
  await sleep(1000);
  const total = LOAD.warmSeconds + LOAD.seconds;
  const cpu0 = process.cpuUsage();
  const sending = sender.ask<{ sent: number; liked: number }>(
    { type: 'send', kind: 'sio', room, rate: LOAD.chatPerSecond, likeRate: LOAD.likesPerSecond, seconds: total },
    'sent',
    total * 1000 + 30_000,
  );
  await sleep(LOAD.warmSeconds * 1000);
  await Promise.all(viewers.map((v) => v.ask({ type: 'start' }, 'started')));
  const { sent, liked } = await sending;
  const cpu = process.cpuUsage(cpu0);
  const wallMs = total * 1000;
  await sleep(1000);
  const reports = await reportAll(viewers, true);
  // issue 34: the viewers' and the sender's CPU over the same window (they share the server's cores)
  const [senderReport] = await reportAll([sender]);
  const [likeRow] = await db
    .select({ likeCnt: broadcastSchedules.likeCnt })
    .from(broadcastSchedules)
    .where(eq(broadcastSchedules.broadcastScheduleSysId, room));
  await closeAll([...viewers, sender]);
  await rt.close();
  // 2. naive emit per message, same offered load (last: its backlog leaves a large heap behind)
  let naive: FloodResult | undefined;
  if (!ONLY_LATENCY) {
    const naiveRt = await realtimeServer(0);
    naive = await flood(naiveRt.url, 'sio', room, seqNow, hostToken, NAIVE_SECONDS);
    await naiveRt.close();
  }

  const loadEnd = loadavg()[0]!;
  const hist = new Array<number>(reports[0]!.hist!.length).fill(0);
  for (const r of reports) r.hist!.forEach((n, i) => (hist[i]! += n));
  const samples = hist.reduce((s, n) => s + n, 0);
  const deliveries = reports.reduce((s, r) => s + r.deliveries, 0);
  const dropped = reports.reduce((s, r) => s + r.closedUnexpectedly, 0);

  if (naive) console.log(`    ours, naive        ${describe(naive)}`);
  const ratio = avgCpu(ours) / avgCpu(raw);
  const ratioWall = avg(ours) / avg(raw);
  const gain = naive ? avgCpu(ours) / naive.deliveriesPerCpuSecond : NaN;
  const gainWall = naive ? avg(ours) / naive.deliveriesPerSecond : NaN;
  const p50 = histogramPercentile(hist, 0.5);
  const p99 = histogramPercentile(hist, 0.99);
  console.log(
    `  phase 3: ${LATENCY_VIEWERS} viewers, ${LOAD.senders} members sending ${LOAD.chatPerSecond} chat/s and ${LOAD.likesPerSecond} likes/s, ${LOAD.seconds} s measured`,
  );
  console.log(
    `    server CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms over ${total * 1000} ms; sent ${sent} messages and ${liked} likes (stored like count ${likeRow!.likeCnt}); ${deliveries} deliveries measured; ${samples} latency samples (every 10th viewer); ${dropped} sockets dropped`,
  );
  const serverCpuMs = (cpu.user + cpu.system) / 1000;
  const swarmCpuMs = reports.reduce((s, r) => s + r.cpuMs, 0);
  const cores = cpus().length;
  // per wall second: the server over warm-up + measured time, the viewers over the measured time
  const busy = serverCpuMs / wallMs + swarmCpuMs / (LOAD.seconds * 1000);
  console.log(
    `    swarm CPU: viewers ${swarmCpuMs} ms over the ${LOAD.seconds} s measured, sender ${senderReport?.cpuMs ?? 0} ms since its start; server + viewers keep ${((busy / cores) * 100).toFixed(0)}% of ${cores} cores busy (the rest: the sender, other processes, idle)`,
  );
  console.log(`  load average at the end    ${loadEnd.toFixed(1)} (other processes on the box share the cores)`);
  console.log(
    `  ours / raw ws              ${ratio.toFixed(3)} per server CPU-s, ${ratioWall.toFixed(3)} wall clock   (goal >= 0.75)`,
  );
  console.log(
    `  batched / naive            ${gain.toFixed(1)}x per server CPU-s, ${gainWall.toFixed(1)}x wall clock   (goal >= 5x)`,
  );
  console.log(`  latency p50 / p99          ${p50} ms / ${p99} ms   (goal p99 <= 250 ms)`);

  const goals = [
    {
      name: 'p99 at 5,000 viewers',
      met: p99 <= 250 && dropped === 0,
      detail: `${p99} ms${dropped ? `, ${dropped} sockets dropped` : ''} (goal <= 250 ms)`,
    },
  ];
  if (!ONLY_LATENCY) {
    goals.unshift(
      { name: 'ours / raw ws per server CPU-s', met: ratio >= 0.75, detail: `${ratio.toFixed(3)} (goal >= 0.75)` },
      { name: 'batched / naive per server CPU-s', met: gain >= 5, detail: `${gain.toFixed(1)}x (goal >= 5x)` },
    );
  }
  machineLine('after');
  printGoals('bench/chat', goals, loadEnd);

  await app.close();
  await store.close();
}

runBench(main);
