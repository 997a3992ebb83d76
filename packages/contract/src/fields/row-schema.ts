import { Type, type TSchema } from 'typebox';
import type { FieldTable, FieldType } from './field-types';

const JSON_TYPE: Record<Exclude<FieldType, 'textArray'>, string> = {
  text: 'string',
  int: 'integer',
  float: 'number',
  bool: 'boolean',
  epoch: 'integer',
};

const nullable = (type: FieldType): TSchema =>
  type === 'textArray'
    ? Type.Unsafe<string[] | null>({ type: ['array', 'null'], items: { type: 'string' } })
    : Type.Unsafe({ type: [JSON_TYPE[type], 'null'] });

/**
 * The answer row of an entity, one property per field: it documents every field in openapi.json
 * and types the generated client. The routes answering these rows send them with native
 * JSON.stringify (apps/api/src/lib/native-json.ts), not a serializer compiled from this schema:
 * checking each nullable field cost more per page than the query.
 */
export const rowSchema = (fields: FieldTable, title: string, always: RowGuarantees = {}) =>
  Type.Object(
    Object.fromEntries(
      fields.map((f) => [
        f.name,
        always.set?.includes(f.name) ? present(f.type) : always.present?.includes(f.name) ? nullable(f.type) : Type.Optional(nullable(f.type)),
      ]),
    ),
    { title },
  );

/**
 * What the table guarantees of every row it answers (NOT NULL columns, columns always selected),
 * so a typed client reads `row.name` as a string rather than checking for a field that is always there.
 */
export interface RowGuarantees {
  /** Always present and never null. */
  set?: readonly string[];
  /** Always present, possibly null. */
  present?: readonly string[];
}

const present = (type: FieldType): TSchema =>
  type === 'textArray' ? Type.Unsafe<string[]>({ type: 'array', items: { type: 'string' } }) : Type.Unsafe({ type: JSON_TYPE[type] });
