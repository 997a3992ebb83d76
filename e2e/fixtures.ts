import { test as base, expect, type BrowserContext, type Cookie, type Page } from '@playwright/test';
import { liveOffByDefault } from './live-off';

export const USERS = {
  operator: { username: 'operator', password: 'operator', name: 'Olivia Operator' },
  admin: { username: 'admin', password: 'admin', name: 'Adam Admin' },
  // Issue 17 roles: the engineer runs secured and multi actions; the viewer runs no device action
  // (it edits CMDB, as every signed-in user does by default: ROLE_CMDB_EDITOR_GROUPS=*).
  engineer: { username: 'engineer', password: 'engineer', name: 'Erin Engineer' },
  viewer: { username: 'viewer', password: 'viewer', name: 'Vera Viewer' },
} as const;

/** Every test talks to the server global-setup started. */
export const test = base.extend({
  // Playwright fixtures take their dependencies as a destructured first argument (none here).
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts (global setup)');
    await use(url);
  },
  // Every page of the test's context has its bearer captured for idToken (tokens are in memory only).
  // Live (issue 20) is off unless a spec turns it on: see liveOffByDefault.
  context: async ({ context }, use) => {
    captureTokens(context);
    await liveOffByDefault(context);
    await use(context);
  },
});

/**
 * Signs in as `who` and lands on `path`. The first sign-in of a user in a worker goes through the
 * provider's real sign-in page; later ones start with that sign-in's provider session, as an
 * operator's next visit does (the app's quiet sign-in): the form is filled again only when the
 * session has ended meanwhile (a test signed out). 114 form sign-ins cost the suite minutes.
 */
export async function signIn(page: Page, who: keyof typeof USERS, path = '/dash-board'): Promise<void> {
  const context = page.context();
  captureTokens(context);
  const origin = new URL(path, process.env.E2E_BASE_URL).origin;
  const key = `${origin}|${who}`;
  const saved = providerSessions.get(key);
  if (saved) {
    await context.addCookies(saved);
    await markSignedInOnce(context);
    await page.goto(path);
    const signedIn = page.getByTestId('user-menu');
    await expect(signedIn.or(page.locator('#username'))).toBeVisible();
    if (await signedIn.isVisible()) return expectSignedInAs(page, who);
  } else {
    await page.goto(path);
  }
  await signInThroughPage(page, who);
  providerSessions.set(key, await context.cookies(origin));
}

/**
 * Fills the provider's sign-in form the page shows (or is on its way to), after going to `path`
 * when given, and waits for the app.
 */
export async function signInThroughPage(page: Page, who: keyof typeof USERS, path?: string): Promise<void> {
  const user = USERS[who];
  captureTokens(page.context());
  if (path) await page.goto(path);
  await page.locator('#username').fill(user.username);
  await page.locator('#password').fill(user.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL(inTheApp);
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** The user menu names the user signed in (a reused session must be the user asked for). */
async function expectSignedInAs(page: Page, who: keyof typeof USERS): Promise<void> {
  await page.waitForURL(inTheApp);
  await expect(page.getByTestId('user-name')).toHaveText(USERS[who].username.toUpperCase());
}

/** Past the provider's pages and the app's /login: the app itself. */
const inTheApp = (url: URL) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/login');

/** Provider session cookies of each origin and user, in this worker. */
const providerSessions = new Map<string, Cookie[]>();
const hinted = new WeakSet<BrowserContext>();

/**
 * The app's "this browser was signed in" flag (lib/auth/signed-in-hint.ts), set in each tab's
 * first page only, so that a later sign-out in the test is not undone by the next load.
 */
async function markSignedInOnce(context: BrowserContext): Promise<void> {
  if (hinted.has(context)) return;
  hinted.add(context);
  await context.addInitScript(() => {
    if (sessionStorage.getItem('e2e.hinted')) return;
    sessionStorage.setItem('e2e.hinted', '1');
    localStorage.setItem('nmstools.signed-in', '1');
  });
}

/**
 * A full page load of `path` by a signed-in user: tokens live in memory, so the load signs in
 * again through the provider's session (a redirect round trip) before the screen is there. Use it
 * before evaluating in the page, which a navigation under way would interrupt.
 */
export async function gotoSignedIn(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === new URL(path, url).pathname);
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

export { expect };

/**
 * The app keeps its tokens in memory only, so tests learn the bearer the way the network sees it:
 * every ID token the provider hands out (POST /oidc/token) and every bearer the app sends to the
 * API, newest last, per browser context (its pages share one sign-in).
 */
const bearers = new WeakMap<BrowserContext, { token?: string }>();

export function captureTokens(context: BrowserContext): void {
  if (bearers.has(context)) return;
  const seen: { token?: string } = {};
  bearers.set(context, seen);
  context.on('request', (request) => {
    const auth = request.headers().authorization;
    if (auth?.startsWith('Bearer ') && new URL(request.url()).pathname.startsWith('/api/')) seen.token = auth.slice(7);
  });
  context.on('response', (response) => {
    if (response.request().method() !== 'POST' || !new URL(response.url()).pathname.endsWith('/oidc/token') || !response.ok()) return;
    response
      .json()
      .then((body: { id_token?: string }) => {
        if (body.id_token) seen.token = body.id_token;
      })
      .catch(() => undefined);
  });
}

/** The signed-in page's ID token (what the web app sends as its bearer token). */
export async function idToken(page: Page): Promise<string> {
  const context = page.context();
  captureTokens(context);
  const seen = bearers.get(context)!;
  // A page that has not called the API or the token endpoint yet is given a moment to.
  await expect.poll(() => seen.token ?? '', { message: 'no bearer token seen for this page', timeout: 15_000 }).not.toBe('');
  return seen.token!;
}

/** GET an API path as the signed-in user; a failed answer fails the test with its status. */
export async function apiGet<T>(page: Page, path: string, params: Record<string, string | number | boolean> = {}): Promise<T> {
  const res = await page.request.get(`/api/v1.0${path}`, { params, headers: { authorization: `Bearer ${await idToken(page)}` } });
  expect(res.ok(), `${path} ${JSON.stringify(params)} answered ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}
