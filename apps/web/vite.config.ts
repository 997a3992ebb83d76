import react from '@vitejs/plugin-react';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes a .br and a .gz beside every text asset of the build, compressed once at high levels, so the API serves them with @fastify/static's preCompressed (web-app.ts) instead of
 * compressing megabytes per request (brotli 10 is ~1% larger than 11 at half the build time; either is far
 * too slow to run per request). A file
 * whose compressed copy is not smaller, or under 1 kB, gets none and is served as it is.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'nms-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = config.build.outDir;
    },
    writeBundle: async (_options, bundle) => {
      const files = Object.keys(bundle).filter((f) => /\.(js|mjs|css|html|svg|json)$/.test(f));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const raw = await readFile(path);
          if (raw.length < 1024) return;
          const [br, gzipped] = await Promise.all([
            brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
            gz(raw, { level: 9 }),
          ]);
          if (br.length < raw.length) await writeFile(`${path}.br`, br);
          if (gzipped.length < raw.length) await writeFile(`${path}.gz`, gzipped);
        }),
      );
    },
  };
}

/**
 * The console's browser app. Built to apps/web/dist, which the API server serves on its own
 * origin. In `vite dev` the API is proxied so the browser still talks to one origin.
 */
/** Where the API listens: set by `npm run dev` (scripts/dev.mjs) from PORT; 8080 by default. */
const apiUrl = process.env.API_URL || 'http://127.0.0.1:8080';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 1200,
    target: 'es2022',
    // Fewer, larger files for a cold load: the shell's whole static graph is one file, and the
    // UI kit's pieces that routes load lazily another, instead of ~120 small files through the
    // browser's six connections (issue 19: a grid screen went from 124 files to 44 for +7 kB).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 10 },
            { name: 'ui', test: /node_modules[\\/](@mantine|@tabler|@floating-ui|@tanstack)/, priority: 5 },
          ],
        },
      },
    },
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
