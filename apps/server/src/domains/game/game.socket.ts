import { CC, chooseGameUserRequest, joinGameRequest, modGameRequest, type GameChoice } from '@lc/contracts';
import { answer, parse, roomKey, userRoomKey, type SocketModule } from '../../realtime/socket-module.js';
import { gameRooms, roomsFor } from './game.rooms.js';
import type { GameService } from './game.service.js';

/**
 * The game's socket events (live §5, §7): joinGame and chooseGameUser for members in the room,
 * modGame (the current game, for late joiners and reconnects) for everyone in it. A counted choice
 * is answered on the acknowledgement and sent as the `chooseGameUser` event to the member's sockets. A player's socket
 * joins the game's rooms (game.rooms.ts) as the server accepts its join and choices.
 */
export function gameSocketModule(game: GameService): SocketModule {
  return {
    name: 'game',
    connect(socket, hub) {
      hub.on(socket, 'joinGame', async (payload, ack) => {
        const req = parse(joinGameRequest, payload);
        if (!req) return answer(ack, CC.INVALID_SOCKET);
        if (!socket.rooms.has(roomKey(req.room))) return answer(ack, CC.INVALID_ROOM);
        const u = hub.member(socket);
        if (!u || !socket.data.profile) return answer(ack, CC.GAME_JOIN_FAILED);
        const v = await game.join(u.authSysId, socket.data.profile.nickName, req.room, req.game.gameSysId);
        if (!v) return answer(ack, CC.GAME_JOIN_FAILED);
        void socket.join(roomsFor(v));
        answer(ack, CC.OK, { game: v });
      });

      hub.on(socket, 'chooseGameUser', async (payload, ack) => {
        const req = parse(chooseGameUserRequest, payload);
        if (!req) return answer(ack, CC.INVALID_SOCKET);
        if (!socket.rooms.has(roomKey(req.room))) return answer(ack, CC.INVALID_ROOM);
        const u = hub.member(socket);
        if (!u) return answer(ack, CC.INVALID_AUTHORITY);
        const { gameSysId, choose } = req.game;
        // the socket hears the round's result with the others who made the same choice (game.rooms.ts)
        const v = await game.choose(
          u.authSysId,
          req.room,
          gameSysId,
          choose as GameChoice,
          (round) => void socket.join(gameRooms.choice(gameSysId, round, choose as GameChoice)),
        );
        if (!v) return answer(ack, CC.GAME_CHOICE_REFUSED);
        answer(ack, CC.OK, { game: v });
        // live §7: the counted choice as an event, to every socket of the member in the room (another
        // device of the member shows it too); the acknowledgement carries the same view
        socket.nsp.to(userRoomKey(u.authSysId, req.room)).emit('chooseGameUser', v);
      });

      hub.on(socket, 'modGame', async (payload, ack) => {
        const req = parse(modGameRequest, payload);
        if (!req) return answer(ack, CC.INVALID_SOCKET);
        if (!socket.rooms.has(roomKey(req.room))) return answer(ack, CC.INVALID_ROOM);
        const v = await game.current(req.room, hub.member(socket)?.authSysId);
        // a reconnecting player is back in the game's rooms for the coming results
        if (v) void socket.join(roomsFor(v));
        answer(ack, CC.OK, v ? { game: v } : {});
      });
    },
  };
}
