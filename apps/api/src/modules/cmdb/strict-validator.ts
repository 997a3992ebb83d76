import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

/**
 * The CMDB routes' validator. The app's Ajv coerces types (query strings need it), and in a body
 * that turns a cleared number (null) into 0, [1] into 1 and 12 into '12': an operator's blank
 * Frequency would be stored as 0. Bodies are checked as sent; query strings and path parameters
 * have their numeric fields read from text first (a whole string of digits only: '1.5' is
 * not an id, where a converter would truncate it to 1). Messages name the field like the app's others:
 * "body/frequency must be number".
 */
interface TypeBoxError {
  keyword: string;
  instancePath: string;
  message: string;
}

function describe(part: string, errors: readonly TypeBoxError[]): string {
  const first = errors[0];
  if (!first) return `${part} is not valid`;
  // An additionalProperties: false schema reports an unknown key as a false sub-schema at that key.
  if (first.keyword === 'boolean' || first.keyword === 'additionalProperties') {
    const unknown = errors.find((e) => e.keyword === 'boolean')?.instancePath;
    return unknown ? `${part}${unknown} is not a known field` : `${part} must not have additional properties`;
  }
  return `${part}${first.instancePath} ${first.message}`;
}

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** Query and path values arrive as text: the fields the schema types as numbers are read as numbers. */
function numbersFromText(schema: TSchema, data: unknown): unknown {
  const props = (schema as { properties?: Record<string, { type?: string }> }).properties;
  if (!props || !data || typeof data !== 'object') return data;
  const out: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const [key, value] of Object.entries(out)) {
    const type = props[key]?.type;
    if ((type === 'integer' || type === 'number') && typeof value === 'string' && NUMERIC.test(value)) out[key] = Number(value);
  }
  return out;
}

export const strictValidator: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const checker = Compile(schema);
  const part = httpPart ?? 'body';
  return (data: unknown) => {
    const value = part === 'body' ? data : numbersFromText(schema, data);
    if (checker.Check(value)) return { value };
    return { error: new Error(describe(part, [...checker.Errors(value)] as TypeBoxError[])) };
  };
};
