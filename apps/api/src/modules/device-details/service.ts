import { availableDeviceActions, type ActionCatalogDevice, type DeviceDetailsAnswer, type DeviceGroupEntry } from '@nms/contract';
import { percentOf } from '@nms/simulator';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { additionalSection, sourceSection } from '../device-sources';
import { selectDetails, type DetailsRow, type GroupRow } from './repository';

/** The Impact column of the Networks card: "{impacted} of {total} ({percent}%)", percent as impact history holds it. */
export const impactedText = (impacted: number, total: number): string => `${impacted} of ${total} (${percentOf(impacted, total)}%)`;

export function groupEntry(g: GroupRow): DeviceGroupEntry {
  const history = g.history ?? [];
  return {
    group: `${g.network_type}:${g.name}`,
    network_type: g.network_type,
    name: g.name,
    low_level_group: g.low_level_group,
    impacted_text: impactedText(g.impacted_count, g.total_count),
    impacted_data: history.map((p) => p[0]),
    total_data: history.map((p) => p[1]),
    threshold_data: history.map((p) => p[2]),
  };
}

/** Shapes the statement's one row into every section of the page (spec 000 §3). */
export function detailsAnswer(row: DetailsRow): DeviceDetailsAnswer {
  const { __location, __neighbors, __groups, __events, ...device } = row;
  return {
    data: {
      device,
      location: __location,
      neighbor_devices: { data: __neighbors },
      device_groups: __groups.map(groupEntry),
      eit_device_details: sourceSection('eit_device', device),
      dmn_device_details: sourceSection('dmn_device', device),
      hts_device_details: sourceSection('hts_device', device),
      active_devices: sourceSection('active_device', device),
      network_events: __events,
      additional_details: additionalSection(device),
      available_actions: availableDeviceActions(device as unknown as ActionCatalogDevice),
    },
  };
}

/** device/device-details: one statement, one round trip; an unknown device is a 404 naming device_id. */
export async function deviceDetails(db: Kysely<DB>, deviceId: string): Promise<DeviceDetailsAnswer> {
  const row = await selectDetails(db, deviceId);
  if (!row) throw notFound(`device_id: device '${deviceId}' not found`);
  return detailsAnswer(row);
}
