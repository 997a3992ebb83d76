import type { Locator, Page } from '@playwright/test';
import { apiGet, expect, signIn, test } from './fixtures';
import { answerOf, pageRows, pagerTotal, params } from './grid-helpers';

type Row = Record<string, unknown>;
interface Answer {
  data: Row[];
  total: number;
}

const api = apiGet;

/** Opens /monitoring's Network Events card; with no active event it shows all events. */
async function openGlobalGrid(page: Page) {
  await signIn(page, 'operator', '/monitoring');
  await page.getByRole('tab', { name: 'Network Events' }).click();
  const card = page.getByTestId('network-events-card');
  await expect(card.getByRole('heading', { name: 'Active Network Events' })).toBeVisible();
  const active = await api<Answer>(page, '/es/network-events', { active: true, limit: 1 });
  if (active.total === 0) await card.getByLabel('Active Events').uncheck();
  await card.scrollIntoViewIfNeeded();
  await expect(card.locator('.ag-row[row-index="0"] [col-id="name"]')).not.toHaveText('');
  return card;
}

async function openMenu(card: Locator, page: Page, item: string) {
  const group = await card.locator('.ag-row[row-index="0"] [col-id="name"]').innerText();
  await card
    .locator('.ag-row[row-index="0"]')
    .getByRole('button', { name: `Actions for ${group}` })
    .click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
  return group;
}

test('impact history: zoom toggles and arrows change the requested range and period', async ({ page }) => {
  const card = await openGlobalGrid(page);
  const seen: Record<string, string>[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1.0/apg/db/object-data/with-filter')) seen.push(params(r));
  });
  const group = await openMenu(card, page, 'Impacted History');
  const popup = page.getByRole('dialog', { name: `Impact History of ${group}` });
  await expect(popup).toBeVisible();

  /** The four series requests (Total, Impacted, maxperc, threshold) made since `from`, all over one window. */
  const windowSince = async (from: number) => {
    await expect.poll(() => seen.length - from).toBeGreaterThanOrEqual(4);
    const calls = seen.slice(from, from + 4);
    const names = calls.map((c) => /name=='(\w+)'/.exec(c.filter_expression)?.[1]).sort();
    expect(names).toEqual(['Impacted', 'Total', 'maxperc', 'threshold']);
    for (const c of calls) expect(c.filter_expression).toContain(`group=='${group}'`);
    expect(new Set(calls.map((c) => `${c.start_timestamp}-${c.end_timestamp}-${c.period}`)).size).toBe(1);
    const start = Number(calls[0].start_timestamp);
    const end = Number(calls[0].end_timestamp);
    return { start, end, range: end - start, period: Number(calls[0].period) };
  };

  const first = await windowSince(0);
  expect(first).toMatchObject({ range: 86_400, period: 0 });
  await expect(popup.getByTestId('chart')).toBeVisible();

  const cases: [string, number, number][] = [
    ['1h', 3_600, 0],
    ['6h', 21_600, 0],
    ['5d', 432_000, 3_600],
    ['1m', 2_592_000, 86_400],
    ['3m', 7_776_000, 604_800],
    ['1y', 31_536_000, 604_800],
    ['1d', 86_400, 0],
  ];
  for (const [label, range, period] of cases) {
    const from = seen.length;
    await popup.getByText(label, { exact: true }).click();
    expect(await windowSince(from), label).toMatchObject({ range, period });
  }

  // 5d, then previous moves the window back by 5 days and next brings it back.
  let from = seen.length;
  await popup.getByText('5d', { exact: true }).click();
  const now = await windowSince(from);
  const range = popup.getByTestId('date-range');
  const nowLabel = await range.innerText();
  from = seen.length;
  await popup.getByRole('button', { name: 'Previous range' }).click();
  const before = await windowSince(from);
  expect(before).toMatchObject({ start: now.start - 432_000, end: now.end - 432_000, period: 3_600 });
  await expect(range).not.toHaveText(nowLabel);
  // Next returns to the window before (its series are still cached, so it may not ask again).
  await popup.getByRole('button', { name: 'Next range' }).click();
  await expect(range).toHaveText(nowLabel);
  // Two steps back, one forward: the window ends one range before the latest.
  await popup.getByRole('button', { name: 'Previous range' }).click();
  from = seen.length;
  await popup.getByRole('button', { name: 'Previous range' }).click();
  expect(await windowSince(from)).toMatchObject({ start: now.start - 864_000, end: now.end - 864_000, period: 3_600 });
});

test('global network events: Active Events checkbox, red rows, row menu popups', async ({ page }) => {
  await signIn(page, 'operator', '/dash-board');
  await page.goto('/monitoring');
  const first = await answerOf<Answer>(page, ['/api/v1.0/es/network-events?'], () => page.getByRole('tab', { name: 'Network Events' }).click());
  expect(first.params).toMatchObject({ active: 'true', sort: 'startTime', order: 'desc', limit: '10' });
  const card = page.getByTestId('network-events-card');
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('heading', { name: 'Active Network Events' })).toBeVisible();
  await expect.poll(() => pagerTotal(card)).toBe(first.body.total);

  const all = await answerOf<Answer>(page, ['/api/v1.0/es/network-events?', 'active=false'], () => card.getByLabel('Active Events').uncheck());
  await expect(card.getByRole('heading', { name: 'Network Events', exact: true })).toBeVisible();
  expect(all.body.total).toBeGreaterThanOrEqual(first.body.total);
  expect(all.body.total).toBeGreaterThan(0);
  await expect.poll(() => pagerTotal(card)).toBe(all.body.total);
  await expect.poll(async () => (await pageRows(card)).map((r) => r.caseId)).toEqual(all.body.data.map((r) => String(r.caseId)));
  // Every row red with white text.
  const colours = await card
    .locator('.ag-row[row-index]')
    .evaluateAll((rows) => rows.map((r) => [getComputedStyle(r).backgroundColor, getComputedStyle(r).color]));
  for (const [bg, fg] of colours) {
    expect(bg).toBe('rgb(201, 42, 42)');
    expect(fg).toBe('rgb(255, 255, 255)');
  }

  // The map item is disabled and says why.
  const group = String(all.body.data[0].name);
  await card
    .locator('.ag-row[row-index="0"]')
    .getByRole('button', { name: `Actions for ${group}` })
    .click();
  const mapItem = page.getByRole('menuitem', { name: /Show Impacted Devices Map/ });
  await expect(mapItem).toBeDisabled();
  await expect(mapItem).toContainText('Sorry, We are still working on this component.');

  // Impacted Devices: the group's devices by name, rows coloured by state.
  const devices = await answerOf<Answer>(page, ['/api/v1.0/es/impacted-devices?'], () =>
    page.getByRole('menuitem', { name: 'Impacted Devices', exact: true }).click(),
  );
  expect(devices.params).toMatchObject({ device_group: group, sort: 'name', order: 'asc', limit: '25' });
  const devicesPopup = page.getByRole('dialog', { name: `Impacted Devices of ${group}` });
  const grid = devicesPopup.getByTestId('grid-impacted-devices');
  await expect.poll(() => pagerTotal(grid)).toBe(devices.body.total);
  // AG Grid draws only the rows in its viewport (plus a buffer): the drawn rows are the answer's first ones.
  const expected = devices.body.data.map((r) => String(r.name));
  await expect
    .poll(async () => {
      const drawn = await grid.locator('.ag-row[row-index] [col-id="name"]').allInnerTexts();
      return drawn.length >= Math.min(expected.length, 8) ? expected.slice(0, drawn.length).join('|') === drawn.join('|') : false;
    })
    .toBe(true);
  const classes = await grid.locator('.ag-row[row-index]').evaluateAll((rows) => rows.map((r) => r.className));
  devices.body.data.slice(0, classes.length).forEach((d, i) => {
    if (typeof d.state === 'number' && d.state >= 1 && d.state <= 5) expect(classes[i]).toContain(`nms-sev-${d.state}`);
  });
  await devicesPopup.getByRole('button', { name: 'Close' }).click();

  // Impacted Customers: name and device count of es/impacted-customers.
  await card
    .locator('.ag-row[row-index="0"]')
    .getByRole('button', { name: `Actions for ${group}` })
    .click();
  const customers = await answerOf<{ data: { customer: string; device_count: number }[] }>(page, ['/api/v1.0/es/impacted-customers?'], () =>
    page.getByRole('menuitem', { name: 'Impacted Customers' }).click(),
  );
  const customersPopup = page.getByRole('dialog', { name: `Impacted Customers of ${group}` });
  await expect(customersPopup.getByRole('heading', { name: 'Impacted Devices' })).toBeVisible();
  const sorted = [...customers.body.data].sort((a, b) => a.customer.localeCompare(b.customer)).slice(0, 25);
  const customerGrid = customersPopup.getByTestId('grid-impacted-customers');
  // As for the devices above: AG Grid draws the rows in its viewport, the answer's first ones.
  const names = sorted.map((c) => c.customer);
  await expect
    .poll(async () => {
      const drawn = (await pageRows(customerGrid)).map((r) => r.customer);
      return drawn.length >= Math.min(names.length, 8) && names.slice(0, drawn.length).join('|') === drawn.join('|');
    })
    .toBe(true);
});
