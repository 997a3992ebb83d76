import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exemptFromShedding } from './load-shedding';

// WEB_DIST lets several engineers build and e2e-test the web app side by side without sharing one dist.
export const WEB_DIST = process.env.WEB_DIST || join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'web', 'dist');

/**
 * Serves the built browser app from the same origin as the API (one port). Unknown paths
 * outside /api and /oidc get index.html so the app's router can answer them (its 404 page).
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { root?: string }) => {
  const root = opts.root ?? WEB_DIST;
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn({ root }, 'web app not built; serving the API only');
    return;
  }
  // Compression lives in this scope only: bundles are large and cacheable, while API answers
  // are small pages where gzip cost more CPU than the query (a reverse proxy may add it).
  // Assets come precompressed (.br/.gz written by the vite build, vite.config.ts): @fastify/static
  // picks the one Accept-Encoding prefers, and compress skips an answer already encoded. Compress
  // still covers what the build left plain (a file without a smaller copy), brotli first.
  await app.register(async (web) => {
    // Never shed: the page, its chunks, styles and icons are files sent from memory or disk, and a
    // refused chunk left a page blank under load (issue 30). Load shedding guards the API.
    web.addHook('onRoute', (route) => {
      route.config = { ...route.config, ...exemptFromShedding };
    });
    await web.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
    await serve(web, root);
  });
});

async function serve(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Vite names files under assets/ by content hash: they never change, cache them for good.
    // (path is the file sent, e.g. assets/x.js.br: still under assets/.)
    setHeaders: (res, path) => {
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const index = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
  app.get('/', { schema: { hide: true } }, (_req, reply) => index(reply));
  app.get('/*', { schema: { hide: true } }, async (req, reply) => {
    const path = req.url.split('?')[0];
    if (path.startsWith('/api/') || path.startsWith('/oidc')) {
      return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: `Route GET ${path} not found` });
    }
    return index(reply);
  });
}
