import sharp, { type OverlayOptions } from 'sharp';
import { keyOfPublicPath, type FileStorage } from '../../storage/index.js';

/** live §2: the share image is 800×400. */
export const SHARE_IMAGE_SIZE = { width: 800, height: 400 } as const;
/** Hangul needs a CJK font (Debian: fonts-noto-cjk or fonts-nanum); librsvg picks the first present. */
const FONT = "'Noto Sans CJK KR', 'NanumGothic', 'Noto Sans KR', 'Apple SD Gothic Neo', sans-serif";
const BRAND = '#ff2d55';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Width of a character in em: Hangul/CJK and other wide characters are about 1 em, Latin about 0.55. */
function charEm(ch: string): number {
  const c = ch.codePointAt(0) ?? 0;
  if (c >= 0x1100 && (c <= 0x115f || (c >= 0x2e80 && c <= 0xa4cf) || (c >= 0xac00 && c <= 0xd7a3) || c >= 0xf900))
    return 1;
  if (/[A-Z0-9@#%&MW]/.test(ch)) return 0.68;
  if (ch === ' ') return 0.3;
  return 0.55;
}

/**
 * Wraps text into at most `maxLines` lines of at most `widthPx` at `fontPx`, breaking at spaces when
 * it can; what does not fit ends the last line with an ellipsis, so nothing is silently cut.
 */
export function wrapText(text: string, widthPx: number, fontPx: number, maxLines: number): string[] {
  const budget = widthPx / fontPx;
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  const lines: string[] = [];
  let i = 0;
  while (i < chars.length && lines.length < maxLines) {
    let w = 0;
    let j = i;
    let lastSpace = -1;
    while (j < chars.length && w + charEm(chars[j]!) <= budget) {
      if (chars[j] === ' ') lastSpace = j;
      w += charEm(chars[j]!);
      j += 1;
    }
    if (j < chars.length && lastSpace > i) j = lastSpace;
    lines.push(chars.slice(i, j).join('').trim());
    i = j;
    while (chars[i] === ' ') i += 1;
  }
  if (i < chars.length && lines.length > 0) {
    // the last line ends with an ellipsis that fits
    const last = Array.from(lines[lines.length - 1]!);
    let w = last.reduce((s, c) => s + charEm(c), 0) + 1;
    while (last.length && w > budget) w -= charEm(last.pop()!);
    lines[lines.length - 1] = `${last.join('').trimEnd()}…`;
  }
  return lines;
}

export interface ShareCard {
  /** small line above the title (brand, "LIVE", the sellover) */
  kicker: string;
  title: string;
  /** e.g. "39,000원" and the struck-through market price */
  price?: string;
  marketPrice?: string;
  /** extra lines (a day's schedule) */
  lines?: string[];
  /** a site path of the thumbnail (/uploads/…) or nothing */
  thumbnail?: string | null;
  footer: string;
}

async function thumbnailBuffer(storage: FileStorage, url: string | null | undefined): Promise<Buffer | null> {
  const key = keyOfPublicPath(url);
  if (!key) return null;
  try {
    const buf = await storage.read(key);
    if (!buf) return null;
    return await sharp(buf).resize(400, 400, { fit: 'cover' }).png().toBuffer();
  } catch {
    return null;
  }
}

/** Draws the 800×400 card: thumbnail on the left, wrapped Korean text on the right. */
export async function renderShareCard(storage: FileStorage, card: ShareCard): Promise<Buffer> {
  const { width, height } = SHARE_IMAGE_SIZE;
  const thumb = await thumbnailBuffer(storage, card.thumbnail);
  const x = thumb ? 432 : 48;
  const textW = width - x - 40;
  const title = wrapText(card.title, textW, 36, card.lines?.length ? 2 : 3);
  const parts: string[] = [];
  let y = 78;
  parts.push(
    `<text x="${x}" y="${y}" font-family="${FONT}" font-size="22" font-weight="700" fill="${BRAND}">${esc(wrapText(card.kicker, textW, 22, 1)[0] ?? '')}</text>`,
  );
  y += 52;
  for (const l of title) {
    parts.push(
      `<text x="${x}" y="${y}" font-family="${FONT}" font-size="36" font-weight="700" fill="#111">${esc(l)}</text>`,
    );
    y += 46;
  }
  for (const l of (card.lines ?? []).slice(0, 4)) {
    parts.push(
      `<text x="${x}" y="${y}" font-family="${FONT}" font-size="22" fill="#555b63">${esc(wrapText(l, textW, 22, 1)[0] ?? '')}</text>`,
    );
    y += 32;
  }
  if (card.price) {
    const py = Math.max(y + 20, 300);
    parts.push(
      `<text x="${x}" y="${py}" font-family="${FONT}" font-size="40" font-weight="800" fill="#111">${esc(card.price)}</text>`,
    );
    if (card.marketPrice && card.marketPrice !== card.price)
      parts.push(
        `<text x="${x}" y="${py - 50}" font-family="${FONT}" font-size="22" fill="#8b9199" text-decoration="line-through">${esc(card.marketPrice)}</text>`,
      );
  }
  parts.push(
    `<text x="${x}" y="${height - 28}" font-family="${FONT}" font-size="20" fill="#8b9199">${esc(card.footer)}</text>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect x="${thumb ? 400 : 0}" width="${width}" height="${height}" fill="#ffffff"/>
${thumb ? '' : `<rect width="16" height="${height}" fill="${BRAND}"/>`}
<rect y="${height - 8}" width="${width}" height="8" fill="${BRAND}"/>
${parts.join('\n')}
</svg>`;
  const layers: OverlayOptions[] = [{ input: Buffer.from(svg), left: 0, top: 0 }];
  if (thumb) layers.unshift({ input: thumb, left: 0, top: 0 });
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite(layers)
    .png()
    .toBuffer();
}
