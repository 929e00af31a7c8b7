import { RC, SEARCH_KEYWORD_MAX } from '@lc/contracts';
import { AppError } from '../../http/errors.js';
import { liveWindowOpen, type LivePriced } from '../../shared/product-cards.js';

// the product card's price rules live with the card (shared by every domain that lists products)
export { discountOf, liveWindowOpen, type LivePriced } from '../../shared/product-cards.js';

/** Cached list and detail answers live this long (they are also dropped on every catalog write). */
export const CATALOG_CACHE_TTL_MS = 30_000;
/** Most answers kept in the response cache at once (oldest dropped first). */
export const CATALOG_CACHE_MAX_ENTRIES = 2_000;
/** Last-viewed entries kept per member (older ones are dropped on the next view). */
export const VIEW_LOG_MAX = 100;
/** Airings the brand channel lists at most (the most recent ones; older replays drop off). */
export const BRAND_CHANNEL_SCHEDULES_MAX = 200;
/** Picks kept per member. */
export const PICK_MAX = 500;

const CHOSUNG = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;

/** 나이키 에어 → ㄴㅇㅋㅇㅇ: syllables become their initial consonant, spaces go, other letters are lower-cased. */
export function chosungOf(text: string): string {
  let out = '';
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (c >= HANGUL_FIRST && c <= HANGUL_LAST) out += CHOSUNG[Math.floor((c - HANGUL_FIRST) / 588)];
    else if (!/\s/.test(ch)) out += ch.toLowerCase();
  }
  return out;
}

/** A compatibility-jamo consonant as typed on a Korean keyboard (ㄱ … ㅎ). */
const isJamoConsonant = (ch: string) => CHOSUNG.includes(ch) || /[\u3131-\u314e]/.test(ch);

export interface ParsedKeyword {
  /** trimmed, inner spaces collapsed, lower-cased */
  text: string;
  /** without spaces (붙여쓰기 matches 띄어쓰기) */
  compact: string;
  /** the 초성 form when the keyword contains a bare consonant (ㄴㅇㅋ, 나ㅇㅋ), else null */
  chosung: string | null;
  /** for a keyword mixing syllables and bare consonants (나ㅇㅋ): a regex over the spaceless name, else null */
  mixedPattern: string | null;
}

/** 나ㅇㅋ → 나[아-잏ㅇ][카-킿ㅋ]: a bare consonant stands for any syllable starting with it. */
export function mixedPatternOf(compact: string): string {
  let out = '';
  for (const ch of compact) {
    const i = CHOSUNG.indexOf(ch);
    if (i >= 0) {
      const first = String.fromCharCode(HANGUL_FIRST + i * 588);
      const last = String.fromCharCode(HANGUL_FIRST + i * 588 + 587);
      out += `[${first}-${last}${ch}]`;
    } else out += ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return out;
}

/**
 * Keyword rules (shopping §5): a keyword is required, special characters are rejected.
 * Letters of any script (Hangul syllables and jamo included), digits and spaces are allowed.
 */
export function parseKeyword(raw: string | undefined): ParsedKeyword {
  const text = (raw ?? '').normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
  if (text === '') throw new AppError(RC.SEARCH_KEYWORD_REQUIRED);
  if (!/^[\p{L}\p{N} ]+$/u.test(text)) throw new AppError(RC.SEARCH_SPECIAL_CHARS);
  if (Array.from(text).length > SEARCH_KEYWORD_MAX) throw new AppError(RC.VALIDATION);
  const compact = text.replace(/ /g, '');
  const hasJamo = Array.from(compact).some(isJamoConsonant);
  const allJamo = Array.from(compact).every(isJamoConsonant);
  return {
    text,
    compact,
    chosung: hasJamo ? chosungOf(compact) : null,
    mixedPattern: hasJamo && !allJamo ? mixedPatternOf(compact) : null,
  };
}

/** Delivery fee of one product line (shopping §3, §9): 1 free; 2 free from the product's threshold; 3 always paid. */
export function deliveryFee(
  terms: { deliveryPriceTypeCode: number; deliveryPrice: number; freeDeliveryMinAmount: number | null },
  productAmount: number,
): number {
  if (terms.deliveryPriceTypeCode === 2) {
    return terms.freeDeliveryMinAmount !== null && productAmount >= terms.freeDeliveryMinAmount
      ? 0
      : terms.deliveryPrice;
  }
  if (terms.deliveryPriceTypeCode === 3) return terms.deliveryPrice;
  return 0;
}

/** The window has ended (the "live price expired, reload" case). */
export function liveWindowEnded(p: LivePriced, now: Date): boolean {
  return p.livePrice !== null && p.livePriceEndDate !== null && now >= p.livePriceEndDate;
}

/**
 * Shopping §8 "live-only during broadcast hours" (issue 32): a live-only product is sold only inside its
 * live window (livePriceStartDate–livePriceEndDate, which the seller sets to the show's hours); outside
 * it (or without a window) it cannot be carted or ordered (3005).
 */
export function liveOnlyClosed(p: LivePriced & { liveOnly: boolean }, now: Date): boolean {
  return p.liveOnly && !liveWindowOpen(p, now);
}

/**
 * Live price (shopping §4, §6): only for a signed-in member, inside the window, and when the product
 * was reached from a broadcast (a broadcastScheduleSysId came with the request).
 */
export function livePriceApplies(
  p: LivePriced,
  ctx: { member: boolean; broadcastScheduleSysId: number | null | undefined; now: Date },
): boolean {
  return ctx.member && !!ctx.broadcastScheduleSysId && liveWindowOpen(p, ctx.now);
}

/** Escapes LIKE wildcards so a keyword matches literally. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
