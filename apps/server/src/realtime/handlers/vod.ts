import {
  CC,
  CHAT_POLICY,
  fixInfoRequest,
  vodChatHistRequest,
  type FixInfoAnswer,
  type VodChatHistAnswer,
} from '@lc/contracts';
import { parse, roomKey, type SocketModule } from '../socket-module.js';

/** Replay chat in step with the video (live §7 vodChatHist, fixInfo; §9 10 s windows). */
export const vodModule: SocketModule = {
  name: 'vod',
  connect(socket, hub) {
    hub.on(socket, 'vodChatHist', async (payload, ack) => {
      const req = parse(vodChatHistRequest, payload);
      const reply = (a: VodChatHistAnswer) => {
        socket.emit('vodChatHist', a);
        if (typeof ack === 'function') ack(a);
      };
      if (!req) return reply({ resultCode: CC.INVALID_MESSAGE, room: 0, messages: [], before: [] });
      const id = req.room;
      if (!socket.rooms.has(roomKey(id)))
        return reply({ resultCode: CC.INVALID_ROOM, room: id, messages: [], before: [] });
      const start = new Date(req.vod.startDate);
      const end = new Date(req.vod.endDate);
      const span = end.getTime() - start.getTime();
      if (span <= 0 || span > CHAT_POLICY.vodMaxWindowMs) {
        return reply({ resultCode: CC.INVALID_MESSAGE, room: id, messages: [], before: [] });
      }
      const w = await hub.chat.window(id, start, end, req.vod.beforeCnt ?? 0);
      reply({ resultCode: CC.OK, room: id, startDate: req.vod.startDate, endDate: req.vod.endDate, ...w });
    });

    hub.on(socket, 'fixInfo', async (payload, ack) => {
      const req = parse(fixInfoRequest, payload);
      const reply = (a: FixInfoAnswer) => {
        socket.emit('fixInfo', a);
        if (typeof ack === 'function') ack(a);
      };
      if (!req) return reply({ resultCode: CC.INVALID_MESSAGE, room: 0, noti: null, fixPrdtSysId: null });
      if (!socket.rooms.has(roomKey(req.room))) {
        return reply({ resultCode: CC.INVALID_ROOM, room: req.room, noti: null, fixPrdtSysId: null });
      }
      const f = await hub.chat.fixInfo(req.room, new Date(req.vod.startDate));
      reply({ resultCode: CC.OK, room: req.room, ...f });
    });
  },
};
