const HOUR_MS = 3_600_000;

/** A chart window in epoch ms. */
export interface MetricWindow {
  start: number;
  end: number;
  hours: number;
}

/** Changing the zoom resets the window to now minus the range until now. */
export function windowEndingAt(end: number, hours: number): MetricWindow {
  return { start: end - hours * HOUR_MS, end, hours };
}

/** Previous (-1) / next (+1) moves the window by its own range; never past `now`. */
export function stepWindow(w: MetricWindow, direction: -1 | 1, now: number): MetricWindow {
  const end = Math.min(w.end + direction * w.hours * HOUR_MS, now);
  return windowEndingAt(end, w.hours);
}

/** Whether a step forward would move the window at all (it already ends at now otherwise). */
export const canStepForward = (w: MetricWindow, now: number): boolean => w.end < now - 1000;

/** Epoch seconds, as the metric API takes them. */
export const toSeconds = (ms: number): number => Math.floor(ms / 1000);
