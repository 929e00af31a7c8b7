import type { GameChoice, GameView } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** POST broadcasts/console/{room}/game/{id}/round: the host's choice is committed; the round starts. */
export const postConsoleGameRound = (room: number, gameSysId: number, choose?: GameChoice) =>
  api<GameView>('POST', `broadcasts/console/${room}/game/${gameSysId}/round`, choose ? { choose } : {});
