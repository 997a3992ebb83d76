import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAppPlugin } from './web-app';

// A built app as vite writes it: a hashed asset with its precompressed .br/.gz copies (the build's
// precompress plugin), and one without copies, which the server compresses as it sends.
const root = mkdtempSync(join(tmpdir(), 'web-app-'));
mkdirSync(join(root, 'assets'));
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: 'device-${i}' }`).join(', ')}];\n`;
writeFileSync(join(root, 'index.html'), `<!doctype html><html><body><script type="module" src="/assets/main-abc12345.js"></script></body></html>`);
writeFileSync(join(root, 'assets', 'main-abc12345.js'), script);
// Marked copies: an answer carrying the marker was read from the precompressed file, not made on the fly.
writeFileSync(join(root, 'assets', 'main-abc12345.js.br'), brotliCompressSync(`${script}// br copy\n`));
writeFileSync(join(root, 'assets', 'main-abc12345.js.gz'), gzipSync(`${script}// gz copy\n`));
writeFileSync(join(root, 'assets', 'plain-def67890.js'), script);

describe('web app assets', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(webAppPlugin, { root });
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) => app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('answers brotli from the precompressed copy when the browser accepts it, cached for good', async () => {
    const res = await get('/assets/main-abc12345.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(`${script}// br copy\n`);
  });

  it('falls back to the gzip copy, then to the plain file, as Accept-Encoding allows', async () => {
    const gz = await get('/assets/main-abc12345.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(`${script}// gz copy\n`);
    const plain = await get('/assets/main-abc12345.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses an asset the build left without copies (brotli preferred)', async () => {
    const res = await get('/assets/plain-def67890.js', 'gzip, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('the page itself is never cached stale: index.html for the app routes with no-cache', async () => {
    for (const url of ['/', '/manage-devices']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body).toContain('/assets/main-abc12345.js');
    }
  });
});
