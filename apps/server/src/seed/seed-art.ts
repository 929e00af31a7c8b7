import { eq, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { FileStorage } from '../storage/index.js';
import { brands, productImages, products } from '../db/schema/index.js';
import { SEED_BRANDS } from './catalog-data.js';
import { EXTRA_BRANDS } from './catalog-extra.js';
import { emojiFor, parseSeedArt, renderProductArt, SEED_ART_KINDS } from './product-art.js';

const HUE_OF = new Map([...SEED_BRANDS, ...EXTRA_BRANDS].map((b) => [b.name, b.hue]));

/**
 * The seeded product pictures (`/uploads/seed/p{n}-{kind}.webp`) are drawn the first time they are
 * asked for and kept in the storage (issue 26): the first `npm start` does not wait for ~800 pictures,
 * and a store that lost them draws them again. The product is found by the picture's URL.
 */
export function createSeedArt(db: Db, storage: FileStorage) {
  const inflight = new Map<string, Promise<boolean>>();
  async function draw(rel: string): Promise<boolean> {
    const parsed = parseSeedArt(rel);
    if (!parsed) return false;
    const key = `uploads/${rel}`;
    if (await storage.head(key)) return true;
    const url = `/uploads/${rel}`;
    const direct = await db
      .select({ id: products.prdtSysId, name: products.name, brand: brands.name })
      .from(products)
      .innerJoin(brands, eq(brands.brandSysId, products.brandSysId))
      .where(or(eq(products.squareImageUrl, url), eq(products.bigImageUrl, url)))
      .limit(1);
    const row =
      direct[0] ??
      (
        await db
          .select({ id: products.prdtSysId, name: products.name, brand: brands.name })
          .from(productImages)
          .innerJoin(products, eq(products.prdtSysId, productImages.prdtSysId))
          .innerJoin(brands, eq(brands.brandSysId, products.brandSysId))
          .where(eq(productImages.url, url))
          .limit(1)
      )[0];
    if (!row) return false;
    const kind = SEED_ART_KINDS[parsed.kind]!;
    const hue = ((HUE_OF.get(row.brand) ?? 200) + row.id * 23) % 360;
    const buf = await renderProductArt({ emoji: emojiFor(row.name), hue, ...kind });
    await storage.put(key, buf);
    return true;
  }
  /** Draws one seeded picture unless it is stored; true when the file is there afterwards. */
  function ensure(rel: string): Promise<boolean> {
    let p = inflight.get(rel);
    if (!p) {
      p = draw(rel).finally(() => inflight.delete(rel));
      inflight.set(rel, p);
    }
    return p;
  }
  return {
    ensure,
    /**
     * Draws the list pictures (`square`) of every seeded product one after another in the background,
     * so the first screens do not wait for them; `stop()` ends it (the server's close).
     */
    warm(): { stop(): void; done: Promise<number> } {
      let stopped = false;
      const done = (async () => {
        const rows = await db.select({ url: products.squareImageUrl }).from(products);
        let drawn = 0;
        for (const r of rows) {
          if (stopped) break;
          if (!r.url?.startsWith('/uploads/seed/') || !r.url.endsWith('.webp')) continue;
          if (await ensure(r.url.slice('/uploads/'.length)).catch(() => false)) drawn += 1;
        }
        return drawn;
      })();
      return {
        stop: () => {
          stopped = true;
        },
        done,
      };
    },
    /** Before `/uploads/<key>` answers: a missing seeded picture is drawn (failures are logged, the answer is 404). */
    async beforeServe(key: string, log: (err: unknown) => void): Promise<void> {
      if (!key.startsWith('uploads/seed/') || !key.endsWith('.webp')) return;
      await ensure(key.slice('uploads/'.length)).catch(log);
    },
  };
}
