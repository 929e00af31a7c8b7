import { z } from 'zod';
import { CC, type ProductQuestionEvent } from '@lc/contracts';
import { answer, parse, type HubServer, type SocketModule } from '../socket-module.js';

/**
 * The live console's staff room (issue 13 item 1): the show's host, managers and admins join
 * `console:{room}` with `consoleJoin {room}` and get what only staff see, such as product questions
 * asked from the player, in real time.
 *
 * Integration: the questions service (`POST products/{id}/questions` with `broadcastScheduleSysId`)
 * calls `notifyProductQuestion(realtime.io, {...})` after the question is committed, when it names a
 * show. Through the Redis adapter the staff of every node get it.
 */
const consoleJoinRequest = z.object({ room: z.number().int().positive() });
export const consoleRoomKey = (room: number) => `console:${room}`;

export const consoleFeedModule: SocketModule = {
  name: 'console-feed',
  connect(socket, hub) {
    hub.on(socket, 'consoleJoin', async (payload, ack) => {
      const req = parse(consoleJoinRequest, payload);
      if (!req) return answer(ack, CC.INVALID_SOCKET);
      const r = await hub.room(req.room);
      if (!r) return answer(ack, CC.INVALID_ROOM);
      if (!hub.isManager(socket, r)) return answer(ack, CC.INVALID_AUTHORITY);
      await socket.join(consoleRoomKey(req.room));
      answer(ack, CC.OK);
    });
  },
};

/** Tells the show's console (every node) that a viewer asked a product question from the player. */
export function notifyProductQuestion(io: HubServer, q: ProductQuestionEvent): void {
  io.to(consoleRoomKey(q.room)).emit('productQuestion', q);
}
