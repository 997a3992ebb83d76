import { gzipSync } from 'node:zlib';
import type { APIRequestContext, Browser, BrowserContext, Page, Response } from '@playwright/test';
import { liveOffByDefault } from './live-off';

/**
 * What the screen-budget spec (e2e/screen-budgets.spec.ts), the first-load spec and the
 * screen-load bench (bench/screen-load-bench.ts) share: counting the JavaScript a page downloads
 * and opening a screen cold as a signed-in user. No test-runner imports, so the bench can use it.
 */

export interface ScriptFile {
  url: string;
  gzip: number;
  body: string;
}

/** Records every JavaScript file of `origin` the page downloads, with its gzip size (level 9). */
export function recordScripts(page: Page, origin = process.env.E2E_BASE_URL ?? '') {
  const files: ScriptFile[] = [];
  const pending: Promise<void>[] = [];
  const onResponse = (res: Response) => {
    if (res.request().resourceType() !== 'script' || !res.url().startsWith(origin)) return;
    pending.push(
      // The body of a script whose page navigated on may never settle: give it 5 s, then refetch.
      Promise.race([res.body(), new Promise<Buffer>((_, reject) => setTimeout(() => reject(new Error('no body')), 5_000))])
        // A script of a page the sign-in redirects navigated away from has no body left in the
        // browser: the same file is fetched again (the sizes, not the transfer, are measured).
        // Node's fetch, not the page's request context: that one could hang past the test's
        // timeout once the page had navigated on; a hashed asset needs no session.
        .catch(() => fetch(res.url(), { signal: AbortSignal.timeout(15_000) }).then(async (again) => Buffer.from(await again.arrayBuffer())))
        .then((buf) => {
          files.push({ url: new URL(res.url()).pathname, gzip: gzipSync(buf, { level: 9 }).length, body: buf.toString('utf8') });
        }),
    );
  };
  page.on('response', onResponse);
  return {
    files,
    settle: () => Promise.all(pending),
    take: () => files.splice(0, files.length),
    /** Stops recording (later loads of the page, warm reloads say, are not counted). */
    stop: () => page.off('response', onResponse),
  };
}

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Each file once (a redirect round trip loads the entry twice; the browser caches it). */
export const uniqueFiles = (files: readonly ScriptFile[]) => [...new Map(files.map((f) => [f.url, f])).values()];

/**
 * A screen of the console and what says it is there: `content` (a selector, or by default the
 * page's main area with its chunk loaded), and `rows` when the screen opens on a grid with data.
 */
export interface Screen {
  path: string;
  content?: string;
  rows?: string;
}

export const FIRST_ROW = '.ag-row[row-index="0"]';
// A screen is there when what it opens on is drawn: a chart (ECharts' own box, not the placeholder
// shown while ECharts loads), the map's canvas, a grid's first row (or its 'No Rows' answer where
// the simulated data may have none); otherwise its main area (MAIN_DRAWN).
const CHART = 'main [data-testid=chart]';
const MAP = '[data-testid=geo-map] canvas';
const GRID_ANSWERED = `${FIRST_ROW}, .ag-overlay-no-rows-center`;

/** Every screen route of the app (apps/web/src/app/router.tsx); {device} is a device name the caller picks. */
export const SCREENS: readonly Screen[] = [
  { path: '/dash-board', content: CHART },
  { path: '/monitoring', content: CHART, rows: FIRST_ROW },
  { path: '/geo-map', content: MAP },
  { path: '/geo-vector-map', content: MAP },
  { path: '/geo-vector-map-box', content: MAP },
  { path: '/admin' },
  { path: '/user-details' },
  { path: '/settings' },
  { path: '/help' },
  { path: '/device-details/{device}', content: '[data-testid=card-device-status]', rows: GRID_ANSWERED },
  { path: '/manage-devices', rows: `[data-testid=grid-manage-devices] ${FIRST_ROW}` },
  { path: '/svn', content: CHART, rows: FIRST_ROW },
  { path: '/cmdb-admin' },
  { path: '/sf-cases', rows: GRID_ANSWERED },
  { path: '/sf-active-notifications', rows: GRID_ANSWERED },
  { path: '/sf-dispatches', rows: GRID_ANSWERED },
  { path: '/active-notifications', rows: GRID_ANSWERED },
  { path: '/tech-support-tasks', rows: GRID_ANSWERED },
  { path: '/replacements-dispatches', rows: GRID_ANSWERED },
  { path: '/cradlepoint' },
  { path: '/infoblox' },
  { path: '/device-search' },
  { path: '/ab/getting-started' },
  { path: '/ab/api-documentation' },
  { path: '/ab/usage' },
  { path: '/lumos' },
  { path: '/admin/import-devices' },
  { path: '/admin/audit-trail', rows: GRID_ANSWERED },
  { path: '/admin/api-tokens' },
];

// The page's main area once its route chunk has drawn: a heading, table, form or tab list (the
// 'Loading...' placeholder of a route chunk on its way has none; a panel may still load its data).
const MAIN_DRAWN = 'main :is(h1, h2, h3, h4, table, form, [role=tablist], [role=grid])';

/** Signs in through the provider's sign-in page; returns the session (cookies, storage) and the ID token. */
export async function signInSession(browser: Browser, baseURL: string, user: { username: string; password: string }) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  // The ID token is read from the token endpoint's answer as it arrives (its body is gone once the page moves on).
  const tokenAnswered = new Promise<string>((resolve) => {
    page.on('response', (res) => {
      if (res.request().method() !== 'POST' || !new URL(res.url()).pathname.endsWith('/oidc/token') || !res.ok()) return;
      res
        .json()
        .then((b: { id_token?: string }) => {
          if (b.id_token) resolve(b.id_token);
        })
        .catch(() => undefined);
    });
  });
  await page.goto('/dash-board');
  await page.locator('#username').fill(user.username);
  await page.locator('#password').fill(user.password);
  await page.locator('button[type=submit]').click();
  await page.getByTestId('user-menu').waitFor();
  // The user menu is drawn once the token has come: its body is read at most a moment later.
  let deadline: ReturnType<typeof setTimeout> | undefined;
  const idToken = await Promise.race([
    tokenAnswered,
    new Promise<never>((_, reject) => {
      deadline = setTimeout(() => reject(new Error('signed in, but no ID token came from /oidc/token')), 10_000);
    }),
  ]).finally(() => clearTimeout(deadline));
  const state = await context.storageState();
  await context.close();
  return { state, idToken };
}

/** A device name for /device-details/{device}: the first by name (the API as the signed-in user). */
export async function firstDevice(request: APIRequestContext, idToken: string): Promise<string> {
  const res = await request.get('/api/v1.0/es/devices/all', {
    params: { limit: 1, sort: 'name', order: 'asc' },
    headers: { authorization: `Bearer ${idToken}` },
  });
  if (!res.ok()) throw new Error(`es/devices/all answered ${res.status()}`);
  const name = ((await res.json()) as { data: { name: string }[] }).data[0]?.name;
  if (!name) throw new Error('no device to open in Device Details');
  return name;
}

export type SessionState = Awaited<ReturnType<typeof signInSession>>['state'];

export interface ScreenLoad {
  /** gzip bytes of every JavaScript file fetched, each counted once. */
  gzip: number;
  files: { file: string; gzipKB: number }[];
  /** From navigation start (page.goto, before the sign-in round trip) to the content / first rows on screen. */
  contentMs: number;
  rowsMs?: number;
}

/** Navigates `page` to the screen and times its content and first rows (wall clock from the call). */
async function timeScreen(page: Page, screen: Screen, go: () => Promise<unknown>) {
  const start = Date.now();
  await go();
  await page.waitForURL((url) => url.pathname === screen.path.split('?')[0], { timeout: 60_000 });
  await page
    .locator(screen.content ?? MAIN_DRAWN)
    .first()
    .waitFor({ timeout: 60_000 });
  const contentMs = Date.now() - start;
  if (!screen.rows) return { contentMs };
  await page.locator(screen.rows).first().waitFor({ timeout: 60_000 });
  return { contentMs, rowsMs: Date.now() - start };
}

/**
 * Opens the screen in a new browser context (empty cache) signed in through the provider's
 * session, as a user opening a bookmark: every script is fetched; each is counted once.
 * `warm` more reloads (scripts cached) are timed too.
 */
export async function openCold(
  browser: Browser,
  baseURL: string,
  state: SessionState,
  screen: Screen,
  warm = 0,
  viewport = { width: 1440, height: 900 },
) {
  const context: BrowserContext = await browser.newContext({ baseURL, storageState: state, viewport });
  // The live stream never goes idle (networkidle below): Live off; its code loads all the same.
  await liveOffByDefault(context);
  const page = await context.newPage();
  const scripts = recordScripts(page, baseURL);
  const cold = await timeScreen(page, screen, () => page.goto(screen.path));
  await page.waitForLoadState('networkidle');
  scripts.stop();
  await scripts.settle();
  const files = uniqueFiles(scripts.take()).sort((a, b) => b.gzip - a.gzip);
  const warmRuns: { contentMs: number; rowsMs?: number }[] = [];
  for (let i = 0; i < warm; i++) warmRuns.push(await timeScreen(page, screen, () => page.reload()));
  const load: ScreenLoad = { gzip: files.reduce((s, f) => s + f.gzip, 0), files: files.map((f) => ({ file: f.url, gzipKB: kb(f.gzip) })), ...cold };
  // The caller closes the context (after a screenshot, say).
  return { load, warmRuns, page, context };
}

/** The median of a list of numbers (undefined when empty). */
export function median(values: readonly number[]): number | undefined {
  if (!values.length) return undefined;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)];
}
