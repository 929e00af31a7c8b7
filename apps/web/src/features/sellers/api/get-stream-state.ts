import { useQuery } from '@tanstack/react-query';
import type { StreamStateResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** GET media/streams/{scheduleId}: idle, live, reconnecting, ended or replay. */
export function getStreamState(scheduleId: number): Promise<StreamStateResponse> {
  return api<StreamStateResponse>('GET', `media/streams/${scheduleId}`);
}
export function useStreamState(scheduleId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['sellers', 'stream', scheduleId],
    queryFn: () => getStreamState(scheduleId),
    enabled: enabled && scheduleId > 0,
    refetchInterval: 3_000,
  });
}
