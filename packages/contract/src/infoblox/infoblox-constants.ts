import { GRID_PAGE_SIZES } from '../grid-constants';
/** Infoblox search (spec 002 §2.6, §9): read-only IP/DNS search over the IPAM data set. */

/** The search types of the toolbar's selector, in its order; each is a GET ibsearch/{type}. */
export const IB_SEARCH_TYPES = [
  { type: 'hostname', label: 'Hostname' },
  { type: 'ipaddr', label: 'IPv4/IPv6 Address' },
  { type: 'comment', label: 'Comments' },
  { type: 'owner', label: 'Owner' },
  { type: 'subnet', label: 'Subnet' },
  { type: 'iprange', label: 'IP range' },
] as const;
export type IbSearchType = (typeof IB_SEARCH_TYPES)[number]['type'];
/** Searches answering host records (the 'Host-type searches' of §2.6). */
export const IB_HOST_TYPES = ['hostname', 'ipaddr', 'comment', 'owner'] as const;
export type IbHostType = (typeof IB_HOST_TYPES)[number];

/**
 * Statuses of an address in a network. UNUSED is not stored: an address no object holds is
 * unused, as Infoblox computes it. Values are Infoblox's own status words.
 */
export const IB_ADDRESS_STATUSES = ['USED', 'UNUSED', 'CONFLICT', 'PENDING'] as const;
export type IbAddressStatus = (typeof IB_ADDRESS_STATUSES)[number];

/** status_filter of ibsearch/iprange and the detail row's labels (default ALL). */
export const IB_STATUS_FILTERS = ['ALL', 'USED', 'UNUSED', 'CONFLICT', 'PENDING'] as const;
export type IbStatusFilter = (typeof IB_STATUS_FILTERS)[number];
export const IB_STATUS_FILTER_LABELS: Record<IbStatusFilter, string> = {
  ALL: 'All IPs',
  USED: 'Used IPs',
  UNUSED: 'Unused IPs',
  CONFLICT: 'Conflict IPs',
  PENDING: 'Pending IPs',
};

/** Extensible attributes of a host record and the flat fields they map to (spec 002 §3). */
export const IB_EXTATTRS = { owner: 'IPPlan UserID', ownerGroup: 'Owner Group', lastModified: 'IPPlan Last Modified' } as const;

/** The network views of the IPAM data set the simulator keeps. */
export const IB_NETWORK_VIEWS = { management: 'Hughes-Mgmt', customer: 'Customer' } as const;

export const IB_PAGE_SIZE = 25;
export const IB_DETAIL_PAGE_SIZE = 10;
export const IB_PAGE_SIZES = GRID_PAGE_SIZES;
export const IB_EXPORT_FILE = 'infoBlox';
/** Most rows one search answers (total still counts every match): a search is a lookup, not a dump. */
export const IB_MAX_ROWS = 1000;
export const IB_QUERY_MAX_LENGTH = 200;
