import { useQuery } from '@tanstack/react-query';
import type { IntroResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/**
 * How often a page waiting for a show's start asks for its status again: the server's clock
 * decides when a show starts (status 'ready' → 'live'), not the browser's.
 */
export const INTRO_START_POLL_MS = 5_000;

/** GET broadcasts/{id}/intro?broadcastScheduleSysId (the broadcast being prepared). */
export function getBroadcastIntro(broadcastSysId: number, scheduleId: number): Promise<IntroResponse> {
  return api<IntroResponse>('GET', `broadcasts/${broadcastSysId}/intro?broadcastScheduleSysId=${scheduleId}`);
}

/** The broadcast being prepared; `untilStart`: asked again while it has not started (the go-live page's notice). */
export function useBroadcastIntro(broadcastSysId: number, scheduleId: number, opts: { untilStart?: boolean } = {}) {
  return useQuery({
    queryKey: ['sellers', 'intro', broadcastSysId, scheduleId],
    queryFn: () => getBroadcastIntro(broadcastSysId, scheduleId),
    enabled: broadcastSysId > 0 && scheduleId > 0,
    refetchInterval: (q) =>
      opts.untilStart && q.state.data?.broadcast.status === 'ready' ? INTRO_START_POLL_MS : false,
  });
}
