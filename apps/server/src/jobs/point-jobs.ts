import type { PointsService } from '../domains/points/points.service.js';
import type { JobDef } from './scheduler.js';

/**
 * Point expiry (shopping §9; issue 12): saved points expire at 23:59 KST of their due date. The
 * job runs every minute, so what is due at 23:59 is gone within that minute; it is idempotent
 * (each entry zeroed by a conditional UPDATE) and runs once per period across nodes.
 */
export function createPointJobs(deps: { points: PointsService }): { defs: JobDef[] } {
  return { defs: [{ name: 'points.expire', everyMs: 60_000, run: () => deps.points.expireDue() }] };
}
