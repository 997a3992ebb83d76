import { isLanPingAllowed, isMgmtPingAllowed } from './bulk-actions';

/**
 * The Device Actions panel (spec 001 §2.5): seven sections, each a dropdown of the actions that
 * apply to one device. Pure and browser-safe: the panel builds its dropdowns from it, the API
 * refuses an action the catalog does not offer for the device, and `device/device-details`
 * answers it as `available_actions` (spec 000 §3).
 */

export const ACTION_SECTIONS = [
  { key: 'trouble_shooting_actions', title: 'Troubleshooting' },
  { key: 'advanced_actions', title: 'Advanced Actions' },
  { key: 'performance_graphs', title: 'Performance Graphs' },
  { key: 'han_reports', title: 'HAN Reports' },
  { key: 'usage_reports', title: 'Usage Reports' },
  { key: 'secure_actions', title: 'Secure Actions' },
  { key: 'csr_tools', title: 'CSR Tools' },
] as const;
export type ActionSectionKey = (typeof ACTION_SECTIONS)[number]['key'];

/**
 * How the panel runs an action:
 * - `call`: GET /api/v1.0/action/device/{action} (device_name plus the action's inputs); the
 *   answer opens in the result view named by `view`.
 * - `report`: an embedded report page in a popup (iframe), URL from the API (see reports).
 * - `metric`: the metric chart popup (850) over `apg/db/object-data/with-filter` for `metric`.
 * - `popup`: a dedicated popup (packetCapture, apCharts, jupiterEnt, allDatabaseDetails).
 * - `discovery`: GET /api/v1.0/action/devices/{discover|rediscover}?device_names=..&rundisco=true.
 * - `link`: opens the launch-UI URL in a new tab.
 */
export type ActionKind = 'call' | 'report' | 'metric' | 'popup' | 'discovery' | 'link';

/** Result views of spec 001 §2.4 and 000 "Action result cards"; `json` is the default tree. */
export type ResultView =
  | 'json'
  | 'text'
  | 'ping'
  | 'mgmtPing'
  | 'pingIp'
  | 'interfaceStatus'
  | 'arpCache'
  | 'clientSessions'
  | 'satellite'
  | 'velocloud'
  | 'fortilan'
  | 'hughesApe'
  | 'cradlepoint'
  | 'awms'
  | 'wattbox'
  | 'fortimanager'
  | 'edgeHa'
  | 'meraki'
  | 'switch'
  | 'backbones'
  | 'hardNic'
  | 'message';

/** An input an action needs (spec 001 §2.5). Names are the query parameters sent. */
export type ActionInput =
  | { name: 'ping_type'; kind: 'pingType' }
  | { name: 'num_pings'; kind: 'pingCount' }
  | { name: 'ip'; kind: 'ip'; label: 'IP Address'; required: true }
  | { name: 'target_ip'; kind: 'ip'; label: 'Target IP'; required: true }
  | { name: 'outlet'; kind: 'wattboxOutlet' | 'apeOutlet'; label: 'Outlet'; required: true }
  | { name: 'backbone'; kind: 'backbone'; label: 'Backbone'; required: true };

export interface DeviceActionDef {
  action: string;
  label: string;
  section: ActionSectionKey;
  kind: ActionKind;
  view?: ResultView;
  inputs?: readonly ActionInput[];
  /** `metric` actions: the metric name in `apg/db/object-data/with-filter`'s filter_expression. */
  metric?: string;
  /** `report` actions: the report page name served under /reports/. */
  report?: string;
  /** Secured actions notify the NMS team (spec 002 §2.7). */
  secured?: boolean;
  /** Whether the action applies to the device. */
  applies: (d: ActionCatalogDevice) => boolean;
}

/** The device attributes the catalog reads (API field names). */
export interface ActionCatalogDevice {
  name: string;
  nocid?: string | null;
  model?: string | null;
  productCode?: string | null;
  productCategory?: string | null;
  className?: string | null;
  dmnType?: string | null;
  vendor?: string | null;
  managementIp?: string | null;
  poller?: string | null;
  han?: string | null;
  aaCfOpermode?: number | null;
  discovered?: boolean | null;
}

/** Backbone numbers of getPepBackbones (spec 001 §2.5). */
export const BACKBONES = [0, 1, 2, 3, 4, 5, 6, 7] as const;

const is = (d: ActionCatalogDevice, f: keyof ActionCatalogDevice, ...values: string[]) => values.includes(String(d[f] ?? ''));
const startsWith = (v: string | null | undefined, prefix: string) => (v ?? '').startsWith(prefix);

export const isSatellite = (d: ActionCatalogDevice) => is(d, 'className', 'HNS_SatModem');
export const isAccelerator = (d: ActionCatalogDevice) => is(d, 'className', 'HNS_AccelApp');
export const isWattbox = (d: ActionCatalogDevice) => is(d, 'nocid', 'OVRC');
export const isHughesApe = (d: ActionCatalogDevice) => is(d, 'nocid', 'APE') || is(d, 'model', 'HS54');
export const isFortiGate = (d: ActionCatalogDevice) => is(d, 'className', 'HNS_FortiGate');
export const isFortiGateHa = (d: ActionCatalogDevice) => isFortiGate(d) && is(d, 'dmnType', 'FORTIMGRCLUST');
export const isFortilan = (d: ActionCatalogDevice) => is(d, 'nocid', 'FORTILAN');
export const isMeraki = (d: ActionCatalogDevice) => is(d, 'nocid', 'MERAKI');
export const isVelocloud = (d: ActionCatalogDevice) => is(d, 'nocid', 'VELOCLOUD');
export const isEcm = (d: ActionCatalogDevice) => is(d, 'nocid', 'ECM');
export const isCiscoSwitch = (d: ActionCatalogDevice) => is(d, 'productCategory', 'Switch') && is(d, 'nocid', 'TangoW');
export const isAccessPoint = (d: ActionCatalogDevice) => is(d, 'productCategory', 'WIFI AP');
export const isPolycom = (d: ActionCatalogDevice) => startsWith(d.model, 'Polycom') && startsWith(d.productCode, 'Polycom');
export const isMediaDevice = (d: ActionCatalogDevice) => is(d, 'nocid', 'HDSM');
export const isLteDevice = (d: ActionCatalogDevice) => is(d, 'productCategory', 'Wireless Modem') || isEcm(d);
const isRouter = (d: ActionCatalogDevice) => is(d, 'productCategory', 'Router');
const hasHan = (d: ActionCatalogDevice) => !!d.han && !['', 'notset', '_e', 'Currently Unavailable', 'NotApplicable', 'No'].includes(d.han);
const hasActivePath = (d: ActionCatalogDevice) => d.aaCfOpermode === 3 || d.aaCfOpermode === 4;
const always = () => true;

const canPing = (d: ActionCatalogDevice) => isLanPingAllowed(d.poller) || isMgmtPingAllowed(d.dmnType, d.managementIp);

const a = (def: DeviceActionDef): DeviceActionDef => def;
const T = 'trouble_shooting_actions';
const ADV = 'advanced_actions';
const PERF = 'performance_graphs';
const HAN = 'han_reports';
const USE = 'usage_reports';
const SEC = 'secure_actions';
const CSR = 'csr_tools';
const secure = (action: string, label: string, applies: DeviceActionDef['applies']) =>
  a({ action, label, section: SEC, kind: 'call', view: 'message', secured: true, applies });
const metric = (action: string, label: string, name: string, applies: DeviceActionDef['applies'] = always) =>
  a({ action, label, section: PERF, kind: 'metric', metric: name, applies });
const report = (section: ActionSectionKey, action: string, label: string, applies: DeviceActionDef['applies']) =>
  a({ action, label, section, kind: 'report', report: action, applies });

/** Every action, in dropdown order within its section. */
export const DEVICE_ACTIONS: readonly DeviceActionDef[] = [
  a({
    action: 'ping',
    label: 'Ping',
    section: T,
    kind: 'call',
    view: 'ping',
    inputs: [
      { name: 'ping_type', kind: 'pingType' },
      { name: 'num_pings', kind: 'pingCount' },
    ],
    applies: canPing,
  }),
  a({ action: 'pingOrCurrentStatus', label: 'Ping/Current Status', section: T, kind: 'call', view: 'satellite', applies: isSatellite }),
  a({
    action: 'pingOrCurrentStatusFortiManager',
    label: 'Ping/Current Status',
    section: T,
    kind: 'call',
    view: 'fortimanager',
    applies: (d) => isFortiGate(d) && !isFortiGateHa(d),
  }),
  a({ action: 'pingOrCurrentStatusEdgeHa', label: 'Ping/Current Status', section: T, kind: 'call', view: 'edgeHa', applies: isFortiGateHa }),
  a({ action: 'pingOrCurrentStatusMeraki', label: 'Ping/Current Status', section: T, kind: 'call', view: 'meraki', applies: isMeraki }),
  a({ action: 'pingOrCurrentStatusVeloCloud', label: 'Ping/Current Status', section: T, kind: 'call', view: 'velocloud', applies: isVelocloud }),
  a({ action: 'pingOrCurrentStatusFortilan', label: 'Ping/Current Status', section: T, kind: 'call', view: 'fortilan', applies: isFortilan }),
  a({ action: 'pingOrCurrentStatusHughesApe', label: 'Ping/Current Status', section: T, kind: 'call', view: 'hughesApe', applies: isHughesApe }),
  a({ action: 'pingOrCurrentStatusWattbox', label: 'Ping/Current Status', section: T, kind: 'call', view: 'wattbox', applies: isWattbox }),
  a({ action: 'pingOrCurrentStatusAwms', label: 'Ping/Current Status', section: T, kind: 'call', view: 'awms', applies: isMediaDevice }),
  a({ action: 'pingEcm', label: 'Ping/Current Status', section: T, kind: 'call', view: 'cradlepoint', applies: isEcm }),
  a({ action: 'pingInterfaces', label: 'Switch Status', section: T, kind: 'call', view: 'switch', applies: isCiscoSwitch }),
  a({
    action: 'pingIp',
    label: 'Ping IP',
    section: T,
    kind: 'call',
    view: 'pingIp',
    inputs: [{ name: 'ip', kind: 'ip', label: 'IP Address', required: true }],
    applies: (d) => isRouter(d) || isSatellite(d),
  }),
  a({
    action: 'interfaceStatus',
    label: 'Interface Status',
    section: T,
    kind: 'call',
    view: 'interfaceStatus',
    applies: (d) => isRouter(d) || isSatellite(d) || is(d, 'productCategory', 'Switch', 'Wireline Modem', 'Wireless Modem'),
  }),
  a({
    action: 'arpCache',
    label: 'ARP Cache',
    section: T,
    kind: 'call',
    view: 'arpCache',
    applies: (d) => isRouter(d) || isSatellite(d) || isCiscoSwitch(d),
  }),
  a({
    action: 'traceroute',
    label: 'Traceroute',
    section: T,
    kind: 'call',
    view: 'text',
    applies: (d) => isMgmtPingAllowed(d.dmnType, d.managementIp) || isLanPingAllowed(d.poller),
  }),
  a({
    action: 'clientSessions',
    label: 'Client Sessions',
    section: T,
    kind: 'call',
    view: 'clientSessions',
    applies: (d) => isFortiGate(d) || isMeraki(d) || isAccessPoint(d),
  }),

  a({
    action: 'clearDhcpLease',
    label: 'Clear DHCP Lease',
    section: ADV,
    kind: 'call',
    view: 'message',
    inputs: [{ name: 'target_ip', kind: 'ip', label: 'Target IP', required: true }],
    applies: (d) => isRouter(d) || isSatellite(d),
  }),
  a({
    action: 'resetWattboxOutlet',
    label: 'Reset Wattbox Outlet',
    section: ADV,
    kind: 'call',
    view: 'message',
    inputs: [{ name: 'outlet', kind: 'wattboxOutlet', label: 'Outlet', required: true }],
    applies: isWattbox,
  }),
  a({
    action: 'resetHughesApeOutlet',
    label: 'Reset Hughes APE Outlet',
    section: ADV,
    kind: 'call',
    view: 'message',
    inputs: [{ name: 'outlet', kind: 'apeOutlet', label: 'Outlet', required: true }],
    applies: isHughesApe,
  }),
  a({
    action: 'getPepBackbones',
    label: 'Get PEP Backbones',
    section: ADV,
    kind: 'call',
    view: 'backbones',
    inputs: [{ name: 'backbone', kind: 'backbone', label: 'Backbone', required: true }],
    applies: (d) => isSatellite(d) || isAccelerator(d),
  }),
  a({ action: 'hardNic', label: 'Hard NIC', section: ADV, kind: 'call', view: 'hardNic', applies: (d) => isRouter(d) || isAccelerator(d) }),
  a({
    action: 'packetCapture',
    label: 'Packet Capture',
    section: ADV,
    kind: 'popup',
    applies: (d) => isRouter(d) || isAccelerator(d) || isSatellite(d),
  }),
  a({ action: 'discover', label: 'Discover', section: ADV, kind: 'discovery', view: 'json', applies: (d) => d.discovered !== true }),
  a({ action: 'rediscover', label: 'Rediscover', section: ADV, kind: 'discovery', view: 'json', applies: (d) => d.discovered === true }),

  metric('latencyGraph', 'Latency', 'latency'),
  metric('packetLossGraph', 'Packet Loss', 'packetLoss'),
  metric('throughputGraph', 'Throughput', 'throughput'),
  metric('cpuGraph', 'CPU Utilization', 'cpu', (d) => isRouter(d) || is(d, 'productCategory', 'Switch', 'WIFI AP')),
  metric('memoryGraph', 'Memory Utilization', 'memory', (d) => isRouter(d) || is(d, 'productCategory', 'Switch', 'WIFI AP')),
  metric('signalGraph', 'Signal Strength', 'signal', (d) => isSatellite(d) || isLteDevice(d)),
  a({ action: 'apCharts', label: 'Access Point Usage', section: PERF, kind: 'popup', applies: isAccessPoint }),
  a({ action: 'jupiterEnt', label: 'Jupiter Terminal Statistics', section: PERF, kind: 'popup', applies: isSatellite }),

  report(HAN, 'han-report', 'HAN Report', hasHan),
  report(HAN, 'active-path-report', 'Active Path Report', (d) => hasActivePath(d) || isAccelerator(d)),

  report(USE, 'data-usage', 'Data Usage', always),
  report(USE, 'bytes-time', 'Bytes Over Time', always),
  report(USE, 'signal-strength', 'Signal Strength', isLteDevice),
  report(USE, 'sinr', 'SINR', isLteDevice),
  report(USE, 'lte', 'LTE Report', isLteDevice),
  report(USE, 'fap', 'FAP Report', isSatellite),
  report(USE, 'mesh-traffic', 'Mesh Traffic', isSatellite),

  secure('rebootPolycom', 'Reboot Polycom', isPolycom),
  secure('restartPolycom', 'Restart Polycom', isPolycom),
  secure('resetHughes', 'Reset Hughes Modem', isSatellite),
  secure('rebootHughes', 'Reboot Hughes Modem', isSatellite),
  secure('initiateVadb', 'Initiate VADB Test', (d) => isSatellite(d) || is(d, 'productCategory', 'VOIP Gateway')),
  secure('terminateVadb', 'Terminate VADB Test', (d) => isSatellite(d) || is(d, 'productCategory', 'VOIP Gateway')),
  secure('rebootFortigate', 'Reboot FortiGate', isFortiGate),
  secure('clearArpCisco', 'Clear ARP (Cisco)', isCiscoSwitch),
  secure('clearMacCisco', 'Clear MAC Table (Cisco)', isCiscoSwitch),
  secure('rebootCisco', 'Reboot Cisco Switch', isCiscoSwitch),
  secure('rebootEcm', 'Reboot Cradlepoint', isEcm),

  a({ action: 'allDatabaseDetails', label: 'All Database Details', section: CSR, kind: 'popup', applies: always }),
  a({ action: 'launchUi', label: 'Launch UI', section: CSR, kind: 'link', applies: always }),
];

/** The secured actions of spec 002 §2.7: they notify the NMS team. */
export const SECURED_ACTIONS: readonly string[] = DEVICE_ACTIONS.filter((d) => d.secured).map((d) => d.action);

const BY_ACTION = new Map(DEVICE_ACTIONS.map((d) => [d.action, d]));
export const deviceActionDef = (action: string): DeviceActionDef | undefined => BY_ACTION.get(action);

/** Device-level GET actions the action server answers: every `call` action. */
export const CALL_ACTIONS: readonly string[] = DEVICE_ACTIONS.filter((d) => d.kind === 'call').map((d) => d.action);

export interface ActionItem {
  action: string;
  label: string;
}
export type AvailableActions = Record<ActionSectionKey, ActionItem[]>;

/** The actions offered for a device, per section, in dropdown order (spec 000 §3 available_actions). */
export function availableDeviceActions(device: ActionCatalogDevice): AvailableActions {
  const out = Object.fromEntries(ACTION_SECTIONS.map((s) => [s.key, [] as ActionItem[]])) as AvailableActions;
  for (const def of DEVICE_ACTIONS) if (def.applies(device)) out[def.section].push({ action: def.action, label: def.label });
  return out;
}

/** The default of each dropdown: the first action; CSR tools default to allDatabaseDetails. */
export function defaultSectionAction(section: ActionSectionKey, items: readonly ActionItem[]): string | undefined {
  if (section === 'csr_tools' && items.some((i) => i.action === 'allDatabaseDetails')) return 'allDatabaseDetails';
  return items[0]?.action;
}

export const isActionOffered = (action: string, device: ActionCatalogDevice): boolean => deviceActionDef(action)?.applies(device) ?? false;
