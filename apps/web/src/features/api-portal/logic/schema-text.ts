import type { OpenApiSchema } from './openapi-types';

const members = (s: OpenApiSchema) => [...(s.anyOf ?? []), ...(s.oneOf ?? [])];
const typesOf = (s: OpenApiSchema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/**
 * The values a parameter can take when the schema lists them: an enum, a union of literals
 * (TypeBox writes those as anyOf of one-value enums) or a boolean. Undefined when it is free text.
 */
export function choicesOf(schema: OpenApiSchema | undefined): string[] | undefined {
  if (!schema) return undefined;
  if (schema.enum) return schema.enum.map(String);
  if (schema.const !== undefined) return [String(schema.const)];
  if (typesOf(schema).includes('boolean')) return ['true', 'false'];
  const parts = members(schema).filter((m) => !typesOf(m).includes('null'));
  if (parts.length === 0) return undefined;
  const lists = parts.map(choicesOf);
  return lists.every((l): l is string[] => Array.isArray(l)) ? [...new Set(lists.flat())] : undefined;
}

/** A short type name for a label: 'integer', 'string | null', 'array of string'. */
export function typeLabel(schema: OpenApiSchema | undefined): string {
  if (!schema) return 'any';
  const types = typesOf(schema);
  if (types.includes('array')) return `array of ${typeLabel(schema.items)}`;
  if (types.length) return types.join(' | ');
  const parts = members(schema);
  if (parts.length) return [...new Set(parts.map(typeLabel))].join(' | ');
  return 'any';
}

/**
 * A starting value for a JSON body editor, built from the body schema: defaults and first enum
 * values where the schema has them, else a placeholder of the right type.
 */
export function exampleOf(schema: OpenApiSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 5) return null;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const types = typesOf(schema);
  if (types.includes('object') || schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, exampleOf(v, depth + 1)]));
  }
  if (types.includes('array')) return [exampleOf(schema.items, depth + 1)];
  if (types.includes('string')) return 'string';
  if (types.includes('integer') || types.includes('number')) return schema.minimum ?? 0;
  if (types.includes('boolean')) return false;
  const first = members(schema).find((m) => !typesOf(m).includes('null')) ?? schema.allOf?.[0];
  return first ? exampleOf(first, depth + 1) : null;
}
