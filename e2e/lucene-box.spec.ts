import type { Page, Request } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { drawnRows } from './grid-helpers';

/*
 * The Lucene box reads what the operator types with the same parser the server runs: a query
 * that cannot be read is marked where it stops, with the server's words, and Enter sends nothing.
 */

const deviceGrid = (page: Page) => page.getByTestId('grid-manage-devices');
const luceneBox = (page: Page) => page.getByPlaceholder('Search with lucene query');
const isDevicesCall = (r: Request) => r.url().includes('/api/v1.0/es/devices/all') && r.method() === 'GET';
const queryOf = (r: Request) => new URL(r.url()).searchParams.get('query');

test('a query that cannot be read is marked at its position and not sent', async ({ page }) => {
  const first = page.waitForResponse((r) => isDevicesCall(r.request()));
  await signIn(page, 'operator', '/manage-devices');
  await first;
  await drawnRows(deviceGrid(page));

  const asked: string[] = [];
  page.on('request', (r) => {
    if (isDevicesCall(r)) asked.push(queryOf(r) ?? '');
  });

  await luceneBox(page).fill('nocid:NNOC AND (state:1 OR');
  const message = 'Query syntax error at position 27: expected a term, found the end of the query';
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  const marker = page.getByTestId('lucene-error-marker');
  await expect(marker).toBeVisible();
  await expect(marker).toHaveAttribute('data-position', '26');
  await luceneBox(page).press('Enter');
  await page.screenshot({ path: test.info().outputPath('lucene-box-error.png') });

  // Fixed, the marker goes and Enter runs it as typed.
  const fixed = 'nocid:NNOC AND (state:1 OR state:2)';
  const sent = page.waitForRequest((r) => isDevicesCall(r) && queryOf(r) === fixed);
  await luceneBox(page).fill(fixed);
  await expect(marker).toHaveCount(0);
  await expect(page.getByText(message, { exact: true })).toHaveCount(0);
  await luceneBox(page).press('Enter');
  await sent;
  // Enter on the unreadable text would have sent it the way the fixed one went, and before it:
  // now that the fixed one is asked, no other query of the two texts was.
  expect(asked).toContain(fixed);
  expect(asked.filter((q) => q.includes('nocid:NNOC') && q !== fixed)).toEqual([]);
});
