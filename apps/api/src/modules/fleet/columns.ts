import { ALERT_CONSOLE_COLUMNS, ALERT_FIELDS, DEVICE_FIELDS, LOCATION_INGEST_FIELDS, fieldByName, type FieldDef } from '@nms/contract';

/**
 * Table columns in the order loaders and upserts write them, taken from the contract's field
 * tables so a field added there is written here without further change. Aliases (two API names
 * for one column, e.g. elementName/name) are written once.
 */
const unique = (fields: readonly FieldDef[]): FieldDef[] => {
  const seen = new Set<string>();
  return fields.filter((f) => !seen.has(f.column) && seen.add(f.column));
};

export const DEVICE_COLUMNS: readonly FieldDef[] = unique(DEVICE_FIELDS);
/** What feeds and loaders write: the console's own workflow columns are left to it. */
export const ALERT_COLUMNS: readonly FieldDef[] = unique(ALERT_FIELDS).filter((f) => !ALERT_CONSOLE_COLUMNS.has(f.column));

/** The locations table has one column per location field the inventory sends. */
export const LOCATION_COLUMNS: readonly FieldDef[] = LOCATION_INGEST_FIELDS;

/** Device-owned columns an upsert must not overwrite: state follows the alerts, not the inventory. */
export const DEVICE_DERIVED_COLUMNS = new Set(['name', 'state']);

const columnOf =
  (table: ReadonlyMap<string, FieldDef>, kind: string) =>
  (name: string): string => {
    const f = table.get(name);
    if (!f) throw new Error(`unknown ${kind} field ${name}`);
    return f.column;
  };

/** `name` -> column, for the device attributes copied onto an alert. */
export const deviceColumnOf = columnOf(fieldByName(DEVICE_FIELDS), 'device');
export const alertColumnOf = columnOf(fieldByName(ALERT_FIELDS), 'alert');
