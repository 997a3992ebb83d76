import { ALERT_FIELDS, DEVICE_FIELDS, type FieldDef } from '@nms/contract';

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
export const ALERT_COLUMNS: readonly FieldDef[] = unique(ALERT_FIELDS);

export const LOCATION_COLUMNS: readonly FieldDef[] = [
  { name: 'customerLocationId', column: 'customer_location_id', type: 'text' },
  { name: 'address', column: 'address', type: 'text' },
  { name: 'city', column: 'city', type: 'text' },
  { name: 'stateUSA', column: 'state_usa', type: 'text' },
  { name: 'zip', column: 'zip', type: 'text' },
  { name: 'latitude', column: 'latitude', type: 'float' },
  { name: 'longitude', column: 'longitude', type: 'float' },
  { name: 'plsiteid', column: 'plsiteid', type: 'text' },
];

/** Device-owned columns an upsert must not overwrite: state follows the alerts, not the inventory. */
export const DEVICE_DERIVED_COLUMNS = new Set(['name', 'state']);

/** `name` -> column, for the device attributes copied onto an alert. */
export const deviceColumnOf = (name: string): string => {
  const f = DEVICE_FIELDS.find((d) => d.name === name);
  if (!f) throw new Error(`unknown device field ${name}`);
  return f.column;
};
export const alertColumnOf = (name: string): string => {
  const f = ALERT_FIELDS.find((d) => d.name === name);
  if (!f) throw new Error(`unknown alert field ${name}`);
  return f.column;
};
