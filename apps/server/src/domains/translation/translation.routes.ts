import { transBody, postTransResponse } from '@lc/contracts';
import type { Router } from '../../http/route.js';
import type { TranslationService } from './translation.service.js';

export function translationRoutes(r: Router, translation: TranslationService): void {
  r.route({
    method: 'POST',
    path: 'trans',
    response: postTransResponse,
    auth: 'optional',
    rateLimit: { limit: 120, windowSeconds: 60 },
    body: transBody,
    handler: ({ body }) => translation.trans(body),
  });
}
