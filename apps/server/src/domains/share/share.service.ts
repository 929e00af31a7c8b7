import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  RC,
  SHORT_LINK_PREFIX,
  SPONSOR_LABEL,
  ownSitePath,
  type PostFirebaseShortlinkResponse,
  type GetFirebaseShortlinkResponse,
} from '@lc/contracts';
import type { Db } from '../../db/client.js';
import type { FileStorage } from '../../storage/index.js';
import { brands, broadcastSchedules, broadcasts, products, shortLinks, users } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { sponsorColumns } from '../broadcasts/broadcasts.context.js';
import { renderShareCard, type ShareCard } from './share.image.js';

/** Short links and share images (issue 16); the spec is silent on these values (docs/decisions.md). */
export const SHARE_POLICY = {
  /** characters of a short code (base62): 62^8 ≈ 2·10^14 */
  codeLength: 8,
  /** short links made per client address per minute */
  createPerMinute: 30,
  /** how long browsers and crawlers may keep a share image */
  imageMaxAgeSeconds: 3600,
} as const;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
function newCode(): string {
  const bytes = randomBytes(SHARE_POLICY.codeLength * 2);
  let out = '';
  // rejection sampling keeps every character equally likely
  for (const b of bytes) {
    if (b >= 248) continue;
    out += ALPHABET[b % 62];
    if (out.length === SHARE_POLICY.codeLength) break;
  }
  return out.length === SHARE_POLICY.codeLength ? out : newCode();
}

/** where drawn share cards are kept (public: they show what the shared page shows) */
export const SHARE_IMAGE_FOLDER = 'uploads/share/';

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

export function createShareService(deps: { db: Db; now: () => Date; storage: FileStorage }) {
  const { db, now, storage } = deps;

  /** The path (and query) of a link on this site, or a refusal for anything else (issue 25 N4). */
  function ownPath(link: string, origin: string): string {
    const p = ownSitePath(link, origin);
    if (p === null) throw new AppError(RC.SHORT_LINK_FOREIGN);
    return p;
  }

  /** a card is drawn once per content and kept in the storage (issue 26): any node answers it */
  async function cached(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const objectKey = `${SHARE_IMAGE_FOLDER}${createHash('sha256').update(key).digest('hex').slice(0, 32)}.png`;
    const have = await storage.read(objectKey);
    if (have) return have;
    const png = await make();
    await storage.put(objectKey, png, 'image/png');
    return png;
  }

  return {
    /** POST firebase/shortlink {longDynamicLink}: the same link always gets the same short code. */
    async shorten(longLink: string, origin: string): Promise<PostFirebaseShortlinkResponse> {
      const target = ownPath(longLink, origin);
      origin = new URL(origin).origin;
      for (let attempt = 0; attempt < 5; attempt++) {
        const [found] = await db.select().from(shortLinks).where(eq(shortLinks.target, target));
        if (found)
          return { shortLink: `${origin}${SHORT_LINK_PREFIX}${found.code}`, previewLink: `${origin}${target}` };
        await db.insert(shortLinks).values({ code: newCode(), target, createdAt: now() }).onConflictDoNothing();
      }
      throw new AppError(RC.INTERNAL);
    },

    /**
     * GET /s/{code}: counts the click and answers where to go. A stored target is checked again: a row
     * written before the check was strict (`/\evil`, `//evil`) is answered as a missing link, never followed.
     */
    async follow(code: string): Promise<string> {
      const [found] = await db.select({ target: shortLinks.target }).from(shortLinks).where(eq(shortLinks.code, code));
      const target = found ? ownSitePath(found.target) : null;
      if (target === null) throw new AppError(RC.SHORT_LINK_NOT_FOUND);
      await db
        .update(shortLinks)
        .set({ clicks: sql`${shortLinks.clicks} + 1`, lastClickAt: now() })
        .where(eq(shortLinks.code, code));
      return target;
    },

    /** GET firebase/shortlink/{code}: the link and its click count. */
    async stats(code: string): Promise<GetFirebaseShortlinkResponse> {
      const [r] = await db.select().from(shortLinks).where(eq(shortLinks.code, code));
      if (!r) throw new AppError(RC.SHORT_LINK_NOT_FOUND);
      return {
        code: r.code,
        target: r.target,
        clicks: r.clicks,
        createdAt: r.createdAt.toISOString(),
        lastClickAt: r.lastClickAt?.toISOString() ?? null,
      };
    },

    /** The 800×400 share image of a broadcast schedule (title, brand, first product's price, thumbnail). */
    async broadcastImage(scheduleId: number): Promise<Buffer> {
      const [b] = await db
        .select({
          title: broadcasts.title,
          shareTitle: broadcasts.shareTitle,
          thumb: broadcasts.thumnailLiveUrl,
          shareThumb: broadcasts.shareThumnailUrl,
          brand: brands.name,
          startDate: broadcastSchedules.startDate,
          startTime: broadcastSchedules.startTime,
          broadcastSysId: broadcasts.broadcastSysId,
          blockedAt: broadcasts.blockedAt,
          sponsor: sponsorColumns.sponsorBrandName,
        })
        .from(broadcastSchedules)
        .innerJoin(broadcasts, eq(broadcasts.broadcastSysId, broadcastSchedules.broadcastSysId))
        .innerJoin(brands, eq(brands.brandSysId, broadcasts.brandSysId))
        .where(eq(broadcastSchedules.broadcastScheduleSysId, scheduleId));
      if (!b || b.blockedAt) throw new AppError(RC.NOT_FOUND);
      const p = await db.execute(sql`
        select p.price, p.market_price, p.square_image_url from broadcast_products bp
        join products p on p.prdt_sys_id = bp.prdt_sys_id
        where bp.broadcast_sys_id = ${b.broadcastSysId} order by bp.sort_order, bp.prdt_sys_id limit 1`);
      const first = (p as unknown as { rows: { price: number; market_price: number; square_image_url: string }[] })
        .rows[0];
      const card: ShareCard = {
        // a sponsored show's card says 광고 first (issue 33, 추천·보증 심사지침)
        kicker: b.sponsor ? `${SPONSOR_LABEL.ko} · ${b.sponsor} · LIVE` : `LIVE · ${b.brand}`,
        title: b.shareTitle || b.title,
        lines: [`${b.startDate.replace(/-/g, '.')} ${b.startTime} 방송`],
        price: first ? won(Number(first.price)) : undefined,
        marketPrice: first ? won(Number(first.market_price)) : undefined,
        thumbnail: [b.shareThumb, b.thumb, first?.square_image_url].find((u) => u?.startsWith('/uploads/')) ?? null,
        footer: '라이브마켓에서 보고 바로 사세요',
      };
      return cached(`b:${scheduleId}:${JSON.stringify(card)}`, () => renderShareCard(storage, card));
    },

    /** The share image of a product (name, brand, price, market price, square image). */
    async productImage(prdtSysId: number): Promise<Buffer> {
      const [p] = await db
        .select({
          name: products.name,
          price: products.price,
          marketPrice: products.marketPrice,
          image: products.squareImageUrl,
          brand: brands.name,
          isDisplay: products.isDisplay,
        })
        .from(products)
        .innerJoin(brands, eq(brands.brandSysId, products.brandSysId))
        .where(eq(products.prdtSysId, prdtSysId));
      if (!p) throw new AppError(RC.NOT_FOUND);
      const card: ShareCard = {
        kicker: p.brand,
        title: p.name,
        price: won(p.price),
        marketPrice: won(p.marketPrice),
        thumbnail: p.image,
        footer: '라이브마켓',
      };
      return cached(`p:${prdtSysId}:${JSON.stringify(card)}`, () => renderShareCard(storage, card));
    },

    /** The share image of a sellover's schedule on one day (/sharePlan/{userSysId}/{date}). */
    async planImage(userSysId: number, date: string): Promise<Buffer> {
      const [u] = await db.select({ nick: users.nickName }).from(users).where(eq(users.userSysId, userSysId));
      if (!u) throw new AppError(RC.NOT_FOUND);
      const rows = await db
        .select({ title: broadcasts.title, startTime: broadcastSchedules.startTime, thumb: broadcasts.thumnailLiveUrl })
        .from(broadcastSchedules)
        .innerJoin(broadcasts, eq(broadcasts.broadcastSysId, broadcastSchedules.broadcastSysId))
        .where(
          and(
            eq(broadcasts.hostUserSysId, userSysId),
            eq(broadcastSchedules.startDate, date),
            isNull(broadcasts.blockedAt),
          ),
        )
        .orderBy(asc(broadcastSchedules.startTime));
      const card: ShareCard = {
        kicker: `${u.nick} 방송 일정`,
        title: `${date.replace(/-/g, '.')} 라이브`,
        lines: rows.length ? rows.map((r) => `${r.startTime} ${r.title}`) : ['예정된 방송이 없습니다'],
        thumbnail: rows.find((r) => r.thumb?.startsWith('/uploads/'))?.thumb ?? null,
        footer: '라이브마켓',
      };
      return cached(`s:${userSysId}:${date}:${JSON.stringify(card)}`, () => renderShareCard(storage, card));
    },
  };
}
export type ShareService = ReturnType<typeof createShareService>;
