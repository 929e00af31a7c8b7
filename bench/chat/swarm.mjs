// bench/chat client process (forked by run.ts): a swarm of websocket viewers or senders.
//
// Viewers speak the Engine.IO v4 / Socket.IO v5 wire protocol directly over a minimal websocket (connect
// with auth, pong, emit with ack), so thousands of them fit in one process; the raw `ws` broadcaster
// sends the very same frames, so both servers are measured by the same client code. Deliveries are
// counted per chat message (`"seq":` occurrences of each chatMessage frame, no JSON parse); every
// `sampleEvery`-th socket parses its frames and records the delivery latency of each message
// (receive time minus the send time the sender put into the message text).
import { LightWs } from '../lib/light-ws.mjs';

const CHAT_PREFIX = Buffer.from('42["chatMessage"');
const SEQ = Buffer.from('"seq":');
const HIST_MAX_MS = 10_000;

let sockets = [];
let counting = false;
let deliveries = 0;
let frames = 0;
/** bytes of the counted chat frames (ours and the raw baseline send frames of the same size) */
let bytes = 0;
let closedUnexpectedly = 0;
let hist = new Uint32Array(HIST_MAX_MS + 1);

function send(m) {
  process.send(m);
}

/** One viewer; resolves once it has joined the room. */
function viewer(url, kind, room, token, sample) {
  return new Promise((resolve, reject) => {
    const s = { ws: undefined, maxSeq: 0, joined: false, closing: false, open: true };
    const timer = setTimeout(() => reject(new Error('join timeout')), 60_000);
    const joined = () => {
      s.joined = true;
      clearTimeout(timer);
      resolve(s);
    };
    const onText = (buf, at) => {
      if (
        buf.length > CHAT_PREFIX.length &&
        buf.compare(CHAT_PREFIX, 0, CHAT_PREFIX.length, 0, CHAT_PREFIX.length) === 0
      ) {
        frames += 1;
        let n = 0;
        let last = -1;
        for (let i = buf.indexOf(SEQ); i !== -1; i = buf.indexOf(SEQ, i + SEQ.length)) {
          n += 1;
          last = i;
        }
        if (last >= 0) {
          let j = last + SEQ.length;
          let seq = 0;
          for (let c = buf[j]; c >= 48 && c <= 57; c = buf[++j]) seq = seq * 10 + (c - 48);
          if (seq > s.maxSeq) s.maxSeq = seq;
        }
        if (!counting) return;
        deliveries += n;
        bytes += buf.length;
        if (sample) {
          const [, payload] = JSON.parse(buf.toString('utf8', 2));
          for (const m of payload.messages) {
            if (m.msg.charCodeAt(0) !== 116 /* t */) continue;
            const ms = Math.max(0, at - Number(m.msg.slice(1)));
            hist[Math.min(HIST_MAX_MS, ms)] += 1;
          }
        }
        return;
      }
      if (kind === 'raw') return;
      const text = buf.toString();
      if (text === '2') return s.ws.send('3');
      if (text[0] === '0') return s.ws.send(token ? `40${JSON.stringify({ token })}` : '40');
      if (text.startsWith('40')) return s.ws.send(`421${JSON.stringify(['joinRoom', { room }])}`);
      if (text.startsWith('431')) {
        const [a] = JSON.parse(text.slice(3));
        if (a.resultCode === '0001') joined();
        else reject(new Error(`joinRoom ${a.resultCode}`));
        return;
      }
      if (text.startsWith('44')) reject(new Error(`connect refused ${text}`));
    };
    const path = kind === 'sio' ? '/socket.io/?EIO=4&transport=websocket' : '/';
    s.ws = new LightWs(
      url,
      path,
      onText,
      () => {
        if (kind === 'raw') joined();
      },
      () => {
        s.open = false;
        if (!s.closing) closedUnexpectedly += 1;
        if (!s.joined) reject(new Error('closed before joining'));
      },
    );
  });
}

async function connectAll({ url, kind, room, count, sampleEvery, tokens }) {
  const batch = 50;
  for (let i = 0; i < count; i += batch) {
    const part = [];
    for (let k = i; k < Math.min(count, i + batch); k++) {
      part.push(viewer(url, kind, room, tokens?.[k], sampleEvery > 0 && k % sampleEvery === 0));
    }
    sockets.push(...(await Promise.all(part)));
  }
}

/** Senders: `rate` chat messages per second in all (spread over the sockets) and `likeRate` likes. */
let senderTimers = [];
function startSending({ kind, room, rate, likeRate, seconds }) {
  const tickMs = 10;
  const end = Date.now() + seconds * 1000;
  let sent = 0;
  let liked = 0;
  const t0 = Date.now();
  let next = 0;
  const timer = setInterval(() => {
    const now = Date.now();
    if (now >= end) {
      clearInterval(timer);
      send({ type: 'sent', sent, liked });
      return;
    }
    const dueChat = Math.floor(((now - t0) / 1000) * rate) - sent;
    const dueLikes = Math.floor(((now - t0) / 1000) * likeRate) - liked;
    for (let i = 0; i < dueChat; i++) {
      const s = sockets[next++ % sockets.length];
      const msg = `t${Date.now()}`;
      if (kind === 'sio') s.ws.send(`42${JSON.stringify(['chatMessage', { room, message: { msgType: 0, msg } }])}`);
      else s.ws.send(JSON.stringify({ msg }));
      sent += 1;
    }
    for (let i = 0; i < dueLikes; i++) {
      const s = sockets[next++ % sockets.length];
      if (kind === 'sio') s.ws.send(`42${JSON.stringify(['like', { room, cnt: 1 }])}`);
      liked += 1;
    }
  }, tickMs);
  senderTimers.push(timer);
}

/** CPU since `since` (user + system), ms; from the process start when nothing was marked */
let cpuAtStart;
const cpuMsSince = (since) => {
  const c = process.cpuUsage(since);
  return (c.user + c.system) / 1000;
};

process.on('message', async (m) => {
  try {
    if (m.type === 'connect') {
      await connectAll(m);
      send({ type: 'ready', count: sockets.length });
    } else if (m.type === 'start') {
      deliveries = 0;
      frames = 0;
      bytes = 0;
      hist = new Uint32Array(HIST_MAX_MS + 1);
      counting = true;
      cpuAtStart = process.cpuUsage();
      send({ type: 'started' });
    } else if (m.type === 'send') {
      startSending(m);
    } else if (m.type === 'report') {
      let minSeq = Infinity;
      for (const s of sockets) if (s.open) minSeq = Math.min(minSeq, s.maxSeq);
      send({
        type: 'report',
        deliveries,
        frames,
        bytes,
        minSeq: minSeq === Infinity ? 0 : minSeq,
        open: sockets.filter((s) => s.open).length,
        closedUnexpectedly,
        hist: m.hist ? Array.from(hist) : undefined,
        // this process's CPU since 'start' (issue 34: the swarm shares the server's two cores)
        cpuMs: Math.round(cpuMsSince(cpuAtStart)),
      });
    } else if (m.type === 'stop') {
      counting = false;
      send({ type: 'stopped' });
    } else if (m.type === 'close') {
      for (const t of senderTimers) clearInterval(t);
      for (const s of sockets) {
        s.closing = true;
        s.ws.close();
      }
      sockets = [];
      send({ type: 'closed' });
      setTimeout(() => process.exit(0), 50);
    }
  } catch (e) {
    send({ type: 'error', message: String(e?.stack ?? e) });
  }
});
process.on('disconnect', () => process.exit(0));
