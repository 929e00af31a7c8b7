import {
  broadcastStatus,
  type BroadcastCard,
  type BroadcastInfo,
  type BroadcastMedia,
  type BroadcastProduct,
  type Lang,
} from '@lc/contracts';
import { discountOf, liveWindowOpen, type LivePriced } from '../../shared/product-cards.js';

export interface ScheduleRow {
  broadcastSysId: number;
  broadcastScheduleSysId: number;
  broadcastType: number;
  title: string;
  titleEn: string | null;
  briefComment: string;
  briefCommentEn: string | null;
  brandSysId: number;
  brandName: string;
  brandNameEn: string | null;
  brandImageUrl: string | null;
  thumnailLiveUrl: string | null;
  shareTitle: string | null;
  shareText: string | null;
  shareTitleEn: string | null;
  shareTextEn: string | null;
  shareThumnailUrl: string | null;
  isRecChat: number;
  blockedAt: Date | null;
  startDate: string;
  startTime: string;
  endTime: string;
  liveFlag: number;
  liveStartDate: Date | null;
  highlightUrl: string | null;
  liveUrl: string | null;
  hlsUrl: string | null;
  directUrl: string | null;
  viewCnt: number;
  likeCnt: number;
  noti: string | null;
  notiEn: string | null;
  fixPrdtSysId: number | null;
  /** the brand whose contract the hosting sellover works under (a sponsored show), else null */
  sponsorBrandName: string | null;
  sponsorBrandNameEn: string | null;
}

/** The 광고 label of a sponsored show in the reader's language (null: not sponsored). */
export function presentSponsor(row: ScheduleRow, lang: Lang): BroadcastCard['sponsor'] {
  if (!row.sponsorBrandName) return null;
  return { brandName: lang === 'en' && row.sponsorBrandNameEn ? row.sponsorBrandNameEn : row.sponsorBrandName };
}

export interface BroadcastProductRow extends LivePriced {
  broadcastProductSysId: number;
  broadcastSysId: number;
  prdtSysId: number;
  name: string;
  nameEn: string | null;
  brandName: string;
  brandNameEn: string | null;
  squareImageUrl: string;
  bigImageUrl: string;
  marketPrice: number;
  price: number;
  isDisplay: number;
  isSoldout: number;
  deliveryPriceTypeCode: number;
}

const bit = (v: number): 0 | 1 => (v ? 1 : 0);

/** Broadcast product (live §3): the live price applies inside its window, to members only (shopping §6). */
export function presentProduct(row: BroadcastProductRow, now: Date, lang: Lang, member: boolean): BroadcastProduct {
  const liveOpen = liveWindowOpen(row, now);
  const price = liveOpen && member ? row.livePrice! : row.price;
  const code = row.deliveryPriceTypeCode;
  return {
    broadcastProductSysId: row.broadcastProductSysId,
    prdtSysId: row.prdtSysId,
    name: lang === 'en' && row.nameEn ? row.nameEn : row.name,
    brandName: lang === 'en' && row.brandNameEn ? row.brandNameEn : row.brandName,
    squareImageUrl: row.squareImageUrl || row.bigImageUrl,
    bigImageUrl: row.bigImageUrl,
    marketPrice: row.marketPrice,
    price,
    discountRate: discountOf(row.marketPrice, price).discountRate,
    isLivePrice: bit(Number(liveOpen)),
    isDisplay: bit(row.isDisplay),
    isSoldout: bit(row.isSoldout),
    deliveryPriceTypeCode: code === 2 || code === 3 ? code : 1,
  };
}

export function presentCard(
  row: ScheduleRow,
  now: Date,
  lang: Lang,
  extra: { products: BroadcastProduct[]; prdtTotalCnt: number; isAlarm: boolean },
): BroadcastCard {
  return {
    broadcastSysId: row.broadcastSysId,
    broadcastScheduleSysId: row.broadcastScheduleSysId,
    broadcastType: bit(row.broadcastType),
    title: lang === 'en' && row.titleEn ? row.titleEn : row.title,
    briefComment: lang === 'en' && row.briefCommentEn ? row.briefCommentEn : row.briefComment,
    brandSysId: row.brandSysId,
    brandName: lang === 'en' && row.brandNameEn ? row.brandNameEn : row.brandName,
    brandImageUrl: row.brandImageUrl,
    thumnailLiveUrl: row.thumnailLiveUrl,
    startDate: row.startDate,
    startTime: row.startTime,
    endTime: row.endTime,
    liveFlag: row.liveFlag,
    highlightUrl: row.highlightUrl,
    status: broadcastStatus(row, now),
    viewCnt: row.viewCnt,
    likeCnt: row.likeCnt,
    prdtTotalCnt: extra.prdtTotalCnt,
    broadcastPrdts: extra.products,
    isAlarm: extra.isAlarm ? 1 : 0,
    sponsor: presentSponsor(row, lang),
  };
}

export function presentMedias(row: ScheduleRow): BroadcastMedia[] {
  if (!row.hlsUrl && !row.liveUrl && !row.directUrl && !row.highlightUrl) return [];
  return [
    {
      directUrl: row.directUrl,
      hlsUrl: row.hlsUrl ?? row.highlightUrl,
      liveUrl: row.liveUrl,
      thumnailUrl: row.thumnailLiveUrl,
    },
  ];
}

export function presentInfo(
  row: ScheduleRow,
  now: Date,
  lang: Lang,
  extra: { products: BroadcastProduct[]; prdtTotalCnt: number; isAlarm: boolean },
): BroadcastInfo {
  const card = presentCard(row, now, lang, extra);
  return {
    ...card,
    bcSysId: row.broadcastSysId,
    bcScheduleSysId: row.broadcastScheduleSysId,
    // issue 19: English readers get the English share texts, else the (English) title and brief
    shareTitle: lang === 'en' ? (row.shareTitleEn ?? card.title) : (row.shareTitle ?? card.title),
    shareText: lang === 'en' ? (row.shareTextEn ?? card.briefComment) : (row.shareText ?? card.briefComment),
    shareThumnailUrl: row.shareThumnailUrl ?? row.thumnailLiveUrl,
    liveUrl: row.liveUrl,
    isRecChat: bit(row.isRecChat),
    liveStartDate: row.liveStartDate ? row.liveStartDate.toISOString() : null,
    broadcastMedias: presentMedias(row),
    noti: lang === 'en' && row.noti && row.notiEn ? row.notiEn : row.noti,
    fixPrdtSysId: row.fixPrdtSysId,
  };
}
