import { Type, type Static } from 'typebox';
import { fieldTable, type FieldDef } from '../fields/field-types';
import { INGEST_MAX_ROWS } from './ingest-answer';
import { DEVICE_INGEST_SNMP_FIELDS, INGEST_LIMITS, ingestValueSchema } from './device-ingest';

/** A site devices sit at (devices name it in customerLocationId); upsert by customerLocationId. */
export const LOCATION_INGEST_FIELDS = fieldTable([
  ['customerLocationId', 'customer_location_id', 'text'],
  ['address', 'address', 'text'],
  ['city', 'city', 'text'],
  ['stateUSA', 'state_usa', 'text'],
  ['zip', 'zip', 'text'],
  ['latitude', 'latitude', 'float'],
  ['longitude', 'longitude', 'float'],
  ['plsiteid', 'plsiteid', 'text'],
]);

/**
 * A device group (a slice of the fleet whose impact the NOC watches), upsert by networkType and
 * name; its key `NETWORK_TYPE:name` is what devices carry in memberOf. lowLevelGroup names the
 * parent group (a beam's satellite) or the long name; deviceQuery (Lucene) selects its devices
 * (default `memberOf:"KEY"`); thresholdPercent (0-100, default 20) is the impacted share that
 * opens a network event. SNMP settings of a group apply to its members without their own.
 */
export const GROUP_INGEST_FIELDS: readonly FieldDef[] = [
  ...fieldTable([
    ['networkType', 'network_type', 'text'],
    ['name', 'name', 'text'],
    ['lowLevelGroup', 'low_level_group', 'text'],
    ['deviceQuery', 'device_query', 'text'],
    ['thresholdPercent', 'threshold_percent', 'float'],
  ]),
  ...DEVICE_INGEST_SNMP_FIELDS,
];

/** A device's membership of a group: the group by networkType and name, the device by name. */
export const GROUP_MEMBER_INGEST_FIELDS = fieldTable([
  ['networkType', 'network_type', 'text'],
  ['group', 'group', 'text'],
  ['device', 'device', 'text'],
]);

const rowSchema = (title: string, fields: readonly FieldDef[], keys: readonly string[]) =>
  Type.Object(
    {
      ...Object.fromEntries(
        fields.map((f) => [
          f.name,
          keys.includes(f.name) ? Type.String({ minLength: 1, maxLength: INGEST_LIMITS.name }) : Type.Optional(ingestValueSchema(f.type)),
        ]),
      ),
      retire: Type.Optional(Type.Boolean({ description: 'true: delete (remove) it instead' })),
    },
    { additionalProperties: false, title },
  );

export const LocationIngestRow = rowSchema('LocationIngestRow', LOCATION_INGEST_FIELDS, ['customerLocationId']);
export const GroupIngestRow = rowSchema('GroupIngestRow', GROUP_INGEST_FIELDS, ['networkType', 'name']);
export const GroupMemberIngestRow = rowSchema('GroupMemberIngestRow', GROUP_MEMBER_INGEST_FIELDS, ['networkType', 'group', 'device']);
export type LocationIngestRow = Static<typeof LocationIngestRow>;
export type GroupIngestRow = Static<typeof GroupIngestRow>;
export type GroupMemberIngestRow = Static<typeof GroupMemberIngestRow>;

export const LocationIngestBody = Type.Array(LocationIngestRow, { maxItems: INGEST_MAX_ROWS });
export const GroupIngestBody = Type.Array(GroupIngestRow, { maxItems: INGEST_MAX_ROWS });
export const GroupMemberIngestBody = Type.Array(GroupMemberIngestRow, { maxItems: INGEST_MAX_ROWS });

/** POST /ingest/group-members?replace=true: each named group's members become exactly the call's. */
export const GroupMemberIngestQuery = Type.Object(
  {
    dryRun: Type.Optional(Type.Boolean()),
    replace: Type.Optional(Type.Boolean({ description: "Make each group named in the call have exactly the call's members" })),
  },
  { additionalProperties: false },
);
export type GroupMemberIngestQuery = Static<typeof GroupMemberIngestQuery>;

/** DELETE bodies: what to take out, by key. */
export const LocationDeleteBody = Type.Object(
  {
    customerLocationIds: Type.Array(Type.String({ minLength: 1, maxLength: INGEST_LIMITS.name }), { maxItems: INGEST_MAX_ROWS }),
  },
  { additionalProperties: false, title: 'LocationDeleteBody' },
);
const GroupRef = Type.Object({ networkType: Type.String({ minLength: 1 }), name: Type.String({ minLength: 1 }) }, { additionalProperties: false });
export const GroupDeleteBody = Type.Object(
  {
    groups: Type.Array(GroupRef, { maxItems: INGEST_MAX_ROWS }),
  },
  { additionalProperties: false, title: 'GroupDeleteBody' },
);
const MemberRef = Type.Object(
  { networkType: Type.String({ minLength: 1 }), group: Type.String({ minLength: 1 }), device: Type.String({ minLength: 1 }) },
  { additionalProperties: false },
);
export const GroupMemberDeleteBody = Type.Object(
  {
    members: Type.Array(MemberRef, { maxItems: INGEST_MAX_ROWS }),
  },
  { additionalProperties: false, title: 'GroupMemberDeleteBody' },
);
export type LocationDeleteBody = Static<typeof LocationDeleteBody>;
export type GroupDeleteBody = Static<typeof GroupDeleteBody>;
export type GroupMemberDeleteBody = Static<typeof GroupMemberDeleteBody>;
