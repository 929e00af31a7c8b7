import { useQuery } from '@tanstack/react-query';
import type { CustomerCentreStatus } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

/** GET operations/consulting/hours: whether the customer centre is open now (the server's clock and holidays). */
export const getCentreHours = () => api<CustomerCentreStatus>('GET', 'operations/consulting/hours');

export function useCentreHours() {
  return useQuery({ queryKey: keys.questions.sub('hours'), queryFn: getCentreHours, refetchInterval: 60_000 });
}
