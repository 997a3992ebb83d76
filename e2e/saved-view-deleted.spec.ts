import { expect, idToken, signIn, test } from './fixtures';

/**
 * Issue 30 item 13: a user who opens a saved view that was deleted meanwhile (after the Views
 * menu listed it) is told it is gone, instead of landing on a bare link of a view that is no more.
 */
test('opening a saved view deleted since the Views menu listed it says it was deleted', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  const name = `Gone ${Date.now().toString(36)}`;
  await signIn(page, 'operator', '/manage-devices');
  await expect(page.getByPlaceholder('Search with lucene query')).toBeVisible();
  const headers = { authorization: `Bearer ${await idToken(page)}` };
  const made = await page.request.post('/api/v1.0/saved-views', {
    headers,
    data: { name, visibility: 'private', path: '/manage-devices', search: '?q=state%3A5' },
  });
  expect(made.status()).toBe(201);
  const view = (await made.json()) as { id: number; version: number };

  await page.getByTestId('saved-views-button').click();
  const item = page.getByTestId('saved-view-item').filter({ hasText: name });
  await expect(item).toBeVisible();
  // Deleted elsewhere (another tab, an admin) while the menu is open.
  expect((await page.request.delete(`/api/v1.0/saved-views/${view.id}`, { headers })).status()).toBe(200);
  await item.click();
  await expect(page.getByText('This saved view was deleted')).toBeVisible();
  // It did not open: the address has no query of the view.
  expect(new URL(page.url()).searchParams.get('q')).toBeNull();
  await page.getByTestId('saved-views-button').click();
  await expect(page.getByTestId('saved-views-menu')).toBeVisible();
  await expect(page.getByTestId('saved-view-item').filter({ hasText: name })).toHaveCount(0);
});
