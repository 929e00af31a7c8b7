import { GAME_POLICY, type GameChoice } from '@lc/contracts';

/**
 * The player's round countdown (live §4, §9). The server sends the whole seconds left (`countSync`,
 * rounded up); the local zero is placed `GAME_POLICY.autoSubmitLeadMs` before that so that the choice
 * submitted automatically at zero reaches the server before its deadline (which alone decides).
 */
export function countdownZeroAt(receivedAt: number, countSync: number): number {
  return receivedAt + Math.max(0, countSync * 1000 - GAME_POLICY.autoSubmitLeadMs);
}

/** whole seconds shown until the local zero (never below 0) */
export function secondsToZero(zeroAt: number, now: number): number {
  return Math.max(0, Math.ceil((zeroAt - now) / 1000));
}

/** the choice submitted for a member who has not chosen at zero: scissors, rock or paper at random */
export function autoChoice(random: number): GameChoice {
  return (1 + Math.min(2, Math.floor(random * 3))) as GameChoice;
}
