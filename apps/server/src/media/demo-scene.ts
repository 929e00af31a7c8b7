import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client.js';
import { broadcastProducts, broadcastSchedules, broadcasts, products } from '../db/schema/index.js';
import { emojiFor, renderProductArt } from '../seed/product-art.js';

/**
 * What the demo video shows (issue 19): the product being sold (its picture), its name and price, and
 * the host's caption (the show's notice, else its brief), taken from the demo live show as the server
 * stores it (`fixPrdtSysId`, `noti` of the schedule; the first product of the show when none is
 * pinned). ffmpeg re-reads the picture (image2 `-loop 1`) and the text files (drawtext `reload`);
 * every file is replaced atomically (write, then rename), so a frame never sees half a file.
 */
export const DEMO_SCENE = {
  width: 1280,
  height: 720,
  /** how often the show's pin and notice are looked up (ms) */
  pollMs: 2_000,
  /**
   * The player fills a portrait phone screen with the 16:9 frame (cover): only a column about 330 px
   * wide in the middle is seen there, so picture and texts stand in that column.
   */
  picture: { x: 510, y: 256, size: 260 },
  /** two lines of at most this many characters fit the middle column */
  nameLine: { hangul: 10, latin: 18 },
  captionLine: { hangul: 11, latin: 20 },
} as const;

export interface DemoSceneFiles {
  image: string;
  name: string;
  price: string;
  caption: string;
}

export interface DemoSceneState {
  emoji: string;
  hue: number;
  name: string;
  price: string;
  caption: string;
}

const won = (n: number) => `${n.toLocaleString('en-US')}`;

/** Breaks a name into at most two lines of `max` characters at spaces (the second one cut with …). */
export function wrapName(text: string, max: number): string {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [''];
  for (const w of words) {
    const cur = lines[lines.length - 1]!;
    if (!cur) lines[lines.length - 1] = w;
    else if (cur.length + 1 + w.length <= max) lines[lines.length - 1] = `${cur} ${w}`;
    else lines.push(w);
  }
  const two = lines.slice(0, 2);
  if (lines.length > 2 || (two[1]?.length ?? 0) > max) two[1] = `${(two[1] ?? '').slice(0, max - 1)}…`;
  if (two[0]!.length > max) two[0] = `${two[0]!.slice(0, max - 1)}…`;
  return two.join('\n');
}

/** One line of at most `max` characters, cut with … */
export function cutLine(text: string, max: number): string {
  // emoji have no glyph in the caption font (they would draw as boxes)
  const one = text
    .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return one.length > max ? `${one.slice(0, max - 1)}…` : one;
}

/** The scene of the demo show now: its pinned (else first) product and its notice (else brief). */
export async function demoSceneState(db: Db, scheduleId: number, hangul: boolean): Promise<DemoSceneState | null> {
  const [s] = await db
    .select({
      broadcastSysId: broadcastSchedules.broadcastSysId,
      fix: broadcastSchedules.fixPrdtSysId,
      noti: broadcastSchedules.noti,
      notiEn: broadcastSchedules.notiEn,
      brief: broadcasts.briefComment,
      briefEn: broadcasts.briefCommentEn,
    })
    .from(broadcastSchedules)
    .innerJoin(broadcasts, eq(broadcasts.broadcastSysId, broadcastSchedules.broadcastSysId))
    .where(eq(broadcastSchedules.broadcastScheduleSysId, scheduleId));
  if (!s) return null;
  const cols = {
    id: products.prdtSysId,
    name: products.name,
    nameEn: products.nameEn,
    price: products.price,
    livePrice: products.livePrice,
  };
  const pinned = s.fix ? (await db.select(cols).from(products).where(eq(products.prdtSysId, s.fix)))[0] : undefined;
  const first =
    pinned ??
    (
      await db
        .select(cols)
        .from(broadcastProducts)
        .innerJoin(products, eq(products.prdtSysId, broadcastProducts.prdtSysId))
        .where(eq(broadcastProducts.broadcastSysId, s.broadcastSysId))
        .orderBy(asc(broadcastProducts.sortOrder))
        .limit(1)
    )[0];
  if (!first) return null;
  const name = hangul ? first.name : (first.nameEn ?? first.name);
  const price = first.livePrice ?? first.price;
  const caption = hangul ? (s.noti ?? s.brief) : (s.notiEn ?? s.briefEn ?? s.brief);
  return {
    emoji: emojiFor(first.name),
    hue: (first.id * 47) % 360,
    name: wrapName(name, hangul ? DEMO_SCENE.nameLine.hangul : DEMO_SCENE.nameLine.latin),
    price: hangul ? `${won(price)}원` : `KRW ${won(price)}`,
    caption: wrapName(cutLine(caption, 200), hangul ? DEMO_SCENE.captionLine.hangul : DEMO_SCENE.captionLine.latin),
  };
}

/** The frame behind the texts: a dark studio, the product picture on the left, a panel on the right. */
export async function renderScene(state: Pick<DemoSceneState, 'emoji' | 'hue'>): Promise<Buffer> {
  const { width: w, height: h, picture: p } = DEMO_SCENE;
  const q = 4; // the backdrop is smooth: drawn at a quarter size, scaled up
  const hue = state.hue;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w / q}" height="${h / q}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},35%,22%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},40%,9%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<rect x="${(w / 2 - 170) / q}" y="0" width="${340 / q}" height="${h / q}" fill="#fff" fill-opacity="0.06"/>
</svg>`;
  const back = await sharp(Buffer.from(svg)).resize(w, h).png({ compressionLevel: 0 }).toBuffer();
  const art = await renderProductArt({ emoji: state.emoji, hue, width: p.size, height: p.size, variant: 'hero' });
  const rounded = await sharp(art)
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${p.size}" height="${p.size}"><rect width="100%" height="100%" rx="24" fill="#fff"/></svg>`,
        ),
        blend: 'dest-in',
      },
    ])
    .png()
    .toBuffer();
  return sharp(back)
    .composite([{ input: rounded, left: p.x, top: p.y }])
    .png({ compressionLevel: 1 })
    .toBuffer();
}

async function writeAtomic(file: string, data: Buffer | string): Promise<void> {
  const tmp = `${file}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

/**
 * Keeps the scene files of one show up to date: `start()` writes them once (ffmpeg needs them to
 * start) and then looks for a new pin or notice every `pollMs`; `stop()` ends the polling.
 */
export function createDemoScene(o: {
  db: Db;
  dir: string;
  hangul: boolean;
  log(level: 'info' | 'warn', msg: string): void;
}) {
  const files: DemoSceneFiles = {
    image: path.join(o.dir, 'scene.png'),
    name: path.join(o.dir, 'name.txt'),
    price: path.join(o.dir, 'price.txt'),
    caption: path.join(o.dir, 'caption.txt'),
  };
  let timer: NodeJS.Timeout | null = null;
  let last = '';
  let lastPicture = '';
  const update = async (scheduleId: number) => {
    const s = await demoSceneState(o.db, scheduleId, o.hangul);
    if (!s) return false;
    const key = JSON.stringify(s);
    if (key === last) return true;
    const picture = `${s.emoji}/${s.hue}`;
    if (picture !== lastPicture) await writeAtomic(files.image, await renderScene(s));
    await writeAtomic(files.name, s.name);
    await writeAtomic(files.price, s.price);
    await writeAtomic(files.caption, s.caption);
    last = key;
    lastPicture = picture;
    return true;
  };
  return {
    files,
    /** Writes the scene of the show; false when the show has no product to show. */
    async start(scheduleId: number): Promise<boolean> {
      if (timer) clearInterval(timer);
      timer = null;
      await mkdir(o.dir, { recursive: true });
      last = '';
      lastPicture = '';
      if (!(await update(scheduleId))) return false;
      timer = setInterval(() => {
        update(scheduleId).catch((err: unknown) => o.log('warn', `demo scene: ${String(err)}`));
      }, DEMO_SCENE.pollMs);
      timer.unref();
      return true;
    },
    stop(): void {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

export type DemoScene = ReturnType<typeof createDemoScene>;
