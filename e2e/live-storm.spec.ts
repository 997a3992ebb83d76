import { LIVE_WINDOW_MS, SEVERITY_LABEL } from '@nms/contract';
import type { Locator, Page } from '@playwright/test';
import { apiGet, expect, idToken, signIn, test } from './fixtures';
import { expectLiveSynced } from './live-helpers';
import { clickLatency, longTasks, observeLongTasks, readsBetween, recordPageReads, spread, type PageRead } from './live-storm-helpers';

/**
 * A storm of alert changes never freezes a screen (issue 30 item 10): two tabs of one operator,
 * Monitoring (events grid) and Manage Devices, Live on, while a writer raises, re-notifies and
 * clears alerts on 60 devices, 300 changes a second for 10 s. Each grid reads at most one page
 * per live window (the server's coalescing window), and afterwards shows what the database holds.
 * Click latency and long tasks are printed (the 200 ms bound is measured in bench/README.md).
 */

const STORM_MS = 10_000;
const BATCH_MS = 100;
const PER_BATCH = 30;
const EVENT = 'E2eStormCheck';

/** Devices with no active alert, which the events grid lists (they have a customer id). */
async function stormDevices(page: Page): Promise<string[]> {
  const { data } = await apiGet<{ data: { name: string }[] }>(page, '/es/devices/all', {
    query: "state:5 AND NOT nmd:'' AND discovered:true",
    limit: 60,
    sort: 'name',
  });
  expect(data.length).toBe(60);
  return data.map((d) => d.name);
}

const alert = (device: string, severity: number, state: 'open' | 'clear') => ({
  device,
  event: EVENT,
  severity,
  text: 'storm from e2e/live-storm.spec.ts',
  state,
  time: Date.now(),
  source: 'E2E',
});

/** Raises, re-notifies (other severities) and clears alerts on `devices` until `until`; answers how many it sent. */
async function storm(page: Page, devices: string[], until: number): Promise<number> {
  const headers = { authorization: `Bearer ${await idToken(page)}` };
  let sent = 0;
  for (let k = 0; Date.now() < until; k++) {
    const due = Date.now() + BATCH_MS;
    const data = Array.from({ length: PER_BATCH }, (_, j) => {
      const n = k * PER_BATCH + j;
      return alert(devices[n % devices.length], 1 + (n % 4), n % 7 === 0 ? 'clear' : 'open');
    });
    const res = await page.request.post('/api/v1.0/ingest/alerts', { data, headers });
    expect(res.ok(), `ingest answered ${res.status()}`).toBe(true);
    sent += data.length;
    await page.waitForFunction((t) => Date.now() >= t, due, { polling: 10 }).catch(() => undefined);
  }
  return sent;
}

/** The rows the grid draws (row id and some cells by column), in row order; a row's pinned and centre parts are one row. */
function drawn(grid: Locator, cols: readonly string[]) {
  return grid.locator('.ag-row[row-index]').evaluateAll((rows, c) => {
    const byIndex = new Map<number, { index: number; id: string; cells: string[] }>();
    for (const r of rows) {
      const index = Number(r.getAttribute('row-index'));
      const row = byIndex.get(index) ?? { index, id: r.getAttribute('row-id') ?? '', cells: c.map(() => '') };
      c.forEach((col, i) => {
        const text = r.querySelector(`[col-id="${col}"]`)?.textContent?.trim();
        if (text) row.cells[i] = text;
      });
      byIndex.set(index, row);
    }
    return [...byIndex.values()].sort((a, b) => a.index - b.index);
  }, cols);
}

/** The grid shows what the database holds: its drawn rows are the rows of its last page request asked again now, with their severities. */
async function expectGridAgrees(page: Page, grid: Locator, reads: PageRead[], id: (row: Record<string, unknown>) => string, field: string) {
  await expect
    .poll(
      async () => {
        // 'N new - show': new rows wait behind the bar; the operator's 'show' loads them.
        if (await grid.getByTestId('grid-fresh-rows').isVisible()) await grid.getByTestId('grid-fresh-rows').click();
        const last = new URL(reads.at(-1)!.url);
        const offset = Number(last.searchParams.get('offset') ?? 0);
        const answer = await apiGet<{ data: Record<string, unknown>[] }>(
          page,
          last.pathname.replace('/api/v1.0', ''),
          Object.fromEntries(last.searchParams),
        );
        const rows = await drawn(grid, [field]);
        const wrong = rows.filter((r) => {
          const want = answer.data[r.index - offset];
          return !want || id(want) !== r.id || SEVERITY_LABEL[Number(want[field])] !== r.cells[0];
        });
        return rows.length > 0 && wrong.length === 0 ? 'agrees' : `${wrong.length} of ${rows.length} rows differ`;
      },
      { timeout: 30_000, intervals: [500, 1_000] },
    )
    .toBe('agrees');
}

test('a storm of alert changes: each grid reads at most one page per live window and ends as the database', async ({ browser }) => {
  test.setTimeout(400_000);
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: { width: 1600, height: 1000 } });
  const monitoring = await context.newPage();
  await observeLongTasks(monitoring);
  const alertReads = recordPageReads(monitoring, '/es/alerts');
  await signIn(monitoring, 'admin', '/monitoring');
  const devices = await stormDevices(monitoring);
  const events = monitoring.getByTestId('grid-events');
  // The first visit loads the grid kit: a busy machine takes a while.
  await expect(events.locator('.ag-row[row-index="0"]'))
    .toBeVisible({ timeout: 120_000 })
    .finally(async () => console.log(`live storm: monitoring loaded, long tasks ${JSON.stringify(await longTasks(monitoring, 60_000))}`));
  const manage = await context.newPage();
  await observeLongTasks(manage);
  const deviceReads = recordPageReads(manage, '/es/devices/all');
  let sent = 0;
  try {
    await manage.goto('/manage-devices');
    const devicesGrid = manage.getByTestId('grid-manage-devices');
    await expect(devicesGrid.locator('.ag-row[row-index="0"]')).toBeVisible({ timeout: 60_000 });
    for (const page of [monitoring, manage]) await expectLiveSynced(page);

    const t0 = Date.now();
    const writing = storm(monitoring, devices, t0 + STORM_MS);
    const clicks: number[] = [];
    while (Date.now() < t0 + STORM_MS) clicks.push(await clickLatency(monitoring, '[data-testid="events-card"] h2'));
    sent = await writing;
    const t1 = Date.now();
    const busy = { monitoring: await longTasks(monitoring, t1 - t0), manage: await longTasks(manage, t1 - t0) };

    await expectGridAgrees(monitoring, events, alertReads, (r) => String(r.name), 'severity');
    await expectGridAgrees(manage, devicesGrid, deviceReads, (r) => String(r.name), 'state');

    // Every window of the storm and the settling after it may cost each grid one page read.
    const end = Date.now();
    const windows = Math.ceil((end - t0) / LIVE_WINDOW_MS);
    const read = { events: readsBetween(alertReads, t0, end).length, devices: readsBetween(deviceReads, t0, end).length };
    console.log(
      `live storm: ${sent} alert changes in ${t1 - t0} ms (${Math.round((sent * 1000) / (t1 - t0))}/s), ${windows} live windows, ` +
        `page reads ${JSON.stringify(read)}, clicks ms ${JSON.stringify(spread(clicks))}, long tasks ${JSON.stringify(busy)}`,
    );
    expect(read.events, 'events grid page reads').toBeLessThanOrEqual(windows);
    expect(read.devices, 'manage devices page reads').toBeLessThanOrEqual(windows);
  } finally {
    const data = devices.map((d) => alert(d, 1, 'clear'));
    await monitoring.request
      .post('/api/v1.0/ingest/alerts', { data, headers: { authorization: `Bearer ${await idToken(monitoring)}` } })
      .catch(() => undefined);
    await context.close();
  }
});
