import { test as base, expect, type Page } from '@playwright/test';

export const USERS = {
  operator: { username: 'operator', password: 'operator', name: 'Olivia Operator' },
  admin: { username: 'admin', password: 'admin', name: 'Adam Admin' },
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
