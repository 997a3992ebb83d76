import type { FieldDef } from '../fields/field-types';
import { DEVICE_INGEST_FIELDS } from '../ingest/device-ingest';

/** A field a file column can fill (name, database column, contract type). */
export type ImportField = FieldDef;

/**
 * What the ingest API writes: the contract's device fields an inventory owns (not the derived
 * state, PAM or change time) and the ingest's SNMP fields (snmpCredential, snmpPort).
 */
export const IMPORT_FIELDS: readonly ImportField[] = DEVICE_INGEST_FIELDS;

const FIELD_BY_NAME = new Map(IMPORT_FIELDS.map((f) => [f.name, f]));
export const importField = (name: string): ImportField | undefined => FIELD_BY_NAME.get(name);

/** Column → field name, or null to leave the column out. One entry per file column. */
export type ColumnMapping = (string | null)[];

/** Case, spaces, dashes and underscores do not matter: 'Management IP' = management_ip = managementIp. */
const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Headers people commonly give these fields in inventory spreadsheets. */
const ALIASES: Record<string, string> = {
  devicename: 'name',
  device: 'name',
  hostname: 'name',
  ip: 'managementIp',
  ipaddress: 'managementIp',
  mgmtip: 'managementIp',
  credential: 'snmpCredential',
  snmpcommunity: 'snmpCredential',
  port: 'snmpPort',
};

const BY_KEY = new Map<string, string>([
  ...Object.entries(ALIASES),
  ...IMPORT_FIELDS.map((f) => [key(f.column), f.name] as const),
  ...IMPORT_FIELDS.map((f) => [key(f.name), f.name] as const),
]);

/**
 * Maps each header to the field of the same name (contract name or column name, any case) or an
 * alias; a field is filled by one column only, the first that names it; the rest are ignored.
 */
export function autoMap(headers: readonly string[]): ColumnMapping {
  const taken = new Set<string>();
  return headers.map((h) => {
    const field = BY_KEY.get(key(h));
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/** Problems with a mapping that stop an import before any row is sent. */
export function mappingProblem(mapping: ColumnMapping): string | undefined {
  if (!mapping.includes('name')) return 'Map a column to name: devices are matched by name';
  const seen = new Set<string>();
  for (const f of mapping) {
    if (f === null) continue;
    if (seen.has(f)) return `${f} is mapped from two columns; keep one`;
    seen.add(f);
  }
  return undefined;
}
