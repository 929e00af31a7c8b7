import { useEffect, useState } from 'react';
import { io } from 'socket.io-client';
import { CHAT_POLICY, MSG_TYPES, type ChatMessage, type JoinRoomAnswer, type LikeEvent } from '@lc/contracts';
import { getSession } from '../../../shared/session';

/** Lines the overlay keeps (a phone screen shows the last few over the preview). */
const OVERLAY_LINES = 8;

export interface RoomView {
  /** the last chat lines, oldest first */
  lines: ChatMessage[];
  /** people in the room now, the sellover's own overlay not counted */
  viewers: number | null;
}

/**
 * A read-only view of the show's chat room for the sellover's go-live overlay: joins the room over
 * the chat socket (live §7: token in the handshake, joinRoom, heartbeat every 10 s), keeps the last
 * lines of normal chat and questions, and the room's head count from the periodic `like` event.
 */
export function useRoomChat(room: number, enabled: boolean): RoomView {
  const [view, setView] = useState<RoomView>({ lines: [], viewers: null });
  useEffect(() => {
    if (!enabled || room <= 0) return;
    const seen = new Set<number>();
    const socket = io({
      path: '/socket.io',
      transports: ['websocket'],
      auth: (cb) => {
        const { accessToken } = getSession();
        cb(accessToken ? { token: accessToken } : {});
      },
      reconnectionDelayMax: CHAT_POLICY.reconnectDelayMaxMs,
      timeout: CHAT_POLICY.timeoutMs,
    });
    const take = (ms: ChatMessage[] | undefined) => {
      const fresh = (ms ?? []).filter(
        (m) => !seen.has(m.seq) && (m.msgType === MSG_TYPES.normal || m.msgType === MSG_TYPES.question),
      );
      for (const m of fresh) seen.add(m.seq);
      if (fresh.length) setView((v) => ({ ...v, lines: [...v.lines, ...fresh].slice(-OVERLAY_LINES) }));
    };
    const people = (joinCnt: number) => setView((v) => ({ ...v, viewers: Math.max(0, joinCnt - 1) }));
    socket.on('connect', () => socket.emit('joinRoom', { room, mode: 'live' }));
    socket.on('joinRoom', (a: JoinRoomAnswer) => {
      if (a.room !== room) return;
      take(a.messages);
      if (a.roomInfo) people(a.roomInfo.joinCnt);
    });
    socket.on('chatMessage', (p: { room: number; messages: ChatMessage[] }) => {
      if (p.room === room) take(p.messages);
    });
    socket.on('like', (p: LikeEvent) => {
      if (p.room === room) people(p.joinCnt);
    });
    const heartbeat = setInterval(() => {
      if (socket.connected) socket.emit('heartbeat', { room });
    }, CHAT_POLICY.heartbeatMs);
    return () => {
      clearInterval(heartbeat);
      if (socket.connected) socket.emit('leaveRoom', { room });
      socket.close();
    };
  }, [room, enabled]);
  return view;
}
