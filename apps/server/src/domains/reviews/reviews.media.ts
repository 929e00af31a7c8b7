import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import {
  QUESTION_POLICY,
  RC,
  REVIEW_POLICY,
  type ImageUsage,
  type ImageUploadResponse,
  type VideoStatusResponse,
  type VideoTokenResponse,
  type VideoUploadResponse,
} from '@lc/contracts';
import type { Db, Queryable } from '../../db/client.js';
import { memberUploads } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import { monthFolder, STORAGE_LAYOUT, type FileLinks, type FileStorage } from '../../storage/index.js';

const MB = 1_048_576;
/** a processing video whose source is on no node that started since: given up after this long (transcodes take minutes) */
export const ORPHAN_VIDEO_MS = 60 * 60_000;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const newKey = () => randomBytes(12).toString('base64url');

/** Containers a review video may come in (ffprobe format names): MP4/MOV/M4V and WebM. */
const VIDEO_FORMATS = ['mov', 'mp4', 'm4a', '3gp', '3g2', 'mj2', 'matroska', 'webm'];
const isAllowedFormat = (formatName: string) => {
  const names = formatName.split(',');
  // matroska,webm: only WebM is allowed (a .mkv is matroska without the webm codecs check below)
  return names.some((n) => VIDEO_FORMATS.includes(n));
};

interface Probe {
  durationSec: number;
  hasVideo: boolean;
  hasAudio: boolean;
  formatName: string;
}

function run(
  cmd: string,
  args: string[],
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(cmd, args, { timeout: timeoutMs, maxBuffer: 4 * MB, signal }, (err, stdout, stderr) => {
      if (err) reject(Object.assign(err, { stderr }));
      else resolve({ stdout, stderr });
    });
  });
}

/** The H.264/AAC MP4 a review plays inline: at most 1280 px wide, even sides, fast start. */
export function transcodeArgs(input: string, output: string, hasAudio: boolean): string[] {
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-i',
    input,
    '-map',
    '0:v:0',
    ...(hasAudio ? ['-map', '0:a:0'] : []),
    '-vf',
    "scale='min(1280,iw)':-2:flags=bicubic,format=yuv420p",
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '26',
    '-profile:v',
    'high',
    ...(hasAudio ? ['-c:a', 'aac', '-b:a', '128k', '-ac', '2'] : ['-an']),
    '-map_metadata',
    '-1',
    '-movflags',
    '+faststart',
    '-t',
    String(REVIEW_POLICY.videoMaxSeconds + 1),
    output,
  ];
}

export function posterArgs(input: string, output: string, atSec: number): string[] {
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-ss',
    atSec.toFixed(2),
    '-i',
    input,
    '-frames:v',
    '1',
    '-vf',
    "scale='min(1280,iw)':-2",
    '-q:v',
    '4',
    output,
  ];
}

/**
 * Images and videos of reviews and inquiries (shopping §7 media upload calls, issue 12).
 * Images: the claim-photo checks of the uploads service (content sniffed, size, dimensions,
 * re-encoded without metadata), recorded as the member's uploads. Video: a short-lived single-use
 * token, the raw file streamed to a private folder (size counted while it arrives), ffprobe'd,
 * then transcoded by the project's ffmpeg one at a time in the background (H.264/AAC MP4 and a
 * poster JPEG) while the review shows "processing".
 */
/** The member's own review video by its key, when it is in one of `statuses`. */
export async function memberVideo(q: Queryable, userSysId: number, videoKey: string, statuses: string[]) {
  const [r] = await q
    .select()
    .from(memberUploads)
    .where(
      and(
        eq(memberUploads.uploadKey, videoKey),
        eq(memberUploads.userSysId, userSysId),
        eq(memberUploads.kind, 'video'),
        inArray(memberUploads.status, statuses),
      ),
    );
  return r;
}

export function createReviewMedia(deps: {
  db: Db;
  now: () => Date;
  uploads: UploadsService;
  /** the node-local working folder: a video's source stays on the node that received it until transcoded */
  dataDir: string;
  storage: FileStorage;
  links: FileLinks;
  ffmpegPath: string;
  log: (msg: string, err?: unknown) => void;
}) {
  const { db, now } = deps;
  const ffprobePath = deps.ffmpegPath.replace(/ffmpeg(\.exe)?$/, 'ffprobe$1');
  const privateDir = path.join(deps.dataDir, 'private', 'videos');
  let queue: Promise<void> = Promise.resolve();
  const pending = new Set<string>();
  let closed = false;
  // stopping the server stops a running transcode; the video stays `processing` and is redone at the next start
  const stopping = new AbortController();

  async function probe(file: string): Promise<Probe | null> {
    try {
      const { stdout } = await run(
        ffprobePath,
        ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
        30_000,
      );
      const j = JSON.parse(stdout) as {
        format?: { format_name?: string; duration?: string };
        streams?: { codec_type?: string; codec_name?: string; duration?: string }[];
      };
      const streams = j.streams ?? [];
      const formatName = j.format?.format_name ?? '';
      const video = streams.find((s) => s.codec_type === 'video');
      const durationSec = Number(j.format?.duration ?? video?.duration ?? NaN);
      return {
        formatName,
        hasVideo: !!video && !['mjpeg', 'png', 'gif', 'bmp', 'webp'].includes(video.codec_name ?? ''),
        hasAudio: streams.some((s) => s.codec_type === 'audio'),
        durationSec,
      };
    } catch {
      return null;
    }
  }

  async function transcode(key: string, src: string, hasAudio: boolean, durationSec: number) {
    // issue 26: made on this node, then stored as private objects (signed links until and after publication)
    const base = `${STORAGE_LAYOUT.privatePrefix}reviews/videos/${monthFolder(now())}/${key}`;
    const tmp = path.join(privateDir, `${key}.part.mp4`);
    const jpg = path.join(privateDir, `${key}.part.jpg`);
    try {
      await run(deps.ffmpegPath, transcodeArgs(src, tmp, hasAudio), 10 * 60_000, stopping.signal);
      await run(deps.ffmpegPath, posterArgs(tmp, jpg, Math.min(1, durationSec / 2)), 60_000, stopping.signal);
      await deps.storage.put(`${base}.mp4`, { file: tmp });
      await deps.storage.put(`${base}.jpg`, { file: jpg });
      await db
        .update(memberUploads)
        .set({ status: 'ready', url: `${base}.mp4`, posterUrl: `${base}.jpg`, bytes: (await stat(tmp)).size })
        .where(and(eq(memberUploads.uploadKey, key), eq(memberUploads.status, 'processing')));
    } catch (err) {
      await Promise.all([rm(tmp, { force: true }), rm(jpg, { force: true })]);
      if (stopping.signal.aborted) return;
      deps.log('review video transcode failed', err);
      await rm(src, { force: true });
      await db
        .update(memberUploads)
        .set({ status: 'failed' })
        .where(and(eq(memberUploads.uploadKey, key), eq(memberUploads.status, 'processing')));
    }
    await Promise.all([rm(src, { force: true }), rm(tmp, { force: true }), rm(jpg, { force: true })]);
  }

  function enqueue(key: string, src: string, hasAudio: boolean, durationSec: number) {
    if (pending.has(key)) return;
    pending.add(key);
    queue = queue
      .then(() => (closed ? undefined : transcode(key, src, hasAudio, durationSec)))
      .catch((err: unknown) => deps.log('review video queue', err))
      .finally(() => pending.delete(key));
  }

  const media = {
    /** POST cdzn/images: up to 5 images per call, each checked and stored like a claim photo. */
    async storeImages(userSysId: number, files: Buffer[], usage: ImageUsage): Promise<ImageUploadResponse> {
      const max = usage === 'review' ? REVIEW_POLICY.maxPhotos : QUESTION_POLICY.maxImages;
      if (files.length === 0) throw new AppError(RC.UPLOAD_EMPTY);
      if (files.length > max) throw new AppError(RC.UPLOAD_TOO_MANY, { extra: { max } });
      const stored: { url: string; width: number; height: number; bytes: number }[] = [];
      // every file is checked before any row is written: one bad file refuses the whole call
      for (const f of files)
        stored.push(
          usage === 'review'
            ? await deps.uploads.storeImage(f, 'reviews')
            : await deps.uploads.storeImage(f, 'inquiries', 'private'),
        );
      const at = now();
      await db.insert(memberUploads).values(
        stored.map((s) => ({
          uploadKey: newKey(),
          userSysId,
          kind: 'image',
          usage,
          url: s.url,
          width: s.width,
          height: s.height,
          bytes: s.bytes,
          status: 'stored',
          createdAt: at,
        })),
      );
      return { images: stored.map((s) => ({ url: deps.links.view(s.url), width: s.width, height: s.height })) };
    },

    /** GET kinx/midbus/token: one upload of one video, for this member, within 30 minutes. */
    async videoToken(userSysId: number): Promise<VideoTokenResponse> {
      const token = randomBytes(24).toString('base64url');
      const at = now();
      const expiresAt = new Date(at.getTime() + REVIEW_POLICY.videoTokenMinutes * 60_000);
      await db.insert(memberUploads).values({
        uploadKey: newKey(),
        userSysId,
        kind: 'video',
        usage: 'review',
        status: 'token',
        tokenHash: sha256(token),
        tokenExpiresAt: expiresAt,
        createdAt: at,
      });
      return {
        token,
        uploadPath: `kinx/midbus/upload/${token}`,
        expiresAt: expiresAt.toISOString(),
        maxMb: REVIEW_POLICY.videoMaxMb,
        maxSeconds: REVIEW_POLICY.videoMaxSeconds,
        extensions: [...REVIEW_POLICY.videoExtensions],
      };
    },

    /**
     * POST kinx/midbus/upload/:token with the raw file. The token is spent first (a second upload
     * with it is 4701), the body is counted while it is written (over 100 MB: 4703), then ffprobe
     * decides: no video stream or another container 4702, longer than 60 s 4704.
     */
    async uploadVideo(
      userSysId: number,
      token: string,
      body: Readable | undefined,
      declaredLength: number | undefined,
    ): Promise<VideoUploadResponse> {
      const [row] = await db
        .update(memberUploads)
        .set({ status: 'receiving', tokenExpiresAt: null })
        .where(
          and(
            eq(memberUploads.tokenHash, sha256(token)),
            eq(memberUploads.userSysId, userSysId),
            eq(memberUploads.status, 'token'),
            gt(memberUploads.tokenExpiresAt, now()),
          ),
        )
        .returning({ key: memberUploads.uploadKey });
      if (!row) throw new AppError(RC.VIDEO_TOKEN_INVALID);
      const key = row.key;
      const fail = async (code: string, extra?: Record<string, unknown>) => {
        await db.update(memberUploads).set({ status: 'failed' }).where(eq(memberUploads.uploadKey, key));
        return new AppError(code as never, extra ? { extra } : undefined);
      };
      const limit = REVIEW_POLICY.videoMaxMb * MB;
      if (!body || typeof (body as Readable).pipe !== 'function') throw await fail(RC.VIDEO_NOT_VIDEO);
      if (declaredLength !== undefined && declaredLength > limit) {
        body.resume();
        throw await fail(RC.VIDEO_TOO_LARGE, { maxMb: REVIEW_POLICY.videoMaxMb });
      }
      await mkdir(privateDir, { recursive: true });
      const src = path.join(privateDir, `${key}.src`);
      let bytes = 0;
      let tooLarge = false;
      try {
        await pipeline(
          body,
          async function* (chunks: AsyncIterable<Buffer>) {
            for await (const c of chunks) {
              bytes += c.length;
              if (bytes > limit) {
                tooLarge = true;
                throw new Error('too large');
              }
              yield c;
            }
          },
          createWriteStream(src, { flags: 'wx' }),
        );
      } catch (err) {
        await rm(src, { force: true });
        if (tooLarge) throw await fail(RC.VIDEO_TOO_LARGE, { maxMb: REVIEW_POLICY.videoMaxMb });
        // the connection broke or the disk failed: the spec's "contact customer services" upload failure
        deps.log('review video upload failed', err);
        throw await fail(RC.REVIEW_UPLOAD_FAILED);
      }
      if (bytes === 0) {
        await rm(src, { force: true });
        throw await fail(RC.UPLOAD_EMPTY);
      }
      const p = await probe(src);
      if (!p || !p.hasVideo || !isAllowedFormat(p.formatName) || !Number.isFinite(p.durationSec)) {
        await rm(src, { force: true });
        throw await fail(RC.VIDEO_NOT_VIDEO);
      }
      if (p.durationSec > REVIEW_POLICY.videoMaxSeconds + 0.5) {
        await rm(src, { force: true });
        throw await fail(RC.VIDEO_TOO_LONG, { maxSeconds: REVIEW_POLICY.videoMaxSeconds });
      }
      await db
        .update(memberUploads)
        .set({ status: 'processing', bytes, durationSec: p.durationSec })
        .where(eq(memberUploads.uploadKey, key));
      enqueue(key, src, p.hasAudio, p.durationSec);
      return { videoKey: key, status: 'processing', durationSec: Math.round(p.durationSec * 10) / 10 };
    },

    async videoStatus(userSysId: number, videoKey: string): Promise<VideoStatusResponse> {
      const r = await memberVideo(db, userSysId, videoKey, ['processing', 'ready', 'failed']);
      if (!r) throw new AppError(RC.VIDEO_NOT_FOUND);
      return {
        videoKey,
        status: r.status as 'processing' | 'ready' | 'failed',
        url: r.url && deps.links.view(r.url),
        posterUrl: r.posterUrl && deps.links.view(r.posterUrl),
        durationSec: r.durationSec,
      };
    },

    /**
     * Videos left processing by a stopped server are transcoded again at start (their source is kept on
     * the node that received them). A source this node lacks belongs to another node that may be
     * transcoding it now (issue 26: several nodes): only one older than ORPHAN_VIDEO_MS is given up.
     */
    async resume() {
      const rows = await db
        .select({ key: memberUploads.uploadKey, createdAt: memberUploads.createdAt })
        .from(memberUploads)
        .where(and(eq(memberUploads.kind, 'video'), eq(memberUploads.status, 'processing')))
        .orderBy(desc(memberUploads.createdAt));
      for (const r of rows) {
        const src = path.join(privateDir, `${r.key}.src`);
        const p = await probe(src);
        if (p) enqueue(r.key, src, p.hasAudio, p.durationSec);
        else if (now().getTime() - r.createdAt.getTime() > ORPHAN_VIDEO_MS)
          await db.update(memberUploads).set({ status: 'failed' }).where(eq(memberUploads.uploadKey, r.key));
      }
    },

    /** resolves when every queued transcode is done (tests, shutdown) */
    idle: () => queue,
    async close() {
      closed = true;
      stopping.abort();
      await queue;
    },
  };
  return media;
}
export type ReviewMedia = ReturnType<typeof createReviewMedia>;
