import { asc, desc, inArray, or, sql, type SQL } from 'drizzle-orm';
import { type BrandSearchResponse, type Lang, type ProductListResponse, type SearchQuery } from '@lc/contracts';
import { brands, products } from '../../db/schema/index.js';
import { likeEscape, parseKeyword } from './catalog.policy.js';
import { brandProductCount, sortOrder, type CatalogContext } from './catalog.context.js';

/** Product and brand search. */
export function createCatalogSearch(ctx: CatalogContext) {
  const { db, translation, listWhere } = ctx;
  return {
    /**
     * products/searchlists: partial matches in product and brand names (spaces optional), 초성 queries,
     * English names; ranked exact > prefix > contains > brand > 초성, then on-sale, in-stock, sales.
     * The matching brands are found first (a small table), so every condition on products is on one
     * of its own indexed expressions (trigram indexes where pg_trgm is installed, migration 0009).
     */
    async search(q: SearchQuery, lang: Lang): Promise<ProductListResponse & { keyword: string }> {
      const kw = parseKeyword(q.keyword);
      const like = `%${likeEscape(kw.text)}%`;
      const compactLike = `%${likeEscape(kw.compact)}%`;
      const nameCompact = sql`replace(lower(${products.name}), ' ', '')`;
      const brandCompact = sql`replace(lower(${brands.name}), ' ', '')`;
      const chosungLike = kw.chosung ? `%${likeEscape(kw.chosung)}%` : null;
      // brand score: spaceless name 60 > 초성 (or syllables with bare consonants) 45 > English name 35
      const brandScoreSql = sql<number>`case when ${brandCompact} like ${compactLike} then 60
        ${kw.mixedPattern ? sql`when ${brandCompact} ~ ${kw.mixedPattern} then 45` : sql``}
        ${!kw.mixedPattern && chosungLike ? sql`when ${brands.nameChosung} like ${chosungLike} then 45` : sql``}
        when lower(coalesce(${brands.nameEn}, '')) like ${like} then 35 else 0 end`;
      const brandHits = await db
        .select({ id: brands.brandSysId, score: brandScoreSql })
        .from(brands)
        .where(sql`${brandScoreSql} > 0`);
      const matches: SQL[] = [
        sql`lower(${products.name}) like ${like}`,
        sql`${nameCompact} like ${compactLike}`,
        sql`lower(coalesce(${products.nameEn}, '')) like ${like}`,
      ];
      if (brandHits.length > 0)
        matches.push(
          inArray(
            products.brandSysId,
            brandHits.map((b) => b.id),
          ),
        );
      let chosungScore = sql`0`;
      if (kw.mixedPattern) {
        // 캠ㅍ: syllables must match as typed, bare consonants stand for their syllables
        matches.push(sql`${nameCompact} ~ ${kw.mixedPattern}`);
        chosungScore = sql`case when ${nameCompact} ~ ${kw.mixedPattern} then 55 else 0 end`;
      } else if (kw.chosung) {
        matches.push(sql`${products.nameChosung} like ${chosungLike}`);
        chosungScore = sql`case when ${products.nameChosung} like ${`${likeEscape(kw.chosung)}%`} then 55
          when ${products.nameChosung} like ${chosungLike} then 50 else 0 end`;
      }
      const brandScore =
        brandHits.length > 0
          ? sql`case ${products.brandSysId} ${sql.join(
              brandHits.map((b) => sql`when ${b.id} then ${sql.raw(String(Number(b.score)))}`),
              sql` `,
            )} else 0 end`
          : sql`0`;
      const score = sql<number>`greatest(
        case when lower(${products.name}) = ${kw.text} then 100
             when lower(${products.name}) like ${`${likeEscape(kw.text)}%`} then 90
             when lower(${products.name}) like ${like} then 80
             when ${nameCompact} like ${compactLike} then 70
             when lower(coalesce(${products.nameEn}, '')) like ${like} then 40
             else 0 end, ${chosungScore}, ${brandScore})`;
      const where = or(...matches);
      const order: SQL[] = q.sort
        ? sortOrder(q.sort)
        : [
            desc(score),
            desc(products.isDisplay),
            asc(sql`case when ${products.isSoldout} = 1 or ${products.stock} <= 0 then 1 else 0 end`),
            desc(products.saleCount),
            desc(products.prdtSysId),
          ];
      const out = await listWhere(where, order, q.startIndex, q.rowCount, lang);
      return { ...out, keyword: kw.text };
    },

    /** brands/searchlists?keyword: partial and 초성 matches in brand names (Korean and English). */
    async brandSearch(q: SearchQuery, lang: Lang): Promise<BrandSearchResponse> {
      const kw = parseKeyword(q.keyword);
      const compactLike = `%${likeEscape(kw.compact)}%`;
      const conds: SQL[] = [
        sql`replace(lower(${brands.name}), ' ', '') like ${compactLike}`,
        sql`lower(coalesce(${brands.nameEn}, '')) like ${`%${likeEscape(kw.text)}%`}`,
      ];
      if (kw.chosung) conds.push(sql`${brands.nameChosung} like ${`%${likeEscape(kw.chosung)}%`}`);
      const where = or(...conds);
      const rows = await db
        .select({
          brandSysId: brands.brandSysId,
          name: brands.name,
          nameEn: brands.nameEn,
          imageUrl: brands.imageUrl,
          productCount: brandProductCount,
        })
        .from(brands)
        .where(where)
        .orderBy(
          desc(sql`case when lower(${brands.name}) like ${`${likeEscape(kw.text)}%`} then 1 else 0 end`),
          asc(brands.name),
        )
        .limit(q.rowCount)
        .offset(q.startIndex);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(brands)
        .where(where);
      const names = await translation.localize(
        rows.map((r) => ({ ko: r.name, en: r.nameEn })),
        lang,
      );
      return {
        brands: rows.map((r, i) => ({
          brandSysId: r.brandSysId,
          name: names[i]!,
          imageUrl: r.imageUrl,
          productCount: r.productCount,
        })),
        totalCount: count?.n ?? 0,
      };
    },
  };
}
