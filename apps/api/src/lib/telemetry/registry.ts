import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Metric } from 'prom-client';

/**
 * The one Prometheus registry of the process. Modules ask for their metrics through the helpers
 * below and never import prom-client themselves, so the exposition format stays one module's
 * business. Every helper is idempotent by name: tests build many apps in one process, and a
 * second `new Counter` with the same name would throw in prom-client.
 */
export const metricsRegistry = new Registry();

/** Process metrics (CPU, heap, event-loop lag, GC), prefixed so they group with ours. */
collectDefaultMetrics({ register: metricsRegistry, prefix: 'nms_' });

/** Seconds buckets for HTTP answers and database queries: 1 ms .. 10 s. */
export const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Kind = 'counter' | 'gauge' | 'histogram';

function existing<M extends Metric>(name: string, kind: Kind, ctor: abstract new (...args: never[]) => M): M | undefined {
  const found = metricsRegistry.getSingleMetric(name);
  if (!found) return undefined;
  if (!(found instanceof ctor)) throw new Error(`metric ${name} is already registered as another kind than ${kind}`);
  return found;
}

export function counter<L extends string = string>(name: string, help: string, labelNames: readonly L[] = []): Counter<L> {
  return existing<Counter<L>>(name, 'counter', Counter) ?? new Counter<L>({ name, help, labelNames, registers: [metricsRegistry] });
}

/**
 * A gauge. `collect` runs at every scrape (for values read from elsewhere, e.g. a pool's size);
 * it is the first caller's: a later caller asking for the same name gets that same gauge.
 */
export function gauge<L extends string = string>(
  name: string,
  help: string,
  labelNames: readonly L[] = [],
  collect?: (g: Gauge<L>) => void | Promise<void>,
): Gauge<L> {
  const found = existing<Gauge<L>>(name, 'gauge', Gauge);
  if (found) return found;
  return new Gauge<L>({
    name,
    help,
    labelNames,
    registers: [metricsRegistry],
    ...(collect
      ? {
          collect: function (this: Gauge<L>) {
            return collect(this);
          },
        }
      : {}),
  });
}

export function histogram<L extends string = string>(
  name: string,
  help: string,
  labelNames: readonly L[] = [],
  buckets: number[] = LATENCY_BUCKETS,
): Histogram<L> {
  return existing<Histogram<L>>(name, 'histogram', Histogram) ?? new Histogram<L>({ name, help, labelNames, buckets, registers: [metricsRegistry] });
}

/** The scrape: the text exposition and the content type to answer it with. */
export async function scrapeMetrics(): Promise<{ body: string; contentType: string }> {
  return { body: await metricsRegistry.metrics(), contentType: metricsRegistry.contentType };
}
