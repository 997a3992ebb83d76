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
 * The answer row of an entity, one property per field. A precise schema documents every field
 * in openapi.json and lets the server compile a serializer for it (a loose record schema cost
 * more per page than the query).
 */
export const rowSchema = (fields: FieldTable, title: string) =>
  Type.Object(Object.fromEntries(fields.map((f) => [f.name, Type.Optional(nullable(f.type))])), { title });
