import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import {
  ALERT_WINDOWS,
  DASHBOARD_NETWORK_TYPE,
  SUMMARY_VIEW_CARDS,
  type AlertCountAnswer,
  type SunburstNode,
  type TopAlertsRow,
} from '@nms/contract';
import { apiGet, expect, signIn, test } from './fixtures';
import { answerOf, drawnRows, pagerTotal } from './grid-helpers';

const SHOTS = '/tmp/w1-shots';
mkdirSync(SHOTS, { recursive: true });

interface SummaryAnswer {
  data: { data: { total: number; critical: number; major: number; minor: number; unknown: number; normal: number } };
}

const slug = (title: string) => title.toLowerCase().replace(/\s+/g, '-');
const card = (page: Page, title: string) => page.getByTestId(`summary-card-${slug(title)}`);
const count = (text: string) => Number(text.replace(/,/g, ''));
const cardSummary = (page: Page, query: string) => apiGet<SummaryAnswer>(page, '/es/devices/summary', { query });

/** Hovers the middle of the sunburst (its root) and reads the ECharts tooltip. */
async function rootTooltip(page: Page) {
  const chart = page.getByTestId('network-sunburst').getByTestId('chart');
  const box = (await chart.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2 + 2, box.y + box.height / 2 + 2);
  const tip = page.getByTestId('sunburst-tooltip');
  await expect(tip).toBeVisible();
  return {
    name: await tip.locator('[data-field=name]').innerText(),
    devices: count(await tip.locator('[data-field=device_count]').innerText()),
    impacted: count(await tip.locator('[data-field=impacted_device_count]').innerText()),
  };
}

test('Summary draws the Network Status sunburst and the Summary View doughnuts from the database', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  const allAnswers: SummaryAnswer[] = [];
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('/es/devices/summary') && url.searchParams.get('query') === '*' && r.ok())
      void r.json().then((body: SummaryAnswer) => allAnswers.push(body));
  });
  await signIn(page, 'operator', '/dash-board');
  await expect(page.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
  // Timers are off at first (spec 001 §4).
  await expect(page.getByTestId('dashboard').getByRole('button', { name: 'Start Timer' }).first()).toBeVisible(); // the header's; the events grid has its own

  // The sunburst's root, read from its tooltip, is the API's root (impacted moves with the simulator).
  const tree = await apiGet<{ data: SunburstNode }>(page, '/svn/network/chart', { network_type: DASHBOARD_NETWORK_TYPE });
  await expect(page.getByTestId('network-sunburst')).toHaveAttribute('data-root-devices', String(tree.data.device_count));
  await expect
    .poll(async () => {
      const [tip, api] = [
        await rootTooltip(page),
        (await apiGet<{ data: SunburstNode }>(page, '/svn/network/chart', { network_type: DASHBOARD_NETWORK_TYPE })).data,
      ];
      return tip.name === api.name && tip.devices === api.device_count && tip.impacted >= 0 && tip.devices > 0;
    })
    .toBe(true);
  expect((await rootTooltip(page)).name).toBe(tree.data.name);

  // Each card's centre shows its API total; the named cards and Other Appliances add up to ALL.
  const totals: number[] = [];
  for (const c of SUMMARY_VIEW_CARDS) {
    const api = await cardSummary(page, c.query);
    await expect(card(page, c.title).getByTestId('summary-card-total')).toHaveText(api.data.data.total.toLocaleString('en-US'));
    totals.push(api.data.data.total);
  }
  const [all, ...parts] = totals;
  expect(all).toBeGreaterThan(0);
  for (const [i, t] of parts.entries()) expect(t, SUMMARY_VIEW_CARDS[i + 1].title).toBeGreaterThan(0);
  expect(parts.reduce((a, b) => a + b, 0)).toBe(all);

  // A legend line is the state's count of the call the card was drawn from (states move with
  // the simulator, so it is compared with the answers the page received, not a later call).
  const legend = card(page, 'ALL').getByTestId('summary-card-legend');
  await expect(legend.locator('li')).toHaveText([/^Critical/, /^Major/, /^Minor/, /^Unknown/, /^Normal/]);
  await expect
    .poll(async () => {
      const shown = count(await legend.getByTestId('legend-normal-count').innerText());
      return allAnswers.some((a) => a.data.data.normal === shown);
    })
    .toBe(true);
  await expect(legend.locator('li[data-state=normal]')).toHaveText(/\d+\.\d{2}%$/);
  await page.screenshot({ path: `${SHOTS}/summary-1600.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/summary-1280.png` });
});

test('a doughnut card chooses the devices of the grid, with its summary strip', async ({ page }) => {
  await signIn(page, 'operator', '/dash-board');
  const grid = page.getByTestId('grid-dashboard-devices');
  await drawnRows(grid);
  const all = await cardSummary(page, '*');
  await expect.poll(() => pagerTotal(grid)).toBe(all.data.data.total);
  await expect(card(page, 'ALL')).toHaveAttribute('aria-pressed', 'true');

  const vsat = SUMMARY_VIEW_CARDS.find((c) => c.title === 'VSAT')!;
  const { params } = await answerOf(page, ['/es/devices/all'], () => card(page, 'VSAT').click());
  expect(params.query).toBe(vsat.query);
  await expect(card(page, 'VSAT')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('dashboard-devices').getByRole('heading', { name: 'Devices: VSAT' })).toBeVisible();
  const api = await cardSummary(page, vsat.query);
  await expect.poll(() => pagerTotal(grid)).toBe(api.data.data.total);
  const rows = await drawnRows(grid);
  for (const r of rows) expect(r.productCategory).toBe('Satellite Modem');
  // The strip counts the grid's query: '0,0' and '0.00%'.
  await expect(page.getByTestId('dashboard-devices').getByTestId('summary-total-count')).toHaveText(api.data.data.total.toLocaleString('en-US'));
  await expect(page.getByTestId('dashboard-devices').getByTestId('summary-critical-percent')).toHaveText(/^\d+\.\d{2}%$/);
});

test('Show Events opens the events dock; the Network Hierarchy button opens the right dock', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await signIn(page, 'operator', '/dash-board');
  await expect(page.getByTestId('events-dock')).toHaveCount(0);
  await page.getByLabel('Show Events').check();
  const dock = page.getByTestId('events-dock');
  await expect(dock).toBeVisible();
  await drawnRows(dock, 'elementName');
  await page.getByTestId('hierarchy-button').click();
  const right = page.getByTestId('hierarchy-dock');
  await expect(right).toBeVisible();
  await expect(right.getByTestId('network-hierarchy')).toBeAttached();
  await page.screenshot({ path: `${SHOTS}/summary-docks-1600.png` });
  await page.getByLabel('Show Events').uncheck();
  await expect(dock).toHaveCount(0);
});

/** The SVG text of a chart (its axis labels). */
const chartTexts = (chart: Locator) => chart.locator('svg text').allTextContents();
const shownAs = (label: string, key: string) =>
  label === key || (label.endsWith('...') && key.startsWith(label.slice(0, -3))) || (label.endsWith('…') && key.startsWith(label.slice(0, -1)));

test('Monitoring: Event Stats totals the alert counts of each window; the top panels show the API first key', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  const topCalls = ['elementName', 'nmd'].map((field) =>
    page.waitForResponse((r) => r.url().includes('/api/v1.0/es/alerts/top') && r.url().includes(`field=${field}`)),
  );
  const first = page.waitForResponse((r) => r.url().includes('/api/v1.0/es/alert-count'));
  await signIn(page, 'operator', '/monitoring');
  await expect(page.getByTestId('dashboard').getByRole('button', { name: 'Start Timer' }).first()).toBeVisible(); // the header's; the events grid has its own
  const stats = page.getByTestId('event-stats');

  const check = async (label: string, res: Awaited<typeof first>) => {
    const p = Object.fromEntries(new URL(res.url()).searchParams.entries());
    const w = ALERT_WINDOWS.find((x) => x.label === label)!;
    expect(p.interval).toBe(w.interval);
    expect(Date.parse(p.end_date) - Date.parse(p.start_date)).toBe(w.hours * 3_600_000);
    const drawn = (await res.json()) as AlertCountAnswer;
    // The same window asked again answers at least as many: it ended at the call, but an alert the
    // live simulator stamped just before that end may commit after it (the feed drops the cache).
    const again = await apiGet<AlertCountAnswer>(page, '/es/alert-count', p);
    expect(again.alert_count).toBeGreaterThanOrEqual(drawn.alert_count);
    await expect(stats.getByTestId('event-stats-total')).toHaveText(drawn.alert_count.toLocaleString('en-US'));
    expect(drawn[`alert_counts_by_${w.interval}`]?.buckets.length).toBeGreaterThan(0);
  };
  await check('24 hours', await first);
  for (const label of ['7 days', '30 days', '1 year']) {
    const next = page.waitForResponse(
      (r) => r.url().includes('/api/v1.0/es/alert-count') && r.url().includes(`interval=${ALERT_WINDOWS.find((w) => w.label === label)!.interval}`),
    );
    await stats.getByText(label, { exact: true }).click();
    await check(label, await next);
  }

  for (const [i, field] of (['elementName', 'nmd'] as const).entries()) {
    const drawn = (await (await topCalls[i]).json()) as { data: TopAlertsRow[] };
    const panel = page.getByTestId(`top-alerts-${field}`);
    expect((await apiGet<{ data: TopAlertsRow[] }>(page, '/es/alerts/top', { field })).data.length).toBeGreaterThan(0);
    const key = drawn.data[0].key;
    await expect.poll(async () => (await chartTexts(panel)).some((t) => shownAs(t, key))).toBe(true);
  }
  await page.screenshot({ path: `${SHOTS}/monitoring-1600.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/monitoring-1280.png` });
});

test('a click on a device bar of Top Devices opens the device page', async ({ page }) => {
  const top = page.waitForResponse((r) => r.url().includes('/api/v1.0/es/alerts/top') && r.url().includes('field=elementName'));
  await signIn(page, 'operator', '/monitoring');
  const drawn = (await (await top).json()) as { data: TopAlertsRow[] };
  const panel = page.getByTestId('top-alerts-elementName');
  await expect.poll(async () => (await chartTexts(panel)).some((t) => shownAs(t, drawn.data[0].key))).toBe(true);
  // The top bar: the highest bar-coloured shape below the legend.
  const svg = panel.getByTestId('chart').locator('svg').first();
  const svgBox = (await svg.boundingBox())!;
  const bars = await svg.locator('path').evaluateAll(
    (paths, top) =>
      paths
        .map((p) => ({ box: p.getBoundingClientRect(), fill: p.getAttribute('fill') ?? '' }))
        .filter((b) => b.box.height > 4 && b.box.width > 2 && b.box.top > top + 30 && /^(#|rgb)/.test(b.fill))
        .map((b) => ({ x: b.box.left + b.box.width / 2, y: b.box.top + b.box.height / 2, top: b.box.top })),
    svgBox.y,
  );
  const highest = bars.sort((a, b) => a.top - b.top)[0];
  await page.mouse.click(highest.x, highest.y);
  await expect(page).toHaveURL(new RegExp(`/device-details/${encodeURIComponent(drawn.data[0].key)}$`));
});

test("a devices row's PAM Suspend opens its form in a popup (the form loads on first use)", async ({ page }) => {
  await signIn(page, 'operator', '/dash-board');
  const grid = page.getByTestId('grid-dashboard-devices');
  const rows = await drawnRows(grid);
  // Only eligible devices offer PAM Suspend (001 §5): take the first drawn row that does.
  for (const row of rows.slice(0, 10)) {
    await grid.getByRole('button', { name: `Actions for ${row.name}` }).click();
    const item = page.getByRole('menuitem', { name: 'PAM Suspend' });
    if ((await item.count()) === 0) {
      await page.keyboard.press('Escape');
      continue;
    }
    await item.click();
    const popup = page.getByRole('dialog', { name: `PAM Suspend for ${row.name}` });
    await expect(popup).toBeVisible();
    await expect(popup.getByText('Current Status')).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Create' })).toBeVisible();
    return;
  }
  throw new Error('none of the first 10 devices offers PAM Suspend');
});
