import { api } from '../../../shared/api/client';

/** The console's actions (issue 13): POST broadcasts/console/{room}/{action}. */
export type ConsolePostAction =
  'answer' | 'notice' | 'banner' | 'close-notice' | 'pin' | 'rolling' | 'live-price' | 'blacklist' | 'control';

/** One console action; `key` (one per tap) makes a retried tap act once on the server. */
export const postConsoleAction = (room: number, action: ConsolePostAction, body: object, key: string) =>
  api<Record<string, unknown>>('POST', `broadcasts/console/${room}/${action}`, body, { idempotencyKey: key });
