import { returnExceptionCodes, sellerIdentity } from '../compliance/index.js';
import { z } from 'zod';
import { pagingQuery, SORT_OPTIONS } from '../common/paging.js';

/** Product names longer than this are cut when displayed (shopping §1). */
export const PRODUCT_NAME_CUT = 28;

/**
 * Same-day dispatch: orders paid before this Korean time on a business day ship that day (shopping §9
 * "orders before 18:00 on weekdays"). The one value the product page's delivery guide, the FAQ and the
 * brands' delivery notices show (issue 32: the guide said 18:00 where a notice said 14:00).
 */
export const SAME_DAY_DISPATCH_CUTOFF_KST = '18:00';

/** deliveryPriceTypeCode (shopping §3): 1 free; 2 and 3 partly free depending on amounts. */
export const DELIVERY_PRICE_TYPES = { free: 1, conditional: 2, paid: 3 } as const;

/** Longest search keyword accepted (decision: docs/decisions.md). */
export const SEARCH_KEYWORD_MAX = 50;
/** Recent keywords the Search screen keeps on the device. */
export const RECENT_KEYWORDS_MAX = 10;
/** Infinite scroll on every list (shopping §9): throttle 1 s, 20 px from the edge. */
export const INFINITE_SCROLL = { throttleMs: 1000, edgePx: 20 } as const;
/** Last-viewed thumbnail of the bottom navigation is synced after 1 s (shopping §9). */
export const LAST_VIEWED_SYNC_MS = 1000;

const bit = z.union([z.literal(0), z.literal(1)]);
const isoOrNull = z.string().nullable();

/** A product as lists show it (shopping §3 "Product"; live §3 "Broadcast product"). Money is integer won. */
export const productCard = z.object({
  prdtSysId: z.number().int(),
  name: z.string(),
  brandSysId: z.number().int(),
  brandName: z.string(),
  squareImageUrl: z.string(),
  bigImageUrl: z.string(),
  marketPrice: z.number().int(),
  price: z.number().int(),
  discount: z.number().int(),
  discountRate: z.number().int(),
  /** 1 when a live price exists and its window is open now */
  isLivePrice: bit,
  livePrice: z.number().int().nullable(),
  /** marketPrice − livePrice, and its whole percent (null without a live price) */
  liveDiscount: z.number().int().nullable(),
  liveDiscountRate: z.number().int().nullable(),
  livePriceStartDate: isoOrNull,
  livePriceEndDate: isoOrNull,
  isDisplay: bit,
  isSoldout: bit,
  deliveryPriceTypeCode: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /**
   * issue 33 (다크패턴 지침, first screen): the delivery fee one piece at `price` must pay (0: free), and
   * `price` + that fee, the total a list shows next to the price
   */
  deliveryFee: z.number().int(),
  totalPrice: z.number().int(),
  /** 1 when the signed-in caller has picked (wished) it; always 0 for guests */
  isPick: bit,
  /** average review score, one decimal (0 without reviews), and the visible review count (issue 12) */
  reviewScore: z.number(),
  reviewCnt: z.number().int(),
});
export type ProductCard = z.infer<typeof productCard>;

export const productListResponse = z.object({ products: z.array(productCard), totalCount: z.number().int() });
export type ProductListResponse = z.infer<typeof productListResponse>;
/** products/searchlists: a product list and the keyword it searched */
export const productSearchResponse = productListResponse.extend({ keyword: z.string() });

/** Home tabs (shopping §1) and what products/mainlist lists for each. */
export const HOME_TABS = ['live', 'best', 'ranking', 'benefit'] as const;
export type HomeTab = (typeof HOME_TABS)[number];

export const mainListQuery = pagingQuery.extend({
  tab: z.enum(HOME_TABS).optional(),
});
export type MainListQuery = z.infer<typeof mainListQuery>;

const optionalId = z.coerce.number().int().positive().max(2_147_483_647).optional();

/** products/lists: a category (either level) or a brand, sorted newest / high price / low price. */
export const productListsQuery = pagingQuery.extend({
  categorySysId: optionalId,
  brandSysId: optionalId,
  sort: z.enum(SORT_OPTIONS).default('newest'),
});
export type ProductListsQuery = z.infer<typeof productListsQuery>;

/** products/searchlists and brands/searchlists. The keyword rules are checked by the server with codes 3010/3011. */
export const searchQuery = pagingQuery.extend({
  keyword: z.string().optional(),
  userSysId: optionalId,
  /** absent: relevance */
  sort: z.enum(SORT_OPTIONS).optional(),
});
export type SearchQuery = z.infer<typeof searchQuery>;

export const brandSummary = z.object({
  brandSysId: z.number().int(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  productCount: z.number().int(),
});
export type BrandSummary = z.infer<typeof brandSummary>;

export const brandSearchResponse = z.object({ brands: z.array(brandSummary), totalCount: z.number().int() });
export type BrandSearchResponse = z.infer<typeof brandSearchResponse>;

export const brandResponse = z.object({
  brand: brandSummary.extend({ description: z.string().nullable(), sellerSysId: z.number().int() }),
});
export type BrandResponse = z.infer<typeof brandResponse>;

export const categoriesQuery = z.object({
  categoryLevel: z.coerce.number().int().min(1).max(2).default(1),
  parentSysId: optionalId,
});
export const category = z.object({
  categorySysId: z.number().int(),
  parentSysId: z.number().int().nullable(),
  categoryLevel: z.number().int(),
  name: z.string(),
  productCount: z.number().int(),
});
export type Category = z.infer<typeof category>;
export const categoriesResponse = z.object({ categories: z.array(category) });
export type CategoriesResponse = z.infer<typeof categoriesResponse>;

/** One option value (shopping §3 options/productOptions: name, count, price). `price` is the added price. */
export const productOption = z.object({
  prdtOptionSysId: z.number().int(),
  optionKeyName: z.string(),
  name: z.string(),
  price: z.number().int(),
  count: z.number().int(),
  isSoldout: bit,
});
export type ProductOption = z.infer<typeof productOption>;
export const optionGroup = z.object({ name: z.string(), productOptions: z.array(productOption) });
export type OptionGroup = z.infer<typeof optionGroup>;

/** An adding product (추가상품) with its choices. */
export const addingProduct = z.object({
  prdtAddingProductSysId: z.number().int(),
  name: z.string(),
  details: z.array(
    z.object({
      prdtAddingProductDetailSysId: z.number().int(),
      name: z.string(),
      price: z.number().int(),
      count: z.number().int(),
      isSoldout: bit,
    }),
  ),
});
export type AddingProduct = z.infer<typeof addingProduct>;

export const deliveryTerms = z.object({
  deliveryPriceTypeCode: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** the fee when it applies (0 for type 1) */
  deliveryPrice: z.number().int(),
  /** type 2: free from this product amount; null otherwise */
  freeDeliveryMinAmount: z.number().int().nullable(),
  jejuAddingCost: z.number().int(),
  islandAddingCost: z.number().int(),
});
export type DeliveryTerms = z.infer<typeof deliveryTerms>;

/**
 * products/{id}?broadcastScheduleSysId&broadcastProductSysId&planPrdtSysId. A broadcast context (the
 * schedule, or the pinned broadcast product that resolves to one) counts only when that broadcast
 * carries the product; otherwise the product answers at its normal price.
 */
export const productQuery = z.object({
  broadcastScheduleSysId: optionalId,
  broadcastProductSysId: optionalId,
  planPrdtSysId: optionalId,
});

export const productDetail = productCard.extend({
  categorySysId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  parentCategorySysId: z.number().int().nullable(),
  brandImageUrl: z.string().nullable(),
  sellerSysId: z.number().int(),
  images: z.array(z.string()),
  stock: z.number().int(),
  /** 0 no options, 1 options to choose (one value per group) */
  optionTypeCode: z.union([z.literal(0), z.literal(1)]),
  isOption: bit,
  optionGroups: z.array(optionGroup),
  isAddingProduct: bit,
  addingProducts: z.array(addingProduct),
  delivery: deliveryTerms,
  /** the price this caller pays now: the live price when it applies, else price */
  finalPrice: z.number().int(),
  /** 1 when the live price applies to this caller (member, window open, reached from a broadcast) */
  livePriceApplied: bit,
  /** 1 when the product has a live price whose window has ended */
  livePriceExpired: bit,
  /** issue 32 (shopping §8): 1 when the product is sold only during its broadcast's hours */
  isLiveOnly: bit,
  /** 1 when it is live-only and outside those hours now: it cannot be carted or ordered (3005) */
  liveOnlyClosed: bit,
  isPick: bit,
  planPrdtSysId: z.number().int().nullable(),
  planTitle: z.string().nullable(),
  /** 'event' when opened from an event page: single order only, it cannot enter the cart */
  planType: z.enum(['plan', 'event']).nullable(),
  /** the broadcast schedule the product was reached from, when that broadcast carries it; else null */
  broadcastScheduleSysId: z.number().int().nullable(),
  /** issue 18: one piece with its mandatory delivery fee (표시광고법 / 전자상거래법 다크패턴 규정: 총액 표시) */
  totalPrice: z.number().int(),
  /** 1: an alcoholic beverage (19+ identity at checkout) */
  isAlcohol: bit,
  /** the exceptions to the right of withdrawal this product shows before purchase (RETURN_EXCEPTIONS codes, 제17조 ⑥) */
  returnExceptions: z.array(z.number().int()),
  /** the seller's identity (the platform only mediates: 통신판매중개자) */
  seller: sellerIdentity,
});
export type ProductDetail = z.infer<typeof productDetail>;
export const productResponse = z.object({ product: productDetail });
export type ProductResponse = z.infer<typeof productResponse>;

/** products/{id}/detail: the long description below the fold. */
export const productDetailInfo = z.object({
  prdtSysId: z.number().int(),
  description: z.string(),
  detailImages: z.array(z.string()),
  infoNotice: z.array(z.object({ label: z.string(), value: z.string() })),
  deliveryGuide: z.array(z.string()),
  returnGuide: z.array(z.string()),
});
export type ProductDetailInfo = z.infer<typeof productDetailInfo>;
export const productDetailInfoResponse = z.object({ detail: productDetailInfo });

export const sellerNoticeQuery = z.object({ brandSysId: optionalId });
export const sellerNotice = z.object({
  sellerNoticeSysId: z.number().int(),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export const sellerNoticeResponse = z.object({ notices: z.array(sellerNotice) });
export type SellerNoticeResponse = z.infer<typeof sellerNoticeResponse>;

/** operations/deliveries/addingCosts?postNumber&prdtSysIds */
export const addingCostsQuery = z.object({
  postNumber: z.string(),
  prdtSysIds: z.string(),
});
export const EXTRA_AREA_TYPES = ['none', 'jeju', 'island'] as const;
export type ExtraAreaType = (typeof EXTRA_AREA_TYPES)[number];
export const addingCostsResponse = z.object({
  postNumber: z.string(),
  areaType: z.enum(EXTRA_AREA_TYPES),
  areaName: z.string().nullable(),
  addDeliveryCost: z.number().int(),
  products: z.array(z.object({ prdtSysId: z.number().int(), addDeliveryCost: z.number().int() })),
});
export type AddingCostsResponse = z.infer<typeof addingCostsResponse>;

/** Recent views and pick (wish list). */
export const prdtIdBody = z.object({ prdtSysId: z.coerce.number().int().positive().max(2_147_483_647) });
export const prdtIdsBody = z.object({
  prdtSysIds: z.array(z.coerce.number().int().positive().max(2_147_483_647)).min(1).max(100),
});
export const viewItem = productCard.extend({ viewedAt: z.string() });
export const viewsResponse = z.object({ views: z.array(viewItem), totalCount: z.number().int() });
export type ViewsResponse = z.infer<typeof viewsResponse>;
export const pickItem = productCard.extend({ pickedAt: z.string() });
export const picksResponse = z.object({ picks: z.array(pickItem), totalCount: z.number().int() });
export type PicksResponse = z.infer<typeof picksResponse>;

/** Staff edit of a product (invalidates the list and detail caches). */
export const productPatchBody = z
  .object({
    price: z.number().int().min(0).max(100_000_000),
    marketPrice: z.number().int().min(0).max(100_000_000),
    isDisplay: bit,
    isSoldout: bit,
    stock: z.number().int().min(0).max(10_000_000),
    /** issue 32: sold only during its broadcast's hours (its live price window) */
    isLiveOnly: bit,
    /** issue 33: the exceptions to the right of withdrawal the page shows (RETURN_EXCEPTIONS 2–5, else 7049; 1 needs no notice) */
    returnExceptions: returnExceptionCodes,
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'nothing to change');

/** brands/{id}/broadcasts: the brand channel's airings, on air first, then upcoming (soonest first), then past. */
export const brandBroadcast = z.object({
  broadcastSysId: z.number().int(),
  broadcastScheduleSysId: z.number().int(),
  title: z.string(),
  briefComment: z.string(),
  thumnailLiveUrl: z.string().nullable(),
  /** YYYY-MM-DD, HH:mm, HH:mm (KST) */
  startDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  status: z.enum(['ready', 'live', 'vod', 'ended']),
  viewCnt: z.number().int(),
  prdtTotalCnt: z.number().int(),
});
export type BrandBroadcast = z.infer<typeof brandBroadcast>;
export const brandBroadcastsResponse = z.object({
  broadcasts: z.array(brandBroadcast),
  totalCount: z.number().int(),
});
export type BrandBroadcastsResponse = z.infer<typeof brandBroadcastsResponse>;
export * from './responses.js';
