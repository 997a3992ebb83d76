import { randomUUID } from 'node:crypto';
import type { Harness } from './api-harness';
import { authHeader, mintToken } from './tokens';

/**
 * Reading openapi.json for the fuzz tests: every operation with its parameters, a plausible
 * value for each parameter and a sample body built from the request schema, and the hostile
 * variants of those bodies (NUL in values and keys, numbers JSON can write but no column holds).
 */

export interface JsonSchema {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  minLength?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}

type Doc = {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
};

export function operationsOf(doc: Doc): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

const typesOf = (s: JsonSchema): string[] => [s.type ?? []].flat();

/** Whether every type the parameter accepts is a number (the rule of 'Infinity' -> 400). */
export const isNumeric = (s: JsonSchema | undefined): boolean => {
  if (!s) return false;
  const types = [...typesOf(s), ...[...(s.anyOf ?? []), ...(s.oneOf ?? [])].flatMap(typesOf)];
  return types.length > 0 && types.every((t) => t === 'integer' || t === 'number');
};

/** Whether a numeric parameter takes whole numbers only. */
export const isWhole = (s: JsonSchema | undefined): boolean =>
  !!s && [...typesOf(s), ...[...(s.anyOf ?? []), ...(s.oneOf ?? [])].flatMap(typesOf)].every((t) => t === 'integer');

/** A value the schema accepts, as plain data (a first enum entry, a minimum, a date for a date pattern). */
export function sample(s: JsonSchema | undefined, depth = 0): unknown {
  if (!s || depth > 6) return null;
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const branch = (s.anyOf ?? s.oneOf)?.find((b) => b.type !== 'null');
  if (branch) return sample(branch, depth + 1);
  const type = typesOf(s).find((t) => t !== 'null');
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return [sample(s.items, depth + 1)];
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v, depth + 1)]));
    case 'string':
      if (s.pattern?.includes('\\d{4}-\\d{2}-\\d{2}T')) return '2026-01-01T00:00:00Z';
      if (s.pattern?.includes('\\d{4}-\\d{2}-\\d{2}') || s.format === 'date') return '2026-01-01';
      return 'x'.repeat(Math.max(s.minLength ?? 1, 1));
    default:
      return 'x';
  }
}

/** Text of a plausible value for a query or path parameter. */
export const sampleText = (p: Parameter): string => String(sample(p.schema) ?? 'x');

/** The URL of an operation with each path parameter filled, and `query` appended. */
export function urlOf(op: Operation, path: Record<string, string>, query: Record<string, string>): string {
  const filled = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(path[name] ?? 'x'));
  const qs = new URLSearchParams(query).toString();
  return qs ? `${filled}?${qs}` : filled;
}

/** Path and required query parameters at plausible values: the base each variant changes one thing of. */
export function baseParameters(op: Operation) {
  const path: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const p of op.parameters) {
    if (p.in === 'path') path[p.name] = sampleText(p);
    else if (p.in === 'query' && p.required) query[p.name] = sampleText(p);
  }
  return { path, query };
}

const MARK = '__fuzz_number__';

/**
 * Bodies that differ from the sample in one place, as JSON text: a NUL in each string value and
 * in a key of each object, and each number replaced by 1e309, -1e309, 1e400 (JSON.parse makes
 * them Infinity), 2^53+1, ±1e300, 1e-300 or -1. `field` is the path a 400 must name.
 */
export function hostileBodies(body: unknown): Array<{ text: string; field?: string; type?: string }> {
  const out: Array<{ text: string; field?: string; type?: string }> = [];
  const visit = (value: unknown, path: Array<string | number>, replace: (v: unknown) => unknown) => {
    const at = ['body', ...path].join('/');
    if (typeof value === 'string') out.push({ text: JSON.stringify(replace(`${value}\u0000`)), field: at });
    if (typeof value === 'number') {
      for (const n of ['1e309', '-1e309', '1e400', '9007199254740993', '1e300', '-1e300', '1e-300', '-1']) {
        out.push({ text: JSON.stringify(replace(MARK)).replace(`"${MARK}"`, n) });
      }
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, [...path, i], (v) => replace(value.map((x, j) => (j === i ? v : x)))));
    } else if (value && typeof value === 'object') {
      out.push({ text: JSON.stringify(replace({ ...value, 'bad\u0000key': 'x' })), field: `${at}/bad\\u0000key` });
      for (const [k, v] of Object.entries(value)) visit(v, [...path, k], (nv) => replace({ ...value, [k]: nv }));
    }
  };
  visit(body, [], (v) => v);
  out.push({ text: '"\\u0000"', field: 'body' }, { text: '1e309' }, { text: '{"a":"b\u0000"}' });
  out.push({ text: `${'['.repeat(20_000)}${']'.repeat(20_000)}` }, { text: '{"a":' }, { text: '\u0000' });
  // The same sample under content types the API does not parse, and JSON that claims another charset.
  const text = JSON.stringify(body) ?? 'null';
  for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16', 'multipart/form-data; boundary=x']) {
    out.push({ text, type });
  }
  return out;
}

/**
 * The headers a fuzzer sends: the admin's, but sign-out revokes the token it is sent with, so a
 * sign-out gets a token of its own and the admin's stays valid for the calls after it.
 */
export async function fuzzHeaders(h: Harness, op: Operation): Promise<Record<string, string>> {
  if (!(op.method === 'POST' && op.path.endsWith('/user/logout'))) return h.admin;
  return authHeader(await mintToken(h.app, { sub: 'admin', nickname: 'admin', groups: ['nmstools_admin'], nonce: randomUUID() }));
}
