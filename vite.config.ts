import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { serviceWorker } from './vite.pwa';
import { familyServiceWorker } from './vite.family-sw';

// The API server serves the built app; in development Vite proxies /api and /images to it.
export default defineConfig({
  // Brotli and gzip copies of every text file beside it, served as they are (server/plugins/web-app.ts).
  // The back office's service worker (vite.pwa.ts) and the families' portal's (vite.family-sw.ts).
  plugins: [
    react(),
    ...serviceWorker(),
    familyServiceWorker(),
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/images': 'http://localhost:8080',
    },
  },
  build: {
    outDir: 'dist',
    // Two pages: the back office, and the families' portal with none of its code.
    rollupOptions: { input: { main: 'index.html', familia: 'familia/index.html' } },
    chunkSizeWarningLimit: 1500,
  },
});
