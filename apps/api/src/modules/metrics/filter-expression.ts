import { badRequest } from '../../lib/http-error';

/**
 * The filter_expression of apg/db/object-data/with-filter:
 *
 *   expression := clause ('&' clause)*
 *   clause     := field '==' value ('|' value)*
 *   field      := 'device' | 'group' | 'name'
 *   value      := "'" (any char but ' and \, or \' or \\)* "'"
 *
 * Exactly one of device or group (a single value), and name (one or more series names).
 * Whitespace between tokens is ignored. Examples: device=='ACME-00012-VSAT1'&name=='latency',
 * group=='DATACENTER:GTN'&name=='Total'|'Impacted'|'maxperc'.
 */
export type FilterTarget = { kind: 'device'; device: string; names: string[] } | { kind: 'group'; group: string; names: string[] };

const FIELDS = new Set(['device', 'group', 'name']);
const fail = (why: string) => badRequest(`filter_expression: ${why}`);

export function parseFilterExpression(text: string): FilterTarget {
  let i = 0;
  const skip = () => {
    while (i < text.length && /\s/.test(text[i])) i++;
  };
  const expect = (token: string) => {
    skip();
    if (!text.startsWith(token, i)) throw fail(`expected '${token}' at position ${i}`);
    i += token.length;
  };
  const value = (): string => {
    skip();
    if (text[i] !== "'") throw fail(`expected a quoted value at position ${i}`);
    let out = '';
    for (i++; i < text.length; i++) {
      const c = text[i];
      if (c === '\\' && i + 1 < text.length) out += text[++i];
      else if (c === "'") {
        i++;
        return out;
      } else out += c;
    }
    throw fail('unterminated quoted value');
  };

  const clauses = new Map<string, string[]>();
  for (;;) {
    skip();
    const m = /^[A-Za-z_]+/.exec(text.slice(i));
    if (!m) throw fail(`expected a field (device, group or name) at position ${i}`);
    const field = m[0];
    if (!FIELDS.has(field)) throw fail(`unknown field '${field}' (device, group or name)`);
    if (clauses.has(field)) throw fail(`field '${field}' given twice`);
    i += field.length;
    expect('==');
    const values = [value()];
    for (skip(); text[i] === '|'; skip()) {
      i++;
      values.push(value());
    }
    clauses.set(field, values);
    skip();
    if (i >= text.length) break;
    expect('&');
  }

  const names = clauses.get('name');
  if (!names) throw fail("name=='...' is required");
  if (names.some((n) => n === '')) throw fail('empty series name');
  const device = clauses.get('device');
  const group = clauses.get('group');
  if (device && group) throw fail('give device or group, not both');
  const target = device ?? group;
  if (!target) throw fail("device=='...' or group=='...' is required");
  if (target.length !== 1 || target[0] === '') throw fail(`one non-empty ${device ? 'device' : 'group'} value`);
  return device ? { kind: 'device', device: target[0], names: [...new Set(names)] } : { kind: 'group', group: target[0], names: [...new Set(names)] };
}
