/** One sample of the Prometheus text format: `name{label="value",...} value`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** The samples of a scrape, comments left out; label values unescaped. */
export function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const m = LINE.exec(line);
    if (!m) throw new Error(`not an exposition line: ${line}`);
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(LABEL)) labels[l[1]] = l[2].replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    samples.push({ name: m[1], labels, value: Number(m[3]) });
  }
  return samples;
}

/** The value of the sample with exactly these labels; 0 when absent (a series not yet seen). */
export function sampleValue(samples: Sample[], name: string, labels: Record<string, string>): number {
  const keys = Object.keys(labels);
  const hit = samples.find((s) => s.name === name && Object.keys(s.labels).length === keys.length && keys.every((k) => s.labels[k] === labels[k]));
  return hit?.value ?? 0;
}
