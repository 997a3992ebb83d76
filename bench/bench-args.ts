import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';

/**
 * Fleet benches at 1M devices run with 1M alerts (issue 19): a bench whose own default is smaller
 * (sized for its 20k-100k fleet) gets 1M alerts at a million devices unless `--alerts` says otherwise.
 */
export const fleetAlerts = (devices: number, given: string | undefined, smallDefault: number) =>
  given !== undefined ? Number(given) : devices >= 1_000_000 ? Math.max(smallDefault, 1_000_000) : smallDefault;

/**
 * Where a bench writes its JSON: `bench/results/<file>`, or `bench/results/<tag>/<file>` with
 * `--tag`, so two runs sharing the machine do not overwrite each other.
 */
export function resultsPath(file: string, tag: string | undefined) {
  const dir = tag ? `bench/results/${tag}` : 'bench/results';
  mkdirSync(dir, { recursive: true });
  return `${dir}/${file}`;
}

/** The tag names a database and a folder: letters, digits and underscores only. */
export function checkTag(tag: string | undefined) {
  if (tag !== undefined && !/^[a-z0-9_]{1,20}$/.test(tag)) throw new Error(`--tag must match [a-z0-9_]{1,20}: ${tag}`);
  return tag;
}

/** The fleet benches' common arguments: `--engine pglite|postgres --devices N --alerts M --iterations K [--reuse] [--tag NAME]`. */
export function benchArgs(defaultIterations: number) {
  const { values } = parseArgs({
    options: {
      engine: { type: 'string', default: 'pglite' },
      devices: { type: 'string', default: '100000' },
      alerts: { type: 'string', default: '1000000' },
      iterations: { type: 'string', default: String(defaultIterations) },
      reuse: { type: 'boolean', default: false },
      tag: { type: 'string' },
    },
  });
  return {
    engine: values.engine as 'pglite' | 'postgres',
    devices: Number(values.devices),
    alerts: Number(values.alerts),
    iterations: Number(values.iterations),
    reuse: values.reuse,
    tag: checkTag(values.tag),
  };
}
