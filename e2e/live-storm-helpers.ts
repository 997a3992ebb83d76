import type { Page, Request } from '@playwright/test';

/**
 * What a live storm does to a tab (issue 30 item 10), shared by e2e/live-storm.spec.ts and
 * bench/live-storm-bench.ts: the grids' page requests, the main thread's long tasks and how long
 * a click takes to be answered. No test-runner import: the bench compiles this file too.
 */

/** What the in-page code below uses, typed without the DOM library (the benches compile this file without it). */
interface PageGlobals {
  __longTasks?: { start: number; duration: number }[];
  __clickAnswered?: Promise<number>;
  addEventListener(type: 'click', fn: (e: { timeStamp: number }) => void, opts: { once: boolean; capture: boolean }): void;
  requestAnimationFrame(fn: (frame: number) => void): void;
  PerformanceObserver: new (fn: (list: { getEntries(): { startTime: number; duration: number }[] }) => void) => {
    observe(o: { type: string; buffered: boolean }): void;
  };
}

/** One page read of a server-paged grid, and when the page asked for it. */
export interface PageRead {
  at: number;
  url: string;
}

/** Records the page requests of the grid whose list path is `path` (e.g. '/es/alerts'). */
export function recordPageReads(page: Page, path: string): PageRead[] {
  const reads: PageRead[] = [];
  const isRead = (r: Request) => r.method() === 'GET' && new URL(r.url()).pathname.endsWith(`/api/v1.0${path}`);
  page.on('request', (r) => {
    if (isRead(r)) reads.push({ at: Date.now(), url: r.url() });
  });
  return reads;
}

/** The reads in [from, to]. */
export const readsBetween = (reads: readonly PageRead[], from: number, to: number) => reads.filter((r) => r.at >= from && r.at <= to);

/** Long tasks (PerformanceObserver 'longtask') from the page's start, in every page of the context after this call. */
export async function observeLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = globalThis as unknown as PageGlobals;
    const tasks: { start: number; duration: number }[] = [];
    w.__longTasks = tasks;
    new w.PerformanceObserver((list) => {
      for (const e of list.getEntries()) tasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

export interface LongTaskFigures {
  count: number;
  maxMs: number;
  /** Share of the span the main thread spent in long tasks. */
  busyShare: number;
}

/** The long tasks of the page's last `spanMs` (page clock). */
export async function longTasks(page: Page, spanMs: number): Promise<LongTaskFigures> {
  return page.evaluate((span) => {
    const now = performance.now();
    const tasks = (globalThis as unknown as PageGlobals).__longTasks ?? [];
    const recent = tasks.filter((t) => t.start + t.duration >= now - span);
    const busy = recent.reduce((a, t) => a + t.duration, 0);
    return {
      count: recent.length,
      maxMs: Math.round(Math.max(0, ...recent.map((t) => t.duration))),
      busyShare: Math.round((busy / span) * 1000) / 1000,
    };
  }, spanMs);
}

/**
 * How long one click takes to be answered: a mouse click at the centre of `selector` (something
 * that does nothing when clicked, e.g. a card title), from the input's time stamp until the page
 * has run the click's handlers and starts drawing the next frame, ms.
 */
export async function clickLatency(page: Page, selector: string): Promise<number> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  await page.evaluate(() => {
    const w = globalThis as unknown as PageGlobals;
    w.__clickAnswered = new Promise((resolve) => {
      w.addEventListener('click', (e) => w.requestAnimationFrame((frame) => resolve(frame - e.timeStamp)), { once: true, capture: true });
    });
  });
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  return page.evaluate(() => (globalThis as unknown as PageGlobals).__clickAnswered!);
}

/** p50/p95/max of some times, rounded. */
export function spread(values: readonly number[]): { n: number; p50: number; p95: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
  return { n: sorted.length, p50: at(50), p95: at(95), max: Math.round(sorted.at(-1) ?? 0) };
}
