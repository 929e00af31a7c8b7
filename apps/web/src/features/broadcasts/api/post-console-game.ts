import type { GamePrize, GameView } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** POST broadcasts/console/{room}/game: the host creates a game (issue 13). */
export const postConsoleGame = (room: number, body: { limitJoinCnt: number; lastRound: number; prize: GamePrize }) =>
  api<GameView>('POST', `broadcasts/console/${room}/game`, body);
