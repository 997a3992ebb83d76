import type { Locator, Page, Request } from '@playwright/test';
import { expect } from './fixtures';

export const DEFAULT_QUERY = "NOT nmd:'' AND active:true";

export const EVENT_COLUMNS = [
  ['severity', 'Severity'],
  ['elementName', 'Device Name'],
  ['productCategory', 'Device Type'],
  ['instanceDisplayName', 'Part Name'],
  ['eventDisplayName', 'Event'],
  ['lastNotifiedAt', 'Last Notify'],
  ['clearedAt', 'Last Clear'],
  ['duration', 'Duration'],
  ['count', 'Count'],
  ['troubleTicketID', 'Case ID'],
  ['visibility', 'Visibility'],
] as const;

export const isAlertsCall = (r: Request) => r.url().includes('/api/v1.0/es/alerts?');

export function params(r: Request): Record<string, string> {
  return Object.fromEntries(new URL(r.url()).searchParams.entries());
}

/** Opens /monitoring and returns the first alerts request once rows are on screen. */
export async function openEvents(page: Page): Promise<Record<string, string>> {
  const first = page.waitForRequest(isAlertsCall);
  await page.goto('/monitoring');
  const request = await first;
  await expect(page.locator('.ag-row[row-index="0"]').first()).toBeVisible();
  return params(request);
}

/** Waits for the next alerts request that `action` causes and returns its parameters. */
export async function nextCall(page: Page, action: () => Promise<void>, match: (p: Record<string, string>) => boolean = () => true) {
  const request = page.waitForRequest((r) => isAlertsCall(r) && match(params(r)));
  await action();
  const p = params(await request);
  await page.waitForLoadState('networkidle');
  return p;
}

/** The cell texts of the rows on screen, in row order, keyed by column id. */
export async function screenRows(page: Page, opts: { allowEmpty?: boolean } = {}): Promise<Record<string, string>[]> {
  // Cell renderers (badges, menus) draw a moment after the row, and a new query first empties
  // the grid: wait until rows are there and every one is drawn, then return that same reading.
  let rows: Record<string, string>[] = [];
  await expect
    .poll(async () => {
      rows = await readRows(page);
      return (opts.allowEmpty || rows.length > 0) && rows.every((r) => r.severity !== '' && r.elementName !== '');
    })
    .toBe(true);
  return rows;
}

/** The cell texts of the rows drawn now (of a page or one grid), in row order, keyed by column id. */
export function readRows(page: Page | Locator): Promise<Record<string, string>[]> {
  return page.locator('.ag-row[row-index]').evaluateAll((rows) => {
    const byIndex = new Map<number, Record<string, string>>();
    for (const row of rows) {
      const index = Number(row.getAttribute('row-index'));
      if (!Number.isFinite(index)) continue;
      const cells = byIndex.get(index) ?? {};
      for (const c of row.querySelectorAll('[col-id]')) cells[c.getAttribute('col-id') ?? ''] = (c as HTMLElement).innerText.trim();
      byIndex.set(index, cells);
    }
    return [...byIndex.entries()].sort((a, b) => a[0] - b[0]).map(([, cells]) => cells);
  });
}

export async function headerNames(page: Page): Promise<string[]> {
  return page.locator('.ag-header-row-column .ag-header-cell').evaluateAll((cells) =>
    cells
      .map((c) => ({
        left: c.getBoundingClientRect().left,
        id: c.getAttribute('col-id'),
        text: ((c.querySelector('.ag-header-cell-text') ?? c) as HTMLElement).innerText.trim(),
      }))
      .filter((c) => c.id !== 'ag-Grid-SelectionColumn')
      .sort((a, b) => a.left - b.left)
      .map((c) => c.text),
  );
}

export const pageSizeInput = (page: Page) => page.getByTestId('grid-pager').locator('input[aria-label="Page size"]');

export async function setPageSize(page: Page, size: number) {
  await pageSizeInput(page).click();
  await page.getByRole('option', { name: String(size), exact: true }).click();
}

/** Parses CSV (RFC 4180). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/**
 * The total of the pager text 'Page {0} of {1} ({2})' (of the grid in `page`, a page or one grid):
 * {2} is 'N', 'N+' (a lower bound, the answer's total) or 'about N' (the answer's totalEstimate).
 */
export async function pagerTotal(page: Page | Locator): Promise<number> {
  return Number((await page.getByTestId('pager-text').innerText()).match(/\((?:about )?(\d+)\+?\)/)?.[1]);
}

/** Rows on screen (of a page or one grid) once drawn: every row's `key` cell filled. */
export async function drawnRows(page: Page | Locator, key = 'name', opts: { allowEmpty?: boolean } = {}): Promise<Record<string, string>[]> {
  let rows: Record<string, string>[] = [];
  await expect
    .poll(
      async () => {
        rows = await readRows(page);
        return (opts.allowEmpty || rows.length > 0) && rows.every((r) => (r[key] ?? '') !== '');
      },
      { timeout: 30_000 },
    ) // a first grid on a busy 2-CPU machine waits for its chunk, then the server
    .toBe(true);
  return rows;
}

/** The answer (and request parameters) of the next GET whose URL contains every part, made by `action`. */
export async function answerOf<T>(page: Page, parts: string[], action: () => Promise<unknown>): Promise<{ body: T; params: Record<string, string> }> {
  const response = page.waitForResponse((r) => parts.every((p) => r.url().includes(p)) && r.request().method() === 'GET');
  await action();
  const res = await response;
  expect(res.ok()).toBe(true);
  return { body: (await res.json()) as T, params: params(res.request()) };
}

/**
 * Every row of the page a grid holds, in row order, keyed by column id. AG Grid draws only the
 * rows near its viewport (how many depends on the height it measured), so this scrolls the body
 * through and reads what each stop draws. Rows inside `skipWithin` (a detail row's own grid) are left out.
 */
export function pageRows(grid: Locator, skipWithin?: string): Promise<Record<string, string>[]> {
  return grid.evaluate(async (root, skip) => {
    const byIndex = new Map<number, Record<string, string>>();
    const outside = (el: Element) => !skip || !el.closest(skip);
    const read = () => {
      for (const row of root.querySelectorAll('.ag-row[row-index]')) {
        const index = Number(row.getAttribute('row-index'));
        if (!outside(row) || !Number.isFinite(index)) continue;
        const cells = byIndex.get(index) ?? {};
        for (const c of row.querySelectorAll('[col-id]')) if (outside(c)) cells[c.getAttribute('col-id') ?? ''] = (c as HTMLElement).innerText.trim();
        byIndex.set(index, cells);
      }
    };
    const viewport = [...root.querySelectorAll('.ag-body-viewport')].find(outside);
    const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 30)));
    read();
    if (viewport && viewport.scrollHeight > viewport.clientHeight) {
      const start = viewport.scrollTop;
      for (let top = 0; top < viewport.scrollHeight; top += Math.max(40, viewport.clientHeight / 2)) {
        viewport.scrollTop = top;
        await frame();
        read();
      }
      viewport.scrollTop = viewport.scrollHeight;
      await frame();
      read();
      viewport.scrollTop = start;
    }
    return [...byIndex.entries()].sort((a, b) => a[0] - b[0]).map(([, cells]) => cells);
  }, skipWithin);
}

/**
 * Shows or hides a column in the open column chooser. The box follows the grid's column state,
 * which answers a moment after the click on a busy machine: click, then wait for the box.
 */
export async function setColumnShown(chooser: Locator, label: string, shown: boolean) {
  const box = chooser.getByLabel(label, { exact: true });
  if ((await box.isChecked()) !== shown) await box.click();
  if (shown) await expect(box).toBeChecked();
  else await expect(box).not.toBeChecked();
}
