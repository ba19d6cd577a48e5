import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { serviceWorker } from './vite.pwa';

// The API server serves the built app; in development Vite proxies /api and /images to it.
export default defineConfig({
  plugins: [react(), ...serviceWorker()],
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
