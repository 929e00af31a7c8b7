import { useQuery } from '@tanstack/react-query';
import type { IntroResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** GET broadcasts/{id}/intro?broadcastScheduleSysId (the broadcast being prepared). */
export function getBroadcastIntro(broadcastSysId: number, scheduleId: number): Promise<IntroResponse> {
  return api<IntroResponse>('GET', `broadcasts/${broadcastSysId}/intro?broadcastScheduleSysId=${scheduleId}`);
}
export function useBroadcastIntro(broadcastSysId: number, scheduleId: number) {
  return useQuery({
    queryKey: ['sellers', 'intro', broadcastSysId, scheduleId],
    queryFn: () => getBroadcastIntro(broadcastSysId, scheduleId),
    enabled: broadcastSysId > 0 && scheduleId > 0,
  });
}
