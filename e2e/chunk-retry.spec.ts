import { expect, gotoSignedIn, signIn, test } from './fixtures';

// A page's chunk that does not arrive (a balancer or overload guard refusing it, a dropped link)
// must show an error the operator can act on, never a blank page (issue 30, item 7).
test('a failed chunk load shows an error with Retry, and Retry loads the page', async ({ page }) => {
  await signIn(page, 'viewer', '/dash-board');
  let refused = 0;
  await page.route(/\/assets\/cmdb-admin-route-[^/]*\.js$/, async (route) => {
    refused++;
    await route.abort('connectionrefused');
  });
  await gotoSignedIn(page, '/cmdb-admin');

  const error = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
  await expect(error).toBeVisible();
  expect(refused).toBeGreaterThan(0);
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveCount(0);

  await page.unroute(/\/assets\/cmdb-admin-route-[^/]*\.js$/);
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expect(error).toHaveCount(0);
});
