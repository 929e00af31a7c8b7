import { useCallback, useState, type MutableRefObject } from 'react';
import { CC, GAME_STATUS, chatMessageText, type GameChoice, type GameView } from '@lc/contracts';
import { notify } from '../../../shared/dialog';
import { useLocale } from '../../../shared/i18n';
import { useSession } from '../../../shared/session';
import type { ChatClient, GameEventName } from '../chat-client';

type Me = NonNullable<GameView['me']>;
const NO_ME: Me = {
  joined: false,
  alive: false,
  userSended: false,
  choose: null,
  resMatch: null,
  gameOverVisible: false,
  isWinner: false,
};

/**
 * The game as this viewer sees it (live §2, §4, §5): room events update the shared view, the server's
 * personal result (`me`) the viewer's own; join and choice go to the server, which alone decides.
 */
export function useGame(client: MutableRefObject<ChatClient | null>, askLogin: () => void) {
  const [locale] = useLocale();
  const { isLogin } = useSession();
  const [game, setGame] = useState<GameView | null>(null);
  const [declined, setDeclined] = useState<number | null>(null);

  const onGame = useCallback((name: GameEventName, v: GameView) => {
    setGame((prev) => {
      const same = prev?.gameSysId === v.gameSysId;
      let me: Me | undefined = v.me ?? (same ? prev?.me : undefined);
      if (!v.me && me && name === 'chooseGameSellover') me = { ...me, userSended: false, choose: null, resMatch: null };
      if (v.status === GAME_STATUS.ended) return null;
      return { ...v, ...(me ? { me } : {}) };
    });
  }, []);

  /** after (re)joining the room: the current game (late join, reconnect) */
  const sync = useCallback(async () => {
    const a = await client.current?.send('modGame', {});
    if (a?.resultCode === CC.OK) setGame((a.game as GameView | undefined) ?? null);
  }, [client]);

  const join = async () => {
    if (!game) return;
    if (!isLogin) return askLogin();
    const a = await client.current?.send('joinGame', { game: { gameSysId: game.gameSysId } });
    if (a?.resultCode === CC.OK && a.game) setGame(a.game as GameView);
    else if (a) void notify(chatMessageText(a.resultCode, locale));
  };
  /**
   * Sends a choice (once per round). `auto`: the countdown reached zero without a choice (live §4); if
   * it arrives after the server's deadline it does not count and the round's result says so, no popup.
   */
  const choose = async (c: GameChoice, opts: { auto?: boolean } = {}) => {
    if (!game || game.me?.userSended) return;
    setGame({ ...game, me: { ...(game.me ?? NO_ME), choose: c } });
    const a = await client.current?.send('chooseGameUser', { game: { gameSysId: game.gameSysId, choose: c } });
    if (a?.resultCode === CC.OK && a.game) setGame((g) => (g ? { ...g, me: (a.game as GameView).me } : g));
    else if (a && !opts.auto) void notify(chatMessageText(a.resultCode, locale));
  };
  const decline = () => game && setDeclined(game.gameSysId);

  return {
    game: game && declined === game.gameSysId && !game.me?.joined ? null : game,
    onGame,
    sync,
    join,
    choose,
    decline,
  };
}
export type GameState = ReturnType<typeof useGame>;
