import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberUploads, users } from '../../db/schema/index.js';
import { callNode } from '../../../test/nodes.js';
import { memberAt, storageNodes } from '../../../test/storage-nodes.js';
import { waitFor } from '../../../test/wait-for.js';
import { ORPHAN_VIDEO_MS } from './reviews.media.js';

/**
 * Issue 26: a review video is transcoded by the node that received it (its source is on that node's
 * disk). Another node starting meanwhile must not give it up; one whose source no node has had for
 * ORPHAN_VIDEO_MS is marked failed (the member uploads again).
 */
describe('review videos being transcoded, with several nodes', () => {
  let n: Awaited<ReturnType<typeof storageNodes>>;
  beforeAll(async () => {
    n = await storageNodes({
      env: {},
      sharedDataDir: false,
      // a video another node is transcoding now, and one whose node was lost two hours ago
      before: async (database, now) => {
        const [buyer] = await database.db.select().from(users).where(eq(users.userId, 'buyer@demo.kr'));
        const row = (uploadKey: string, createdAt: Date) => ({
          uploadKey,
          userSysId: buyer!.userSysId,
          kind: 'video',
          usage: 'review',
          status: 'processing',
          durationSec: 3,
          createdAt,
        });
        await database.db
          .insert(memberUploads)
          .values([
            row('vid-elsewhere-now', now()),
            row('vid-lost-long-ago', new Date(now().getTime() - ORPHAN_VIDEO_MS - 60_000)),
          ]);
      },
    });
  }, 180_000);
  afterAll(async () => {
    await n?.close();
  });

  it('a starting node leaves another node’s transcode alone and gives up only a long-lost one', async () => {
    const buyer = await memberAt(n.b.url, 'buyer@demo.kr');
    const status = async (key: string) =>
      (await callNode(n.b.url, `kinx/midbus/videos/${key}`, { token: buyer.token })).status;
    // the nodes resume at their start, newest first: once the old one is failed, the new one was seen
    await waitFor(async () => (await status('vid-lost-long-ago')) === 'failed', {
      what: 'the long-lost video to be given up',
    });
    expect(await status('vid-elsewhere-now')).toBe('processing');
  });
});
