import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// The modules that register the console's metrics, as the server loads them.
import '../../plugins/metrics';
import '../ttl-cache';
import './db-metrics';
import './feed-metrics';
import './replica-metrics';
import '../../modules/device-index/index-metrics';
import '../../modules/poller/poller-metrics';
import { metricsRegistry } from './registry';

const dashboard = JSON.parse(readFileSync(new URL('../../../../../deploy/grafana/nms-tools.json', import.meta.url), 'utf8')) as {
  panels: Array<{ title: string; targets?: Array<{ expr: string }> }>;
};
const exprs = dashboard.panels.flatMap((p) => (p.targets ?? []).map((t) => t.expr));
const named = new Set(exprs.flatMap((e) => e.match(/\bnms_[a-z0-9_]+/g) ?? []));
/** A histogram's series carry suffixes its registered name does not. */
const family = (series: string) => series.replace(/_(bucket|count|sum)$/, '');

/** deploy/grafana/nms-tools.json stays in step with what /metrics exposes. */
describe('the Grafana dashboard', () => {
  it('queries only metrics the console registers', () => {
    expect(named.size).toBeGreaterThan(8);
    const unknown = [...named].filter((n) => !metricsRegistry.getSingleMetric(n) && !metricsRegistry.getSingleMetric(family(n)));
    expect(unknown).toEqual([]);
  });

  it("shows every metric of the console's own (process defaults aside)", async () => {
    const ours = (await metricsRegistry.getMetricsAsJSON()).map((m) => m.name).filter((n) => !/^nms_(process|nodejs)_/.test(n));
    const shown = new Set([...named].map(family));
    expect(ours.filter((n) => !shown.has(n))).toEqual([]);
  });
});
