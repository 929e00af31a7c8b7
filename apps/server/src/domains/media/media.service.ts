import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  LIVE_FLAGS,
  MEDIA_POLICY,
  RC,
  STAFF_ROLES,
  scheduleWindow,
  type StreamKeyBody,
  type StreamKeyResponse,
} from '@lc/contracts';
import type { Db } from '../../db/client.js';
import { streamKeys } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { AuthUser } from '../auth/auth.tokens.js';
import type { BroadcastMediaState } from './media.broadcast-state.js';

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** Why the ingest refused a key (logged; an encoder only sees the connection closing). */
export type KeyRefusal = 'unknown' | 'revoked' | 'expired' | 'reused' | 'ended' | 'blocked';

export interface MediaServiceDeps {
  db: Db;
  state: BroadcastMediaState;
  now: () => Date;
  /** rtmp://host:port/live as encoders reach it (the bound port when RTMP_PORT is 0) */
  ingestBaseUrl: (requestHost?: string) => string;
}

/** Stream keys: issued to a broadcast's sellover when it is prepared, checked by the RTMP ingest. */
export function createMediaService({ db, state, now, ingestBaseUrl }: MediaServiceDeps) {
  const isStaff = (u: AuthUser) => STAFF_ROLES.includes(u.role);

  return {
    async issueKey(user: AuthUser, body: StreamKeyBody, requestHost?: string): Promise<StreamKeyResponse> {
      if (body.isAgree !== 1 && body.isAgree !== true) throw new AppError(RC.MEDIA_CONSENT_REQUIRED);
      const s = await state.scheduleInfo(body.broadcastScheduleSysId);
      if (!s || s.broadcastSysId !== body.broadcastSysId) throw new AppError(RC.BROADCAST_NOT_FOUND);
      if (s.hostUserSysId !== user.authSysId && !isStaff(user)) throw new AppError(RC.MEDIA_NOT_HOST);
      if (s.blockedAt) throw new AppError(RC.BROADCAST_BLOCKED);
      const { endAt } = scheduleWindow(s);
      const t = now();
      if (s.liveFlag === LIVE_FLAGS.ended || s.liveFlag === LIVE_FLAGS.exited || t.getTime() >= endAt.getTime()) {
        throw new AppError(RC.MEDIA_BROADCAST_ENDED);
      }
      const key = randomBytes(24).toString('base64url');
      const expiresAt = new Date(endAt.getTime() + MEDIA_POLICY.keyValidAfterEndMinutes * 60_000);
      // an earlier key that never published is replaced; one that is on air keeps its show (reconnects)
      await db
        .update(streamKeys)
        .set({ revokedAt: t })
        .where(
          and(
            eq(streamKeys.broadcastScheduleSysId, s.broadcastScheduleSysId),
            isNull(streamKeys.firstPublishAt),
            isNull(streamKeys.revokedAt),
          ),
        );
      await db.insert(streamKeys).values({
        keyHash: hashKey(key),
        broadcastScheduleSysId: s.broadcastScheduleSysId,
        userSysId: user.authSysId,
        createdAt: t,
        expiresAt,
      });
      return {
        broadcastSysId: s.broadcastSysId,
        broadcastScheduleSysId: s.broadcastScheduleSysId,
        ingestUrl: ingestBaseUrl(requestHost),
        streamKey: key,
        expiresAt: expiresAt.toISOString(),
      };
    },

    /**
     * The ingest asks whether a key may publish: unknown, revoked, expired, ended-show (reused),
     * ended or blocked broadcast are refused. The first publish is stamped.
     */
    async claimKey(key: string): Promise<{ ok: true; scheduleId: number } | { ok: false; reason: KeyRefusal }> {
      const [k] = await db
        .select()
        .from(streamKeys)
        .where(eq(streamKeys.keyHash, hashKey(key)));
      if (!k) return { ok: false, reason: 'unknown' };
      if (k.revokedAt) return { ok: false, reason: 'revoked' };
      if (k.endedAt) return { ok: false, reason: 'reused' };
      const t = now();
      if (k.expiresAt.getTime() <= t.getTime()) return { ok: false, reason: 'expired' };
      const s = await state.scheduleInfo(k.broadcastScheduleSysId);
      if (!s) return { ok: false, reason: 'unknown' };
      if (s.blockedAt) return { ok: false, reason: 'blocked' };
      if (s.liveFlag === LIVE_FLAGS.ended || s.liveFlag === LIVE_FLAGS.exited) return { ok: false, reason: 'ended' };
      if (!k.firstPublishAt) {
        await db.update(streamKeys).set({ firstPublishAt: t }).where(eq(streamKeys.streamKeySysId, k.streamKeySysId));
      }
      return { ok: true, scheduleId: k.broadcastScheduleSysId };
    },

    /** The show ended: every key of the schedule is spent (a reuse is refused). */
    async endKeys(scheduleId: number) {
      await db
        .update(streamKeys)
        .set({ endedAt: now() })
        .where(and(eq(streamKeys.broadcastScheduleSysId, scheduleId), isNull(streamKeys.endedAt)));
    },

    /** Host (or staff) check for the stream state call. */
    async assertHost(user: AuthUser, scheduleId: number) {
      const s = await state.scheduleInfo(scheduleId);
      if (!s) throw new AppError(RC.BROADCAST_NOT_FOUND);
      if (s.hostUserSysId !== user.authSysId && !isStaff(user)) throw new AppError(RC.MEDIA_NOT_HOST);
      return s;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
