import type { FileStorage } from '../storage/index.js';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Product artwork made locally as SVG (no links to outside hosts): a two-colour gradient,
 * a simple shape and the brand and short name, so a demo catalogue looks like a catalogue.
 */
export function productSvg(opts: {
  hue: number;
  brand: string;
  label: string;
  width: number;
  height: number;
  seed: number;
}): string {
  const { hue, brand, label, width: w, height: h, seed } = opts;
  const h2 = (hue + 40) % 360;
  const cx = w / 2;
  const cy = h * 0.44;
  const r = Math.min(w, h) * (0.2 + (seed % 5) * 0.015);
  const shapes = [
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="rgba(255,255,255,0.85)"/>`,
    `<rect x="${cx - r}" y="${cy - r}" width="${2 * r}" height="${2 * r}" rx="${r * 0.25}" fill="rgba(255,255,255,0.85)"/>`,
    `<path d="M${cx} ${cy - r} L${cx + r} ${cy + r * 0.8} L${cx - r} ${cy + r * 0.8} Z" fill="rgba(255,255,255,0.85)"/>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},65%,62%)"/><stop offset="1" stop-color="hsl(${h2},70%,42%)"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
${shapes[seed % shapes.length]}
<text x="${cx}" y="${h * 0.8}" text-anchor="middle" font-family="Noto Sans KR, Apple SD Gothic Neo, Malgun Gothic, sans-serif" font-size="${Math.round(w * 0.065)}" font-weight="700" fill="#fff">${esc(brand)}</text>
<text x="${cx}" y="${h * 0.89}" text-anchor="middle" font-family="Noto Sans KR, Apple SD Gothic Neo, Malgun Gothic, sans-serif" font-size="${Math.round(w * 0.05)}" fill="rgba(255,255,255,0.92)">${esc(label)}</text>
</svg>`;
}

/** Stores a public file (`uploads/<rel>`) unless it is there already; returns its public URL. */
export async function ensureUpload(
  storage: FileStorage,
  rel: string,
  content: () => string | Buffer | Promise<Buffer>,
): Promise<string> {
  const key = `uploads/${rel}`;
  if (!(await storage.head(key))) {
    const body = await content();
    await storage.put(key, typeof body === 'string' ? Buffer.from(body) : body);
  }
  return `/${key}`;
}
