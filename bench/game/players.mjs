// bench/game client process (forked by run.ts): a swarm of members in one live room, each on its own
// websocket speaking the Socket.IO wire protocol (bench/lib/light-ws.mjs), who join the game, choose
// at planned times around the round's deadline, record when their `resultGame` arrives, and claim a
// live coupon over HTTP. Only `resultGame`, `liveCoupon` and the acks are parsed; the `joinGame`
// broadcasts (one per join, to every socket) are skipped on their first bytes.
import http from 'node:http';
import { LightWs } from '../lib/light-ws.mjs';

const RESULT_PREFIX = Buffer.from('42["resultGame"');
const COUPON_PREFIX = Buffer.from('42["liveCoupon"');
const ACK = { joinRoom: 1, joinGame: 2, choose: 3 };

let players = [];
let closedUnexpectedly = 0;
let couponsHeard = 0;

const send = (m) => process.send(m);
const startsWith = (buf, p) => buf.length > p.length && buf.compare(p, 0, p.length, 0, p.length) === 0;

/** One member; resolves once its socket has joined the room. */
function player(url, room, token, userSysId) {
  return new Promise((resolve, reject) => {
    const p = {
      userSysId,
      ws: undefined,
      open: true,
      closing: false,
      joined: false,
      joinCode: null,
      choice: 0,
      sentAt: 0,
      ackCode: null,
      ackAt: 0,
      generalAt: 0,
      personalAt: 0,
      me: null,
      onAck: new Map(),
    };
    const timer = setTimeout(() => reject(new Error('join timeout')), 120_000);
    const onText = (buf, at) => {
      if (startsWith(buf, RESULT_PREFIX)) {
        const [, v] = JSON.parse(buf.toString('utf8', 2));
        if (v.me) {
          if (!p.personalAt) {
            p.personalAt = at;
            p.me = v.me;
          }
        } else if (!p.generalAt) p.generalAt = at;
        return;
      }
      if (startsWith(buf, COUPON_PREFIX)) {
        couponsHeard += 1;
        return;
      }
      if (buf[0] === 0x34 && buf[1] === 0x32) return; // other events: joinGame, chat, createGame…
      const text = buf.toString();
      if (text === '2') return p.ws.send('3');
      if (text[0] === '0') return p.ws.send(`40${JSON.stringify({ token })}`);
      if (text.startsWith('40')) return p.ws.send(`42${ACK.joinRoom}${JSON.stringify(['joinRoom', { room }])}`);
      if (text.startsWith('43')) {
        const m = /^43(\d+)/.exec(text);
        const id = Number(m[1]);
        const [a] = JSON.parse(text.slice(m[0].length));
        if (id === ACK.joinRoom) {
          clearTimeout(timer);
          if (a.resultCode === '0001') {
            p.joined = true;
            resolve(p);
          } else reject(new Error(`joinRoom ${a.resultCode}`));
          return;
        }
        p.onAck.get(id)?.(a, at);
        return;
      }
      if (text.startsWith('44')) reject(new Error(`connect refused ${text}`));
    };
    p.ws = new LightWs(
      url,
      '/socket.io/?EIO=4&transport=websocket',
      onText,
      () => undefined,
      () => {
        p.open = false;
        if (!p.closing) closedUnexpectedly += 1;
        if (!p.joined) reject(new Error('closed before joining'));
      },
    );
  });
}

async function connectAll({ url, room, members }) {
  const batch = 50;
  for (let i = 0; i < members.length; i += batch) {
    const part = members.slice(i, i + batch).map((m) => player(url, room, m.token, m.userSysId));
    players.push(...(await Promise.all(part)));
  }
}

/** every player emits joinGame at once; answers when every ack is in or after `timeoutMs` */
function joinAll({ room, gameSysId, timeoutMs }) {
  return new Promise((resolve) => {
    let left = players.length;
    const t0 = Date.now();
    const done = () => {
      clearTimeout(timer);
      const ok = players.filter((p) => p.joinCode === '0001').length;
      const refused = players.filter((p) => p.joinCode && p.joinCode !== '0001').length;
      resolve({ ok, refused, missing: players.length - ok - refused, ms: Date.now() - t0 });
    };
    const timer = setTimeout(done, timeoutMs);
    for (const p of players) {
      p.onAck.set(ACK.joinGame, (a) => {
        p.joinCode = a.resultCode;
        if (--left === 0) done();
      });
      p.ws.send(`42${ACK.joinGame}${JSON.stringify(['joinGame', { room, game: { gameSysId } }])}`);
    }
  });
}

/** a deterministic spread in [0, 1) per player index */
const spread = (i, salt) => {
  const x = Math.sin((i + 1) * 12.9898 + salt * 78.233) * 43758.5453;
  return x - Math.floor(x);
};

/**
 * Each player chooses at a planned time (by its global index `base + k`): 60 % anywhere in the
 * countdown, 30 % at the player's automatic submit (autoSubmitLeadMs before the deadline, ±50 ms),
 * 5 % in the last 300 ms before the deadline, 5 % in the 400 ms after it. The time recorded is the
 * moment the frame was written.
 */
function chooseAll({ room, gameSysId, deadline, base, autoLeadMs }) {
  const now = Date.now();
  players.forEach((p, k) => {
    const i = base + k;
    const u = spread(i, 1);
    const band = i % 20;
    let at;
    if (band < 12) at = now + 300 + u * (deadline - 1500 - now - 300);
    else if (band < 18) at = deadline - autoLeadMs - 50 + u * 100;
    else if (band < 19) at = deadline - 300 + u * 299;
    else at = deadline + 1 + u * 400;
    p.choice = 1 + Math.floor(spread(i, 2) * 3);
    p.onAck.set(ACK.choose, (a, ackAt) => {
      p.ackCode = a.resultCode;
      p.ackAt = ackAt;
    });
    setTimeout(
      () => {
        if (!p.open) return;
        p.ws.send(
          `42${ACK.choose}${JSON.stringify(['chooseGameUser', { room, game: { gameSysId, choose: p.choice } }])}`,
        );
        p.sentAt = Date.now();
      },
      Math.max(0, at - now),
    );
  });
}

/** every member claims the live coupon over HTTP at `at + spread × spreadMs` (one keep-alive agent) */
function claimAll({ url, room, liveCouponSysId, at, spreadMs, base, tokens, timeoutMs }) {
  return new Promise((resolve) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
    const u = new URL(url);
    const codes = {};
    const latencies = [];
    let issued = 0;
    let left = tokens.length;
    const finish = () => {
      clearTimeout(timer);
      agent.destroy();
      resolve({ codes, issued, latencies, answered: latencies.length });
    };
    const timer = setTimeout(finish, timeoutMs);
    tokens.forEach((token, k) => {
      const due = at + spread(base + k, 3) * spreadMs;
      setTimeout(
        () => {
          const t0 = Date.now();
          const req = http.request(
            {
              host: u.hostname,
              port: u.port,
              method: 'POST',
              path: `/api/v1/broadcasts/live-coupons/${room}/${liveCouponSysId}/claim`,
              agent,
              headers: { authorization: `Bearer ${token}`, 'content-length': 0 },
            },
            (res) => {
              const chunks = [];
              res.on('data', (c) => chunks.push(c));
              res.on('end', () => {
                let code = `http ${res.statusCode}`;
                try {
                  const body = JSON.parse(Buffer.concat(chunks).toString()).jsonData ?? {};
                  code = body.resultCode ?? code;
                  if (code === '0001' && body.alreadyClaimed === false) issued += 1;
                } catch {
                  // not JSON
                }
                codes[code] = (codes[code] ?? 0) + 1;
                latencies.push(Date.now() - t0);
                if (--left === 0) finish();
              });
            },
          );
          req.on('error', (e) => {
            codes[e.code ?? 'error'] = (codes[e.code ?? 'error'] ?? 0) + 1;
            if (--left === 0) finish();
          });
          req.end();
        },
        Math.max(0, due - Date.now()),
      );
    });
  });
}

process.on('message', async (m) => {
  try {
    if (m.type === 'connect') {
      await connectAll(m);
      send({ type: 'ready', count: players.length });
    } else if (m.type === 'join') {
      send({ type: 'joined', ...(await joinAll(m)) });
    } else if (m.type === 'choose') {
      chooseAll(m);
      send({ type: 'choosing' });
    } else if (m.type === 'report') {
      send({
        type: 'report',
        open: players.filter((p) => p.open).length,
        closedUnexpectedly,
        couponsHeard,
        players: players.map((p) => ({
          userSysId: p.userSysId,
          joinCode: p.joinCode,
          choice: p.choice,
          sentAt: p.sentAt,
          ackCode: p.ackCode,
          ackAt: p.ackAt,
          generalAt: p.generalAt,
          personalAt: p.personalAt,
          me: p.me,
        })),
      });
    } else if (m.type === 'claim') {
      send({ type: 'claimed', ...(await claimAll(m)) });
    } else if (m.type === 'close') {
      for (const p of players) {
        p.closing = true;
        p.ws.close();
      }
      players = [];
      send({ type: 'closed' });
      setTimeout(() => process.exit(0), 50);
    }
  } catch (e) {
    send({ type: 'error', message: String(e?.stack ?? e) });
  }
});
process.on('disconnect', () => process.exit(0));
