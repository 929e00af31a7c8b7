import { postTestClockResponse } from '@lc/contracts';
import { z } from 'zod';
import type { Router } from '../http/route.js';

/**
 * A movable clock for end-to-end tests (issue 7: "time is injectable so tests can move the clock").
 * It exists only when the server runs with `TEST_CLOCK=true`; the route below is registered only then.
 */
export function createTestClock(start: () => number = Date.now) {
  let offsetMs = 0;
  return {
    now: () => new Date(start() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
      return offsetMs;
    },
  };
}
export type TestClock = ReturnType<typeof createTestClock>;

const advanceRequest = z.object({
  advanceSeconds: z
    .number()
    .int()
    .min(0)
    .max(400 * 86_400),
});

/** `POST test/clock {advanceSeconds}` (staff): moves the clock and runs the jobs now due. */
export function testClockRoutes(
  r: Router,
  clock: TestClock,
  runDue: () => Promise<Record<string, unknown> | undefined>,
) {
  r.route({
    method: 'POST',
    path: 'test/clock',
    response: postTestClockResponse,
    auth: 'staff',
    body: advanceRequest,
    handler: async ({ body }) => {
      const offsetMs = clock.advance(body.advanceSeconds * 1000);
      const ran = (await runDue()) ?? {};
      return { now: clock.now().toISOString(), offsetMs, ran };
    },
  });
}
