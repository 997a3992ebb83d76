import { Type, type Static, type TSchema } from 'typebox';
import { DEVICE_FIELDS } from '../fields/device-fields';
import { fieldTable, type FieldDef, type FieldType } from '../fields/field-types';
import { INGEST_MAX_ROWS } from './ingest-answer';

/**
 * Device fields an inventory may not write, with the reason the server gives: they follow from
 * other data (alerts, PAM schedules, the write itself) or are another name for the key.
 */
export const DEVICE_INGEST_READ_ONLY: Readonly<Record<string, string>> = {
  elementName: 'elementName is the device name: send name',
  state: "state follows the device's active alerts and cannot be written",
  rsUpdatedAt: 'rsUpdatedAt is the time of the last change and is set by the server',
  pamSuspended: "pamSuspended follows the device's PAM suspend schedule",
  pamSuspendStartDate: "pamSuspendStartDate follows the device's PAM suspend schedule",
  pamSuspendEndDate: "pamSuspendEndDate follows the device's PAM suspend schedule",
};

/**
 * Ingest-only device fields (not in the device answer): the name of a stored SNMP credential
 * ('' or null removes the device's SNMP settings) and the agent's UDP port (1-65535, default 161).
 */
export const DEVICE_INGEST_SNMP_FIELDS = fieldTable([
  ['snmpCredential', 'credential', 'text'],
  ['snmpPort', 'port', 'int'],
]);

/** Every field a device ingest row may carry besides `retire`: the contract's device fields an inventory owns, then SNMP. */
export const DEVICE_INGEST_FIELDS: readonly FieldDef[] = [
  ...DEVICE_FIELDS.filter((f) => !(f.name in DEVICE_INGEST_READ_ONLY)),
  ...DEVICE_INGEST_SNMP_FIELDS,
];

/** Limits the server holds every ingested value to (a longer value rejects its row). */
export const INGEST_LIMITS = { name: 200, text: 2000, arrayItems: 500, arrayItem: 200 } as const;

/** The JSON schema of a value of a field type; every field but a key may be null (null clears it). */
export function ingestValueSchema(type: FieldType): TSchema {
  const value: Record<FieldType, () => TSchema> = {
    text: () => Type.String({ maxLength: INGEST_LIMITS.text }),
    int: () => Type.Integer(),
    float: () => Type.Number(),
    bool: () => Type.Boolean(),
    epoch: () => Type.Integer({ minimum: 0, description: 'epoch milliseconds' }),
    textArray: () => Type.Array(Type.String({ maxLength: INGEST_LIMITS.arrayItem }), { maxItems: INGEST_LIMITS.arrayItems }),
  };
  return Type.Union([value[type](), Type.Null()]);
}

/**
 * One device of POST /ingest/devices. Upsert by name: on update an absent field keeps its stored
 * value and null clears it; on create an absent field is empty. `retire: true` takes the device
 * out of the fleet instead (its other fields are ignored).
 */
export const DeviceIngestRow = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: INGEST_LIMITS.name }),
    ...Object.fromEntries(DEVICE_INGEST_FIELDS.filter((f) => f.name !== 'name').map((f) => [f.name, Type.Optional(ingestValueSchema(f.type))])),
    retire: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, title: 'DeviceIngestRow' },
);
export type DeviceIngestRow = { name: string; retire?: boolean } & Record<string, unknown>;

export const DeviceIngestBody = Type.Array(DeviceIngestRow, { maxItems: INGEST_MAX_ROWS });

/** DELETE /ingest/devices: the devices to retire, by name. */
export const DeviceRetireBody = Type.Object(
  {
    names: Type.Array(Type.String({ minLength: 1, maxLength: INGEST_LIMITS.name }), { maxItems: INGEST_MAX_ROWS }),
  },
  { additionalProperties: false, title: 'DeviceRetireBody' },
);
export type DeviceRetireBody = Static<typeof DeviceRetireBody>;
