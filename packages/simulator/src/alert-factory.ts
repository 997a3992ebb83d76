import { ALERT_FIELDS, DEVICE_FIELDS } from '@nms/contract';
import type { EventDef } from './alert-catalog';
import type { DeviceKind } from './device-catalog';
import type { Rng } from './prng';
import type { AlertRaise, AlertRecord, DeviceRecord } from './sink';

/**
 * Device attributes copied onto an alert when it is raised (the fields both tables share, less
 * the alert's own name/state/description), so alert queries never join devices.
 */
const OWN = new Set(['name', 'elementName', 'state', 'description', 'severity', 'active', 'rsUpdatedAt']);
const DEVICE_NAMES = new Set(DEVICE_FIELDS.map((f) => f.name));
export const DEVICE_ATTRS_ON_ALERT: readonly string[] = ALERT_FIELDS.map((f) => f.name).filter((n) => DEVICE_NAMES.has(n) && !OWN.has(n));

/** Notification name, unique among active alerts: class, instance and event, SMARTS style. */
export const alertName = (elementClassName: string, instanceName: string, eventName: string): string =>
  `NOTIFICATION-${elementClassName}_${instanceName}_${eventName}`;

export const instanceOf = (deviceName: string, ev: EventDef) => ({
  instanceName: ev.component ? `${deviceName}/${ev.component}` : deviceName,
  instanceDisplayName: ev.component ? `${ev.component} on ${deviceName}` : deviceName,
});

export const eventText = (ev: EventDef): string => ev.text.replace('{component}', ev.component ?? '');

/** Alert impact score per severity (an informational notice has none). */
export const IMPACT = [0, 100, 75, 50, 25, 0];

const visibility = (rng: Rng): 'External' | 'Internal' => (rng.chance(0.75) ? 'External' : 'Internal');
const ticket = (rng: Rng, severity: number): string | null =>
  rng.chance(severity <= 2 ? 0.35 : 0.1) ? `CAS-${rng.int(10_000_000, 49_999_999)}` : null;

/** A PAM-suspended device raises no proactive case (ticket still drawn: the rng sequence stays put). */
const suspendedAt = (device: DeviceRecord, at: number): boolean =>
  device.pamSuspended === true && typeof device.pamSuspendStartDate === 'number' && at >= device.pamSuspendStartDate;

/** A live notification for a device. */
export function raiseFor(device: { name: string; className: string }, kind: DeviceKind, ev: EventDef, at: number, rng: Rng): AlertRaise {
  return {
    deviceName: device.name,
    elementClassName: device.className,
    classDisplayName: kind.classDisplayName,
    ...instanceOf(device.name, ev),
    eventName: ev.eventName,
    eventDisplayName: ev.eventDisplayName,
    eventText: eventText(ev),
    severity: ev.severity,
    category: ev.category,
    visibility: visibility(rng),
    troubleTicketID: ticket(rng, ev.severity),
    at,
  };
}

export interface AlertTimes {
  createdAt: number;
  lastNotifiedAt: number;
  clearedAt: number | null;
  count: number;
}

/** A full alert row as the feed stores it: for the initial history load. */
export function historyAlert(device: DeviceRecord, kind: DeviceKind, ev: EventDef, t: AlertTimes, rng: Rng): AlertRecord {
  const deviceName = device.name as string;
  const { instanceName, instanceDisplayName } = instanceOf(deviceName, ev);
  const active = t.clearedAt === null;
  const row: AlertRecord = {
    name: alertName(kind.className, instanceName, ev.eventName),
    severity: ev.severity,
    active,
    elementName: deviceName,
    elementDisplayName: deviceName,
    elementClassName: kind.className,
    instanceName,
    instanceDisplayName,
    eventName: ev.eventName,
    eventDisplayName: ev.eventDisplayName,
    eventText: eventText(ev),
    description: `${ev.eventDisplayName} on ${kind.classDisplayName} ${deviceName}`,
    eventState: active ? 'ACTIVE' : 'INACTIVE',
    eventType: ev.category === 'Availability' ? 'DURABLE' : 'MOMENTARY',
    category: ev.category,
    certainty: 100,
    acknowledged: rng.chance(0.15),
    isProblem: ev.severity <= 2,
    isRoot: ev.eventName === 'Down',
    isProcessed: true,
    inMaintenance: device.provisionStatus === 'maint',
    impact: IMPACT[ev.severity],
    owner: rng.chance(0.2) ? 'NOC' : '',
    source: 'SMARTS',
    sourceDomainName: `INCHARGE-AM-${device.dataCenter}`,
    state: active ? 'NOTIFIED' : 'CLEARED',
    troubleTicketID: suspendedAt(device, t.createdAt) ? (ticket(rng, ev.severity), null) : ticket(rng, ev.severity),
    visibility: visibility(rng),
    createdAt: t.createdAt,
    lastNotifiedAt: t.lastNotifiedAt,
    changedAt: t.clearedAt ?? t.lastNotifiedAt,
    clearedAt: t.clearedAt,
    willExpireAt: t.clearedAt === null ? null : t.clearedAt + 90 * 86_400_000,
    count: t.count,
    duration: Math.round((t.lastNotifiedAt - t.createdAt) / 1000),
    clearDuration: t.clearedAt === null ? null : Math.round((t.clearedAt - t.createdAt) / 1000),
    userDefined1: device.napSource,
    userDefined2: device.userdef2,
    userDefined3: device.hnsService,
    userDefined4: null,
    userDefined5: null,
    userDefined6: null,
    userDefined7: null,
    userDefined8: null,
    userDefined9: null,
    userDefined10: null,
    classDisplayName: kind.classDisplayName,
    hanSiteName: device.han === 'Enabled' ? `${device.nmd}-HAN` : null,
    channelid: device.beamid ? `${device.beamid}-CH${rng.int(1, 8)}` : null,
    systemRedundancyGroup: device.userdef2 === 'Diversity' ? `SRG-${device.customerLocationId}` : null,
    rsDatasource: 'smarts',
    rsInsertedAt: t.createdAt,
  };
  for (const f of DEVICE_ATTRS_ON_ALERT) row[f] = device[f] ?? null;
  row.rsUpdatedAt = t.clearedAt ?? t.lastNotifiedAt;
  return row;
}
