import { inChunks } from './in-chunks';
import type { FieldDef, FieldType, IngestError } from '@nms/contract';
import { unstorableText } from '../../plugins/input-guards';
import { refused, type IngestBody } from './ingest-body';

/** Errors a 400 lists at most (the message names the first). */
const MAX_LISTED = 100;
const NUL = '\u0000';

const KIND: Record<FieldType, { ok: (v: unknown) => boolean; noun: string }> = {
  text: { ok: (v) => typeof v === 'string', noun: 'a string' },
  int: { ok: (v) => typeof v === 'number', noun: 'a number' },
  float: { ok: (v) => typeof v === 'number', noun: 'a number' },
  epoch: { ok: (v) => typeof v === 'number', noun: 'a number (epoch milliseconds)' },
  bool: { ok: (v) => typeof v === 'boolean', noun: 'true or false' },
  textArray: { ok: (v) => Array.isArray(v) && v.every((x) => typeof x === 'string'), noun: 'an array of strings' },
};

const jsonType = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

export const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Refuses the whole body (400, nothing written) when a row is not an object or a known field
 * holds a value of the wrong JSON type for its contract type: such a body was not built for
 * this API. Null is every field's "clear it". Unknown field names are not checked here: they
 * reject their own row (row-values.ts).
 */
export async function checkTypes(body: IngestBody, fields: ReadonlyMap<string, FieldType>, noun: string): Promise<void> {
  const errors: IngestError[] = [];
  await inChunks(body.rows, ({ line, value }) => {
    if (errors.length >= MAX_LISTED) return false;
    if (!isPlainObject(value)) {
      errors.push({ line, field: '', message: `each row must be a JSON object (a ${noun}), not ${jsonType(value)}` });
    } else {
      for (const key of Object.keys(value)) {
        const type = fields.get(key);
        const v = value[key];
        const bad = unstorableIn(key, v);
        if (bad !== undefined) {
          const path = body.pathOf(line);
          errors.push({ line, field: key, message: `${path ? `${path}/${bad.path}` : bad.path} ${bad.problem}` });
        } else if (type && v !== null && !KIND[type].ok(v)) {
          errors.push({ line, field: key, message: `${key} must be ${KIND[type].noun} or null, not ${jsonType(v)}` });
        }
      }
    }
    return true;
  });
  if (errors.length > 0) throw refused(errors);
}

/**
 * PostgreSQL cannot store U+0000 or a lone surrogate: a key or text holding one is refused like a
 * wrong type, as every other route of the app refuses it (400 naming the field). Returns the
 * field's path (`key`, `key/2` for an array item; a NUL in a key written \u0000) and why, or
 * undefined.
 */
function unstorableIn(key: string, v: unknown): { path: string; problem: string } | undefined {
  const name = key.includes(NUL) ? JSON.stringify(key).slice(1, -1) : key;
  const own = unstorableText(key) ?? (typeof v === 'string' ? unstorableText(v) : undefined);
  if (own) return { path: name, problem: own };
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const problem = typeof v[i] === 'string' ? unstorableText(v[i] as string) : undefined;
      if (problem) return { path: `${name}/${i}`, problem };
    }
  }
  return undefined;
}

/** Field name -> type for checkTypes, with the row flag `retire`. */
export const typesOf = (fields: readonly FieldDef[]): ReadonlyMap<string, FieldType> =>
  new Map<string, FieldType>([...fields.map((f) => [f.name, f.type] as const), ['retire', 'bool']]);
