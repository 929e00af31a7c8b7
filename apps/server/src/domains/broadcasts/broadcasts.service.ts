import type { Db } from '../../db/client.js';
import { createBroadcastAlarms } from './broadcasts.alarms.js';
import { createBroadcastsContext, type BroadcastsServiceOptions } from './broadcasts.context.js';
import { createBroadcastLists } from './broadcasts.lists.js';
import { createBroadcastLive } from './broadcasts.live.js';

export type { BroadcastsServiceOptions, LiveChangeListener, Viewer } from './broadcasts.context.js';

/**
 * Broadcasts: schedules and their status, products, counters, reservations (alarms) and start alerts.
 * One service composed of its parts (what viewers read, alarms and alerts, the on-air state), which
 * share broadcasts.context.ts.
 */
export function createBroadcastsService(db: Db, now: () => Date, opts: BroadcastsServiceOptions = {}) {
  const ctx = createBroadcastsContext(db, now, opts);
  return {
    ...createBroadcastLists(ctx),
    ...createBroadcastAlarms(ctx),
    ...createBroadcastLive(ctx),
  };
}

export type BroadcastsService = ReturnType<typeof createBroadcastsService>;
