import type { Browser, Page } from '@playwright/test';
import { captureTokens, expect, signIn, test } from './fixtures';
import { isAlertsCall, openEvents, params, setPageSize } from './grid-helpers';
import { liveOffByDefault } from './live-off';

/**
 * Saved views (issue 21 item 3): the operator saves a shared view of Manage Devices with a query;
 * the admin, in another browser signed in through the sign-in page, finds it in the grid's Views
 * menu and in the Ctrl-K palette, opens it and gets the query applied.
 */

const isDevicesCall = (query: string) => (r: { url(): string }) =>
  r.url().includes('/api/v1.0/es/devices/all') && (new URL(r.url()).searchParams.get('query') ?? '').includes(query);

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  captureTokens(context);
  await liveOffByDefault(context);
  return context.newPage();
}

test('a shared view the operator saves opens for the admin from the Views menu and the palette, query applied', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  const viewName = `Pollable ${Date.now().toString(36)}`;
  const query = 'productCategory:Router AND NOT poller:notset';

  await signIn(page, 'operator', '/manage-devices');
  const box = page.getByPlaceholder('Search with lucene query');
  const answered = page.waitForResponse(isDevicesCall(query));
  await box.fill(query);
  await box.press('Enter');
  expect((await answered).ok()).toBe(true);
  // The grid's view is in the address (the grid's URL state): that is what a view keeps.
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(query);

  await page.getByTestId('saved-views-button').click();
  await page.getByRole('menuitem', { name: 'Save view...' }).click();
  const form = page.getByRole('dialog', { name: 'Save view' });
  await form.getByLabel('Name').fill(viewName);
  await form.getByLabel('Shared with everyone').check();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1.0/saved-views') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(201);
  await expect(form).toBeHidden();
  await page.getByTestId('saved-views-button').click();
  await expect(page.getByTestId('saved-view-item').filter({ hasText: viewName })).toBeVisible();
  if (process.env.PALETTE_SHOTS) await page.screenshot({ path: `${process.env.PALETTE_SHOTS}/views-menu.png` });
  await page.keyboard.press('Escape');

  // The admin, elsewhere: the Views menu of a bare Manage Devices lists it, shared by operator.
  const admin = await newPage(browser);
  await signIn(admin, 'admin', '/manage-devices');
  await expect(admin.getByPlaceholder('Search with lucene query')).toBeVisible();
  await admin.getByTestId('saved-views-button').click();
  const item = admin.getByTestId('saved-view-item').filter({ hasText: viewName });
  await expect(item).toContainText('by operator');
  // Not theirs: no delete.
  await expect(item.getByRole('button', { name: `Delete view ${viewName}` })).toHaveCount(0);
  const applied = admin.waitForResponse(isDevicesCall(query));
  await item.click();
  expect((await applied).ok()).toBe(true);
  await expect(admin.getByPlaceholder('Search with lucene query')).toHaveValue(query);

  // And in the palette: from the dashboard, Ctrl-K, part of its name, Enter.
  await admin.getByRole('link', { name: 'NMS Tools home' }).click();
  await expect(admin).toHaveURL(/\/dash-board/);
  await admin.keyboard.press('Control+K');
  // Typed at once: what is typed while the palette's code arrives lands in its box.
  await admin.keyboard.type(viewName.slice(0, 12));
  await expect(admin.getByTestId('palette-input')).toHaveValue(viewName.slice(0, 12));
  const option = admin.locator('[data-testid="palette-option"][data-badge="Saved view"]').filter({ hasText: viewName });
  await expect(option).toContainText('shared by operator');
  await option.hover();
  const again = admin.waitForResponse(isDevicesCall(query));
  await admin.getByTestId('palette-input').press('Enter');
  expect((await again).ok()).toBe(true);
  await expect(admin).toHaveURL(/\/manage-devices\?/);
  await expect(admin.getByPlaceholder('Search with lucene query')).toHaveValue(query);
  await admin.context().close();
});

test('every grid whose view is in the address has the Views menu: a view of the Monitoring events grid is found in the palette', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  const viewName = `Events 50 ${Date.now().toString(36)}`;
  await signIn(page, 'operator');
  await openEvents(page);
  // One menu on the screen, at the events grid's toolbar (the app hands it to every such grid).
  await expect(page.getByTestId('saved-views-button')).toHaveCount(1);
  await expect(page.getByTestId('grid-toolbar').getByTestId('saved-views-button')).toBeVisible();
  const fifty = page.waitForRequest((r) => isAlertsCall(r) && params(r).limit === '50');
  await setPageSize(page, 50);
  await fifty;
  await expect.poll(() => page.url()).toMatch(/[?&](events\.)?size=50/);

  await page.getByTestId('saved-views-button').click();
  await page.getByRole('menuitem', { name: 'Save view...' }).click();
  const form = page.getByRole('dialog', { name: 'Save view' });
  await form.getByLabel('Name').fill(viewName);
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1.0/saved-views') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(201);
  await expect(form).toBeHidden();
  if (process.env.PALETTE_SHOTS) {
    await page.getByTestId('saved-views-button').click();
    await page.screenshot({ path: `${process.env.PALETTE_SHOTS}/monitoring-views-menu.png` });
    await page.keyboard.press('Escape');
  }

  // Elsewhere, from the palette: the view opens the events grid at 50 a page again.
  await page.getByRole('link', { name: 'NMS Tools home' }).click();
  await expect(page).toHaveURL(/\/dash-board/);
  await page.keyboard.press('Control+K');
  await page.keyboard.type(viewName.slice(0, 12));
  const option = page.locator('[data-testid="palette-option"][data-badge="Saved view"]').filter({ hasText: viewName });
  await expect(option).toBeVisible();
  await option.hover();
  const again = page.waitForRequest((r) => isAlertsCall(r) && params(r).limit === '50');
  await page.getByTestId('palette-input').press('Enter');
  await again;
  await expect(page).toHaveURL(/\/monitoring\?/);
});
