import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The console's browser app. Built to apps/web/dist, which the API server serves on its own
 * origin. In `vite dev` the API is proxied so the browser still talks to one origin.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 1200,
    target: 'es2022',
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8080', '/app-config.json': 'http://127.0.0.1:8080' },
  },
});
