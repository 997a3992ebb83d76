import {
  DASHBOARD_NETWORK_TYPE,
  DeviceAggregationAnswer,
  DeviceAggregationQuery,
  HierarchyAnswer,
  NetworkChartAnswer,
  NetworkChartQuery,
} from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { NetworkTreeService } from './service';

/** Network tree, hierarchy and service aggregation (spec 001 §7); the service caches them per app. */
export async function networkTreeRoutes(app: FastifyInstance) {
  const tags = ['dashboard'];
  const networkTree = new NetworkTreeService(app.readDb, app.deviceIndex);

  app.get<{ Querystring: NetworkChartQuery }>(
    '/svn/network/chart',
    {
      schema: {
        tags,
        summary: 'Sunburst tree of a network type or service (network_type wins over svn_network_type)',
        description:
          'The slice of the fleet a network type or service draws, as a tree of nodes with their device count, impacted device count, severity and Lucene device query (dashboard and Service View Navigator sunburst).',
        querystring: NetworkChartQuery,
        response: { 200: NetworkChartAnswer },
      },
    },
    async (req) => {
      const type = req.query.network_type ?? req.query.svn_network_type ?? DASHBOARD_NETWORK_TYPE;
      return { data: await networkTree.chart(type) };
    },
  );

  app.get(
    '/es/services/hierarchies',
    {
      schema: {
        tags,
        summary: 'Network hierarchy: flat list of groups with device and active alert counts',
        description:
          'Every node with its parentId (empty for roots), device count, active alert count, state counts and Lucene device query, for the Network Hierarchy grid.',
        response: { 200: HierarchyAnswer },
      },
    },
    async () => ({ data: await networkTree.hierarchy() }),
  );

  app.get<{ Querystring: DeviceAggregationQuery }>(
    '/es/hasmat/devices/aggregations',
    {
      schema: {
        tags,
        summary: 'Devices matching a Lucene query per customer (nmd) and state, most devices first',
        description:
          'For the devices matching the optional Lucene query: per customer (aggregation_field nmd) the count in each state, the customers with most devices first.',
        querystring: DeviceAggregationQuery,
        response: { 200: DeviceAggregationAnswer },
      },
    },
    (req) => networkTree.aggregation(req.query.aggregation_field, req.query.query?.trim() ?? ''),
  );
}
