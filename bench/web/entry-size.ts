/**
 * The shopper's initial JavaScript: the entry chunk of a `vite build --manifest` and every chunk it
 * imports statically (what the browser loads before the first screen), raw and gzipped.
 * Usage: npx vite build --manifest (in apps/web), then node --import tsx bench/web/entry-size.ts apps/web/dist
 * Also reports whether any of those chunks holds the back-office (features/admin) code.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const outDir = process.argv[2] ?? 'apps/web/dist';
const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entryKey) throw new Error('no entry in the manifest');

const seen = new Set<string>();
const visit = (key: string) => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const i of manifest[key]?.imports ?? []) visit(i);
};
visit(entryKey);

let raw = 0;
let gz = 0;
let adminInside = false;
for (const key of seen) {
  const code = readFileSync(join(outDir, manifest[key]!.file));
  raw += code.length;
  gz += gzipSync(code, { level: 9 }).length;
  if (key.includes('features/admin') || code.includes('admin.nav.dashboard')) adminInside = true;
}
const adminChunks = Object.entries(manifest).filter(([k]) => k.includes('features/admin')).length;
console.log(
  `shopper initial JS: ${seen.size} chunk(s), ${raw} bytes, ${gz} bytes gzipped; admin code in it: ${adminInside ? 'YES' : 'no'}; admin chunks in the build: ${adminChunks}`,
);
