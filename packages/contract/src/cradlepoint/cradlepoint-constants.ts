import { GRID_PAGE_SIZES } from '../grid-constants';
/** Constants of the Cradlepoint viewer (spec 002 §2.8, §4, §9). */

/**
 * The timer's refresh interval. The spec makes it a configuration constant without a value:
 * a minute, the pace at which ECM and the carriers refresh usage counters.
 */
export const CRADLEPOINT_REFRESH_MS = 60_000;

/** Every tab's export file (spec 002 §9). */
export const CRADLEPOINT_EXPORT_NAME = 'cradlepoints';
export const CRADLEPOINT_SEARCH_PLACEHOLDER = 'Search ...';
export const CRADLEPOINT_PAGE_SIZE = 25;
export const CRADLEPOINT_PAGE_SIZES = GRID_PAGE_SIZES;

/** The Troubleshooting grid's column groups, by the field prefix of their columns. */
export const CRADLEPOINT_COLUMN_GROUPS = [
  { prefix: 'ecm_', header: 'ECM API Retrieved' },
  { prefix: 'ssh_', header: 'CPE SSH Retrieved' },
  { prefix: 'carrier_', header: 'PROVIDER API Retrieved' },
] as const;

/** The tabs and the call each makes (spec 002 §2.8, §7). */
export const CRADLEPOINT_TABS = [
  { value: 'troubleshooting', label: 'Troubleshooting', path: '/cradlepoint' },
  { value: 'ssh', label: 'SSH', path: '/cradlepoint/ssh' },
  { value: 'ecm', label: 'ECM', path: '/cradlepoint/ecm' },
  { value: 'carrier', label: 'Carrier', path: '/cradlepoint/carrier' },
] as const;
export type CradlepointTab = (typeof CRADLEPOINT_TABS)[number]['value'];

/** The most rows one answer carries (an API client pages past it with offset). */
export const CRADLEPOINT_MAX_LIMIT = 100_000;
