import { NEEDS_LAUNCH_UI_PROXY } from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { details, errorPage, esc, page } from './html';
import { checkLaunchUiLink, launchUiRefusal } from './launch-ui-link';
import { selectManagementDevice } from './repository';
import type { HtmlAnswer, ReportsConfig } from './service';

const STATES: Record<number, string> = { 1: 'Critical', 2: 'Major', 3: 'Minor', 4: 'Unknown', 5: 'Normal' };

function uptime(sinceMs: number | null, nowMs: number): string {
  if (!sinceMs || sinceMs > nowMs) return 'Unavailable';
  const s = Math.floor((nowMs - sinceMs) / 1000);
  return `${Math.floor(s / 86_400)} days, ${Math.floor((s % 86_400) / 3600)} hours, ${Math.floor((s % 3600) / 60)} mins`;
}

/**
 * The embedded stand-in for the launch-UI proxy script (LAUNCH_UI_URL unset): a simulated
 * device management page read from the device row. The device was last (re)discovered when it
 * came up, so uptime counts from discoveredLastAt. Only a signed link opens it (launch-ui-link.ts):
 * it shows a device's management details, so it is no longer public.
 */
export async function launchUiPage(db: Kysely<DB>, cfg: ReportsConfig, params: Record<string, string>, nowMs: number): Promise<HtmlAnswer> {
  const name = params.deviceid?.trim();
  if (!name) return { status: 400, html: errorPage('Launch UI', 'deviceid is required.') };
  const check = await checkLaunchUiLink(db, cfg, params, Math.floor(nowMs / 1000));
  if (check !== 'ok') return { status: 403, html: errorPage('Launch UI: access denied', launchUiRefusal(check)) };
  const d = await selectManagementDevice(db, name);
  if (!d) return { status: 404, html: errorPage('Launch UI', `Device ${name} does not exist.`) };
  if (d.simulated !== true) return { status: 409, html: errorPage('Launch UI', `Launch UI is not available for ${name}: ${NEEDS_LAUNCH_UI_PROXY}.`) };
  const reachable = d.discovered === true && d.state !== 1;
  const body = `<h1>${esc(d.name)} — device management</h1>
<div class="muted">Simulated management session${params.nmpuser ? ` for ${esc(params.nmpuser)}` : ''} via ${esc(d.nocid ?? 'NOC')} (${esc(d.access_mode ?? 'n/a')})</div>
${details([
  ['Name', d.name],
  ['Model', d.model],
  ['Vendor', d.vendor],
  ['Firmware', d.firmware_version],
  ['Software', d.software_version],
  ['Serial Number', d.diu_serial_num],
  ['Management IP', d.management_ip],
  ['LAN IP', d.lan_ip],
  ['Status', STATES[Number(d.state)] ?? d.state],
  ['Reachable', reachable ? 'Yes' : 'No'],
  ['Uptime', reachable ? uptime(Number(d.discovered_last_at) || null, nowMs) : 'Unavailable'],
])}`;
  return { status: 200, html: page(`${d.name} — Launch UI`, body) };
}
