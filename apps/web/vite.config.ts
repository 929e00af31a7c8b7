import { execSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const server = 'http://127.0.0.1:8080';

// issue 16: the real version (root package.json) and a build id (BUILD_ID, else commit + build time)
const rootPkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
function commit(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'local';
  }
}
const buildId = process.env.BUILD_ID ?? `${commit()}-${new Date().toISOString().replace(/[-:]/g, '').slice(0, 13)}`;
const version = { version: rootPkg.version, buildId };

/** dist/version.json: what the server answers and the update check compares with (never cached). */
function versionFile(): Plugin {
  return {
    name: 'lc-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify(version) });
    },
  };
}

/**
 * issue 19 "Speed": every text file of the build also as .br and .gz beside it; the server sends them
 * to browsers that accept them (@fastify/static `preCompressed`), so no request compresses at runtime.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => {
      const p = join(dir, f);
      return statSync(p).isDirectory() ? walk(p) : [p];
    });
  return {
    name: 'lc-precompress',
    apply: 'build',
    configResolved(c) {
      outDir = join(c.root, c.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of walk(outDir)) {
          if (!/\.(js|mjs|css|html|svg|json|webmanifest)$/.test(file) || file.includes('.vite')) continue;
          const body = readFileSync(file);
          if (body.length < 1024) continue;
          writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
          writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        }
      },
    },
  };
}

/** Top-level initialisers the contracts package builds with calls (zod schemas, frozen tables…). */
const BUILT = new Set(['CallExpression', 'NewExpression', 'ObjectExpression', 'ArrayExpression', 'TSAsExpression']);

/**
 * issue 19 "Speed": packages/contracts is declarations only (no statement runs for its effect), but a
 * bundler keeps every `export const x = z.object(…)` of a module it includes, since calls may have
 * effects, and with them zod. Each top-level initialiser is wrapped in a pure-annotated arrow call,
 * so a schema nobody imports is dropped, and zod stays out of the chunks that use only constants.
 * Positions move on the wrapped lines only (their source map is approximate).
 */
function pureContracts(): Plugin {
  return {
    name: 'lc-pure-contracts',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/packages[\\/]contracts[\\/]src[\\/].*\.ts$/.test(id) || id.endsWith('.test.ts')) return null;
      const ranges: [number, number][] = [];
      for (const stmt of this.parse(code, { lang: 'ts' }).body) {
        const decl = stmt.type === 'ExportNamedDeclaration' ? stmt.declaration : stmt;
        if (decl?.type !== 'VariableDeclaration') continue;
        for (const d of decl.declarations)
          if (d.init && BUILT.has(d.init.type)) ranges.push([d.init.start, d.init.end]);
      }
      let out = code;
      for (const [start, end] of ranges.reverse())
        out = `${out.slice(0, start)}/* @__PURE__ */ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
      return { code: out, map: null };
    },
  };
}

// Dev: `npx vite` in apps/web proxies the API, the socket and uploads to the server on 8080.
// Build: apps/web/dist, which the server serves.
export default defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify(version.version),
    __BUILD_ID__: JSON.stringify(version.buildId),
  },
  plugins: [
    react(),
    versionFile(),
    precompress(),
    pureContracts(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // the app registers it itself (shared/pwa) and asks before a new version takes over
      injectRegister: false,
      registerType: 'prompt',
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['offline.html', 'offline.css', 'icons/*.png'],
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,png,svg,woff2,webmanifest}'],
        globIgnores: ['**/*.map', 'version.json'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      manifest: {
        id: '/',
        name: '라이브마켓 — 라이브로 보고 바로 사는 쇼핑',
        short_name: '라이브마켓',
        description: '라이브로 보고 바로 사는 쇼핑 — Live Market',
        lang: 'ko',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#ff2d55',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      // ws: the browser ingest (go live from the page) is a WebSocket under /api
      '/api': { target: server, changeOrigin: false, ws: true },
      '/socket.io': { target: server, ws: true },
      '/uploads': { target: server },
    },
  },
  preview: {
    proxy: {
      '/api': { target: server, ws: true },
      '/socket.io': { target: server, ws: true },
      '/uploads': { target: server },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // bench/web reads the initial JavaScript per route from dist/.vite/manifest.json (issue 19 "Speed")
    manifest: true,
  },
});
