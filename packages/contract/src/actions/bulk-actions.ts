/**
 * The bulk action rule table of the Manage Devices toolbar (spec 001 §2.2, §5). Pure and
 * browser-safe: the web app builds its action select from it and the API refuses an action the
 * table does not allow for every selected device.
 */

export const BULK_ACTIONS = [
  { action: 'multiPing', label: 'Multi Ping' },
  { action: 'pamSuspend', label: 'PAM Suspend' },
  { action: 'switchToHome', label: 'Switch to Home NOC' },
  { action: 'switchToBackup', label: 'Switch to Backup NOC' },
  { action: 'switchToGtn', label: 'Switch to Germantown NOC' },
  { action: 'switchToNlv', label: 'Switch to NLV NOC' },
  { action: 'dcSwitch', label: 'DC Switch' },
  { action: 'getStatus', label: 'Get Status' },
] as const;

export type BulkAction = (typeof BULK_ACTIONS)[number]['action'];
export interface BulkActionOption {
  action: BulkAction;
  label: string;
}

/** The device attributes the rules read (API field names; null where the inventory has none). */
export interface BulkActionDevice {
  nocid: string | null;
  discovered: boolean | null;
  provisionStatus: string | null;
  poller: string | null;
  userdef2: string | null;
  nmd: string | null;
}

/** Pollers that cannot reach a device's LAN side (spec 001 §2.5): no LAN ping, no multi ping. */
export const UNPOLLABLE_POLLERS: readonly string[] = ['PAM-ST-OI', 'Currently Unavailable', 'notset', 'NotApplicable'];

export const isPollable = (poller: string | null | undefined): boolean => !!poller && poller.trim() !== '' && !UNPOLLABLE_POLLERS.includes(poller);

/** Provision statuses an action may touch (spec 001 §2.2): in service or in maintenance. */
export const ACTIONABLE_PROVISION_STATUSES: readonly string[] = ['ACTV', 'maint'];

/** The NOC id of satellite devices, the only ones with Home/Backup/Germantown/NLV gateways. */
export const SATELLITE_NOCID = 'NNOC';

/** One requirement of the table: `ok` says whether a device meets it, `unmet` why not. */
interface Requirement {
  ok: (d: BulkActionDevice) => boolean;
  unmet: string;
}

const discovered: Requirement = { ok: (d) => d.discovered === true, unmet: 'not discovered' };
const actionable: Requirement = {
  ok: (d) => ACTIONABLE_PROVISION_STATUSES.includes(d.provisionStatus ?? ''),
  unmet: 'provision status is not ACTV or maint',
};
const pollable: Requirement = { ok: (d) => isPollable(d.poller), unmet: 'poller cannot ping' };
const notCrm: Requirement = { ok: (d) => d.nocid !== 'CRM-ACTV', unmet: 'nocid is CRM-ACTV' };
const hasCid: Requirement = {
  ok: (d) => !!d.nmd && d.nmd.trim() !== '' && d.nmd !== 'notset',
  unmet: 'no customer id (nmd)',
};
const satellite: Requirement = { ok: (d) => d.nocid === SATELLITE_NOCID, unmet: `nocid is not ${SATELLITE_NOCID}` };
const diversity: Requirement = { ok: (d) => d.userdef2 === 'Diversity', unmet: "userdef2 is not 'Diversity'" };

const nocSwitch = [discovered, actionable, satellite, diversity];

/** What each action needs of every selected device (documented in docs/decisions/actions.md). */
export const BULK_ACTION_RULES: Readonly<Record<BulkAction, readonly Requirement[]>> = {
  multiPing: [discovered, pollable],
  pamSuspend: [discovered, actionable, notCrm, hasCid],
  switchToHome: nocSwitch,
  switchToBackup: nocSwitch,
  switchToGtn: nocSwitch,
  switchToNlv: nocSwitch,
  dcSwitch: nocSwitch,
  getStatus: [discovered],
};

export const isBulkAction = (action: string): action is BulkAction => BULK_ACTIONS.some((a) => a.action === action);

export const bulkActionLabel = (action: BulkAction): string => BULK_ACTIONS.find((a) => a.action === action)!.label;

/** Why `action` is not available for `device`; empty when it is. */
export function bulkActionBlockers(action: BulkAction, device: BulkActionDevice): string[] {
  return BULK_ACTION_RULES[action].filter((r) => !r.ok(device)).map((r) => r.unmet);
}

export const isBulkActionAvailable = (action: BulkAction, device: BulkActionDevice): boolean => bulkActionBlockers(action, device).length === 0;

/** The actions available to ALL selected devices, in menu order; none for an empty selection. */
export function availableBulkActions(devices: readonly BulkActionDevice[]): BulkActionOption[] {
  if (devices.length === 0) return [];
  return BULK_ACTIONS.filter(({ action }) => devices.every((d) => isBulkActionAvailable(action, d))).map((a) => ({ ...a }));
}

/** LAN ping is offered unless the poller cannot reach the device (spec 001 §2.5). */
export const isLanPingAllowed = (poller: string | null | undefined): boolean => isPollable(poller);

/** Device families with a management ping (spec 001 §2.5). */
export const MGMT_PING_DMN_TYPES: readonly string[] = ['DSL', 'VSAT', 'FORTIMGR', 'FORTIMGRCLUST'];

const NOT_AN_IP = ['', 'notset', '_e', '0.0.0.0', 'NotApplicable'];
/** Management ping needs one of those families and a real management IP. */
export const isMgmtPingAllowed = (dmnType: string | null | undefined, managementIp: string | null | undefined): boolean =>
  MGMT_PING_DMN_TYPES.includes(dmnType ?? '') && !NOT_AN_IP.includes((managementIp ?? '').trim());
