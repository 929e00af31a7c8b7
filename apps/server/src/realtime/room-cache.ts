import type { ChatService, RoomRow } from '../domains/chat/chat.service.js';
import { HUB_POLICY } from './hub-policy.js';

/**
 * The rooms' rows, cached per node for HUB_POLICY.roomCacheMs on the app's clock (`now`: tests move
 * it to expire the cache instead of waiting), with one query per room in flight at a time.
 */
export function createRoomCache(chat: ChatService, now: () => Date) {
  /** `at` on the app's clock, `real` on the machine's (the short reuse of a joiner's row, joinStateMs) */
  const cache = new Map<number, { row: RoomRow; at: number; real: number }>();
  /** the room query in flight per room (one at a time, shared by every caller) and its generation */
  const loads = new Map<number, { gen: number; p: Promise<RoomRow | undefined> }>();
  const gens = new Map<number, number>();

  function load(id: number, gen: number) {
    const p = chat.room(id).then(
      (row) => {
        if (loads.get(id)?.p === p) loads.delete(id);
        // a room invalidated meanwhile (broadcastControl) keeps waiting for a newer read
        if ((gens.get(id) ?? 0) === gen) {
          if (row) cache.set(id, { row, at: now().getTime(), real: Date.now() });
          else cache.delete(id);
        }
        return row;
      },
      (err: unknown) => {
        if (loads.get(id)?.p === p) loads.delete(id);
        throw err;
      },
    );
    // callers that go on with the expired row do not await it: a failed refresh (the database
    // gone for a moment, or closed at shutdown) must not become an unhandled rejection that ends the
    // process; those who await it still get the error
    p.catch(() => undefined);
    return p;
  }

  return {
    /**
     * the room's row (`fresh`: read again now; a number: read at most that many ms ago on the
     * machine's clock, else wait for the read shared by every caller)
     */
    async room(id: number, fresh: boolean | number = false): Promise<RoomRow | undefined> {
      const c = cache.get(id);
      if (fresh === false && c && now().getTime() - c.at < HUB_POLICY.roomCacheMs) return c.row;
      if (typeof fresh === 'number' && c && Date.now() - c.real < fresh) return c.row;
      const gen = gens.get(id) ?? 0;
      let l = loads.get(id);
      // one query per room at a time: when the cached row expires under a flood of messages (or a
      // crowd joins at once), every caller used to send its own query and they queued up behind each
      // other (bench/chat: 180 room queries in 4 s, most of the server's CPU)
      if (!l || l.gen !== gen) {
        l = { gen, p: load(id, gen) };
        loads.set(id, l);
      }
      // while the row is being refreshed, messages go on with the one just expired
      if (fresh === false && c) return c.row;
      return l.p;
    },
    /** the cached row, if any (to update it in place with what this node just changed) */
    cached: (id: number): RoomRow | undefined => cache.get(id)?.row,
    /** the room changed state elsewhere: the next caller reads it again */
    forget(id: number) {
      gens.set(id, (gens.get(id) ?? 0) + 1);
      cache.delete(id);
    },
  };
}
