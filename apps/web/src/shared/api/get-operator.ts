import { useQuery } from '@tanstack/react-query';
import type { OperatorIdentityResponse } from '@lc/contracts';
import { api } from './client';

/** GET operator: the platform operator's identity (footer, checkout). */
export function getOperator(): Promise<OperatorIdentityResponse> {
  return api<OperatorIdentityResponse>('GET', 'operator');
}
export function useOperator() {
  return useQuery({ queryKey: ['operator'], queryFn: getOperator, staleTime: 3_600_000 });
}
