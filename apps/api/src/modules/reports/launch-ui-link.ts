import type { ReportLinkAnswer } from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { NEEDS_LAUNCH_UI_PROXY } from '@nms/contract';
import { HttpError, notFound } from '../../lib/http-error';
import { reportSecret, signReport, verifyReport, type LinkCheck } from './link';
import { selectLaunchUiDevice } from './repository';
import type { ReportsConfig } from './service';

/**
 * Signed launch-UI links (issue 17 item 4). Spec 001 §2.5: "A launch-UI action opens an external
 * proxy script URL with deviceid and nmpuser." A new tab carries no bearer token, so the secured
 * API hands out the URL signed like the report links: HMAC over 'launch-ui', deviceid, nmpuser
 * (the caller's nickname from the verified token, never from the query) and expires. The
 * embedded page verifies it; an external proxy script can verify it with REPORT_LINK_SECRET.
 */
export const LAUNCH_UI_SIGNED_NAME = 'launch-ui';

export async function launchUiLink(
  db: Kysely<DB>,
  cfg: ReportsConfig,
  deviceName: string,
  nickname: string,
  nowS: number,
): Promise<ReportLinkAnswer> {
  const device = await selectLaunchUiDevice(db, deviceName);
  if (!device) throw notFound(`device_name: device '${deviceName}' not found`);
  // The built-in page is the simulator's stand-in: a real device's UI is only behind a real proxy.
  if (!device.simulated && !cfg.launchUiProxy) throw new HttpError(409, `Launch UI is not available for ${device.name}: ${NEEDS_LAUNCH_UI_PROXY}`);
  const params: Record<string, string> = { deviceid: device.name, nmpuser: nickname, expires: String(nowS + cfg.linkTtlS) };
  params.hash = signReport(await reportSecret(db, cfg.linkSecret), LAUNCH_UI_SIGNED_NAME, params);
  const url = new URL(cfg.launchUiUrl);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return { url: url.toString() };
}

/** Checks a launch-UI link's hash and expiry (its deviceid and nmpuser are what was signed). */
export async function checkLaunchUiLink(db: Kysely<DB>, cfg: ReportsConfig, params: Record<string, string>, nowS: number): Promise<LinkCheck> {
  return verifyReport(await reportSecret(db, cfg.linkSecret), LAUNCH_UI_SIGNED_NAME, params, nowS);
}

export const launchUiRefusal = (check: Exclude<LinkCheck, 'ok'>) =>
  check === 'expired'
    ? 'This Launch UI link has expired. Open Launch UI again from the Device Actions panel.'
    : 'This Launch UI link is not valid: open Launch UI from the Device Actions panel (the link must be signed by NMS Tools).';
