import { metricPeriod, type ApGraphQuery } from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import { readDeviceBuckets } from './repository';
import { findDevice } from './service';
import { renderSvgChart } from './svg-chart';

const YEAR = 366 * 86_400;

/**
 * action/device/graph/ap: the usage (throughput in/out) or user count chart of a Wi-Fi access
 * point from start_time to now, rendered on the server as SVG. The period follows the metric
 * chart rule, so 2 h and 24 h show raw samples and longer ranges hourly averages.
 */
export async function apGraph(db: Kysely<DB>, q: ApGraphQuery, nowS: number): Promise<string> {
  if (q.start_time >= nowS) throw badRequest('start_time must be in the past');
  if (nowS - q.start_time > YEAR) throw badRequest('start_time must be within the last year');
  const device = await findDevice(db, q.ap_id, 'ap_id');
  if (device.product_category !== 'WIFI AP') throw badRequest(`ap_id: '${q.ap_id}' is not a Wi-Fi access point`);
  if (q.noc_id && device.nocid && q.noc_id !== device.nocid) throw notFound(`ap_id: no access point '${q.ap_id}' in NOC '${q.noc_id}'`);

  const period = metricPeriod((nowS - q.start_time) / 3600);
  const usage = q.graph_type === 'usage';
  const metrics = usage ? ['throughputIn', 'throughputOut'] : ['apUsers'];
  const rows = await readDeviceBuckets(db, device.name, metrics, q.start_time, nowS, period);
  const series = (metric: string, name: string) => ({
    name,
    points: rows.filter((r) => r.metric === metric).map((r) => [r.bucket, Math.round(r.value * 100) / 100] as const),
  });
  return renderSvgChart({
    title: `${usage ? 'AP Usage' : 'User Count'} of ${device.name}`,
    subtitle: `${period === 0 ? '15-minute samples' : 'hourly averages'}, UTC`,
    yName: usage ? 'Mbps' : 'Users',
    series: usage ? [series('throughputIn', 'Download'), series('throughputOut', 'Upload')] : [series('apUsers', 'Users')],
    width: 620,
    height: 320,
  });
}
