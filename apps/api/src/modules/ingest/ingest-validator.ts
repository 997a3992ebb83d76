import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

/**
 * The ingest POST routes' validator. Their bodies are parsed and checked row by row by the
 * ingest rules (a schema validator would stop at the first bad row, coerce '12' to 12, and
 * walk 100,000 rows a second time), so the body schema only documents them. Query flags arrive
 * as text: 'true'/'false' are read as booleans before the check.
 */
export const ingestValidator: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  if (httpPart === 'body') return (data: unknown) => ({ value: data });
  const checker = Compile(schema);
  const part = httpPart ?? 'request';
  return (data: unknown) => {
    const value =
      data && typeof data === 'object'
        ? Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v === 'true' ? true : v === 'false' ? false : v]))
        : data;
    if (checker.Check(value)) return { value };
    const first = [...checker.Errors(value)][0] as
      { keyword?: string; instancePath?: string; message?: string; params?: { additionalProperties?: string[] } } | undefined;
    const extra = first?.params?.additionalProperties?.[0];
    const message = extra ? `${part}/${extra} is not a known parameter` : `${part}${first?.instancePath ?? ''} ${first?.message ?? 'is not valid'}`;
    return { error: new Error(message) };
  };
};
