import { CC, CHAT_POLICY, LIKE_POLICY, broadcastStatus, chatMessageRequest, likeRequest } from '@lc/contracts';
import { buildChatMessage, msgTypeRefusal } from '../../domains/chat/chat.policy.js';
import { answer, parse, roomKey, type SocketModule } from '../socket-module.js';

/** Posting (live §7 chatMessage; the type rules are domains/chat/chat.policy.ts) and liking. */
export const chatMessageModule: SocketModule = {
  name: 'chat-message',
  connect(socket, hub) {
    const data = socket.data;

    hub.on(socket, 'chatMessage', async (payload, ack) => {
      if (typeof payload !== 'object' || payload === null) return answer(ack, CC.INVALID_SOCKET);
      const req = parse(chatMessageRequest, payload);
      if (!req) return answer(ack, CC.INVALID_MESSAGE);
      const id = req.room;
      if (!socket.rooms.has(roomKey(id)) || data.joined?.[id] !== 'live') return answer(ack, CC.INVALID_ROOM);
      const u = hub.member(socket);
      if (!u || !data.profile) return answer(ack, CC.INVALID_AUTHORITY);
      if (hub.tokenExpired(socket)) return answer(ack, CC.TOKEN_EXPIRED);
      const r = await hub.room(id);
      if (!r) return answer(ack, CC.INVALID_ROOM);
      if (r.blockedAt || broadcastStatus(r, hub.now()) !== 'live') return answer(ack, CC.NOT_NORMAL_BROADCAST);
      const manager = hub.isManager(socket, r);
      const refused = msgTypeRefusal(req.message.msgType, manager);
      if (refused) return answer(ack, refused);
      if (hub.isMuted(id, u.authSysId)) return answer(ack, CC.CHAT_BANNED);
      // issue 26: a message now would reach this node's viewers only; the viewer is told to send again
      if (!hub.shared()) return answer(ack, CC.CHAT_RECONNECTING);
      if (!manager) {
        const hit = await hub.rate.hit(
          `chat:${u.authSysId}`,
          CHAT_POLICY.rateLimitCount,
          CHAT_POLICY.rateLimitWindowSeconds,
        );
        if (!hit.allowed) return answer(ack, CC.RATE_LIMITED, { retryAfterSeconds: hit.retryAfterSeconds });
      }
      const built = buildChatMessage(
        req.message,
        { userSysId: u.authSysId, nickName: data.profile.nickName, userId: data.profile.userId, manager },
        r.productIds,
        hub.now(),
      );
      if ('code' in built) return answer(ack, built.code);
      const stored = await hub.enqueue(id, built.message);
      if (!stored) return answer(ack, CC.INVALID_SOCKET);
      answer(ack, CC.OK, { seq: stored.seq });
    });

    /** a like adds at most LIKE_POLICY.maxCntPerEvent; a member's likes are rate-limited (issue 25) */
    hub.on(socket, 'like', async (payload, ack) => {
      const req = parse(likeRequest, payload);
      if (!req) return answer(ack, CC.INVALID_SOCKET);
      if (!socket.rooms.has(roomKey(req.room))) return answer(ack, CC.INVALID_ROOM);
      const u = hub.member(socket);
      if (!u) return answer(ack, CC.INVALID_AUTHORITY);
      const hit = await hub.rate.hit(`like:${u.authSysId}`, LIKE_POLICY.eventsPerWindow, LIKE_POLICY.windowSeconds);
      if (!hit.allowed) return answer(ack, CC.LIKE_RATE_LIMITED, { retryAfterSeconds: hit.retryAfterSeconds });
      hub.addLikes(req.room, req.cnt);
      answer(ack, CC.OK);
    });
  },
};
