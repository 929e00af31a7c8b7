import { createReadStream, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RC } from '@lc/contracts';
import { sendFailure } from '../http/envelope.js';
import { LL_HLS, blockingDecision, llPlaylistEdge } from './ll-hls.js';
import { llPlaylistUpdates } from './ll-packager.js';

/** MIME types of what the media role serves. */
export const MEDIA_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.m4s': 'video/mp4',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
};

/** Cache policy: playlists change every segment; segments never change; the thumbnail every few seconds. */
export function cacheControlFor(file: string): string {
  const ext = path.extname(file);
  if (ext === '.m3u8') return 'no-cache';
  if (ext === '.jpg') return 'public, max-age=2';
  return 'public, max-age=31536000, immutable';
}

/** `{id}/…/{file}`: digits, then lower-case folders, then a file with a known extension; nothing else. */
const SAFE = /^\d{1,10}\/(?:[a-z0-9]{1,16}\/){0,2}[A-Za-z0-9_-]{1,64}\.(?:m3u8|ts|m4s|mp4|jpg)$/;

/** How often a waiting request looks at the disk too (another process may be the packager). */
const WAIT_POLL_MS = 100;

/**
 * Resolves true as soon as `ready()` holds (checked at every change of `playlist` in this process
 * and every WAIT_POLL_MS), false after `ms`.
 */
function waitFor(playlist: string, ready: () => boolean, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (v: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      clearInterval(poll);
      llPlaylistUpdates.off(playlist, check);
      resolve(v);
    };
    const check = () => {
      if (ready()) finish(true);
    };
    const timer = setTimeout(() => finish(ready()), ms);
    const poll = setInterval(check, WAIT_POLL_MS);
    llPlaylistUpdates.on(playlist, check);
    check();
  });
}

const readText = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};
const exists = (file: string) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/** A low-latency part file (`r{run}/{rendition}/ll{msn}p{part}.m4s`): its rendition's playlist. */
const PART = /^(\d{1,10})\/r\d{1,9}\/([a-z0-9]{1,16})\/ll\d{1,9}p\d{1,4}\.m4s$/;

/** Parses a single `bytes=` range against a size; null when absent, 'bad' when unsatisfiable. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'bad' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'bad';
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'bad';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start > end || start >= size) return 'bad';
  return { start, end };
}

/**
 * GET/HEAD /media/shows/… from DATA_DIR/media/shows: strict paths (anything else, including any
 * traversal attempt, is 404), MIME types, cache headers, byte ranges.
 */
export function registerMediaServing(fastify: FastifyInstance, root: string): void {
  const handler = async (
    req: FastifyRequest<{ Params: { '*': string }; Querystring: Record<string, string | undefined> }>,
    reply: FastifyReply,
  ) => {
    const rel = req.params['*'];
    if (!SAFE.test(rel)) return sendFailure(req, reply, RC.NOT_FOUND);
    const full = path.join(root, rel);
    if (!full.startsWith(root + path.sep)) return sendFailure(req, reply, RC.NOT_FOUND);
    if (path.basename(full) === 'll.m3u8') {
      // blocking playlist reload: hold the request until the asked part or segment is listed
      const text = readText(full);
      if (text === null) return sendFailure(req, reply, RC.NOT_FOUND);
      const q = { msn: req.query._HLS_msn, part: req.query._HLS_part };
      const edge = llPlaylistEdge(text);
      const first = blockingDecision(q, edge);
      if (first.kind === 'bad') {
        return sendFailure(req, reply, RC.MEDIA_PLAYLIST_DIRECTIVE_INVALID, { extra: { reason: first.reason } });
      }
      if (first.kind === 'wait') {
        const ms = LL_HLS.blockTargets * Math.max(1, edge.targetDuration) * 1000;
        const ok = await waitFor(
          full,
          () => {
            const now = readText(full);
            return now !== null && blockingDecision(q, llPlaylistEdge(now)).kind === 'now';
          },
          ms,
        );
        if (!ok) return sendFailure(req, reply, RC.MEDIA_PART_NOT_READY);
      }
    } else {
      // a part announced by the preload hint: answered as soon as it is written
      const m = PART.exec(rel);
      if (m && !exists(full)) {
        const playlist = path.join(root, m[1]!, m[2]!, 'll.m3u8');
        const text = readText(playlist);
        const edge = text === null ? null : llPlaylistEdge(text);
        if (!edge || edge.ended || !text!.includes(`URI="${path.relative(path.dirname(playlist), full)}"`)) {
          return sendFailure(req, reply, RC.NOT_FOUND);
        }
        const ms = LL_HLS.blockTargets * Math.max(1, edge.targetDuration) * 1000;
        if (!(await waitFor(playlist, () => exists(full), ms))) return sendFailure(req, reply, RC.NOT_FOUND);
      }
    }
    let size: number;
    let mtime: Date;
    try {
      const st = statSync(full);
      if (!st.isFile()) return sendFailure(req, reply, RC.NOT_FOUND);
      size = st.size;
      mtime = st.mtime;
    } catch {
      return sendFailure(req, reply, RC.NOT_FOUND);
    }
    reply
      .header('content-type', MEDIA_TYPES[path.extname(full)]!)
      .header('cache-control', cacheControlFor(full))
      .header('accept-ranges', 'bytes')
      .header('last-modified', mtime.toUTCString())
      .header('access-control-allow-origin', '*');
    const range = parseRange(req.headers.range, size);
    if (range === 'bad') {
      return reply.code(416).header('content-range', `bytes */${size}`).send();
    }
    if (range) {
      reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', range.end - range.start + 1);
      return req.method === 'HEAD' ? reply.send() : reply.send(createReadStream(full, range));
    }
    reply.header('content-length', size);
    return req.method === 'HEAD' ? reply.send() : reply.send(createReadStream(full));
  };
  fastify.get('/media/shows/*', handler);
}
