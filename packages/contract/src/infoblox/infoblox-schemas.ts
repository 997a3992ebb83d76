import { Type, type Static } from 'typebox';
import { literalUnion } from '../literal-union';
import { IB_ADDRESS_STATUSES, IB_QUERY_MAX_LENGTH, IB_STATUS_FILTERS } from './infoblox-constants';

const searchQuery = (what: string) => Type.String({ minLength: 1, maxLength: IB_QUERY_MAX_LENGTH, pattern: '\\S', description: what });

/** GET ibsearch/hostname, ipaddr, comment, owner, subnet: one search text. */
export const IbSearchQuery = Type.Object(
  { search_query: searchQuery('A case-insensitive regular expression (PostgreSQL ~*); IP-like text is matched as a prefix, a full IP exactly') },
  { additionalProperties: false },
);
export type IbSearchQuery = Static<typeof IbSearchQuery>;

/** GET ibsearch/iprange: the addresses of the networks matching search_query, in one view, of one status. */
export const IbRangeQuery = Type.Object(
  {
    search_query: searchQuery('The network: a CIDR (that network and those inside it), an IP (the networks holding it), an IP prefix or a regex'),
    network_view: Type.Optional(Type.String({ maxLength: 100, description: 'Network view (case-insensitive); blank for every view' })),
    status_filter: Type.Optional(literalUnion(IB_STATUS_FILTERS, { description: 'Address status, default ALL' })),
  },
  { additionalProperties: false },
);
export type IbRangeQuery = Static<typeof IbRangeQuery>;

const value = Type.Object({ value: Type.String() });
const text = Type.Union([Type.String(), Type.Null()]);

/** An Infoblox host record (spec 002 §3) with its extensible attributes flattened beside them. */
export const IbHostRecord = Type.Object(
  {
    name: Type.String(),
    ipv4addrs: Type.Array(Type.Object({ ipv4addr: Type.String() })),
    ipv6addrs: Type.Array(Type.Object({ ipv6addr: Type.String() })),
    view: Type.String(),
    comment: text,
    extattrs: Type.Object({
      'IPPlan UserID': Type.Optional(value),
      'Owner Group': Type.Optional(value),
      'IPPlan Last Modified': Type.Optional(value),
    }),
    owner: text,
    ownerGroup: text,
    lastModified: text,
  },
  { title: 'IbHostRecord' },
);
export type IbHostRecord = Static<typeof IbHostRecord>;

export const IbSubnet = Type.Object(
  { network: Type.String(), network_view: Type.String(), owner: text, lastModified: text, comment: text },
  { title: 'IbSubnet' },
);
export type IbSubnet = Static<typeof IbSubnet>;

export const IbRangeRow = Type.Object(
  {
    names: Type.Array(Type.String()),
    ip_address: Type.String(),
    status: literalUnion(IB_ADDRESS_STATUSES),
    network: Type.String(),
    network_view: Type.String(),
    owner: text,
    ownerGroup: text,
    lastModified: text,
  },
  { title: 'IbRangeRow' },
);
export type IbRangeRow = Static<typeof IbRangeRow>;

/** Every search answers data (at most IB_MAX_ROWS rows) and total (every match). */
export const IbHostAnswer = Type.Object({ data: Type.Array(IbHostRecord), total: Type.Integer() });
export type IbHostAnswer = Static<typeof IbHostAnswer>;
export const IbSubnetAnswer = Type.Object({ data: Type.Array(IbSubnet), total: Type.Integer() });
export type IbSubnetAnswer = Static<typeof IbSubnetAnswer>;
export const IbRangeAnswer = Type.Object({ data: Type.Array(IbRangeRow), total: Type.Integer() });
export type IbRangeAnswer = Static<typeof IbRangeAnswer>;
