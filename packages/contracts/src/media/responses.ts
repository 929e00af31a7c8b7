import { z } from 'zod';

/*
 * The answers of the media routes: the data merged into `jsonData` after `resultCode: '0001'`.
 * Every HTTP test checks each answer against its route's schema (strictly: no unknown keys), and the
 * OpenAPI document is generated from them.
 */

/** POST media/streamkeys */
export const postMediaStreamkeysResponse = z.object({
  broadcastSysId: z.number(),
  broadcastScheduleSysId: z.number(),
  ingestUrl: z.string(),
  streamKey: z.string(),
  expiresAt: z.string(),
});
export type PostMediaStreamkeysResponse = z.infer<typeof postMediaStreamkeysResponse>;

/** GET media/streams/:id */
export const getMediaStreamsResponse = z.object({
  broadcastScheduleSysId: z.number(),
  state: z.enum(['live', 'ended', 'idle', 'reconnecting', 'replay']),
  liveUrl: z.string().nullable(),
  hlsUrl: z.string().nullable(),
  replayUrl: z.string().nullable(),
});
export type GetMediaStreamsResponse = z.infer<typeof getMediaStreamsResponse>;
