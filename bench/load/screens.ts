import { DEFAULT_ALERTS_QUERY, SUMMARY_VIEW_CARDS } from '@nms/contract';

const enc = encodeURIComponent;

/** One call a screen makes on its refresh: a name for the report and the path it GETs. */
export interface Call {
  name: string;
  path: string;
}

/**
 * A screen an operator keeps open with its timer on, and what one refresh requests (in parallel,
 * as the browser does). Rates are the spec's: the device page reloads every 30 s (spec 000,
 * "Device page auto refresh: 30000 ms"); grids and summaries every 15 s (issue 19's reading of the
 * shared task time the other timers use).
 */
export interface Screen {
  name: string;
  everyMs: number;
  refresh: (i: number) => Call[];
}

/** Lucene filters an operator types in the Manage Devices query box (the bench's M/D cases), and no filter. */
const MANAGE_FILTERS: Array<{ query?: string; sort?: string; order?: string }> = [
  {},
  { query: 'nocid:NNOC AND discovered:true', sort: 'managementIp', order: 'asc' },
  { query: 'productCategory:Router AND NOT state:5', sort: 'state', order: 'asc' },
  { query: 'className:HNS_SatModem AND discovered:true' },
  { query: 'discovered:true AND provisionStatus:ACTV', sort: 'nmd', order: 'desc' },
];

const qs = (o: Record<string, string | number | undefined>) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${enc(String(v))}`)
    .join('&');

/** The screens, given device names to open (operator i opens names[i mod n]). */
export function screens(names: string[]): Screen[] {
  return [
    {
      name: 'device-details',
      everyMs: 30_000,
      refresh: (i) => [{ name: 'device-details', path: `/api/v1.0/device/device-details?device_id=${enc(names[i % names.length])}` }],
    },
    {
      name: 'manage-devices',
      everyMs: 15_000,
      refresh: (i) => {
        const f = MANAGE_FILTERS[i % MANAGE_FILTERS.length];
        return [
          { name: 'manage-devices page', path: `/api/v1.0/es/devices/all?${qs({ limit: 15, offset: 0, ...f })}` },
          { name: 'manage-devices summary', path: `/api/v1.0/es/devices/summary?${qs({ query: f.query })}` },
        ];
      },
    },
    {
      name: 'events',
      everyMs: 15_000,
      refresh: () => [{ name: 'events grid', path: `/api/v1.0/es/alerts?${qs({ query: DEFAULT_ALERTS_QUERY, limit: 25 })}` }],
    },
    {
      name: 'dashboard',
      everyMs: 15_000,
      refresh: () =>
        SUMMARY_VIEW_CARDS.map((c) => ({ name: 'dashboard summary card', path: `/api/v1.0/es/devices/summary?${qs({ query: c.query })}` })),
    },
  ];
}
