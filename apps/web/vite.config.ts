import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const server = 'http://127.0.0.1:8080';

// Dev: `npx vite` in apps/web proxies the API, the socket and uploads to the server on 8080.
// Build: apps/web/dist, which the server serves.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: server, changeOrigin: false },
      '/socket.io': { target: server, ws: true },
      '/uploads': { target: server },
    },
  },
  preview: {
    proxy: {
      '/api': { target: server },
      '/socket.io': { target: server, ws: true },
      '/uploads': { target: server },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
