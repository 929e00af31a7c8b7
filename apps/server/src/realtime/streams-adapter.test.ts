import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';

const REDIS = process.env.TEST_REDIS_URL && process.env.TEST_DATABASE_URL;

/**
 * A node stopped while the Redis Streams adapter's subscription is still on its way (stopped during
 * start-up; a short test file) used to leave an unhandled "Connection is closed" behind it.
 */
describe.skipIf(!REDIS)('the Socket.IO adapter on Redis', () => {
  it('a node started and stopped at once leaves no unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const seen = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', seen);
    try {
      for (let i = 0; i < 3; i++) await (await startTestApp()).close();
      // the adapter's subscribe answer arrives, or fails, within a few event-loop turns of the close
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setTimeout(resolve, 200)); // sleep: an unhandled rejection has no event to await
    } finally {
      process.off('unhandledRejection', seen);
    }
    expect(unhandled.map(String)).toEqual([]);
  });
});
