import { useQuery } from '@tanstack/react-query';
import type { GetBroadcastsConsoleGameResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

/** how often the console reloads the game's state (joins, survivors) */
const GAME_REFRESH_MS = 2_000;

/** GET broadcasts/console/{room}/game: the show's latest game (issue 13). */
export const getConsoleGame = (room: number) =>
  api<GetBroadcastsConsoleGameResponse>('GET', `broadcasts/console/${room}/game`);

export function useConsoleGame(room: number) {
  return useQuery({
    queryKey: keys.broadcasts.console(room, 'game'),
    queryFn: () => getConsoleGame(room),
    retry: false,
    refetchInterval: GAME_REFRESH_MS,
  });
}
