import type { Page, Request } from '@playwright/test';
import { expect, gotoSignedIn, idToken, signIn, test } from './fixtures';
import { drawnRows } from './grid-helpers';

/*
 * Screens that say the truth (issue 30, item 13): what a screen shows after a failed or refused
 * query, while a count is not yet known, and when the server cannot be reached.
 */

const isDevicesPage = (r: Request) => r.url().includes('/api/v1.0/es/devices/all') && r.method() === 'GET';
const queryOf = (r: Request) => new URL(r.url()).searchParams.get('query') ?? '';
const deviceGrid = (page: Page) => page.getByTestId('grid-manage-devices');
const luceneBox = (page: Page) => page.getByPlaceholder('Search with lucene query');

/** Opens Manage Devices with its rows drawn. */
async function openManageDevices(page: Page): Promise<void> {
  await signIn(page, 'operator', '/manage-devices');
  await drawnRows(deviceGrid(page));
}

/** Runs `query` in the Lucene box; answers whether the server took it. */
async function runQuery(page: Page, query: string): Promise<boolean> {
  const answer = page.waitForResponse((r) => isDevicesPage(r.request()) && queryOf(r.request()).includes(query));
  await luceneBox(page).fill(query);
  await luceneBox(page).press('Enter');
  return (await answer).ok();
}

test('a failed query shows its error and neither rows nor the live bar', async ({ page }) => {
  test.setTimeout(180_000);
  await openManageDevices(page);
  const grid = deviceGrid(page);
  const long = `name:${'x'.repeat(5_000)}`;
  expect(await runQuery(page, long)).toBe(false);
  await expect(grid.getByTestId('grid-error')).toBeVisible();
  await expect(grid.locator('.ag-row')).toHaveCount(0);
  await expect(grid.getByTestId('grid-fresh-rows')).toHaveCount(0);
});

test('a refused query clears the summary strip of the query before it', async ({ page }) => {
  await openManageDevices(page);
  await expect(page.getByTestId('summary-total-count')).not.toHaveText(/^(0|…)$/);
  expect(await runQuery(page, 'name:foo^2')).toBe(false);
  await expect(deviceGrid(page).getByTestId('grid-error')).toBeVisible();
  await expect(page.getByTestId('summary-total-count')).toHaveText('0');
});

test('a viewer opening the admin pages is told they need the Admin role', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'viewer', '/admin');
  for (const path of ['/admin', '/admin/audit-trail', '/admin/api-tokens']) {
    if (path !== '/admin') await gotoSignedIn(page, path);
    await expect(page.getByText('This page needs the Admin role'), path).toBeVisible();
    await expect(page.getByText('Page Not Found'), path).toHaveCount(0);
  }
});

test('a lower-case and in the Lucene box hints at AND, and the Lucene Help says how OR NOT differs', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'operator', '/manage-devices');
  await luceneBox(page).fill('state:5 and nocid:NNOC');
  await expect(page.getByTestId('lucene-hint')).toHaveText("'and' is searched as a word: did you mean AND?");
  await luceneBox(page).fill('state:5 AND nocid:NNOC');
  await expect(page.getByTestId('lucene-hint')).toHaveCount(0);
  await page.getByRole('button', { name: 'Lucene Help' }).click();
  await expect(page.getByTestId('query-help-not-lucene')).toContainText('Lucene reads it as a AND NOT b');
  await expect(page.getByText('_exists_:field')).toBeVisible();
});

test('deleting a shared saved view asks first', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'operator', '/manage-devices');
  const name = `Shared ${Date.now().toString(36)}`;
  const made = await page.request.post('/api/v1.0/saved-views', {
    data: { name, visibility: 'shared', path: '/manage-devices', search: '?q=state%3A5' },
    headers: { authorization: `Bearer ${await idToken(page)}` },
  });
  expect(made.status()).toBe(201);
  const item = () => page.getByTestId('saved-view-item').filter({ hasText: name });
  const questions: string[] = [];
  let answer = false;
  page.on('dialog', (d) => {
    questions.push(d.message());
    void (answer ? d.accept() : d.dismiss());
  });
  await page.getByTestId('saved-views-button').click();
  await item()
    .getByRole('button', { name: `Delete view ${name}` })
    .click();
  expect(questions).toEqual([`Delete the shared view '${name}'? Everyone who uses it loses it.`]);
  await expect(item()).toBeVisible();
  answer = true;
  const deleted = page.waitForResponse((r) => r.url().includes('/api/v1.0/saved-views/') && r.request().method() === 'DELETE');
  await item()
    .getByRole('button', { name: `Delete view ${name}` })
    .click();
  expect((await deleted).ok()).toBe(true);
  await expect(item()).toHaveCount(0);
});
