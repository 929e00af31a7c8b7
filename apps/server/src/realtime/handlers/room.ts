import {
  CC,
  CHAT_PERMISSIONS,
  broadcastStatus,
  chatDisplayName,
  chkLiveRequest,
  heartbeatRequest,
  joinRoomRequest,
  leaveRoomRequest,
  type ChatCode,
  type JoinRoomAnswer,
} from '@lc/contracts';
import { HUB_POLICY } from '../hub-policy.js';
import { answer, parse, roomKey, userRoomKey, type SocketModule } from '../socket-module.js';

/** Entering and leaving a room (live §7, §8 join codes): joinRoom, leaveRoom, heartbeat, chklive. */
export const roomModule: SocketModule = {
  name: 'room',
  connect(socket, hub) {
    const { io, chat, now } = hub;
    const data = socket.data;

    hub.on(socket, 'joinRoom', async (payload, ack) => {
      const send = (a: JoinRoomAnswer) => {
        socket.emit('joinRoom', a);
        if (typeof ack === 'function') ack(a);
      };
      const req = parse(joinRoomRequest, payload);
      if (!req) return send({ resultCode: CC.INVALID_SOCKET, room: 0 });
      const id = req.room;
      if (hub.tokenExpired(socket)) return send({ resultCode: CC.TOKEN_EXPIRED, room: id });
      // a crowd joining at once shares one read of the row (broadcast controls reach it at once)
      const r = await hub.room(id, HUB_POLICY.joinStateMs);
      if (!r) return send({ resultCode: CC.INVALID_ROOM, room: id });
      if (r.blockedAt) return send({ resultCode: CC.BLOCKED_BROADCAST, room: id });
      const status = broadcastStatus(r, now());
      if (req.mode === 'live' ? status !== 'live' : !(r.highlightUrl || r.hlsUrl)) {
        return send({ resultCode: CC.NOT_NORMAL_BROADCAST, room: id });
      }
      const u = hub.member(socket);
      let nickName = '';
      let permission: number = CHAT_PERMISSIONS.guest;
      let code: ChatCode = CC.OK;
      if (u) {
        const m = await chat.member(u.authSysId);
        if (!m || m.status !== 'active') return send({ resultCode: CC.MEMBER_NOT_FOUND, room: id });
        const st = await chat.standing(u.authSysId, id);
        if (st.out) return send({ resultCode: CC.FORCED_OUT, room: id });
        if (st.muted) {
          hub.mute(id, u.authSysId);
          code = CC.CHAT_BANNED;
        }
        nickName = chatDisplayName(m.nickName, m.userId);
        permission = hub.isManager(socket, r) ? CHAT_PERMISSIONS.manager : CHAT_PERMISSIONS.member;
        data.profile = { nickName, userId: chatDisplayName(null, m.userId) };
        // one device per member in a live room: the others are told 1002 and leave
        if (req.mode === 'live' && u.sessionId) {
          const others = io.in(userRoomKey(u.authSysId, id)).except(`session:${u.sessionId}`);
          others.emit('joinRoom', { resultCode: CC.OTHER_DEVICE, room: id });
          others.socketsLeave([roomKey(id), userRoomKey(u.authSysId, id)]);
        }
        await socket.join(userRoomKey(u.authSysId, id));
      }
      const already = socket.rooms.has(roomKey(id));
      // what it missed comes from the room's recent messages in memory (issue 26 §3)
      const caught = await hub.enter(socket, id, req.lastSeq, r.isRecChat !== 1 && req.mode === 'live');
      data.joined![id] = req.mode;
      if (req.mode === 'live' && !already) hub.addView(id);
      send({
        resultCode: code,
        room: id,
        mode: req.mode,
        roomInfo: hub.roomInfo(r, await hub.joinCnt(id)),
        permission,
        nickName,
        lastSeq: Math.max(caught.lastSeq, r.chatSeq),
        messages: caught.messages,
      });
    });

    hub.on(socket, 'leaveRoom', async (payload, ack) => {
      const req = parse(leaveRoomRequest, payload);
      if (!req) return answer(ack, CC.INVALID_SOCKET);
      await socket.leave(roomKey(req.room));
      const u = hub.member(socket);
      if (u) await socket.leave(userRoomKey(u.authSysId, req.room));
      delete data.joined![req.room];
      hub.touch(req.room);
      answer(ack, CC.OK);
    });

    hub.on(socket, 'heartbeat', (payload, ack) => {
      const req = parse(heartbeatRequest, payload);
      if (!req) return answer(ack, CC.INVALID_SOCKET);
      if (hub.tokenExpired(socket)) return answer(ack, CC.TOKEN_EXPIRED);
      if (!socket.rooms.has(roomKey(req.room))) return answer(ack, CC.INVALID_ROOM);
      answer(ack, CC.OK);
    });

    hub.on(socket, 'chklive', async (payload, ack) => {
      const req = parse(chkLiveRequest, payload);
      if (!req) return answer(ack, CC.INVALID_SOCKET);
      const r = await hub.room(req.room, true);
      if (!r) return answer(ack, CC.INVALID_ROOM);
      answer(ack, CC.OK, { room: req.room, liveFlag: r.liveFlag, status: broadcastStatus(r, now()) });
    });

    socket.on('disconnect', () => {
      for (const id of Object.keys(data.joined ?? {})) hub.touch(Number(id));
    });
  },
};
