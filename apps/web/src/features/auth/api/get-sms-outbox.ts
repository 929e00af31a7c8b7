import { useQuery } from '@tanstack/react-query';
import type { SmsOutboxResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** GET auth/sms/outbox: what the console SMS provider sent (demo mode only; 9404 otherwise). */
export function getSmsOutbox(): Promise<SmsOutboxResponse> {
  return api<SmsOutboxResponse>('GET', 'auth/sms/outbox');
}

export function useSmsOutbox(opts: { refetchMs?: number } = {}) {
  return useQuery({
    queryKey: ['sms-outbox'],
    queryFn: getSmsOutbox,
    retry: false,
    refetchInterval: opts.refetchMs ?? false,
  });
}
