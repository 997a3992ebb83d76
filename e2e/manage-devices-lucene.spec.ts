import type { Page, Response } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { drawnRows as drawnGridRows, pagerTotal as gridPagerTotal } from './grid-helpers';

/*
 * Lucene as Kibana users type it, in the Manage Devices query box: `-field:v`, `||`, `&&` run
 * with their Lucene meaning, and a boost is refused by name. The simulator changes states every
 * 2 s, so the queries pick devices by attributes it does not change (category, nocid), and each
 * count is what the pager shows for the answer just received.
 */

const POWER = 'productCategory:"Power Outlet Controller"';

const deviceGrid = (page: Page) => page.getByTestId('grid-manage-devices');
const luceneBox = (page: Page) => page.getByPlaceholder('Search with lucene query');
const isDevicesAnswer = (r: Response) => r.url().includes('/api/v1.0/es/devices/all') && r.request().method() === 'GET';
const queryOf = (r: Response) => new URL(r.url()).searchParams.get('query');

/** Types `query` in the Lucene box, presses Enter and returns the total the pager then shows. */
async function run(page: Page, query: string): Promise<number> {
  const answer = page.waitForResponse((r) => isDevicesAnswer(r) && queryOf(r) === query);
  await luceneBox(page).fill(query);
  await luceneBox(page).press('Enter');
  const res = await answer;
  expect(res.status(), `${query}: ${await res.text()}`).toBe(200);
  const { total } = (await res.json()) as { total: number };
  await expect.poll(() => gridPagerTotal(deviceGrid(page))).toBe(total);
  return total;
}

async function openManageDevices(page: Page): Promise<void> {
  const first = page.waitForResponse(isDevicesAnswer);
  await signIn(page, 'operator', '/manage-devices');
  await first;
  await drawnGridRows(deviceGrid(page));
}

test('-field:v excludes like NOT, and the rows it shows are the others', async ({ page }) => {
  await openManageDevices(page);
  const all = await run(page, '*');
  const power = await run(page, POWER);
  expect(power).toBeGreaterThan(0);
  const minus = await run(page, `-${POWER}`);
  expect(minus).toBe(all - power);
  for (const r of await drawnGridRows(deviceGrid(page))) expect(r.productCategory).not.toBe('Power Outlet Controller');
  expect(await run(page, `NOT ${POWER}`)).toBe(minus);
  expect(await run(page, `!${POWER}`)).toBe(minus);
});

test('a || b matches what a OR b matches, and a && b what a AND b does', async ({ page }) => {
  await openManageDevices(page);
  const nnoc = await run(page, 'nocid:NNOC');
  const ovrc = await run(page, 'nocid:OVRC');
  expect(nnoc + ovrc).toBeGreaterThan(0);
  const either = await run(page, 'nocid:NNOC || nocid:OVRC');
  expect(either).toBe(nnoc + ovrc);
  for (const r of await drawnGridRows(deviceGrid(page))) expect(['NNOC', 'OVRC']).toContain(r.nocid);
  expect(await run(page, 'nocid:NNOC OR nocid:OVRC')).toBe(either);
  const both = await run(page, `nocid:NNOC && -${POWER}`);
  expect(await run(page, `nocid:NNOC AND NOT ${POWER}`)).toBe(both);
});

test('a boost is refused with a message naming it, not searched as text', async ({ page }) => {
  await openManageDevices(page);
  const answer = page.waitForResponse((r) => isDevicesAnswer(r) && queryOf(r) === 'name:abc^2');
  await luceneBox(page).fill('name:abc^2');
  await luceneBox(page).press('Enter');
  expect((await answer).status()).toBe(400);
  await expect(deviceGrid(page).getByTestId('grid-error')).toContainText("boosts ('^') are not supported");
});
