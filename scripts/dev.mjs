#!/usr/bin/env node
/**
 * `npm run dev`: the API in watch mode (restarts when a file it imports changes) beside the
 * Vite dev server (hot reload). Open http://127.0.0.1:5173: Vite proxies the API's paths (/api,
 * /oidc, /app-config.json, report pages) to it, so the browser sees one origin as in production.
 *
 * A plain script rather than a process-manager dependency: two children, prefixed output, and
 * Ctrl-C (or either child dying) stops both. PORT/HOST/PUBLIC_URL and every other API setting
 * pass through; API_URL tells Vite where to proxy when the API is not on the default port.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const host = process.env.HOST || '127.0.0.1';
const port = process.env.PORT || '8080';
const apiUrl = process.env.API_URL || `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
// The browser's one origin is Vite's (it proxies the API's paths), as it is the API's in production:
// the issuer, sign-in pages and report links are then addressed there too.
const publicUrl = process.env.PUBLIC_URL || 'http://127.0.0.1:5173';
// vite exports only its package.json and API, so find its CLI from the package's own "bin".
const vitePackage = createRequire(join(root, 'apps/web/package.json')).resolve('vite/package.json');
const vite = join(dirname(vitePackage), 'bin/vite.js');

const children = [
  // --watch waits for the old process to exit (it frees the data directory's lock on SIGTERM).
  { name: 'api', args: ['--watch', '--import', 'tsx', 'apps/api/src/server.ts'], cwd: root },
  // --strictPort: the sign-in accepts only 5173 as the dev server's redirect origin.
  { name: 'web', args: [vite, '--strictPort'], cwd: join(root, 'apps/web') },
].map(({ name, args, cwd }) => {
  const child = spawn(process.execPath, args, {
    cwd,
    // Piped output loses the children's colours unless a terminal is really there to show them.
    env: { ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...process.env, API_URL: apiUrl, PUBLIC_URL: publicUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => process.stdout.write(`[${name}] ${line}\n`));
  }
  child.on('exit', (code, signal) => {
    process.stdout.write(`[${name}] exited (${signal ?? code})\n`);
    stop(code ?? 1);
  });
  return child;
});

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  // Let the API finish in-flight requests and release the database; then leave regardless.
  const force = setTimeout(() => process.exit(code), 20_000);
  force.unref();
  Promise.all(children.map((c) => (c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(() =>
    process.exit(code),
  );
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
