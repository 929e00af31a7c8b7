import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RC } from '@lc/contracts';
import { sendFailure } from '../http/envelope.js';
import { PRIVATE_FILES_PREFIX, type FileLinks } from './links.js';
import { isValidKey, STORAGE_LAYOUT, type FileStorage } from './storage.js';

/** public objects: browsers and CDNs may keep them a day (names are unique; seeded pictures are redrawn alike) */
const PUBLIC_CACHE = 'public, max-age=86400';

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` (one range) → the first byte and the last (or null: the whole object) */
function parseRange(h: string | undefined, size: number): { start: number; end: number } | null | 'bad' {
  if (!h) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(h.trim());
  if (!m || (!m[1] && !m[2])) return null;
  const start = m[1] ? Number(m[1]) : Math.max(0, size - Number(m[2]));
  const end = m[1] && m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
  return start > end || start >= size ? 'bad' : { start, end };
}

/** the key of the request's path after `prefix` (decoded), or null when it is no valid key */
function keyOf(req: FastifyRequest, prefix: string, keyPrefix: string): string | null {
  const pathname = req.url.split('?')[0]!;
  let rest: string;
  try {
    rest = decodeURIComponent(pathname.slice(prefix.length));
  } catch {
    return null;
  }
  const key = `${keyPrefix}${rest}`;
  return isValidKey(key) ? key : null;
}

/** Sends one object: its type, length, validators and byte ranges (video seeking), never sniffed into a page. */
async function sendObject(
  req: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  key: string,
  cache: string,
): Promise<unknown> {
  // a byte range needs the object's size first (one more round trip to a store); a whole object does not
  let range: { start: number; end: number } | null = null;
  if (req.headers.range) {
    const whole = await storage.head(key);
    if (!whole) return sendFailure(req, reply, RC.NOT_FOUND);
    const r = parseRange(req.headers.range, whole.size);
    if (r === 'bad') return reply.code(416).header('content-range', `bytes */${whole.size}`).send();
    range = r;
  }
  const o = await storage.get(key, range ?? undefined);
  if (!o) return sendFailure(req, reply, RC.NOT_FOUND);
  reply
    .header('content-type', o.contentType)
    .header('accept-ranges', 'bytes')
    .header('cache-control', cache)
    .header('x-content-type-options', 'nosniff');
  // issue 7: anything but an image or a video is a download, never a page; an SVG runs no script
  if (!/^(image\/(jpeg|png|gif|webp|svg\+xml)|video\/mp4)$/.test(o.contentType))
    reply.header('content-disposition', 'attachment');
  if (o.contentType === 'image/svg+xml')
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
  if (o.etag) reply.header('etag', o.etag);
  if (o.lastModified) reply.header('last-modified', o.lastModified.toUTCString());
  if (o.etag && req.headers['if-none-match'] === o.etag && !o.range) {
    o.body.destroy();
    return reply.code(304).send();
  }
  if (o.range) {
    reply.code(206).header('content-range', `bytes ${o.range.start}-${o.range.end}/${o.size}`);
    reply.header('content-length', o.range.end - o.range.start + 1);
  } else reply.header('content-length', o.size);
  if (req.method === 'HEAD') {
    o.body.destroy();
    return reply.send();
  }
  return reply.send(o.body);
}

/**
 * GET/HEAD `/uploads/<rest>`: a public object (key `uploads/<rest>`) from the storage, whichever node
 * wrote it: sent to browsers at its S3_PUBLIC_URL address when one is set (a redirect), streamed
 * otherwise. GET/HEAD `/files/private/...?exp&sig`: a private object, only through a valid signed link.
 * `before`: the demo pictures drawn on first request (seed-art.ts).
 */
export function storageRoutes(
  fastify: FastifyInstance,
  storage: FileStorage,
  links: FileLinks,
  before?: (key: string, req: FastifyRequest) => Promise<unknown>,
): void {
  const publicFile = async (req: FastifyRequest, reply: FastifyReply) => {
    const key = keyOf(req, '/uploads/', STORAGE_LAYOUT.publicPrefix);
    if (!key) return sendFailure(req, reply, RC.NOT_FOUND);
    if (before) await before(key, req);
    const at = storage.publicUrl(key);
    if (at) return reply.header('cache-control', PUBLIC_CACHE).redirect(at, 302);
    return sendObject(req, reply, storage, key, PUBLIC_CACHE);
  };
  const privateFile = async (req: FastifyRequest, reply: FastifyReply) => {
    const key = keyOf(req, PRIVATE_FILES_PREFIX, '');
    const q = req.query as { exp?: string; sig?: string };
    if (!key || !links.verify(key, q.exp, q.sig)) return sendFailure(req, reply, RC.FILE_LINK_INVALID);
    // a private object is never kept by a shared cache; the browser keeps it no longer than its link
    return sendObject(req, reply, storage, key, 'private, max-age=60');
  };
  // Fastify answers HEAD through the GET route (exposeHeadRoutes); sendObject sends no body for it
  fastify.get('/uploads/*', publicFile);
  fastify.get(`${PRIVATE_FILES_PREFIX}*`, privateFile);
}
