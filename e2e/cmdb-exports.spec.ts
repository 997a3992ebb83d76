import { readFileSync } from 'node:fs';
import { CMDB_ENTITIES, type CmdbCollection } from '@nms/contract';
import type { Download, Page } from '@playwright/test';
import { apiCall, createRow, openTab, removeCreated, search, tabOf, unique } from './cmdb-helpers';
import { expect, signIn, test } from './fixtures';
import { pagerTotal, parseCsv, readRows } from './grid-helpers';

/*
 * CMDB Admin's exports and pagers: 'Matched Query' writes every matching row of the tab, and the
 * pager counts the rows listed, also when a tab opens on rows already loaded (a lookup of another tab).
 */

type Answer = { data: Record<string, unknown>[]; total: number };

async function exportMatched(page: Page, collection: CmdbCollection): Promise<Download> {
  await tabOf(page, collection).getByRole('button', { name: 'Export' }).click();
  const form = page.getByTestId('export-form');
  await form.getByText('Matched Query', { exact: true }).click();
  await form.getByText('csv', { exact: true }).click();
  await form.getByLabel('Max # of Records').fill('10000');
  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Export' }).click();
  return download;
}

test("'Matched Query' exports every row the tab's search matches", async ({ page }) => {
  await signIn(page, 'operator', '/cmdb-admin');
  const all = (await apiCall<Answer>(page, 'GET', 'svi_hughes_datacenters')).body;
  expect(all.total).toBeGreaterThan(0);
  const tab = await openTab(page, 'svi_hughes_datacenters');
  await expect.poll(async () => (await readRows(tab)).length).toBeGreaterThan(0);

  const csv = parseCsv(readFileSync(await (await exportMatched(page, 'svi_hughes_datacenters')).path(), 'utf8'));
  expect(csv[0][0]).toBe('Name');
  expect(
    csv
      .slice(1)
      .map((r) => r[0])
      .sort(),
  ).toEqual(all.data.map((r) => String(r.name)).sort());

  // Narrowed by the search box: exactly the rows it leaves.
  const name = String(all.data[0].name);
  await search(page, 'svi_hughes_datacenters', name);
  await expect.poll(() => pagerTotal(tab)).toBe(all.data.filter((r) => String(r.name).toLowerCase().includes(name.toLowerCase())).length);
  const narrowed = parseCsv(readFileSync(await (await exportMatched(page, 'svi_hughes_datacenters')).path(), 'utf8'));
  expect(narrowed.length - 1).toBe(await pagerTotal(tab));
  expect(narrowed.slice(1).map((r) => r[0])).toContain(name);
});

test('a tab pager counts the rows listed, also on a tab opened again or on rows a lookup loaded', async ({ page }) => {
  await signIn(page, 'operator', '/cmdb-admin');
  // Data Centers looks up Locations, Inroutes looks up Satellites and Data Centers: later tabs open on loaded rows.
  const order: CmdbCollection[] = [
    'svi_hughes_datacenters',
    'svi_hughes_locations',
    'svi_hughes_inroutes',
    'svi_hughes_satellites',
    'svi_hughes_datacenters',
  ];
  // Other specs add and remove CMDB rows meanwhile: the pager is held to the total of now.
  const apiTotal = async (c: CmdbCollection) => (await apiCall<Answer>(page, 'GET', c)).body.total;
  for (const c of order) {
    const total = await apiTotal(c);
    const tab = await openTab(page, c);
    await expect(page).toHaveURL(new RegExp(`tab=${c}`));
    if (total > 0) await expect.poll(async () => (await readRows(tab)).length, { message: CMDB_ENTITIES[c].title }).toBeGreaterThan(0);
    await expect
      .poll(async () => (await pagerTotal(tab)) - (await apiTotal(c)), { message: `${CMDB_ENTITIES[c].title} pager minus the API's total` })
      .toBe(0);
  }
});

test('a CSV cell a spreadsheet would run as a formula is exported neutralised', async ({ page }) => {
  await signIn(page, 'operator', '/cmdb-admin');
  const stem = unique('inj');
  await createRow(page, 'svi_hughes_ems', { name: `${stem}a`, host_name: '=HYPERLINK("http://evil.example","x")', notes: '@SUM(1+1)' });
  await createRow(page, 'svi_hughes_ems', { name: `${stem}b`, host_name: 'ems-2.e2e.example', notes: '-2+3' });
  try {
    await openTab(page, 'svi_hughes_ems');
    await search(page, 'svi_hughes_ems', stem);
    await expect.poll(() => pagerTotal(tabOf(page, 'svi_hughes_ems'))).toBe(2);
    const csv = parseCsv(readFileSync(await (await exportMatched(page, 'svi_hughes_ems')).path(), 'utf8'));
    expect(csv[0]).toEqual(['Name', 'Host Name', 'Notes']);
    expect(csv.slice(1).sort((a, b) => a[0].localeCompare(b[0]))).toEqual([
      [`${stem}a`, `'=HYPERLINK("http://evil.example","x")`, "'@SUM(1+1)"],
      [`${stem}b`, 'ems-2.e2e.example', "'-2+3"],
    ]);
  } finally {
    await removeCreated(page);
  }
});
