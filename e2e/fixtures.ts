import { test as base, expect, type Page } from '@playwright/test';

export const USERS = {
  operator: { username: 'operator', password: 'operator', name: 'Olivia Operator' },
  admin: { username: 'admin', password: 'admin', name: 'Adam Admin' },
  // Issue 17 roles: the engineer runs secured and multi actions; the viewer runs nothing.
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
});

/** Signs in through the provider's real sign-in page, starting from `path`. */
export async function signIn(page: Page, who: keyof typeof USERS, path = '/dash-board'): Promise<void> {
  const user = USERS[who];
  await page.goto(path);
  await page.locator('#username').fill(user.username);
  await page.locator('#password').fill(user.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/login'));
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

export { expect };

/** The signed-in page's ID token (what the web app sends as its bearer token). */
export async function idToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
    return (JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { id_token?: string }).id_token ?? '';
  });
}

/** GET an API path as the signed-in user; a failed answer fails the test with its status. */
export async function apiGet<T>(page: Page, path: string, params: Record<string, string | number | boolean> = {}): Promise<T> {
  const res = await page.request.get(`/api/v1.0${path}`, { params, headers: { authorization: `Bearer ${await idToken(page)}` } });
  expect(res.ok(), `${path} ${JSON.stringify(params)} answered ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}
