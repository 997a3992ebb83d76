import {
  DASHBOARD_NETWORK_TYPE,
  DeviceAggregationAnswer,
  DeviceAggregationQuery,
  HierarchyAnswer,
  NetworkChartAnswer,
  NetworkChartQuery,
  type HierarchyNode,
  type ServiceAggregationRow,
  type SunburstNode,
} from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { TtlCache } from '../../lib/ttl-cache';
import { nmdAggregation } from './aggregations';
import { networkChart } from './charts';
import { hierarchies } from './hierarchy';

/**
 * Network tree, hierarchy and service aggregation (spec 001 §7). The answers are aggregates
 * over the whole fleet that every open dashboard asks for: each is cached per app for
 * DASHBOARD_CACHE_MS (15 s) with concurrent callers sharing one query.
 */
export async function networkTreeRoutes(app: FastifyInstance) {
  const tags = ['dashboard'];
  const charts = new TtlCache<SunburstNode>();
  const tree = new TtlCache<HierarchyNode[]>();
  const aggregations = new TtlCache<{ data: ServiceAggregationRow[]; total: number }>();

  app.get<{ Querystring: NetworkChartQuery }>(
    '/svn/network/chart',
    { schema: { tags, summary: 'Sunburst tree of a network type or service (network_type wins over svn_network_type)', description: 'The slice of the fleet a network type or service draws, as a tree of nodes with their device count, impacted device count, severity and Lucene device query (dashboard and Service View Navigator sunburst).', querystring: NetworkChartQuery, response: { 200: NetworkChartAnswer } } },
    async (req) => {
      const type = req.query.network_type ?? req.query.svn_network_type ?? DASHBOARD_NETWORK_TYPE;
      return { data: await charts.get(type, () => networkChart(app.db, type)) };
    },
  );

  app.get(
    '/es/services/hierarchies',
    { schema: { tags, summary: 'Network hierarchy: flat list of groups with device and active alert counts', description: 'Every node with its parentId (empty for roots), device count, active alert count, state counts and Lucene device query, for the Network Hierarchy grid.', response: { 200: HierarchyAnswer } } },
    async () => ({ data: await tree.get('all', () => hierarchies(app.db)) }),
  );

  app.get<{ Querystring: DeviceAggregationQuery }>(
    '/es/hasmat/devices/aggregations',
    { schema: { tags, summary: 'Devices matching a Lucene query per customer (nmd) and state, most devices first', description: 'For the devices matching the optional Lucene query: per customer (aggregation_field nmd) the count in each state, the customers with most devices first.', querystring: DeviceAggregationQuery, response: { 200: DeviceAggregationAnswer } } },
    (req) => {
      const query = req.query.query?.trim() ?? '';
      return aggregations.get(`${req.query.aggregation_field}\n${query}`, () => nmdAggregation(app.db, query));
    },
  );
}
