import { createRequire } from 'node:module';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';

/**
 * Product pictures of the demo catalogue: the product's object taken from Microsoft's Fluent Emoji 3D
 * (MIT, npm `@lobehub/fluent-emoji-3d`, 256×256 WebP with alpha, shipped inside the package: nothing is
 * fetched) set on a studio backdrop (soft gradient, floor, contact shadow, faint reflection). No text is
 * drawn, so nothing can be cut. Rendered once per file at seed time into DATA_DIR (see catalog.ts).
 */

const require = createRequire(import.meta.url);
const ASSETS = path.join(path.dirname(require.resolve('@lobehub/fluent-emoji-3d/package.json')), 'assets');

/** Product name (Korean, as seeded) → emoji file; the first rule that matches wins. */
export const EMOJI_RULES: readonly (readonly [RegExp, string])[] = [
  [/러닝화|운동화/, '1f45f'],
  [/양말/, '1f9e6'],
  [/캡$|모자/, '1f9e2'],
  [/암밴드/, '1f4f1'],
  [/벨트 파우치|파우치/, '1f45d'],
  [/베스트/, '1f9ba'],
  [/반바지/, '1fa73'],
  [/레깅스/, '1f456'],
  [/브라탑/, '1f459'],
  [/요가매트|에어매트|토퍼|패드/, '1f6cf'],
  [/요가 블록/, '1f9f1'],
  [/스트랩/, '1f380'],
  [/폼롤러/, '1fab5'],
  [/필라테스 링|요가 휠/, '1f6de'],
  [/명상 쿠션/, '1f9d8'],
  [/텐트/, '26fa'],
  [/코펠|냄비|곰탕|찌개/, '1f372'],
  [/캠핑 체어|체어/, '1fa91'],
  [/테이블/, '1fa91'],
  [/랜턴/, '1f3ee'],
  [/가스버너/, '1f525'],
  [/아이스박스/, '1f9ca'],
  [/침낭/, '1f6cc'],
  [/코트|재킷|패딩|점퍼|집업|윈드브레이커|스웨터/, '1f9e5'],
  [/가디건|니트/, '1f9f6'],
  [/셔츠/, '1f454'],
  [/티셔츠|맨투맨|스웨트/, '1f455'],
  [/백팩/, '1f392'],
  [/카드지갑|크로스백/, '1f45b'],
  [/노트북/, '1f4bc'],
  [/보스턴백/, '1f9f3'],
  [/장바구니/, '1f6cd'],
  [/토트백|숄더백|버킷백|가방/, '1f45c'],
  [/립 틴트|마스카라/, '1f484'],
  [/립밤/, '1f48b'],
  [/쿠션|팩트/, '1fa9e'],
  [/아이라이너/, '270f'],
  [/섀도|팔레트/, '1f3a8'],
  [/하이라이터/, '2728'],
  [/브러시/, '1f58c'],
  [/클렌징|바디워시/, '1f9fc'],
  [/스크럽/, '1f9fd'],
  [/입욕제/, '1f6c1'],
  [/마스크/, '1f9d6'],
  [/선크림/, '1f9f4'],
  [/토너|앰플|세럼|크림|로션|오일|샴푸|트리트먼트|데오드란트/, '1f9f4'],
  [/감귤|한라봉/, '1f34a'],
  [/한우|불고기/, '1f969'],
  [/볶음밥/, '1f35b'],
  [/잡곡밥|쌀통/, '1f35a'],
  [/만두/, '1f95f'],
  [/참외/, '1f348'],
  [/토마토/, '1f345'],
  [/전복/, '1f41a'],
  [/블루베리/, '1fad0'],
  [/유정란|달걀/, '1f95a'],
  [/고구마/, '1f360'],
  [/닭가슴살/, '1f357'],
  [/떡볶이/, '1f362'],
  [/고등어/, '1f41f'],
  [/콜드브루|커피/, '2615'],
  [/보리차|녹차|대추차/, '1f375'],
  [/사과주스/, '1f9c3'],
  [/탄산수/, '1f964'],
  [/두유/, '1f95b'],
  [/막걸리|막거리/, '1f376'],
  [/콤부차|주전자/, '1fad6'],
  [/밀폐용기|정리 용기/, '1f961'],
  [/프라이팬/, '1f373'],
  [/도마|칼 블록/, '1f52a'],
  [/조리도구/, '1f944'],
  [/식기/, '1f37d'],
  [/이불|베개|필로우/, '1f6cf'],
  [/커튼/, '1fa9f'],
  [/리빙 박스|압축팩/, '1f4e6'],
  [/선반|서랍|수납장/, '1f5c4'],
  [/행거/, '1fa9d'],
  [/바스켓/, '1f9fa'],
  [/신발 정리대/, '1f45e'],
];

/** The emoji file (code points, no extension) pictured for a product, or a gift box. */
export function emojiFor(name: string): string {
  return EMOJI_RULES.find(([re]) => re.test(name))?.[1] ?? '1f381';
}

/** The file of an emoji code, with or without the emoji variation selector. */
export function emojiFile(code: string): string {
  return path.join(ASSETS, `${code}.webp`);
}

const FILE_CACHE = new Map<string, string>();
async function resolveEmoji(code: string): Promise<string> {
  const hit = FILE_CACHE.get(code);
  if (hit) return hit;
  const { access } = await import('node:fs/promises');
  for (const f of [emojiFile(code), emojiFile(`${code}-fe0f`), emojiFile('1f381')]) {
    try {
      await access(f);
      FILE_CACHE.set(code, f);
      return f;
    } catch {
      // try the next spelling
    }
  }
  throw new Error(`emoji ${code} not found`);
}

/**
 * How one picture of a product is composed: the gallery shows the same object in several ways (hero;
 * angle: turned; tint: mirrored on a backdrop of another colour; close: cropped close up; flat: small).
 */
export type ArtVariant = 'hero' | 'angle' | 'tint' | 'close' | 'flat';

export interface ArtOptions {
  emoji: string;
  /** backdrop hue (0–359) */
  hue: number;
  width: number;
  height: number;
  variant: ArtVariant;
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360},${s}%,${l}%)`;

function backdrop(o: ArtOptions, floorY: number, cx: number, shadowW: number): string {
  const { width: w, height: h } = o;
  const hue = o.variant === 'tint' ? (o.hue + 150) % 360 : o.hue;
  const flat = o.variant === 'flat';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<defs>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${hsl(hue, 45, flat ? 97 : 94)}"/><stop offset="1" stop-color="${hsl(hue, 40, flat ? 92 : 84)}"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${hsl(hue, 30, flat ? 90 : 80)}"/><stop offset="1" stop-color="${hsl(hue, 35, flat ? 95 : 90)}"/></linearGradient>
<radialGradient id="spot" cx="0.5" cy="0.35" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="${hsl(hue, 30, 25)}" stop-opacity="0.38"/><stop offset="0.6" stop-color="${hsl(hue, 30, 25)}" stop-opacity="0.12"/><stop offset="1" stop-color="${hsl(hue, 30, 25)}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#wall)"/>
<rect y="${floorY}" width="${w}" height="${h - floorY}" fill="url(#floor)"/>
<rect width="${w}" height="${h}" fill="url(#spot)"/>
<ellipse cx="${cx}" cy="${floorY}" rx="${shadowW / 2}" ry="${Math.max(2, shadowW * 0.1)}" fill="url(#shadow)"/>
</svg>`;
}

const TRIMMED = new Map<string, Promise<{ buf: Buffer; w: number; h: number }>>();
/** The emoji cut to its visible pixels (the set pads each object differently), once per process. */
function trimmed(code: string): Promise<{ buf: Buffer; w: number; h: number }> {
  let hit = TRIMMED.get(code);
  if (!hit) {
    hit = resolveEmoji(code).then(async (file) => {
      const { data, info } = await sharp(file).trim({ threshold: 1 }).png().toBuffer({ resolveWithObject: true });
      return { buf: data, w: info.width, h: info.height };
    });
    TRIMMED.set(code, hit);
  }
  return hit;
}

/** The backdrop is smooth: drawn at a quarter of the size and scaled up (the SVG raster is the slow part). */
const BACKDROP_SCALE = 4;

/** One studio picture (WebP) of a product's object. */
export async function renderProductArt(o: ArtOptions): Promise<Buffer> {
  const { width: w, height: h, variant } = o;
  const src = await trimmed(o.emoji);
  const base = Math.min(w, h);
  const box = Math.round(base * (variant === 'close' ? 0.9 : variant === 'flat' ? 0.5 : 0.6));
  const k = box / Math.max(src.w, src.h);
  let ow = Math.max(1, Math.round(src.w * k));
  let oh = Math.max(1, Math.round(src.h * k));
  let obj = sharp(src.buf).resize(ow, oh, { kernel: 'lanczos3' });
  // the other side on another backdrop colour (recolouring the object made green tangerines)
  if (variant === 'tint') obj = obj.flop();
  let objBuf = await obj.png().toBuffer();
  if (variant === 'angle') {
    const r = await sharp(objBuf)
      .rotate(-12, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .trim({ threshold: 1 })
      .png()
      .toBuffer({ resolveWithObject: true });
    objBuf = r.data;
    ow = r.info.width;
    oh = r.info.height;
  }
  // the object stands on the floor line; a close-up lets it run out of the frame at the top
  const floorY = Math.round(h * (variant === 'close' ? 0.93 : variant === 'flat' ? 0.7 : 0.76));
  const cx = Math.round(w * (variant === 'angle' ? 0.53 : 0.5));
  const left = Math.round(cx - ow / 2);
  const top = floorY - oh;
  const composites: OverlayOptions[] = [];
  // the reflection: the object flipped under the floor line, faded out
  const reflH = Math.min(Math.round(oh * 0.3), h - floorY - 1);
  if (variant !== 'close' && reflH > 4) {
    const fade = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${ow}" height="${reflH}"><defs><linearGradient id="f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.2"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient></defs><rect width="${ow}" height="${reflH}" fill="url(#f)"/></svg>`,
    );
    const refl = await sharp(objBuf)
      .flip()
      .extract({ left: 0, top: 0, width: ow, height: reflH })
      .composite([{ input: fade, blend: 'dest-in' }])
      .png()
      .toBuffer();
    composites.push({ input: refl, left, top: floorY + 1 });
  }
  // keep the object inside the frame (sharp refuses overlays that stick out)
  const clipTop = Math.max(0, -top);
  const clipLeft = Math.max(0, -left);
  const visW = Math.min(ow - clipLeft, w - Math.max(0, left));
  const visH = Math.min(oh - clipTop, h - Math.max(0, top));
  const objOverlay =
    clipTop || clipLeft || visW < ow || visH < oh
      ? await sharp(objBuf).extract({ left: clipLeft, top: clipTop, width: visW, height: visH }).png().toBuffer()
      : objBuf;
  composites.push({ input: objOverlay, left: Math.max(0, left), top: Math.max(0, top) });
  const s = BACKDROP_SCALE;
  const small = { ...o, width: Math.ceil(w / s), height: Math.ceil(h / s) };
  const back = await sharp(Buffer.from(backdrop(small, floorY / s, cx / s, (ow * 0.85) / s)))
    .resize(w, h, { kernel: 'cubic' })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(back).composite(composites).webp({ quality: 82, effort: 2 }).toBuffer();
}

/** Seeded picture file name → what it shows: the detail gallery shows the object in several ways. */
export const SEED_ART_KINDS: Record<string, { variant: ArtVariant; width: number; height: number }> = {
  square: { variant: 'hero', width: 600, height: 600 },
  big: { variant: 'hero', width: 900, height: 1200 },
  g1: { variant: 'angle', width: 900, height: 1200 },
  g2: { variant: 'tint', width: 900, height: 1200 },
  g3: { variant: 'close', width: 900, height: 1200 },
  d1: { variant: 'flat', width: 900, height: 900 },
};

/** `seed/p12-g1.webp` → product 12's kind `g1`, or undefined for any other file. */
export function parseSeedArt(rel: string): { seq: number; kind: string } | undefined {
  const m = /^seed\/p(\d{1,4})-(square|big|g1|g2|g3|d1)\.webp$/.exec(rel);
  return m ? { seq: Number(m[1]), kind: m[2]! } : undefined;
}
