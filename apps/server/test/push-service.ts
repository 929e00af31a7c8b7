import { createECDH, createPublicKey, randomBytes, randomUUID, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';

// http_ece is what web-push encrypts with; here it decrypts as a browser does (CommonJS, no types)
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buf: Buffer, params: { version: string; privateKey: unknown; authSecret: Buffer }): Buffer;
};

export interface ReceivedPush {
  subscriptionId: string;
  payload: Record<string, unknown>;
  ttl: number;
  urgency: string | undefined;
  /** the VAPID token's audience and subject, verified against its public key */
  vapid: { aud: string; sub: string; publicKey: string };
}

interface Device {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  /** 201 normally; 404/410 to play an unsubscribed browser */
  answer: number;
}

const b64u = (b: Buffer) => b.toString('base64url');

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => resolve(Buffer.concat(parts)));
    req.on('error', reject);
  });
}

/** Verifies `vapid t=<jwt>, k=<key>` (RFC 8292): ES256 over the JWT with the uncompressed P-256 key. */
function checkVapid(header: string | undefined): ReceivedPush['vapid'] {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!m) throw new Error(`no VAPID authorization: ${header}`);
  const [h, p, s] = m[1]!.split('.');
  const raw = Buffer.from(m[2]!, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33, 65)) },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(s!, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(p!, 'base64url').toString()) as { aud: string; sub: string; exp: number };
  if (claims.exp * 1000 < Date.now()) throw new Error('VAPID token expired');
  return { aud: claims.aud, sub: claims.sub, publicKey: m[2]! };
}

/**
 * A push service on 127.0.0.1 that answers as the browser vendors' endpoints do (RFC 8030: 201 Created,
 * 404/410 for a gone subscription, 400 for a bad request) and keeps what it received, decrypted
 * (RFC 8291 aes128gcm) with the device keys it handed out, so tests can assert the real payload.
 */
export async function startPushService() {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const waiters: (() => void)[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const m = /^\/push\/([a-f0-9-]+)$/.exec(req.url ?? '');
      const device = m ? devices.get(m[1]!) : undefined;
      const body = await readBody(req);
      if (req.method !== 'POST' || !m) return res.writeHead(404).end();
      if (!device) return res.writeHead(410).end();
      if (device.answer !== 201) return res.writeHead(device.answer).end();
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('content-encoding must be aes128gcm');
        const ttl = Number(req.headers.ttl);
        if (!Number.isInteger(ttl)) throw new Error('TTL header missing');
        const vapid = checkVapid(req.headers.authorization);
        const clear = ece.decrypt(body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth });
        received.push({
          subscriptionId: m[1]!,
          payload: JSON.parse(clear.toString('utf8')) as Record<string, unknown>,
          ttl,
          urgency: req.headers.urgency as string | undefined,
          vapid,
        });
        res.writeHead(201, { location: `/message/${randomUUID()}` }).end();
        waiters.splice(0).forEach((w) => w());
      } catch (err) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end(String(err));
      }
    })();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** a new browser subscription: endpoint on this service and the keys the browser would make */
    subscribe() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, auth, answer: 201 });
      return {
        id,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) },
        },
      };
    },
    /** the browser dropped it: the endpoint answers `status` (410 Gone or 404) from now on */
    unsubscribe(id: string, status: 404 | 410 = 410) {
      const d = devices.get(id);
      if (d) d.answer = status;
    },
    for: (id: string) => received.filter((r) => r.subscriptionId === id),
    /** resolves when `n` messages in all have arrived (or rejects after `ms`) */
    async waitFor(n: number, ms = 10_000) {
      const until = Date.now() + ms;
      while (received.length < n) {
        if (Date.now() > until) throw new Error(`expected ${n} pushes, got ${received.length}`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 200);
        });
      }
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
export type LocalPushService = Awaited<ReturnType<typeof startPushService>>;
