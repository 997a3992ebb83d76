import { IB_HOST_TYPES, IbHostAnswer, IbRangeAnswer, IbRangeQuery, IbSearchQuery, IbSubnetAnswer } from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { searchHosts, searchRanges, searchSubnets } from './service';

const HOST_SEARCHES = {
  hostname: 'Host records whose name matches search_query',
  ipaddr:
    'Host records holding an address that matches search_query: a full IPv4/IPv6 address exactly, a CIDR the addresses inside it, ' +
    'IP-like text (at least two IPv4 octets or three IPv6 groups, by the help) as a prefix, anything else as a regex',
  comment: 'Host records whose comment matches search_query',
  owner: "Host records whose owner ('IPPlan UserID') or owner group ('Owner Group') matches search_query",
} as const;

const REGEX =
  ' Text is a case-insensitive regular expression (PostgreSQL ~*); an invalid one is a 400 naming search_query. ' +
  'Read-only; at most 1000 rows, total counts every match.';

/** Infoblox search (spec 002 §2.6, §7): read-only lookups over the IPAM data set. */
export async function ibsearchRoutes(app: FastifyInstance) {
  const tags = ['Infoblox'];
  for (const type of IB_HOST_TYPES) {
    app.get<{ Querystring: IbSearchQuery }>(
      `/ibsearch/${type}`,
      {
        schema: {
          tags,
          summary: `Infoblox ${type} search`,
          description: HOST_SEARCHES[type] + '.' + REGEX,
          querystring: IbSearchQuery,
          response: { 200: IbHostAnswer },
        },
      },
      (req) => searchHosts(app.db, type, req.query.search_query),
    );
  }
  app.get<{ Querystring: IbSearchQuery }>(
    '/ibsearch/subnet',
    {
      schema: {
        tags,
        summary: 'Infoblox subnet search',
        description:
          'Networks of every view: those holding a full address, inside a CIDR, starting with IP-like text, or whose network text matches a regex.' +
          REGEX,
        querystring: IbSearchQuery,
        response: { 200: IbSubnetAnswer },
      },
    },
    (req) => searchSubnets(app.db, req.query.search_query),
  );
  app.get<{ Querystring: IbRangeQuery }>(
    '/ibsearch/iprange',
    {
      schema: {
        tags,
        summary: 'Infoblox IP range of networks',
        description:
          'Every host address of the networks search_query names (as the subnet search reads it), in network_view when given, of status_filter ' +
          '(ALL, USED, UNUSED, CONFLICT, PENDING; default ALL). An address no record holds is UNUSED; IPv6 networks list held addresses only.' +
          REGEX,
        querystring: IbRangeQuery,
        response: { 200: IbRangeAnswer },
      },
    },
    (req) => searchRanges(app.db, req.query),
  );
}
