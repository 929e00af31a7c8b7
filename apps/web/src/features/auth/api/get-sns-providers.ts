import { useQuery } from '@tanstack/react-query';
import type { SnsProvidersResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** GET auth/sns/providers: the social sign-ins configured on the server (none when no provider is set). */
export function getSnsProviders(): Promise<SnsProvidersResponse> {
  return api<SnsProvidersResponse>('GET', 'auth/sns/providers');
}

export function useSnsProviders() {
  return useQuery({ queryKey: ['sns-providers'], queryFn: getSnsProviders, staleTime: 10 * 60_000, retry: false });
}
