/**
 * bench/catalog/search: product search at scale. Loads the demo data plus N synthetic products (default
 * 100,000) into a fresh PostgreSQL database, then times uncached `products/searchlists` requests through
 * the real app for several keywords, with the pg_trgm indexes of migration 0009 and again after dropping
 * them. Prints the median and p95 per keyword and the speed-up.
 *
 *   node --import tsx bench/catalog/search.ts [products=100000] [requests per keyword=15]
 *
 * Needs PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test); the database
 * it creates is dropped at the end.
 */
import { sql } from 'drizzle-orm';
import { benchApp, demoStore, listenLocal, runBench } from '../lib/app.js';
import { calibrate, machineLine } from '../lib/machine.js';
import { products } from '../../apps/server/src/db/schema/index.js';
import { chosungOf } from '../../apps/server/src/domains/catalog/catalog.policy.js';

const N = Number(process.argv[2] ?? 100_000);
const PER = Number(process.argv[3] ?? 15);
const PG = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const KEYWORDS = ['코트', '캠핑체어', '구스다운 패딩', 'ㄴㅇㅋ', 'ㅋㅍㅊㅇ', '캠ㅍ', 'camping chair', '누리스포츠'];

const ADJ = [
  '초경량',
  '프리미엄',
  '데일리',
  '오버핏',
  '슬림핏',
  '빈티지',
  '클래식',
  '모던',
  '내추럴',
  '스포티',
  '미니',
  '빅사이즈',
  '유기농',
  '수제',
  '무선',
  '접이식',
  '방수',
  '보온',
  '쿨링',
  '저자극',
];
const MAT = [
  '울',
  '코튼',
  '린넨',
  '가죽',
  '스테인리스',
  '원목',
  '실리콘',
  '세라믹',
  '알루미늄',
  '니트',
  '데님',
  '구스다운',
  '캐시미어',
  '대나무',
  '유리',
];
const NOUN = [
  '코트',
  '자켓',
  '니트',
  '티셔츠',
  '팬츠',
  '스니커즈',
  '백팩',
  '텀블러',
  '머그컵',
  '도마',
  '프라이팬',
  '캠핑 체어',
  '텐트',
  '랜턴',
  '선크림',
  '토너',
  '세럼',
  '쿠션',
  '블렌더',
  '이어폰',
  '스탠드',
  '매트',
  '러그',
  '앞치마',
  '원두',
];
const pick = <T>(xs: T[], i: number) => xs[i % xs.length]!;

async function timeKeywords(base: string, tag: string) {
  const out: Record<string, { median: number; p95: number; total: number }> = {};
  let n = 0;
  for (const kw of KEYWORDS) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < PER + 2; i++) {
      // a unique extra parameter: every request misses the response cache and queries the database
      const url = `${base}/products/searchlists?keyword=${encodeURIComponent(kw)}&rowCount=20&b=${tag}${n++}`;
      const t0 = performance.now();
      const r = (await (await fetch(url)).json()) as { jsonData: { totalCount: number; resultCode: string } };
      const ms = performance.now() - t0;
      if (r.jsonData.resultCode !== '0001') throw new Error(`${kw}: ${r.jsonData.resultCode}`);
      total = r.jsonData.totalCount;
      if (i >= 2) times.push(ms); // two warm-up requests
    }
    times.sort((a, b) => a - b);
    out[kw] = {
      median: times[Math.floor(times.length / 2)]!,
      p95: times[Math.min(times.length - 1, Math.floor(times.length * 0.95))]!,
      total,
    };
  }
  return out;
}

async function main() {
  machineLine('before');
  calibrate();
  const store = await demoStore('search', { postgresUrl: PG, poolSize: 4 });
  try {
    const db = store.database.db;
    const brandRows = (await db.execute(sql`select brand_sys_id as id from brands`)) as unknown as {
      rows: { id: number }[];
    };
    const brandIds = brandRows.rows.map((r) => r.id);
    const t0 = performance.now();
    for (let start = 0; start < N; start += 2000) {
      const batch = [];
      for (let i = start; i < Math.min(N, start + 2000); i++) {
        const name = `${pick(ADJ, i * 7)} ${pick(MAT, i * 13 + 3)} ${pick(NOUN, i * 31 + 5)} ${i}`;
        const price = 1000 + ((i * 7919) % 300) * 500;
        batch.push({
          brandSysId: pick(brandIds, i),
          name,
          nameChosung: chosungOf(name),
          marketPrice: price + 5000,
          price,
          stock: 10,
          squareImageUrl: '',
          bigImageUrl: '',
        });
      }
      await db.insert(products).values(batch);
    }
    await db.execute(sql`analyze products`);
    await db.execute(sql`analyze brands`);
    const loadS = ((performance.now() - t0) / 1000).toFixed(1);
    const ext = (await db.execute(
      sql`select count(*)::int as n from pg_indexes where indexname like '%_trgm'`,
    )) as unknown as {
      rows: { n: number }[];
    };
    const app = await benchApp(store, { SERVICES: 'api' });
    const base = `${await listenLocal(app)}/api/v1`;
    const withIdx = await timeKeywords(base, 'a');
    await db.execute(sql`drop index if exists products_name_trgm, products_name_compact_trgm, products_name_en_trgm,
      products_name_chosung_trgm, brands_name_compact_trgm`);
    await db.execute(sql`analyze products`);
    const without = await timeKeywords(base, 'b');
    await app.close();

    console.log(
      `bench/catalog/search: ${N.toLocaleString('en')} synthetic + demo products on PostgreSQL (loaded in ${loadS} s), ${PER} uncached requests per keyword`,
    );
    console.log(`trigram indexes present at start: ${ext.rows[0]!.n}`);
    console.log('keyword            matches   with pg_trgm (median / p95 ms)   without (median / p95 ms)   speed-up');
    for (const kw of KEYWORDS) {
      const a = withIdx[kw]!;
      const b = without[kw]!;
      console.log(
        `${kw.padEnd(16)} ${String(a.total).padStart(8)}   ${a.median.toFixed(1).padStart(8)} / ${a.p95.toFixed(1).padStart(7)}            ${b.median.toFixed(1).padStart(8)} / ${b.p95.toFixed(1).padStart(7)}     ${(b.median / a.median).toFixed(1)}×`,
      );
    }
    machineLine('after');
  } finally {
    await store.close();
  }
}

runBench(main);
