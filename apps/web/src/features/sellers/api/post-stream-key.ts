import { useMutation } from '@tanstack/react-query';
import type { StreamKeyBody, StreamKeyResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** POST media/streamkeys {broadcastSysId, broadcastScheduleSysId, isAgree}: ingest URL and key for an encoder. */
export function postStreamKey(body: StreamKeyBody): Promise<StreamKeyResponse> {
  return api<StreamKeyResponse>('POST', 'media/streamkeys', body);
}
export function useStreamKeyMutation() {
  return useMutation({ mutationFn: postStreamKey });
}
