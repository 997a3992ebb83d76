import type { PagedQuery } from '@nms/contract';

export interface BenchCase {
  id: string;
  what: string;
  kind: 'devices' | 'alerts' | 'historical' | 'summary';
  q: PagedQuery;
}

const enc = (q: PagedQuery) =>
  Object.entries(q)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

/** What operators do all day: first pages, filtered pages, a deep page, counts. */
export const CASES: BenchCase[] = [
  { id: 'D1', what: 'devices, all, page 1 by name (15)', kind: 'devices', q: { limit: 15 } },
  { id: 'D2', what: 'devices, state:1, sorted by nmd', kind: 'devices', q: { query: 'state:1', sort: 'nmd', limit: 15 } },
  { id: 'D3', what: 'devices, className + discovered', kind: 'devices', q: { query: 'className:HNS_SatModem AND discovered:true', limit: 15 } },
  { id: 'D4', what: 'devices, contains name:*123*', kind: 'devices', q: { query: 'name:*123*', limit: 15 } },
  // Contains-queries (issue 19): common text everywhere, text clustered in one customer's names, rare text.
  { id: 'D6', what: 'devices, contains name:*000* (common)', kind: 'devices', q: { query: 'name:*000*', limit: 15 } },
  { id: 'D7', what: 'devices, contains name:*etr* (one customer)', kind: 'devices', q: { query: 'name:*etr*', limit: 15 } },
  { id: 'D8', what: 'devices, contains name:*zq9* (rare)', kind: 'devices', q: { query: 'name:*zq9*', limit: 15 } },
  { id: 'D5', what: 'devices, page 200 by managementIp desc', kind: 'devices', q: { sort: 'managementIp', order: 'desc', offset: 3000, limit: 15 } },
  // The Manage Devices grid (issue 4): a Lucene filter from the query box, a sort, page size 15.
  {
    id: 'M1',
    what: 'manage devices, nocid:NNOC AND discovered:true by managementIp',
    kind: 'devices',
    q: { query: 'nocid:NNOC AND discovered:true', sort: 'managementIp', order: 'asc', limit: 15 },
  },
  {
    id: 'M2',
    what: 'manage devices, productCategory:Router AND NOT state:5 by state',
    kind: 'devices',
    q: { query: 'productCategory:Router AND NOT state:5', sort: 'state', order: 'asc', limit: 15 },
  },
  {
    id: 'M3',
    what: 'manage devices, name:PETRO* AND provisionStatus:ACTV by nmd desc',
    kind: 'devices',
    q: { query: 'name:PETRO* AND provisionStatus:ACTV', sort: 'nmd', order: 'desc', limit: 15 },
  },
  { id: 'A1', what: 'alerts, default query, by severity (25)', kind: 'alerts', q: { limit: 25 } },
  {
    id: 'A2',
    what: 'alerts, severity:1 by lastNotifiedAt desc',
    kind: 'alerts',
    q: { query: 'severity:1 AND active:true', sort: 'lastNotifiedAt', order: 'desc', limit: 25 },
  },
  { id: 'A3', what: 'archived alerts, default query (100)', kind: 'historical', q: { limit: 100 } },
  { id: 'S1', what: 'severity summary, all devices', kind: 'summary', q: {} },
  { id: 'S2', what: 'severity summary, discovered ACTV', kind: 'summary', q: { query: 'discovered:true AND provisionStatus:ACTV' } },
];

export const apiPath = (c: BenchCase) =>
  ({
    devices: '/api/v1.0/es/devices/all',
    alerts: '/api/v1.0/es/alerts',
    historical: '/api/v1.0/es/historical-alerts',
    summary: '/api/v1.0/es/devices/summary',
  })[c.kind] + `?${enc(c.q)}`;
