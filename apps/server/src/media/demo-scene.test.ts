import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness.js';
import { waitFor } from '../../test/wait-for.js';
import { broadcastProducts, broadcastSchedules } from '../db/schema/index.js';
import { findDemoLiveSchedule } from '../domains/media/media.broadcast-state.js';
import { createDemoScene, cutLine, DEMO_SCENE, demoSceneState, wrapName } from './demo-scene.js';
import { DEMO_HOST_USER_ID } from './media.js';

// issue 19: the demo video shows the show's pinned product, its price and the host's notice
let t: TestContext;
let room: number;
let broadcastSysId: number;
let dir: string;

beforeAll(async () => {
  t = await startTestApp();
  const s = await findDemoLiveSchedule(t.database.db, new Date(t.clock.now), DEMO_HOST_USER_ID);
  room = s!.broadcastScheduleSysId;
  broadcastSysId = s!.broadcastSysId;
  dir = mkdtempSync(path.join(tmpdir(), 'lc-scene-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('demo scene', () => {
  it('wraps names into two lines and cuts captions, dropping emoji the font cannot draw', () => {
    expect(wrapName('히알루론 수분 앰플 50ml 1+1', 10)).toBe('히알루론 수분 앰플\n50ml 1+1');
    expect(wrapName('a b c d e f g h', 3).split('\n')).toHaveLength(2);
    expect(cutLine('🎁 사은품을 드려요!', 30)).toBe('사은품을 드려요!');
    expect(cutLine('가'.repeat(40), 30)).toHaveLength(30);
  });

  it('shows the first product until one is pinned, then the pinned one; notice as caption; English without Hangul font', async () => {
    const db = t.database.db;
    const prods = await db
      .select({ id: broadcastProducts.prdtSysId })
      .from(broadcastProducts)
      .where(eq(broadcastProducts.broadcastSysId, broadcastSysId))
      .orderBy(broadcastProducts.sortOrder);
    await db
      .update(broadcastSchedules)
      .set({ fixPrdtSysId: null })
      .where(eq(broadcastSchedules.broadcastScheduleSysId, room));
    const first = await demoSceneState(db, room, true);
    expect(first!.price).toMatch(/^[\d,]+원$/);
    expect(first!.caption).toMatch(/사은품/);
    const en = await demoSceneState(db, room, false);
    expect(en!.name).not.toMatch(/[\uac00-\ud7a3]/);
    expect(en!.caption).not.toMatch(/[\uac00-\ud7a3]/);
    expect(en!.price).toMatch(/^KRW [\d,]+$/);

    const scene = createDemoScene({ db, dir, hangul: true, log: () => undefined });
    expect(await scene.start(room)).toBe(true);
    const meta = await sharp(readFileSync(scene.files.image)).metadata();
    expect([meta.width, meta.height]).toEqual([DEMO_SCENE.width, DEMO_SCENE.height]);
    const before = readFileSync(scene.files.name, 'utf8');
    expect(before).toBe(first!.name);
    // the host pins the last product: the files follow within a poll
    await db
      .update(broadcastSchedules)
      .set({ fixPrdtSysId: prods[prods.length - 1]!.id })
      .where(eq(broadcastSchedules.broadcastScheduleSysId, room));
    const pinned = await demoSceneState(db, room, true);
    expect(pinned!.name).not.toBe(before);
    // the scene's files are rewritten on its own beat: read until the pinned product's name is there
    const after = await waitFor(
      () => {
        const name = readFileSync(scene.files.name, 'utf8');
        return name === pinned!.name ? name : undefined;
      },
      { what: 'the scene to show the pinned product', timeoutMs: 15_000, everyMs: 100 },
    );
    scene.stop();
    expect(after).toBe(pinned!.name);
  });
});
