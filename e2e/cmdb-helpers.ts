import { CMDB_ENTITIES, type CmdbCollection } from '@nms/contract';
import type { Locator, Page } from '@playwright/test';
import { expect, idToken } from './fixtures';
import { readRows } from './grid-helpers';

export type Row = Record<string, unknown>;
/** What a test types into a form, by field name: text, a lookup's or the services list's names, a switch. */
export type Values = Record<string, string | string[] | boolean>;

/** A name no other test (nor an earlier run on the same server) uses. */
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exact = (text: string) => new RegExp(`^${escape(text)}$`);

/** The API as the signed-in user, for what a test needs around the screen (prerequisite rows). */
export async function apiCall<T = Row>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await page.request.fetch(`/api/v1.0/svn/${path}`, {
    method,
    headers: { authorization: `Bearer ${await idToken(page)}` },
    ...(body !== undefined ? { data: body } : {}),
    ...(method === 'GET' ? { params: { limit: 10000 } } : {}),
  });
  return { status: res.status(), body: (await res.json()) as T };
}

/** POSTs a row and returns its key; a refusal fails the test with the server's reason. */
export async function createRow(page: Page, collection: CmdbCollection, record: Row): Promise<number> {
  const res = await apiCall(page, 'POST', collection, record);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = res.body[CMDB_ENTITIES[collection].key] as number;
  made.push({ collection, id });
  return id;
}

/** Rows a test made through the API, so it can take them away again (the e2e server is shared). */
const made: { collection: CmdbCollection; id: number }[] = [];

/**
 * Deletes what createRow made, newest first (children before their parents). A row the test
 * already deleted answers 404, one a form-made row still references 409: both are left as they are.
 */
export async function removeCreated(page: Page): Promise<void> {
  for (const { collection, id } of made.splice(0).reverse()) await apiCall(page, 'DELETE', `${collection}/${id}`);
}

export interface Chain {
  ems: string;
  tls: string;
  si: string;
  location: string;
  locationId: number;
  datacenter: string;
  satellite: string;
  inroute: string;
}

/** One row of each collection a lookup points at, linked as the real inventory is. */
export async function createChain(page: Page): Promise<Chain> {
  const c = {
    ems: unique('e2e-ems'),
    tls: unique('e2e-tls'),
    si: unique('e2e-si'),
    location: unique('e2e-loc'),
    datacenter: unique('e2e-dc'),
    satellite: unique('e2e-sat'),
    inroute: unique('IRe2e'),
  };
  const emsId = await createRow(page, 'svi_hughes_ems', { name: c.ems, host_name: 'ems.e2e.example' });
  const tlsId = await createRow(page, 'svi_hughes_toplevel_services', { name: c.tls, type: 'broadband' });
  await createRow(page, 'svi_hughes_service_instances', { name: c.si, ems_id: emsId, toplevel_service_id: tlsId });
  const locationId = await createRow(page, 'svi_hughes_locations', { name: c.location, city: 'Germantown' });
  const dcId = await createRow(page, 'svi_hughes_datacenters', { name: c.datacenter, services: [c.si], location_id: locationId });
  const satId = await createRow(page, 'svi_hughes_satellites', { name: c.satellite });
  await createRow(page, 'svi_hughes_inroutes', { name: c.inroute, satellite_id: satId, datacenter_id: dcId });
  return { ...c, locationId };
}

export const tabOf = (page: Page, collection: CmdbCollection) => page.getByTestId(`cmdb-tab-${collection}`);
export const formOf = (page: Page) => page.getByTestId('cmdb-form');

/** Clicks the collection's tab, as an operator does, and waits for its grid. */
export async function openTab(page: Page, collection: CmdbCollection): Promise<Locator> {
  await page.getByRole('tab', { name: CMDB_ENTITIES[collection].title, exact: true }).click();
  const tab = tabOf(page, collection);
  await expect(tab.locator('.ag-root')).toBeVisible();
  return tab;
}

export async function search(page: Page, collection: CmdbCollection, text: string): Promise<void> {
  await tabOf(page, collection).getByPlaceholder(CMDB_ENTITIES[collection].searchPlaceholder, { exact: true }).fill(text);
}

/** The drawn row whose first column reads `name`. */
export function rowNamed(page: Page, collection: CmdbCollection, name: string): Locator {
  const col = CMDB_ENTITIES[collection].fields[0].name;
  return tabOf(page, collection)
    .locator('.ag-row[row-index]')
    .filter({ has: page.locator(`[col-id="${col}"]`, { hasText: exact(name) }) });
}

/** The cells of the drawn rows, keyed by column id. */
export const tabRows = (page: Page, collection: CmdbCollection) => readRows(tabOf(page, collection));

/** Types `values` into the open form, each by its field's label and kind. */
export async function fill(page: Page, collection: CmdbCollection, values: Values): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const field = CMDB_ENTITIES[collection].fields.find((f) => f.name === name)!;
    const input = fieldOf(page, collection, name);
    if (field.kind === 'bool') {
      await input.setChecked(value === true);
    } else if (field.kind === 'ref' || field.kind === 'names') {
      for (const choice of Array.isArray(value) ? value : [String(value)]) {
        await input.click();
        await input.fill(choice);
        await page.getByRole('option', { name: choice, exact: true }).click();
      }
    } else {
      await input.fill(String(value));
    }
  }
}

/** A field's editor by its label (a required one's label ends in an asterisk). */
export const fieldOf = (page: Page, collection: CmdbCollection, name: string) =>
  formOf(page).getByLabel(new RegExp(`^${escape(CMDB_ENTITIES[collection].fields.find((f) => f.name === name)!.label)}\\s*\\*?$`));
