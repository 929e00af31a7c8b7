import { CC, chooseGameUserRequest, joinGameRequest, modGameRequest, type GameChoice } from '@lc/contracts';
import { answer, parse, roomKey, type SocketModule } from '../../realtime/socket-module.js';
import type { GameService } from './game.service.js';

/**
 * The game's socket events (live §5, §7): joinGame and chooseGameUser for members in the room,
 * modGame (the current game, for late joiners and reconnects) for everyone in it.
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
        answer(ack, CC.OK, { game: v });
      });

      hub.on(socket, 'chooseGameUser', async (payload, ack) => {
        const req = parse(chooseGameUserRequest, payload);
        if (!req) return answer(ack, CC.INVALID_SOCKET);
        if (!socket.rooms.has(roomKey(req.room))) return answer(ack, CC.INVALID_ROOM);
        const u = hub.member(socket);
        if (!u) return answer(ack, CC.INVALID_AUTHORITY);
        const v = await game.choose(u.authSysId, req.room, req.game.gameSysId, req.game.choose as GameChoice);
        if (!v) return answer(ack, CC.GAME_CHOICE_REFUSED);
        answer(ack, CC.OK, { game: v });
      });

      hub.on(socket, 'modGame', async (payload, ack) => {
        const req = parse(modGameRequest, payload);
        if (!req) return answer(ack, CC.INVALID_SOCKET);
        if (!socket.rooms.has(roomKey(req.room))) return answer(ack, CC.INVALID_ROOM);
        const v = await game.current(req.room, hub.member(socket)?.authSysId);
        answer(ack, CC.OK, v ? { game: v } : {});
      });
    },
  };
}
