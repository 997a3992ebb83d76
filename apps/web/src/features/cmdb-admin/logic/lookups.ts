import { CMDB_ENTITIES, compareRouteNames, type CmdbCollection, type CmdbRecord } from '@nms/contract';

export interface LookupOption {
  value: string;
  label: string;
}

/** The rows of one referenced collection, by key, as the form and the grid name them. */
export interface Lookup {
  names: ReadonlyMap<number, string>;
  /** Select options, ordered as that collection's grid orders its names. */
  options: LookupOption[];
}

export type Lookups = Partial<Record<CmdbCollection, Lookup>>;

/** The collections a tab reads besides its own: its lookups, and service instances for a services list. */
export function lookupCollections(collection: CmdbCollection): CmdbCollection[] {
  const needed = new Set<CmdbCollection>();
  for (const f of CMDB_ENTITIES[collection].fields) {
    if (f.kind === 'ref' && f.ref) needed.add(f.ref);
    if (f.kind === 'names') needed.add('svi_hughes_service_instances');
  }
  return [...needed];
}

/** The text a row is known by: its first field (name, or a circuit's A Circuit ID). */
export function rowName(collection: CmdbCollection, row: CmdbRecord): string {
  const v = row[CMDB_ENTITIES[collection].fields[0].name];
  return v === null || v === undefined ? '' : String(v);
}

/** How a collection orders its names: letters then number for routes, else text. */
export function nameComparator(collection: CmdbCollection): (a: string, b: string) => number {
  return CMDB_ENTITIES[collection].nameSort === 'route'
    ? compareRouteNames
    : (a, b) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true });
}

export function buildLookup(collection: CmdbCollection, rows: readonly CmdbRecord[]): Lookup {
  const key = CMDB_ENTITIES[collection].key;
  const names = new Map<number, string>();
  for (const r of rows) if (typeof r[key] === 'number') names.set(r[key], rowName(collection, r));
  const compare = nameComparator(collection);
  const options = [...names.entries()].map(([id, label]) => ({ value: String(id), label })).sort((a, b) => compare(a.label, b.label));
  return { names, options };
}

/**
 * The services multi-select's choices: the service instance names, each once (the select needs
 * unique values), plus names a row already holds that no instance has any more.
 */
export function serviceNameOptions(instances: readonly CmdbRecord[], held: readonly string[] = []): string[] {
  const names = new Set<string>();
  for (const r of instances) {
    const n = rowName('svi_hughes_service_instances', r);
    if (n) names.add(n);
  }
  for (const n of held) names.add(n);
  return [...names].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true }));
}
