import type { Redis } from 'ioredis';
import { BLACK_TYPES, CC, type BlackType, type ChatCode } from '@lc/contracts';
import type { ChatService } from '../domains/chat/chat.service.js';
import { roomKey, userRoomKey, type HubServer } from './socket-module.js';

/**
 * Mutes, forced exits and operator sanctions on open sockets (live §3 black-list types, issue 15):
 * each node keeps the mutes of its rooms; other nodes hear them through the adapter's server-side
 * events ('mute', 'muteUser', 'unmuteUser').
 */
export function createSanctions(deps: {
  io: HubServer;
  chat: ChatService;
  now: () => Date;
  redis: Redis | undefined;
  log?: (err: unknown) => void;
}) {
  const { io, chat, now } = deps;
  const muted = new Set<string>();
  /** operator chat bans (issue 15): member → until (ms; Infinity until lifted), every room */
  const mutedUsers = new Map<number, number>();

  const muteKey = (roomId: number, userSysId: number) => `${roomId}:${userSysId}`;
  function mute(roomId: number, userSysId: number) {
    muted.add(muteKey(roomId, userSysId));
  }
  const userMuted = (userSysId: number) => (mutedUsers.get(userSysId) ?? 0) > now().getTime();
  io.on('mute', (key: unknown) => {
    if (typeof key === 'string') muted.add(key);
  });
  io.on('muteUser', (userSysId: unknown, untilMs: unknown) => {
    if (typeof userSysId === 'number' && typeof untilMs === 'number') mutedUsers.set(userSysId, untilMs);
  });
  io.on('unmuteUser', (userSysId: unknown) => {
    if (typeof userSysId === 'number') void unmuteLocal(userSysId).catch((err: unknown) => deps.log?.(err));
  });

  /** The rooms a member's open sockets (on every node) have joined. */
  async function joinedRooms(userSysId: number): Promise<number[]> {
    const sockets = await io.in(`user:${userSysId}`).fetchSockets();
    const rooms = new Set<number>();
    for (const s of sockets) for (const id of Object.keys(s.data.joined ?? {})) rooms.add(Number(id));
    return [...rooms];
  }

  /** A lifted chat ban: this node's room mutes of the member are re-read (a room's own black list stays). */
  async function unmuteLocal(userSysId: number) {
    mutedUsers.delete(userSysId);
    const suffix = `:${userSysId}`;
    for (const key of [...muted]) {
      if (!key.endsWith(suffix)) continue;
      const room = Number(key.slice(0, -suffix.length));
      if (!(await chat.standing(userSysId, room)).muted) muted.delete(key);
    }
  }

  return {
    mute,
    isMuted: (roomId: number, userSysId: number) => muted.has(muteKey(roomId, userSysId)) || userMuted(userSysId),

    /**
     * An operator sanction on sockets already open (issue 15 gap 4): 'mute' bans the member's chat in
     * every room now (on every node) and tells each room they are in (`regBlackUser` 9002); 'lock'
     * tells them they are out (`regBlackUser` 9003) and takes their sockets out of every room at once
     * (the caller then ends their sessions, which closes the sockets). Answers the rooms touched.
     */
    async sanctionUser(userSysId: number, effect: 'mute' | 'lock', untilMs: number): Promise<number[]> {
      if (effect === 'mute') {
        mutedUsers.set(userSysId, untilMs);
        if (deps.redis) io.serverSideEmit('muteUser', userSysId, untilMs);
      }
      const rooms = await joinedRooms(userSysId);
      const blackType = effect === 'mute' ? BLACK_TYPES.muted : BLACK_TYPES.permanentExit;
      const resultCode: ChatCode = effect === 'mute' ? CC.CHAT_BANNED : CC.FORCED_OUT;
      for (const room of rooms) {
        io.to(userRoomKey(userSysId, room)).emit('regBlackUser', { room, userSysId, blackType, resultCode });
      }
      if (effect === 'lock' && rooms.length) {
        io.in(`user:${userSysId}`).socketsLeave(rooms.flatMap((r) => [roomKey(r), userRoomKey(userSysId, r)]));
      }
      return rooms;
    },

    async unmuteUser(userSysId: number) {
      if (deps.redis) io.serverSideEmit('unmuteUser', userSysId);
      await unmuteLocal(userSysId);
    },

    /**
     * Black-lists a member in a room (live §3 black-list types; rights are the caller's): 0 mutes them
     * (on every node), 1 forces them out of this broadcast, 2 expels them from every broadcast. The
     * member's sockets get `regBlackUser`. False when there is no such member.
     */
    async blacklist(roomId: number, userSysId: number, blackType: BlackType, by: number): Promise<boolean> {
      if (!(await chat.blacklist(userSysId, roomId, blackType, by))) return false;
      const code: ChatCode = blackType === BLACK_TYPES.muted ? CC.CHAT_BANNED : CC.FORCED_OUT;
      const event = { room: roomId, userSysId, blackType, resultCode: code };
      if (blackType === BLACK_TYPES.muted) {
        mute(roomId, userSysId);
        // other nodes keep their own muted set (a single node has none to tell)
        if (deps.redis) io.serverSideEmit('mute', muteKey(roomId, userSysId));
        io.to(userRoomKey(userSysId, roomId)).emit('regBlackUser', event);
      } else {
        const target = blackType === BLACK_TYPES.permanentExit ? `user:${userSysId}` : userRoomKey(userSysId, roomId);
        io.to(target).emit('regBlackUser', event);
        io.in(target).socketsLeave([roomKey(roomId), userRoomKey(userSysId, roomId)]);
      }
      return true;
    },
  };
}
