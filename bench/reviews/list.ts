/**
 * bench/reviews/list: the review list of one popular product at scale. Loads the demo data plus N
 * reviews (default 50,000; a fifth with photos, 2 % with a video) on one product into a fresh
 * PostgreSQL database, then times `products/{id}/reviews/list` through the real app for every filter
 * (all, photo, video) and sort (newest, highest, lowest), first page and a deep page, without and
 * with the (product, state, score, created_at) index of migration 0012. Prints medians and the ratio.
 *
 *   node --import tsx bench/reviews/list.ts [reviews=50000] [requests per case=15]
 *
 * Needs PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test); the database
 * it creates is dropped at the end.
 */
import { sql } from 'drizzle-orm';
import { benchApp, demoStore, listenLocal, runBench } from '../lib/app.js';
import { calibrate, machineLine } from '../lib/machine.js';
import { productReviews } from '../../apps/server/src/db/schema/index.js';

const N = Number(process.argv[2] ?? 50_000);
const PER = Number(process.argv[3] ?? 15);
const PG = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CASES = ['all', 'photo', 'video'].flatMap((filter) =>
  ['newest', 'highest', 'lowest'].flatMap((sort) => [0, 2000].map((startIndex) => ({ filter, sort, startIndex }))),
);

async function timeCases(base: string, prdt: number) {
  const out: number[] = [];
  for (const c of CASES) {
    const times: number[] = [];
    for (let i = 0; i < PER + 2; i++) {
      const url = `${base}/products/${prdt}/reviews/list?filter=${c.filter}&sort=${c.sort}&startIndex=${c.startIndex}&rowCount=20`;
      const t0 = performance.now();
      const r = (await (await fetch(url)).json()) as { jsonData: { resultCode: string } };
      const ms = performance.now() - t0;
      if (r.jsonData.resultCode !== '0001') throw new Error(r.jsonData.resultCode);
      if (i >= 2) times.push(ms);
    }
    times.sort((a, b) => a - b);
    out.push(times[Math.floor(times.length / 2)]!);
  }
  return out;
}

async function main() {
  machineLine('before');
  calibrate();
  const now = new Date();
  const store = await demoStore('reviews', { postgresUrl: PG, poolSize: 4, now });
  try {
    const db = store.database.db;
    const ids = ((await db.execute(sql`select user_sys_id as id from users`)) as unknown as { rows: { id: number }[] })
      .rows;
    const prdt = 1;
    const t0 = performance.now();
    for (let start = 0; start < N; start += 2000) {
      const batch = [];
      for (let i = start; i < Math.min(N, start + 2000); i++) {
        const at = new Date(now.getTime() - i * 60_000);
        batch.push({
          prdtSysId: prdt,
          orderSysId: 1,
          orderPrdtSysId: 50_000_000 + i,
          userSysId: ids[i % ids.length]!.id,
          score: [5, 5, 5, 4, 4, 3, 5, 2, 5, 1][i % 10]!,
          content: `벤치 리뷰 ${i} 배송도 빠르고 만족합니다.`,
          photos: i % 5 === 0 ? [{ url: '/uploads/x.jpg', width: 480, height: 480 }] : [],
          videoKey: i % 50 === 0 ? `bench${i}` : null,
          createdAt: at,
          updatedAt: at,
        });
      }
      await db.insert(productReviews).values(batch);
    }
    await db.execute(sql`analyze product_reviews`);
    const loadS = ((performance.now() - t0) / 1000).toFixed(1);
    const app = await benchApp(store, { SERVICES: 'api' });
    const base = `${await listenLocal(app)}/api/v1`;
    // first without the score index of migration 0012, then with it
    await db.execute(sql`drop index product_reviews_score_idx`);
    await db.execute(sql`analyze product_reviews`);
    const before = await timeCases(base, prdt);
    await db.execute(
      sql`create index product_reviews_score_idx on product_reviews (prdt_sys_id, state, score, created_at)`,
    );
    await db.execute(sql`analyze product_reviews`);
    const after = await timeCases(base, prdt);
    await app.close();
    console.log(
      `bench/reviews/list: ${N.toLocaleString('en')} reviews on one product, PostgreSQL (loaded in ${loadS} s), ${PER} requests per case, medians in ms`,
    );
    console.log('filter  sort      start   without score index   with it (0012)   ratio');
    CASES.forEach((c, i) =>
      console.log(
        `${c.filter.padEnd(7)} ${c.sort.padEnd(8)} ${String(c.startIndex).padStart(6)}   ${before[i]!.toFixed(1).padStart(19)}   ${after[i]!.toFixed(1).padStart(14)}   ${(before[i]! / after[i]!).toFixed(2)}×`,
      ),
    );
    machineLine('after');
  } finally {
    await store.close();
  }
}

runBench(main);
