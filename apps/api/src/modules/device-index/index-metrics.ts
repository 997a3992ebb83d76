import { gauge, histogram, counter } from '../../lib/telemetry/registry';

/** The indexes of this process (one per app; tests build several). */
const live = new Set<{ size: number; ready: boolean }>();

/** Seconds from a device write (its transaction's start) to the index answering with it. */
const lag = histogram(
  'nms_device_index_lag_seconds',
  'From a device change to the device index answering with it (the feed lag of summaries and counts)',
  [],
  [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
);
const answers = counter('nms_device_index_answers_total', 'Summaries and counts, by who answered: the device index or SQL', ['by']);

gauge('nms_device_index_devices', 'Devices held by the device index', [], (g) => g.set([...live].reduce((n, i) => n + i.size, 0)));
gauge('nms_device_index_ready', '1 when the device index answers (loaded and current), else 0', [], (g) =>
  g.set(live.size > 0 && [...live].every((i) => i.ready) ? 1 : 0),
);

export function trackIndex(index: { size: number; ready: boolean }): () => void {
  live.add(index);
  return () => live.delete(index);
}

export function observeIndexLag(changedAtMs: number, appliedAtMs: number): void {
  lag.observe(Math.max(0, appliedAtMs - changedAtMs) / 1000);
}

export function countAnswer(by: 'index' | 'sql'): void {
  answers.inc({ by });
}
