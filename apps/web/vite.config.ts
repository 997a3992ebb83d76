import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The console's browser app. Built to apps/web/dist, which the API server serves on its own
 * origin. In `vite dev` the API is proxied so the browser still talks to one origin.
 */
/** Where the API listens: set by `npm run dev` (scripts/dev.mjs) from PORT; 8080 by default. */
const apiUrl = process.env.API_URL || 'http://127.0.0.1:8080';

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
    // The embedded sign-in accepts http://127.0.0.1:5173 as a redirect origin (oidc-provider.ts).
    port: 5173,
    // Everything the API serves besides the app, so the browser sees one origin as in production:
    // `npm run dev` gives the API PUBLIC_URL = this server, so its issuer is /oidc here too.
    // A RegExp key (leading ^) so /api does not also take a page path such as /api-tokens; the Host
    // header stays this server's, so the sign-in provider writes its URLs for this origin.
    proxy: { '^/(api|oidc|reports|launch-ui)(/|\\?|$)|^/app-config\\.json': { target: apiUrl, changeOrigin: false } },
  },
});
