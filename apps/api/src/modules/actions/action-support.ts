import { DEVICE_ACTIONS, realActionRefusal, type ActionSupport } from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { MetricStore } from '../metrics';
import { resolveSnmpTargets } from '../snmp';
import { findActionDevices } from './repository';

/**
 * What the panel shows before anything runs (issue 31 item 1): a simulated device's actions are
 * answered by the simulator; a real device's offered actions that no real driver can do are
 * listed with the same reason the API would refuse them with (contract `realActionRefusal`).
 */
export interface SupportContext {
  store: MetricStore;
  secretKey: string | undefined;
  /** LAUNCH_UI_URL names a real launch-UI proxy. */
  launchUiProxy: boolean;
}

export async function actionSupport(db: Kysely<DB>, deviceName: string, ctx: SupportContext): Promise<ActionSupport> {
  const [device] = await findActionDevices(db, [deviceName]);
  if (!device) throw new HttpError(404, `No device is named ${deviceName}`);
  if (device.simulated) return { deviceName, answeredBy: 'simulator', refused: [] };
  const [targets, series] = await Promise.all([resolveSnmpTargets(db, [deviceName], ctx.secretKey), ctx.store.seriesOf(deviceName)]);
  const snmp = targets.has(deviceName);
  const refused = DEVICE_ACTIONS.filter((d) => d.applies(device)).flatMap((d) => {
    const reason = realActionRefusal(d.action, d.kind, {
      managementIp: device.managementIp,
      vendor: device.vendor,
      snmp,
      series,
      launchUiProxy: ctx.launchUiProxy,
    });
    return reason ? [{ action: d.action, reason }] : [];
  });
  return { deviceName, answeredBy: 'device', refused };
}
