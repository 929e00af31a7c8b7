import { beats, type GameChoice, type GameView } from '@lc/contracts';
import { roomKey, userRoomKey } from '../../realtime/socket-module.js';
import type { Me } from './game.view.js';

/**
 * The game's socket rooms (on top of the chat room `schedule:<room>`), so that a round's result
 * reaches every player with its own outcome in a handful of room broadcasts instead of one emit per
 * player (bench/game: 5,000 personal emits, each its own encode, adapter pass and — on Redis — its
 * own stream entry). A socket joins them when the server accepts its join or its choice, or when
 * `modGame` tells a reconnecting player where it stands; every node resolves them for its own sockets.
 */
export const gameRooms = {
  /** every player of the game */
  players: (gameSysId: number) => `game:${gameSysId}:players`,
  /** players still in */
  alive: (gameSysId: number) => `game:${gameSysId}:alive`,
  /** players whose choice `c` counted in round `round` */
  choice: (gameSysId: number, round: number, c: GameChoice) => `game:${gameSysId}:r${round}:c${c}`,
};

const CHOICES: readonly GameChoice[] = [1, 2, 3];

/** what the game needs of the sockets (the chat hub implements it; every node, through the adapter) */
export interface GameSockets {
  /** `resultGame` to the sockets in any of `to` and in none of `except` */
  toRooms(to: string[], except: string[], event: 'resultGame', v: GameView): void;
  /** the sockets in any of `from` and in none of `except` leave `rooms` */
  leaveRooms(from: string[], except: string[], rooms: string[]): void;
}

/** the rooms a socket belongs in for a player's state (after a join, a choice or `modGame`) */
export function roomsFor(v: GameView): string[] {
  const me = v.me;
  if (!me?.joined) return [];
  const rooms = [gameRooms.players(v.gameSysId)];
  if (me.alive) rooms.push(gameRooms.alive(v.gameSysId));
  if (me.alive && me.userSended && me.choose && v.status === 3) {
    rooms.push(gameRooms.choice(v.gameSysId, v.round, me.choose));
  }
  return rooms;
}

/**
 * A closed round's `resultGame`: every player gets one, with its own outcome (the same `me` the
 * player's rows give: meFrom), everyone else in the room the room-wide view; then the losers leave
 * the `alive` room. The players fall in six groups: a counted choice of scissors, rock or paper (the
 * one beating the host's goes on), no choice in time (out), out in an earlier round, and the winner.
 */
export function announceResult(
  s: GameSockets,
  general: GameView,
  host: GameChoice,
  winner: { userSysId: number; choice: GameChoice } | undefined,
): void {
  const id = general.gameSysId;
  const round = general.round;
  const choiceRooms = CHOICES.map((c) => gameRooms.choice(id, round, c));
  const winnerRoom = winner ? [userRoomKey(winner.userSysId, general.room)] : [];
  const me = (m: Omit<Me, 'joined' | 'isWinner'>, isWinner = false): GameView => ({
    ...general,
    me: { joined: true, isWinner, ...m },
  });
  for (const c of CHOICES) {
    const won = beats(c, host);
    s.toRooms(
      [gameRooms.choice(id, round, c)],
      winnerRoom,
      'resultGame',
      me({ alive: won, userSended: true, choose: c, resMatch: won ? 'win' : 'lose', gameOverVisible: !won }),
    );
  }
  const out = { alive: false, userSended: false, choose: null, gameOverVisible: true } as const;
  s.toRooms([gameRooms.alive(id)], [...choiceRooms, ...winnerRoom], 'resultGame', me({ ...out, resMatch: 'lose' }));
  s.toRooms(
    [gameRooms.players(id)],
    [gameRooms.alive(id), ...winnerRoom],
    'resultGame',
    me({ ...out, resMatch: null }),
  );
  if (winner) {
    const m = {
      alive: true,
      userSended: true,
      choose: winner.choice,
      resMatch: 'win',
      gameOverVisible: false,
    } as const;
    s.toRooms(winnerRoom, [], 'resultGame', me(m, true));
  }
  s.toRooms([roomKey(general.room)], [gameRooms.players(id)], 'resultGame', general);
  const goesOn = CHOICES.find((c) => beats(c, host))!;
  s.leaveRooms([gameRooms.alive(id)], [gameRooms.choice(id, round, goesOn)], [gameRooms.alive(id)]);
  s.leaveRooms(choiceRooms, [], choiceRooms);
}
