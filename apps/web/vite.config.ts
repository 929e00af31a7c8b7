import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
