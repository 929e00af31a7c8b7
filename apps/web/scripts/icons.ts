/**
 * Draws the app icons in the product's colours (brand #ff2d55, white "live" dot) into
 * apps/web/public/icons. Run once after changing the design: `node --import tsx apps/web/scripts/icons.ts`;
 * the PNGs are committed so that the web build needs no image tool.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');
mkdirSync(out, { recursive: true });

/** `safe` is the share of the canvas the mark may use (maskable icons keep to the inner 80 %). */
const svg = (size: number, safe: number, rounded: boolean) => {
  const r = (size * safe) / 2;
  const c = size / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${rounded ? size * 0.22 : 0}" fill="#ff2d55"/>
  <circle cx="${c}" cy="${c}" r="${r * 0.62}" fill="none" stroke="#ffffff" stroke-width="${r * 0.14}"/>
  <circle cx="${c}" cy="${c}" r="${r * 0.3}" fill="#ffffff"/>
</svg>`;
};

const icons: [string, number, number, boolean][] = [
  ['icon-192.png', 192, 1, true],
  ['icon-512.png', 512, 1, true],
  ['maskable-512.png', 512, 0.8, false],
  ['apple-touch-icon.png', 180, 0.9, false],
  ['badge-96.png', 96, 1, false],
];
for (const [name, size, safe, rounded] of icons) {
  await sharp(Buffer.from(svg(size, safe, rounded)))
    .png()
    .toFile(path.join(out, name));
}
process.stdout.write(`icons written to ${out}\n`);
