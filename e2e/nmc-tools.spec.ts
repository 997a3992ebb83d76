import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { apiGet, expect, signIn, test } from './fixtures';
import { answerOf, drawnRows, pagerTotal, setPageSize } from './grid-helpers';
import { ownOutage } from './own-outage';

type Row = Record<string, unknown>;
interface Answer {
  data: Row[];
  total: number;
}

const SHOTS = '/tmp/nmcweb-shots';
const grid = (page: Page, id: string) => page.getByTestId(`grid-${id}`);
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Opens an NMC route and returns the answer (and parameters) of the call its grid makes. */
async function openTab(page: Page, route: string, call: string): Promise<{ body: Answer; params: Record<string, string> }> {
  const first = await answerOf<Answer>(page, [`/api/v1.0/nmc/${call}`], () => page.goto(route));
  await expect(page.getByRole('tab', { selected: true })).toBeVisible();
  return first;
}

/** The next call of `call` that `action` makes (sort, page, filter). */
const nextAnswer = (page: Page, call: string, action: () => Promise<unknown>) => answerOf<Answer>(page, [`/api/v1.0/nmc/${call}`], action);

async function clickHeader(g: Locator, colId: string) {
  await g.locator(`.ag-header-row-column .ag-header-cell[col-id="${colId}"] .ag-header-cell-label`).click();
}

/**
 * Rows on screen read against an answer: same keys in the same order, text cells as sent. AG Grid
 * draws the rows in view and a few more, so the screen is the answer's first rows.
 */
async function expectScreen(g: Locator, key: string, rows: Row[], textFields: string[]) {
  if (rows.length === 0) {
    await expect.poll(() => pagerTotal(g)).toBe(0);
    return;
  }
  const expected = rows.map((r) => text(r[key]));
  let shown: Record<string, string>[] = [];
  await expect
    .poll(async () => {
      shown = await drawnRows(g, key);
      return shown.length >= Math.min(rows.length, 10) && shown.every((r, i) => r[key] === expected[i]);
    })
    .toBe(true);
  shown.forEach((s, i) => textFields.forEach((f) => expect(s[f], `${f} of row ${i}`).toBe(text(rows[i][f]))));
}

function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
}

/** The browser's order of the one answer: stable, numbers by value, text by natural order, empty last going up. */
function browserSort(rows: Row[], field: string, order: 1 | -1): Row[] {
  const empty = (v: unknown) => v === null || v === undefined || v === '';
  const cmp = (a: unknown, b: unknown) => {
    if (empty(a) || empty(b)) return empty(a) === empty(b) ? 0 : empty(a) ? 1 : -1;
    return typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
  };
  return [...rows].sort((x, y) => order * cmp(x[field], y[field]));
}

async function exportCsv(page: Page, g: Locator, name: string) {
  await g.getByRole('button', { name: 'Export' }).click();
  const form = page.getByTestId('export-form');
  await form.getByText('csv', { exact: true }).click();
  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Export' }).click();
  expect((await download).suggestedFilename()).toBe(`${name}.csv`);
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/**
 * A page size that leaves a next page (the live data may hold few rows); undefined when even the
 * smallest page holds them all (the pager then offers no next page).
 */
async function pageSizeForPaging(page: Page, g: Locator, call: string, total: number): Promise<number | undefined> {
  if (total > 25) return 25;
  if (total <= 5) {
    await expect(g.getByRole('button', { name: 'next page' })).toBeDisabled();
    test.info().annotations.push({ type: 'paging', description: `${call}: ${total} rows, one page` });
    return undefined;
  }
  await nextAnswer(page, call, () => setPageSize(page, 5));
  return 5;
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'operator', '/dash-board');
});

test('the NMC Tools menu entry lands on SF Cases and each route selects its tab', async ({ page }) => {
  await page.getByTestId('side-menu').getByText('NMC Tools', { exact: true }).click();
  await expect(page).toHaveURL(/\/sf-cases$/);
  await expect(page.getByRole('tab', { selected: true })).toHaveText('SF Cases');
  await expect(page.getByTestId('nmc-tools-card').getByRole('heading', { name: 'NMC Tools' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText([
    'SF Cases',
    'SF Active Notifications',
    'SF Dispatches',
    'Active Notifications',
    'Tech Support Tasks',
    'Replacement Dispatches',
  ]);

  await page.goto('/tech-support-tasks');
  await expect(page.getByRole('tab', { selected: true })).toHaveText('Tech Support Tasks');
  await page.getByRole('tab', { name: 'SF Dispatches' }).click();
  await expect(page).toHaveURL(/\/sf-dispatches$/);
  await expect(page.getByPlaceholder('Search for dispatches')).toBeVisible();

  // The toolbar's full-screen option puts the whole NMC Tools card over the shell, and back.
  await page.getByRole('button', { name: 'Fullscreen', exact: true }).click();
  await expect(page.getByTestId('nmc-tools')).toHaveAttribute('data-fullscreen', 'true');
  await page.getByRole('button', { name: 'Exit Fullscreen' }).click();
  await expect(page.getByTestId('nmc-tools')).not.toHaveAttribute('data-fullscreen');
});

test('SF Cases: last 24 hours, newest first, server sort, paging, status and date range, export', async ({ page }) => {
  const g = grid(page, 'nmc-sf-cases');
  const { body, params } = await openTab(page, '/sf-cases', 'sf_cases');
  expect(params).toMatchObject({ status: 'ALL', sort: 'hsvc_start_time', order: 'desc', offset: '0', limit: '25' });
  expect(params.start_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  expect(Date.parse(params.end_date) - Date.parse(params.start_date)).toBe(86_400_000);
  // The timer is off at first and toggles between Start Timer and Stop Timer.
  await page.getByRole('button', { name: 'Start Timer' }).click();
  await page.getByRole('button', { name: 'Stop Timer' }).click();
  await expect(page.getByRole('button', { name: 'Start Timer' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('ALL');
  expect((await g.getByPlaceholder('Search for cases').boundingBox())?.width).toBe(220);
  expect(body.total).toBeGreaterThan(0);
  await expectScreen(g, 'case_number', body.data, ['status', 'subject', 'hsvc_service_type']);
  // The API itself, asked the same, has the cases on screen.
  const api = await apiGet<Answer>(page, '/nmc/sf_cases', { ...params, limit: 100 });
  const known = new Set(api.data.map((r) => r.case_number));
  for (const r of body.data) expect(known.has(r.case_number)).toBe(true);
  await shot(page, 'sf-cases');

  const sorted = await nextAnswer(page, 'sf_cases', () => clickHeader(g, 'case_number'));
  expect(sorted.params).toMatchObject({ sort: 'case_number', order: 'asc', offset: '0' });
  await expectScreen(g, 'case_number', sorted.body.data, ['status']);

  const size = await pageSizeForPaging(page, g, 'sf_cases', body.total);
  expect(size).toBeDefined();
  const next = await nextAnswer(page, 'sf_cases', () => g.getByRole('button', { name: 'next page' }).click());
  expect(next.params).toMatchObject({ offset: String(size), limit: String(size) });
  await expectScreen(g, 'case_number', next.body.data, ['status']);

  // The status most cases on screen have: the live feed moves a case on now and then, and one alone may have left it.
  const status = mostCommon(body.data.map((r) => String(r.status)));
  const byStatus = await nextAnswer(page, 'sf_cases', async () => {
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: status, exact: true }).click();
  });
  expect(byStatus.params).toMatchObject({ status, offset: '0' });
  expect(byStatus.body.data.length).toBeGreaterThan(0);
  for (const r of byStatus.body.data) expect(r.status).toBe(status);
  await expectScreen(g, 'case_number', byStatus.body.data, ['status']);

  // A narrower range: the hour around the start of a case of that status.
  const started = Number(byStatus.body.data[0].hsvc_start_time);
  // The picker's value is local time; the call's is UTC.
  const local = (ms: number) => new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
  const from = Math.floor((started - 1_800_000) / 1000) * 1000;
  const to = from + 3_600_000;
  const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
  // The list may follow From alone first (typing pauses); wait for the call with both.
  const both = ['/api/v1.0/nmc/sf_cases', `start_date=${encodeURIComponent(iso(from))}`, `end_date=${encodeURIComponent(iso(to))}`];
  const ranged = await answerOf<Answer>(page, both, async () => {
    await page.getByLabel('From', { exact: true }).fill(local(from));
    await page.getByLabel('To', { exact: true }).fill(local(to));
  });
  expect(ranged.params).toMatchObject({ status, start_date: iso(from), end_date: iso(to), offset: '0' });
  expect(ranged.body.data.length).toBeGreaterThan(0);
  for (const r of ranged.body.data) {
    expect(Number(r.hsvc_start_time)).toBeGreaterThanOrEqual(from);
    expect(Number(r.hsvc_start_time)).toBeLessThanOrEqual(to);
    expect(r.status).toBe(status);
  }
  await expectScreen(g, 'case_number', ranged.body.data, ['status']);
  await exportCsv(page, g, 'sf_cases');
});

test('SF Active Notifications: one answer sorted, paged and searched in the browser; export', async ({ page }) => {
  const g = grid(page, 'nmc-sf-active-notifications');
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1.0/nmc/sf_active_notifications')) calls.push(r.url());
  });
  const outage = await ownOutage(page);
  test.info().annotations.push({ type: 'outage', description: outage.group });
  try {
    await activeNotificationsTab(page, g, calls);
  } finally {
    await outage.end();
  }
});

async function activeNotificationsTab(page: Page, g: Locator, calls: string[]) {
  const { body, params } = await openTab(page, '/sf-active-notifications', 'sf_active_notifications');
  expect(params).toEqual({});
  expect(body.total).toBeGreaterThan(0);
  await expectScreen(g, 'case_number', browserSort(body.data, 'case_number', -1).slice(0, 25), ['case_owner', 'status', 'subject', 'event_details']);
  expect((await g.getByPlaceholder('Search for active notifications').boundingBox())?.width).toBe(220);
  const live = await apiGet<Answer>(page, '/nmc/sf_active_notifications');
  expect(live.total).toBeGreaterThan(0);
  await shot(page, 'sf-active-notifications');

  // Customers Affected going up, ties in the answer's order (case number descending).
  const byNumber = browserSort(browserSort(body.data, 'case_number', -1), 'hsvc_customers_affected', 1);
  await clickHeader(g, 'hsvc_customers_affected');
  await expectScreen(g, 'case_number', byNumber.slice(0, 25), ['status', 'hsvc_customers_affected']);

  const size = body.total > 25 ? 25 : 5;
  if (size === 5) await setPageSize(page, 5);
  // The simulator's active notifications come and go: five or fewer fit one page of the smallest size.
  if (body.total > size) {
    await g.getByRole('button', { name: 'next page' }).click();
    await expectScreen(g, 'case_number', byNumber.slice(size, 2 * size), ['status']);
  } else await expect(g.getByRole('button', { name: 'next page' })).toBeDisabled();

  // Search: a word of a subject, matched in any cell, ignoring case.
  const word = text(body.data[0].case_number);
  await g.getByPlaceholder('Search for active notifications').fill(word.toLowerCase());
  const shownFields = [
    'case_number',
    'case_owner',
    'case_type',
    'case_subtype',
    'status',
    'hsvc_service_type',
    'subject',
    'hsvc_customers_affected',
    'last_modified_by_name',
    'event_details',
  ];
  const hits = byNumber.filter((r) => shownFields.map((f) => r[f]).some((v) => text(v).toLowerCase().includes(word.toLowerCase())));
  await expectScreen(g, 'case_number', hits.slice(0, size), ['status']);
  await expect.poll(() => pagerTotal(g)).toBe(hits.length);
  // Every call was the bare one: sorting, paging and searching asked the server nothing.
  for (const url of calls) expect(new URL(url).search).toBe('');
  await exportCsv(page, g, 'active_notifications');
}

interface ServerTab {
  route: string;
  call: string;
  gridId: string;
  key: string;
  sort: { field: string; order: string };
  sortBy: string;
  placeholder: string;
  exportName: string;
  textFields: string[];
}

const SERVER_TABS: ServerTab[] = [
  {
    route: '/sf-dispatches',
    call: 'sf_dispatches',
    gridId: 'nmc-sf-dispatches',
    key: 'case_number',
    sort: { field: 'case_number', order: 'desc' },
    sortBy: 'hsvc_dispatch_support_group',
    placeholder: 'Search for dispatches',
    exportName: 'sf_dispatches',
    textFields: ['hsvc_dispatch_status', 'hsvc_location'],
  },
  {
    route: '/active-notifications',
    call: 'active_notifications',
    gridId: 'nmc-active-notifications',
    key: 'impacted_group',
    sort: { field: 'start_time', order: 'desc' },
    sortBy: 'impacted_group',
    placeholder: 'Search for notifications',
    exportName: 'nms_active_notifications',
    textFields: ['network_type', 'case_number'],
  },
  {
    route: '/tech-support-tasks',
    call: 'tech_support_tasks',
    gridId: 'nmc-tech-support-tasks',
    key: 'case_number',
    sort: { field: 'due_date', order: 'asc' },
    sortBy: 'assigned_to',
    placeholder: 'Search for tasks',
    exportName: 'tech_support_tasks',
    textFields: ['subject', 'status', 'assigned_to'],
  },
  {
    route: '/replacements-dispatches',
    call: 'replacement_dispatches',
    gridId: 'nmc-replacement-dispatches',
    key: 'case_number',
    sort: { field: 'case_number', order: 'desc' },
    sortBy: 'rma_number',
    placeholder: 'Search for replacements',
    exportName: 'replacement_dispatches',
    textFields: ['rma_number', 'hsvc_dispatch_status'],
  },
];

for (const tab of SERVER_TABS) {
  test(`${tab.route}: server paging and sorting, search panel, export`, async ({ page }) => {
    const g = grid(page, tab.gridId);
    let { body, params } = await openTab(page, tab.route, tab.call);
    // Live data: Active Notifications are the active network events, which come and go (at times none).
    const outage = body.total === 0 ? await ownOutage(page) : undefined;
    try {
      if (outage) ({ body, params } = await openTab(page, tab.route, tab.call));
      await serverTab(page, g, tab, body, params);
    } finally {
      await outage?.end();
    }
  });
}

async function serverTab(page: Page, g: Locator, tab: ServerTab, body: Answer, params: Record<string, string>) {
  expect(params).toMatchObject({ sort: tab.sort.field, order: tab.sort.order, offset: '0', limit: '25' });
  expect(body.total).toBeGreaterThan(0);
  await expectScreen(g, tab.key, body.data, tab.textFields);
  const api = await apiGet<Answer>(page, `/nmc/${tab.call}`, { ...params, limit: 100 });
  const known = new Set(api.data.map((r) => text(r[tab.key])));
  expect(body.data.filter((r) => known.has(text(r[tab.key]))).length).toBeGreaterThan(0);
  expect((await g.getByPlaceholder(tab.placeholder).boundingBox())?.width).toBe(220);
  await shot(page, tab.call);

  const sorted = await nextAnswer(page, tab.call, () => clickHeader(g, tab.sortBy));
  expect(sorted.params).toMatchObject({ sort: tab.sortBy, order: 'asc', offset: '0' });
  const values = sorted.body.data.map((r) => text(r[tab.sortBy])).filter((v) => v !== '');
  // The server sorts in the database's collation: byte order on PGlite, the locale's on PostgreSQL.
  const byteOrder = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  expect([byteOrder, [...values].sort((a, b) => collator.compare(a, b))]).toContainEqual(values);
  await expectScreen(g, tab.key, sorted.body.data, tab.textFields);

  const size = await pageSizeForPaging(page, g, tab.call, body.total);
  if (size) {
    const next = await nextAnswer(page, tab.call, () => g.getByRole('button', { name: 'next page' }).click());
    expect(next.params).toMatchObject({ offset: String(size), limit: String(size), sort: tab.sortBy });
    await expectScreen(g, tab.key, next.body.data, tab.textFields);
  }

  // A bare word matches a field's whole value (a term), so take a one-word value from the page:
  // the first word of 'Parts Ordered' matches nothing (the live fleet decides which row is first).
  const shownTexts = body.data.flatMap((r) => tab.textFields.map((f) => text(r[f])));
  const word = shownTexts.find((v) => v !== '' && !/\s/.test(v)) ?? shownTexts[0].split(/\s+/)[0];
  const searched = await nextAnswer(page, tab.call, () => g.getByPlaceholder(tab.placeholder).fill(word));
  expect(searched.params.query).toContain(word.replace(/([\s\\*?:()"'[\]{}<>])/g, '\\$1'));
  expect(searched.params.offset).toBe('0');
  expect(searched.body.data.length).toBeGreaterThan(0);
  for (const r of searched.body.data) expect(Object.values(r).some((v) => text(v).toLowerCase().includes(word.toLowerCase()))).toBe(true);
  await expectScreen(g, tab.key, searched.body.data, tab.textFields);
  await exportCsv(page, g, tab.exportName);
}

test('Tech Support Tasks: the status filter goes to the server and the rows match', async ({ page }) => {
  const g = grid(page, 'nmc-tech-support-tasks');
  const { body } = await openTab(page, '/tech-support-tasks', 'tech_support_tasks');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('ALL');
  expect(body.total).toBeGreaterThan(0);
  // The status most cases on screen have: the live feed moves a case on now and then, and one alone may have left it.
  const status = mostCommon(body.data.map((r) => String(r.status)));
  const filtered = await nextAnswer(page, 'tech_support_tasks', async () => {
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: status, exact: true }).click();
  });
  expect(filtered.params).toMatchObject({ status, offset: '0' });
  expect(filtered.body.data.length).toBeGreaterThan(0);
  for (const r of filtered.body.data) expect(r.status).toBe(status);
  await expectScreen(g, 'case_number', filtered.body.data, ['status']);
});
