import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlarmResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

/** POST users/{id}/alarms/broadcasts/{scheduleId} {isAlarm}: reserves (1) or cancels (0) a broadcast alarm. */
export const postAlarm = (userSysId: number, schedule: number, on: boolean) =>
  api<AlarmResponse>('POST', `users/${userSysId}/alarms/broadcasts/${schedule}`, { isAlarm: on ? 1 : 0 });

export function useSetAlarm(userSysId: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ schedule, on }: { schedule: number; on: boolean }) => postAlarm(userSysId!, schedule, on),
    onSuccess: () => void qc.invalidateQueries({ queryKey: keys.broadcasts.all }),
  });
}
