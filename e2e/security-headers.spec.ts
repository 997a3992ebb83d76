import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/**
 * The Content-Security-Policy the server sends lets the built app work (issue 17 item 3): no
 * violation is reported in the console on the busiest screens, the report iframe included, and
 * the headers are on the page itself.
 */
const violations = (page: Page): string[] => {
  const seen: string[] = [];
  const note = (text: string) => {
    if (/Content[- ]Security[- ]Policy|Refused to (load|execute|apply|connect|frame|create)/i.test(text)) seen.push(text);
  };
  page.on('console', (m: ConsoleMessage) => note(m.text()));
  page.on('pageerror', (e) => note(e.message));
  return seen;
};

test('the app page carries the policy and the other security headers', async ({ page }) => {
  const res = await page.goto('/');
  const headers = res!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
});

test('no CSP violation on the dashboard, manage devices, the geo map and the API documentation', async ({ page }) => {
  test.setTimeout(120_000);
  const seen = violations(page);
  await signIn(page, 'operator', '/dash-board');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.goto('/manage-devices');
  await expect(page.locator('.ag-row[row-index="0"]').first()).toBeVisible();
  await page.goto('/geo-map');
  const map = page.getByTestId('geo-map');
  await expect(map).toHaveAttribute('data-map', 'ready');
  await expect(map).toHaveAttribute('data-base', 'loaded');
  await expect(map).toHaveAttribute('data-markers-state', 'ready');
  await page.goto('/ab/api-documentation');
  await expect(page.getByRole('heading').first()).toBeVisible();
  expect(seen).toEqual([]);
});

test('no CSP violation on device details with a report in its iframe', async ({ page }) => {
  test.setTimeout(120_000);
  const seen = violations(page);
  await signIn(page, 'operator', '/manage-devices');
  const query = 'productCategory:Router';
  const box = page.getByPlaceholder('Search with lucene query');
  await expect(box).toBeVisible();
  await box.fill(query);
  await box.press('Enter');
  const menu = page
    .locator('.ag-row[row-index="0"]')
    .getByRole('button', { name: /^Actions for / })
    .first();
  await expect(menu).toBeVisible();
  const name = (await menu.getAttribute('aria-label'))!.replace('Actions for ', '');
  await page.goto(`/device-details/${encodeURIComponent(name)}`);
  const panel = page.getByTestId('device-actions-panel').first();
  await expect(panel).toBeVisible();
  await panel.getByRole('combobox', { name: 'Usage Reports', exact: true }).click();
  await page.getByRole('option', { name: 'Data Usage', exact: true }).click();
  const framed = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/reports/'));
  await panel.getByRole('button', { name: 'Execute Usage Reports' }).click();
  const report = await framed;
  expect(report.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  const frame = page.getByRole('dialog', { name: `Data Usage - ${name}` }).getByTestId('report-frame');
  await expect(frame).toBeVisible();
  await expect(page.frameLocator('[data-testid="report-frame"]').locator('body')).not.toBeEmpty();
  expect(seen).toEqual([]);
});
