/**
 * A searchable, sortable attribute of an entity. `name` is what the API, the grids and the
 * Lucene query language use; `column` is the SQL expression behind it. Both sides read these
 * tables, so a field exists in the query language exactly when it exists in the answer.
 */
export type FieldType = 'text' | 'int' | 'float' | 'bool' | 'epoch' | 'textArray';

export interface FieldDef {
  name: string;
  column: string;
  type: FieldType;
}

export type FieldTable = readonly FieldDef[];

/** Builds a field table from compact `[name, column, type]` rows. */
export const fieldTable = (rows: ReadonlyArray<readonly [string, string, FieldType]>): FieldTable =>
  rows.map(([name, column, type]) => ({ name, column, type }));

export const fieldByName = (table: FieldTable): ReadonlyMap<string, FieldDef> => new Map(table.map((f) => [f.name, f]));
