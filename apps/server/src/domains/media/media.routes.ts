import {
  RC,
  streamKeyBody,
  streamScheduleParams,
  getMediaStreamsResponse,
  postMediaStreamkeysResponse,
} from '@lc/contracts';
import { AppError } from '../../http/errors.js';
import type { Router } from '../../http/route.js';
import type { MediaModule } from '../../media/media.js';

/** Stream keys for encoders and the stream state of a schedule (the sellover's streaming screens). */
export function mediaRoutes(r: Router, media: MediaModule | undefined): void {
  r.route({
    method: 'POST',
    path: 'media/streamkeys',
    response: postMediaStreamkeysResponse,
    auth: 'user',
    rateLimit: { limit: 20, windowSeconds: 60 },
    body: streamKeyBody,
    handler: async ({ req, user, body }) => {
      if (!media) throw new AppError(RC.MEDIA_INGEST_DOWN);
      return media.service.issueKey(user, body, req.headers.host);
    },
  });
  r.route({
    method: 'GET',
    path: 'media/streams/:id',
    response: getMediaStreamsResponse,
    auth: 'user',
    params: streamScheduleParams,
    handler: async ({ user, params }) => {
      if (!media) throw new AppError(RC.MEDIA_INGEST_DOWN);
      await media.service.assertHost(user, params.id);
      return media.streamState(params.id);
    },
  });
}
