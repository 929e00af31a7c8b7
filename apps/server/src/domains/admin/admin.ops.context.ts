import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { PointsService } from '../points/points.service.js';
import type { SanctionEffects } from '../../shared/sanctions.js';

/** What the back-office operations (admin.ops.ts and its parts) are built from. */
export interface AdminOpsDeps {
  db: Db;
  now: () => Date;
  points: PointsService;
  endLive: (scheduleId: number) => Promise<unknown>;
  /** the live side of a sanction (shared/sanctions.ts): mute or kick open sockets, end sessions */
  sanctionEffects: SanctionEffects;
}

/** An ILIKE pattern matching `s` anywhere, its wildcards escaped. */
export const esc = (s: string) => `%${s.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
export const iso = (d: Date | null) => d?.toISOString() ?? null;
/** A brand seller's scope (the brands it owns; none: nothing); staff (undefined): no condition. */
export const ownIn = (col: Parameters<typeof inArray>[0], own: number[] | undefined) =>
  own ? (own.length ? inArray(col, own) : sql`false`) : undefined;
