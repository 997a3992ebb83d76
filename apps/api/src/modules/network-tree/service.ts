import type { HierarchyNode, NetworkChartType, ServiceAggregationRow, SunburstNode } from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { TtlCache } from '../../lib/ttl-cache';
import type { DeviceIndex } from '../device-index';
import { nmdAggregation } from './aggregations';
import { networkChart } from './charts';
import { HIERARCHY_CACHE_MS, hierarchies } from './hierarchy';

/**
 * Network tree, hierarchy and service aggregation as one app serves them. The answers are
 * aggregates over the whole fleet that every open dashboard asks for: each is cached per app
 * for DASHBOARD_CACHE_MS (15 s) with concurrent callers sharing one query (the hierarchy, read
 * from counters, for HIERARCHY_CACHE_MS). With the device index running, the sunbursts and the
 * aggregation are read from it, current, and not cached.
 */
export class NetworkTreeService {
  // Dropped by the change feed's records of what they count (lib/cache-drops.ts), from any process.
  private readonly charts = new TtlCache<SunburstNode>({ name: 'network-tree-charts', dropOn: ['device', 'alert', 'network-event'] });
  private readonly tree = new TtlCache<HierarchyNode[]>({
    name: 'network-tree-hierarchy',
    ttlMs: HIERARCHY_CACHE_MS,
    dropOn: ['device', 'alert', 'network-event'],
  });
  private readonly aggregations = new TtlCache<{ data: ServiceAggregationRow[]; total: number }>({
    name: 'network-tree-aggregations',
    dropOn: ['device'],
  });

  constructor(
    private readonly db: Kysely<DB>,
    private readonly index?: DeviceIndex,
  ) {}

  /** The sunburst of a network type or service. */
  chart(type: NetworkChartType): Promise<SunburstNode> {
    if (this.index?.ready) return networkChart(this.db, type, this.index);
    return this.charts.get(type, () => networkChart(this.db, type));
  }

  /** Every group with its parent, device and alert counts (the Network Hierarchy grid). */
  hierarchy(): Promise<HierarchyNode[]> {
    return this.tree.get('all', () => hierarchies(this.db));
  }

  /** Devices matching a query per customer (nmd) and state. */
  aggregation(field: string, query: string): Promise<{ data: ServiceAggregationRow[]; total: number }> {
    if (this.index?.ready) return nmdAggregation(this.db, query, this.index);
    return this.aggregations.get(`${field}\n${query}`, () => nmdAggregation(this.db, query));
  }
}
