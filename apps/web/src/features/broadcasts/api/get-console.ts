import { useQuery } from '@tanstack/react-query';
import type { ConsoleState } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

/** GET broadcasts/console/{room}: the host's console state (issue 13). */
export const getConsole = (room: number) => api<ConsoleState>('GET', `broadcasts/console/${room}`);

export function useConsole(room: number) {
  return useQuery({ queryKey: keys.broadcasts.console(room), queryFn: () => getConsole(room), retry: false });
}
