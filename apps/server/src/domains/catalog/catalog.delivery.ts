import { inArray } from 'drizzle-orm';
import { RC, type AddingCostsResponse, type Lang } from '@lc/contracts';
import { products } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { extraAreaOf } from './catalog.postal.js';
import type { CatalogContext } from './catalog.context.js';

export { mandatoryDeliveryFee } from '../../shared/product-cards.js';

/** Extra delivery costs by post number. */
export function createCatalogDelivery(ctx: CatalogContext) {
  const { db } = ctx;
  return {
    /** operations/deliveries/addingCosts?postNumber&prdtSysIds: extra fee for Jeju and island/mountain areas. */
    async addingCosts(postNumberRaw: string, prdtSysIdsRaw: string, lang: Lang): Promise<AddingCostsResponse> {
      const postNumber = postNumberRaw.replace(/[\s-]/g, '');
      if (!/^\d{5}$/.test(postNumber)) throw new AppError(RC.POST_NUMBER_INVALID);
      const ids = prdtSysIdsRaw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (ids.length === 0 || ids.length > 100 || !ids.every((s) => /^\d{1,9}$/.test(s) && Number(s) > 0)) {
        throw new AppError(RC.VALIDATION, { errors: [{ path: 'prdtSysIds', message: 'comma-separated product ids' }] });
      }
      const uniq = [...new Set(ids.map(Number))];
      const rows = await db
        .select({
          prdtSysId: products.prdtSysId,
          jeju: products.jejuAddingCost,
          island: products.islandAddingCost,
          brandSysId: products.brandSysId,
        })
        .from(products)
        .where(inArray(products.prdtSysId, uniq));
      if (rows.length !== uniq.length) throw new AppError(RC.PRODUCT_NOT_FOUND);
      const area = extraAreaOf(postNumber);
      const per = rows.map((r) => ({
        prdtSysId: r.prdtSysId,
        brandSysId: r.brandSysId,
        cost: area ? (area.type === 'jeju' ? r.jeju : r.island) : 0,
      }));
      // one parcel per seller (brand): the extra fee is charged once per parcel, the highest of its lines
      const perBrand = new Map<number, number>();
      for (const p of per) perBrand.set(p.brandSysId, Math.max(perBrand.get(p.brandSysId) ?? 0, p.cost));
      return {
        postNumber,
        areaType: area?.type ?? 'none',
        areaName: area ? area[lang] : null,
        addDeliveryCost: [...perBrand.values()].reduce((s, v) => s + v, 0),
        products: uniq.map((id) => ({ prdtSysId: id, addDeliveryCost: per.find((p) => p.prdtSysId === id)!.cost })),
      };
    },
  };
}

export const GUIDES: Record<Lang, { delivery: string[]; returns: string[] }> = {
  ko: {
    delivery: [
      '평일 18시 이전 주문은 당일 출고되며, 배송은 출고 후 2~5일(주말·공휴일 제외) 걸립니다.',
      '판매자는 결제 후 3영업일 이내에 상품을 발송합니다.',
      '제주 및 도서산간 지역은 추가 배송비가 부과됩니다.',
    ],
    returns: [
      '교환·반품은 상품 수령 후 7일 이내에 신청할 수 있습니다.',
      '고객 사유의 교환·반품은 왕복 배송비 5,000원이 부과됩니다.',
      '취소 승인 후 환불은 다음 영업일에 입금되며, 카드 결제는 즉시 취소됩니다.',
    ],
  },
  en: {
    delivery: [
      'Orders placed before 18:00 on weekdays ship the same day; delivery takes 2–5 days after dispatch (weekends and holidays excluded).',
      'The seller ships within 3 business days of payment.',
      'Jeju and island/mountain areas carry an extra delivery fee.',
    ],
    returns: [
      'Exchanges and returns can be requested within 7 days of delivery.',
      'A round-trip delivery fee of 5,000 won applies when the customer is at fault.',
      'Refunds are deposited the next business day after cancellation is approved; card payments are cancelled immediately.',
    ],
  },
};
