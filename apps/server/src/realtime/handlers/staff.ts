import { CC, broadcastControlRequest, regBlackUserRequest } from '@lc/contracts';
import { answer, parse, type SocketModule } from '../socket-module.js';

/** The socket path of staff actions (live §6, §7): regBlackUser (admins) and broadcastControl. */
export const staffModule: SocketModule = {
  name: 'staff',
  connect(socket, hub) {
    hub.on(socket, 'regBlackUser', async (payload, ack) => {
      const req = parse(regBlackUserRequest, payload);
      if (!req) return answer(ack, CC.INVALID_SOCKET);
      if (!hub.isAdmin(socket)) return answer(ack, CC.INVALID_AUTHORITY);
      const r = await hub.room(req.room);
      if (!r) return answer(ack, CC.INVALID_ROOM);
      if (!(await hub.blacklist(req.room, req.userSysId, req.blackType, hub.member(socket)!.authSysId))) {
        return answer(ack, CC.MEMBER_NOT_FOUND);
      }
      answer(ack, CC.OK);
    });

    hub.on(socket, 'broadcastControl', async (payload, ack) => {
      const req = parse(broadcastControlRequest, payload);
      if (!req) return answer(ack, CC.INVALID_SOCKET);
      const r = await hub.room(req.room, true);
      if (!r) return answer(ack, CC.INVALID_ROOM);
      if (req.type === 'block' ? !hub.isAdmin(socket) : !hub.isManager(socket, r)) {
        return answer(ack, CC.INVALID_AUTHORITY);
      }
      const liveFlag = await hub.control(req.room, req.type);
      answer(ack, CC.OK, { liveFlag });
    });
  },
};
