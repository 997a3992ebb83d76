import { mkdirSync, readFileSync } from 'node:fs';
import { CMDB_COLLECTIONS, CMDB_ENTITIES, CMDB_TABS, type CmdbCollection } from '@nms/contract';
import type { Download, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { parseCsv, setColumnShown } from './grid-helpers';
import {
  apiCall,
  createChain,
  createRow,
  fieldOf,
  fill,
  formOf,
  openTab,
  removeCreated,
  rowNamed,
  search,
  tabOf,
  tabRows,
  unique,
  type Chain,
  type Values,
} from './cmdb-helpers';

const SHOTS = '/tmp/cmdb-web-edit-shots';

// Each walk signs in, writes its own rows through the API and drives a form field by field: on the
// shared 2-CPU machine that takes most of the default minute.
test.describe.configure({ timeout: 120_000 });
test.afterEach(async ({ page }) => removeCreated(page));

/** One tab's walk: what to type, the required field left out first, and the edit to make. */
interface TabCase {
  collection: CmdbCollection;
  /** The first field (the name) and the rest of a valid row. */
  values: (name: string, chain: Chain) => Values;
  missing: string;
  edit: { field: string; value: string };
  prefix?: string;
}

const CASES: TabCase[] = [
  {
    collection: 'svi_hughes_locations',
    values: (name) => ({
      name,
      street: '11717 Exploration Ln',
      city: 'Germantown',
      longitude: '-77.27',
      is_osa_established: true,
      notes: 'dish farm\nnorth gate',
    }),
    missing: 'name',
    edit: { field: 'city', value: 'Boulder' },
  },
  {
    collection: 'svi_hughes_datacenters',
    values: (name, c) => ({ name, services: [c.si], location_id: c.location, notes: 'e2e' }),
    missing: 'location_id',
    edit: { field: 'notes', value: 'moved to hall B' },
  },
  {
    collection: 'svi_hughes_circuits',
    values: (name) => ({ a_circuit_id: name, z_circuit_id: 'Z-1', carrier: 'Lumen', speed: '10G' }),
    missing: 'a_circuit_id',
    edit: { field: 'carrier', value: 'Zayo' },
  },
  {
    collection: 'svi_hughes_satellites',
    values: (name) => ({ name, owner: 'Hughes', orbital_position: '95.5' }),
    missing: 'name',
    edit: { field: 'owner', value: 'EchoStar' },
  },
  {
    collection: 'svi_hughes_inroutes',
    values: (name, c) => ({ name, satellite_id: c.satellite, datacenter_id: c.datacenter }),
    missing: 'datacenter_id',
    edit: { field: 'name', value: '' },
    prefix: 'IR',
  },
  {
    collection: 'svi_hughes_outroutes',
    values: (name, c) => ({ name, frequency: '12.5', inroute_id: c.inroute }),
    missing: 'frequency',
    edit: { field: 'frequency', value: '14.25' },
    prefix: 'OR',
  },
  {
    collection: 'svi_hughes_service_instances',
    values: (name, c) => ({ name, type: 'enterprise', ems_id: c.ems, toplevel_service_id: c.tls, notes: 'two columns wide' }),
    missing: 'toplevel_service_id',
    edit: { field: 'notes', value: 'rehomed' },
  },
  {
    collection: 'svi_hughes_toplevel_services',
    values: (name) => ({ name, type: 'broadband', notes: 'e2e' }),
    missing: 'type',
    edit: { field: 'notes', value: 'consumer' },
  },
  {
    collection: 'svi_hughes_ems',
    values: (name) => ({ name, host_name: 'ems1.e2e.example', notes: 'e2e' }),
    missing: 'host_name',
    edit: { field: 'host_name', value: 'ems2.e2e.example' },
  },
];

async function openScreen(page: Page) {
  await signIn(page, 'operator', '/cmdb-admin');
  await expect(page.getByTestId('cmdb-admin')).toBeVisible();
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test('the card shows the ten tabs in order, the Overview first, and keeps the tab in the URL', async ({ page }) => {
  await openScreen(page);
  await expect(page.getByRole('heading', { name: 'CMDB Admin' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText([...CMDB_TABS]);
  await expect(page.getByRole('tab', { selected: true })).toHaveText('Overview');
  await openTab(page, 'svi_hughes_outroutes');
  await expect(page).toHaveURL(/tab=svi_hughes_outroutes/);
  await page.reload();
  await expect(page.getByRole('tab', { selected: true })).toHaveText('Outroutes');
  await page.getByRole('button', { name: 'Fullscreen', exact: true }).click();
  await expect(page.getByTestId('cmdb-admin')).toHaveAttribute('data-fullscreen', 'true');
  await page.getByRole('button', { name: 'Exit Fullscreen', exact: true }).click();
});

for (const c of CASES) {
  const entity = CMDB_ENTITIES[c.collection];
  test(`${entity.title}: add (a required field first left out), find, edit and delete a row`, async ({ page }) => {
    await openScreen(page);
    const chain = await createChain(page);
    const name = unique(c.prefix ?? `e2e-${entity.noun.replace(/ /g, '')}`);
    const values = c.values(name, chain);
    const label = entity.fields.find((f) => f.name === c.missing)!.label;
    await openTab(page, c.collection);

    await tabOf(page, c.collection).getByRole('button', { name: 'Add' }).click();
    await fill(page, c.collection, Object.fromEntries(Object.entries(values).filter(([k]) => k !== c.missing)));
    await formOf(page).getByRole('button', { name: 'Save' }).click();
    await expect(formOf(page).getByText(`${label} is required`, { exact: true })).toBeVisible();
    const [keptField, kept] = Object.entries(values).find(([k, v]) => k !== c.missing && typeof v === 'string')!;
    await expect(fieldOf(page, c.collection, keptField)).toHaveValue(String(kept));
    if (c.collection === 'svi_hughes_locations') await shot(page, 'location-form-required');
    await fill(page, c.collection, { [c.missing]: values[c.missing] });
    await formOf(page).getByRole('button', { name: 'Save' }).click();
    await expect(formOf(page)).toBeHidden();

    await search(page, c.collection, name);
    await expect(rowNamed(page, c.collection, name)).toBeVisible();
    await shot(page, `${c.collection}-added`);

    const edited = c.edit.field === entity.fields[0].name ? `${name}9` : c.edit.value;
    await rowNamed(page, c.collection, name).getByRole('button', { name: 'Edit' }).click();
    await expect(fieldOf(page, c.collection, entity.fields[0].name)).toHaveValue(name);
    await fill(page, c.collection, { [c.edit.field]: edited });
    await formOf(page).getByRole('button', { name: 'Save' }).click();
    await expect(formOf(page)).toBeHidden();
    const now = c.edit.field === entity.fields[0].name ? edited : name;
    if (now !== name) await search(page, c.collection, now);
    await expect(rowNamed(page, c.collection, now).locator(`[col-id="${c.edit.field}"]`)).toHaveText(edited);

    await rowNamed(page, c.collection, now).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(rowNamed(page, c.collection, now)).toHaveCount(0);
    await expect(tabOf(page, c.collection).getByTestId('pager-text')).toHaveText('Page 1 of 1 (0)');
  });
}

test('a location a datacenter uses cannot be deleted: the server says why', async ({ page }) => {
  await openScreen(page);
  const chain = await createChain(page);
  await openTab(page, 'svi_hughes_locations');
  await search(page, 'svi_hughes_locations', chain.location);
  await rowNamed(page, 'svi_hughes_locations', chain.location).getByRole('button', { name: 'Delete' }).click();
  const refused = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/svn/svi_hughes_locations/'));
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  const res = await refused;
  expect(res.status()).toBe(409);
  const { message } = (await res.json()) as { message: string };
  expect(message).toContain(chain.datacenter);
  await expect(tabOf(page, 'svi_hughes_locations').getByTestId('cmdb-delete-error')).toHaveText(`Not able to delete, ${message}`);
  await expect(rowNamed(page, 'svi_hughes_locations', chain.location)).toBeVisible();
  await shot(page, 'delete-refused');
});

test('a create the server refuses keeps the form and what was typed', async ({ page }) => {
  await openScreen(page);
  const chain = await createChain(page);
  const doomed = unique('e2e-doomed');
  const doomedId = await createRow(page, 'svi_hughes_locations', { name: doomed });
  await openTab(page, 'svi_hughes_datacenters');
  const name = unique('e2e-dc');
  await tabOf(page, 'svi_hughes_datacenters').getByRole('button', { name: 'Add' }).click();
  await fill(page, 'svi_hughes_datacenters', { name, services: [chain.si], location_id: doomed });
  // Someone else deletes the location while the form is open.
  expect((await apiCall(page, 'DELETE', `svi_hughes_locations/${doomedId}`)).status).toBe(200);
  const refused = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/svn/svi_hughes_datacenters'));
  await formOf(page).getByRole('button', { name: 'Save' }).click();
  const res = await refused;
  expect(res.status()).toBe(400);
  const { message } = (await res.json()) as { message: string };
  await expect(formOf(page).getByTestId('cmdb-form-error')).toHaveText(`Not able to create, ${message}`);
  await expect(fieldOf(page, 'svi_hughes_datacenters', 'name')).toHaveValue(name);
  await expect(fieldOf(page, 'svi_hughes_datacenters', 'location_id')).toHaveValue(doomed);
  await shot(page, 'create-refused');
  // The user picks another location and the same form saves.
  await fill(page, 'svi_hughes_datacenters', { location_id: chain.location });
  await formOf(page).getByRole('button', { name: 'Save' }).click();
  await expect(formOf(page)).toBeHidden();
  await search(page, 'svi_hughes_datacenters', name);
  await expect(rowNamed(page, 'svi_hughes_datacenters', name).locator('[col-id="location_id"]')).toHaveText(chain.location);
});

test('inroute names sort by letters, then number (IR2 before IR10), and search filters', async ({ page }) => {
  await openScreen(page);
  const chain = await createChain(page);
  const stem = `${unique('IRs')}x`;
  const { body: sats } = await apiCall<{ data: { satellite_id: number; name: string }[] }>(page, 'GET', 'svi_hughes_satellites');
  const { body: dcs } = await apiCall<{ data: { datacenter_id: number; name: string }[] }>(page, 'GET', 'svi_hughes_datacenters');
  const satellite_id = sats.data.find((s) => s.name === chain.satellite)!.satellite_id;
  const datacenter_id = dcs.data.find((d) => d.name === chain.datacenter)!.datacenter_id;
  for (const n of [10, 2, 1]) await createRow(page, 'svi_hughes_inroutes', { name: `${stem}${n}`, satellite_id, datacenter_id });
  await openTab(page, 'svi_hughes_inroutes');
  await search(page, 'svi_hughes_inroutes', stem);
  await expect.poll(async () => (await tabRows(page, 'svi_hughes_inroutes')).map((r) => r.name)).toEqual([`${stem}1`, `${stem}2`, `${stem}10`]);
  // The lookups read as names, and the search finds an inroute by its datacenter's name too.
  await expect
    .poll(async () =>
      (await tabRows(page, 'svi_hughes_inroutes')).every((r) => r.satellite_id === chain.satellite && r.datacenter_id === chain.datacenter),
    )
    .toBe(true);
  await search(page, 'svi_hughes_inroutes', chain.datacenter.toUpperCase());
  await expect
    .poll(async () => (await tabRows(page, 'svi_hughes_inroutes')).map((r) => r.name).sort())
    .toEqual([`${stem}1`, `${stem}10`, `${stem}2`, chain.inroute].sort());
  await shot(page, 'inroutes-sorted');
});

async function exportCsv(page: Page, collection: CmdbCollection): Promise<Download> {
  await tabOf(page, collection).getByRole('button', { name: 'Export' }).click();
  const form = page.getByTestId('export-form');
  await form.getByText('csv', { exact: true }).click();
  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Export' }).click();
  return download;
}

test('each tab exports under its own file name', async ({ page }) => {
  await openScreen(page);
  for (const c of CMDB_COLLECTIONS) {
    await openTab(page, c);
    expect((await exportCsv(page, c)).suggestedFilename()).toBe(`${CMDB_ENTITIES[c].exportName}.csv`);
  }
});

test('a column hidden with the column chooser leaves the grid and the export', async ({ page }) => {
  await openScreen(page);
  const tab = await openTab(page, 'svi_hughes_ems');
  await expect(tab.locator('.ag-header-cell[col-id="notes"]')).toBeVisible();
  await tab.getByRole('button', { name: 'Columns' }).click();
  await setColumnShown(page.getByTestId('column-chooser'), 'Notes', false);
  await expect(tab.locator('.ag-header-cell[col-id="notes"]')).toHaveCount(0);
  await page.keyboard.press('Escape');
  const csv = parseCsv(readFileSync(await (await exportCsv(page, 'svi_hughes_ems')).path(), 'utf8'));
  expect(csv[0]).toEqual(['Name', 'Host Name']);
});
