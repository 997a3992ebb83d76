import { DEVICE_ACTIONS } from '../actions/device-actions';
import { CMDB_COLLECTIONS } from '../cmdb/cmdb-entities';
import type { Permission } from './roles';

/**
 * What each API operation needs (issue 17): the role table's other half. Keys are
 * `METHOD /path` under /api/v1.0 as openapi.json writes them. The server refuses to start with a
 * route missing here, so a new route is classified when it is written.
 *
 * - a permission: the caller's roles (narrowed by the token's scopes) must grant it;
 * - 'public': no token (the OpenAPI document, radar tiles MapLibre fetches itself);
 * - 'signed-in': any verified caller, whatever their roles (who am I, sign out);
 * - by parameter: the permission depends on a path parameter (the multi actions).
 */
export type OperationAccess = Permission | 'public' | 'signed-in' | { param: string; values: Readonly<Record<string, Permission>> };

/** Device actions that power-cycle or reset beyond the spec's secured list: engineers only too. */
const RESETTING_ACTIONS: readonly string[] = ['resetWattboxOutlet', 'resetHughesApeOutlet'];

const deviceActionAccess = (action: string, secured: boolean | undefined): Permission =>
  secured || RESETTING_ACTIONS.includes(action) ? 'secured-actions' : 'troubleshoot';

/** Actions with their own GET /action/device/<action> call (the catalog's 'call' actions). */
const deviceActionOperations = Object.fromEntries(
  DEVICE_ACTIONS.filter((d) => d.kind === 'call').map((d) => [`GET /action/device/${d.action}`, deviceActionAccess(d.action, d.secured)]),
);

const cmdbOperations = Object.fromEntries(
  CMDB_COLLECTIONS.flatMap((c) => [
    [`GET /svn/${c}`, 'read'],
    [`POST /svn/${c}`, 'cmdb-write'],
    [`GET /svn/${c}/{id}`, 'read'],
    [`PUT /svn/${c}/{id}`, 'cmdb-write'],
    [`DELETE /svn/${c}/{id}`, 'cmdb-write'],
    [`GET /svn/${c}/{id}/history`, 'read'],
  ]),
) as Record<string, Permission>;

/** POST /action/devices/{action}: the Manage Devices bulk actions. */
export const BULK_ACTION_ACCESS: Readonly<Record<string, Permission>> = {
  multiPing: 'troubleshoot',
  getStatus: 'troubleshoot',
  pamSuspend: 'pam',
  switchToHome: 'secured-actions',
  switchToBackup: 'secured-actions',
  switchToGtn: 'secured-actions',
  switchToNlv: 'secured-actions',
  dcSwitch: 'secured-actions',
};

const READS = [
  'GET /es/devices/all',
  'GET /es/devices/summary',
  'GET /es/alerts',
  'GET /es/historical-alerts',
  'GET /action/devices/pam-suspend',
  'GET /action/device/support',
  'GET /wattbox/device/all_outlets_config',
  'GET /apg/db/object-data/with-filter',
  'GET /apg/db/device-series',
  'GET /es/device/ts/jupiter-ent',
  'GET /action/device/graph/ap',
  'GET /reports/link',
  'GET /oracle/device/dmn_device',
  'GET /oracle/device/eit_device',
  'GET /oracle/device/hts_device',
  'GET /oracle/device/active_device',
  'GET /smarts/device/additional-details',
  'GET /device/device-details',
  'GET /es/devices/search',
  'GET /es/network-events',
  'GET /es/device/network-events',
  'GET /es/impacted-devices',
  'GET /es/impacted-customers',
  'GET /es/device/alerts',
  'GET /es/device/historical-alerts',
  'GET /splunk/cpe',
  'GET /es/logs/application/{app}',
  'GET /es/geo-map/markers',
  'GET /es/geo-map/device-summary',
  'GET /es/geo-map/power-outage/realtime',
  'GET /svn/network/chart',
  'GET /es/services/hierarchies',
  'GET /es/hasmat/devices/aggregations',
  'GET /es/alert-count',
  'GET /es/alerts/top',
  'GET /nmc/sf_cases',
  'GET /nmc/sf_active_notifications',
  'GET /nmc/sf_dispatches',
  'GET /nmc/active_notifications',
  'GET /nmc/tech_support_tasks',
  'GET /nmc/replacement_dispatches',
  'GET /es/hasmat/devices/search',
  'GET /es/hasmat/devices/other-devices',
  'GET /em7/events',
  'GET /em7/device/{device_id}/performance_data/fgVpnTunnelUpCount/data',
  'GET /svn/svi_hughes_locations_hierarchy',
  'GET /svn/svi_hughes_locations',
  'GET /cradlepoint',
  'GET /cradlepoint/ssh',
  'GET /cradlepoint/ecm',
  'GET /cradlepoint/carrier',
  'GET /ibsearch/hostname',
  'GET /ibsearch/ipaddr',
  'GET /ibsearch/comment',
  'GET /ibsearch/owner',
  'GET /ibsearch/subnet',
  'GET /ibsearch/iprange',
  'GET /es/device/syslog',
  // The live stream (issue 20): a POST only to carry the views; it reads.
  'POST /live/stream',
  // Maintenance windows (issue 21): the list, one window, and the impact preview (a POST only to carry the draft).
  'GET /maintenance/windows',
  'GET /maintenance/windows/{id}',
  'POST /maintenance/impact',
] as const;

export const OPERATION_ACCESS: Readonly<Record<string, OperationAccess>> = {
  'GET /openapi.json': 'public',
  'GET /weather/radar/{z}/{x}/{y}.png': 'public',
  'GET /user/me': 'signed-in',
  ...Object.fromEntries(READS.map((op) => [op, 'read' as const])),
  ...cmdbOperations,
  ...deviceActionOperations,
  'GET /action/device/{action}': 'troubleshoot',
  // Launch UI opens a device's management UI (issue 17 item 4: a signed link from here).
  'GET /launch-ui/link': 'troubleshoot',
  // FortiGate diagnostics of the device page (read-only CLI commands): troubleshooting.
  'GET /action/device/getSysArp': 'troubleshoot',
  'GET /action/device/diagHardwareNicInfo': 'troubleshoot',
  'GET /action/device/diagSysLinkMonitor': 'troubleshoot',
  'GET /action/device/getIpsecTunnelList': 'troubleshoot',
  'GET /action/device/diagSwitchControllerDumpClient': 'troubleshoot',
  'GET /action/devices/discover': 'troubleshoot',
  'GET /action/devices/rediscover': 'troubleshoot',
  'GET /action/device/packet-capture': 'troubleshoot',
  'GET /action/device/packet-capture-aa': 'troubleshoot',
  'GET /action/device/packet-capture/download': 'troubleshoot',
  'POST /action/devices/{action}': { param: 'action', values: BULK_ACTION_ACCESS },
  'POST /action/devices/pam-suspend': 'pam',
  'POST /action/devices/pam-suspend/batch': 'pam',
  'DELETE /action/devices/pam-suspend': 'pam',
  'PUT /action/devices/pam-suspend/{device_name}': 'pam',
  'DELETE /action/devices/pam-suspend/{device_name}': 'pam',
  // A maintenance window suspends devices (PAM) while it runs: its writes need what PAM suspend needs.
  'POST /maintenance/windows': 'pam',
  'PUT /maintenance/windows/{id}': 'pam',
  'DELETE /maintenance/windows/{id}': 'pam',
  'POST /maintenance/windows/{id}/end': 'pam',
  'POST /ingest/alertmanager': 'ingest',
  'POST /ingest/alerts': 'ingest',
  'POST /ingest/metrics': 'ingest',
  'POST /ingest/metrics/remote-write': 'ingest',
  'POST /ingest/devices': 'ingest',
  'DELETE /ingest/devices': 'ingest',
  'POST /ingest/locations': 'ingest',
  'DELETE /ingest/locations': 'ingest',
  'POST /ingest/groups': 'ingest',
  'DELETE /ingest/groups': 'ingest',
  'POST /ingest/group-members': 'ingest',
  'DELETE /ingest/group-members': 'ingest',
  'PUT /ingest/snmp-credentials': 'ingest',
  'GET /ingest/snmp-credentials': 'ingest',
  'DELETE /ingest/snmp-credentials/{name}': 'ingest',
  'POST /user/logout': 'signed-in',
  // A person's own personal tokens (issue 30 item 4): revocable by their owner whatever their roles now.
  'GET /user/api-tokens': 'signed-in',
  'DELETE /user/api-tokens/{id}': 'signed-in',
  'GET /admin/audit-log': 'admin',
  'GET /admin/audit-log/export': 'admin',
  // Saved views (issue 21): anyone who reads may keep and share views; they change nothing in the network.
  'GET /alerts/{id}/notes': 'read',
  'POST /alerts/{id}/acknowledge': 'acknowledge',
  'POST /alerts/{id}/unacknowledge': 'acknowledge',
  'PUT /alerts/{id}/owner': 'acknowledge',
  'POST /alerts/{id}/notes': 'acknowledge',
  'POST /alerts/acknowledge': 'acknowledge',
  'GET /saved-views': 'read',
  'POST /saved-views': 'read',
  'PUT /saved-views/{id}': 'read',
  'DELETE /saved-views/{id}': 'read',
  'GET /search/customers': 'read',
  'GET /admin/api-tokens': 'admin',
  'GET /admin/feeds': 'admin',
  'POST /admin/api-tokens': 'admin',
  'PATCH /admin/api-tokens/{id}': 'admin',
  'DELETE /admin/api-tokens/{id}': 'admin',
};

/** The access rule of an operation, by method and path as openapi.json writes it (without /api/v1.0). */
export function operationAccess(method: string, path: string): OperationAccess | undefined {
  return OPERATION_ACCESS[`${method.toUpperCase()} ${path}`];
}

/** The permission one call needs, resolving a by-parameter rule; undefined: the parameter value is unknown. */
export function permissionFor(access: Exclude<OperationAccess, 'public' | 'signed-in'>, params: Record<string, unknown>): Permission | undefined {
  if (typeof access === 'string') return access;
  const value = params[access.param];
  return typeof value === 'string' ? access.values[value] : undefined;
}
