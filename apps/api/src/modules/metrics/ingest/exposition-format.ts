/**
 * Prometheus' text exposition format (version 0.0.4), the lines a script can send:
 * `name{label="value",...} value [timestamp_ms]`. # lines are comments (HELP, TYPE).
 */

export interface PromPoint {
  name: string;
  labels: Record<string, string>;
  value: number;
  timestampMs: number;
}

export class ExpositionError extends Error {}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*/;
const LABEL = /^[a-zA-Z_][a-zA-Z0-9_]*/;

function parseValue(s: string): number {
  if (s === 'NaN') return NaN;
  if (s === '+Inf' || s === 'Inf') return Infinity;
  if (s === '-Inf') return -Infinity;
  const n = Number(s);
  if (s === '' || Number.isNaN(n)) throw new Error(`'${s}' is not a number`);
  return n;
}

/** The points of a text body; a point without a timestamp is at `nowMs`. Throws ExpositionError naming the line. */
export function parseExposition(text: string, nowMs: number): PromPoint[] {
  const out: PromPoint[] = [];
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    try {
      const name = NAME.exec(line)?.[0];
      if (!name) throw new Error('a line starts with a metric name');
      let rest = line.slice(name.length);
      const labels: Record<string, string> = {};
      if (rest.startsWith('{')) {
        rest = rest.slice(1).trimStart();
        while (!rest.startsWith('}')) {
          const label = LABEL.exec(rest)?.[0];
          if (!label) throw new Error('a label name was expected');
          rest = rest.slice(label.length).trimStart();
          if (!rest.startsWith('="')) throw new Error(`label ${label} needs ="value"`);
          rest = rest.slice(2);
          let value = '';
          for (;;) {
            if (rest === '') throw new Error(`label ${label}'s value has no closing quote`);
            const c = rest[0];
            if (c === '"') break;
            if (c === '\\') {
              const e = rest[1];
              value += e === 'n' ? '\n' : (e ?? '');
              rest = rest.slice(2);
            } else {
              value += c;
              rest = rest.slice(1);
            }
          }
          labels[label] = value;
          rest = rest.slice(1).trimStart();
          if (rest.startsWith(',')) rest = rest.slice(1).trimStart();
          else if (!rest.startsWith('}')) throw new Error('labels are separated by commas');
        }
        rest = rest.slice(1);
      }
      const [value, timestamp, extra] = rest.trim().split(/\s+/);
      if (value === undefined || value === '') throw new Error('the value is missing');
      if (extra !== undefined) throw new Error(`unexpected '${extra}' after the timestamp`);
      const ts = timestamp === undefined ? nowMs : Number(timestamp);
      if (!Number.isInteger(ts)) throw new Error(`timestamp '${timestamp}' is not whole milliseconds`);
      out.push({ name, labels, value: parseValue(value), timestampMs: ts });
    } catch (err) {
      throw new ExpositionError(`line ${i + 1}: ${(err as Error).message}`);
    }
  });
  return out;
}
