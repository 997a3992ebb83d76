import { Type, type Static } from 'typebox';
import { MaintenanceOccurrence, MaintenanceRecurrence, MaintenanceTarget } from './maintenance-schemas';

/**
 * POST /maintenance/impact: what a window would suspend, asked before saving. The body is the
 * window as the form holds it; `excludeId` is the window being edited (not its own overlap).
 */
export const MaintenanceImpactBody = Type.Object(
  {
    target: MaintenanceTarget,
    start: Type.Optional(Type.String({ maxLength: 40 })),
    durationMinutes: Type.Optional(Type.Number()),
    timeZone: Type.Optional(Type.String({ maxLength: 100 })),
    recurrence: Type.Optional(MaintenanceRecurrence),
    until: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
    excludeId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  },
  { additionalProperties: false },
);
export type MaintenanceImpactBody = Static<typeof MaintenanceImpactBody>;

/** Devices of the target whose groups have active network events (as on Device Details); alerts are not counted. */
export const MaintenanceImpactEvents = Type.Object({
  devices: Type.Integer({ description: 'devices of the target with at least one active network event' }),
  events: Type.Integer({ description: 'their active network events' }),
  /** The first few such devices, most events first. */
  sample: Type.Array(Type.Object({ name: Type.String(), events: Type.Integer(), severity: Type.Union([Type.String(), Type.Null()]) })),
});
export type MaintenanceImpactEvents = Static<typeof MaintenanceImpactEvents>;

/** Another window whose occurrences meet this one's (time only, within the next year). */
export const MaintenanceOverlap = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** The first occurrence of this window that meets one of the other's, and that other occurrence. */
  occurrence: MaintenanceOccurrence,
  other: MaintenanceOccurrence,
});
export type MaintenanceOverlap = Static<typeof MaintenanceOverlap>;

export const MaintenanceImpactAnswer = Type.Object({
  devices: Type.Integer(),
  /** Distinct customers (nmd) among them. */
  customers: Type.Integer(),
  /** Devices by productCategory (Manage Devices' "Device Type" column), most first; null: none set. */
  byType: Type.Array(Type.Object({ type: Type.Union([Type.String(), Type.Null()]), devices: Type.Integer() })),
  events: MaintenanceImpactEvents,
  /** Names in a device list that match no device. */
  unknownDevices: Type.Array(Type.String()),
  overlaps: Type.Array(MaintenanceOverlap),
  /** The window's next occurrences (empty while its times are incomplete). */
  nextOccurrences: Type.Array(MaintenanceOccurrence),
});
export type MaintenanceImpactAnswer = Static<typeof MaintenanceImpactAnswer>;
