import type { AdminGamePrizeBudgetRow, AdminGameWinningsResponse } from '@lc/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEYS, adminCall } from './admin-call';

/** GET admin/game-prizes/budgets?from&to: the shows airing in the window with their game prize budgets. */
export function useGamePrizeBudgets(from: string, to: string) {
  return useQuery({
    queryKey: [...ADMIN_KEYS.gamePrizes, 'budgets', from, to],
    queryFn: () => adminCall<{ rows: AdminGamePrizeBudgetRow[] }>('GET', 'game-prizes/budgets', { from, to }),
  });
}

/** GET admin/game-prizes/winnings?flagged: the games won, repeated winners of one host flagged. */
export function useGameWinnings(flagged: boolean) {
  return useQuery({
    queryKey: [...ADMIN_KEYS.gamePrizes, 'winnings', flagged],
    queryFn: () =>
      adminCall<AdminGameWinningsResponse>('GET', 'game-prizes/winnings', flagged ? { flagged: 'true' } : {}),
  });
}

/** PUT admin/game-prizes/budgets/:schedule: the show's budget in points. */
export function useSetGamePrizeBudget() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ room, points }: { room: number; points: number }) =>
      adminCall<AdminGamePrizeBudgetRow>('PUT', `game-prizes/budgets/${room}`, { points }),
    onSettled: () => void qc.invalidateQueries({ queryKey: ADMIN_KEYS.gamePrizes }),
  });
}
