import { parseArgs } from 'node:util';

/** The fleet benches' common arguments: `--engine pglite|postgres --devices N --alerts M --iterations K [--reuse]`. */
export function benchArgs(defaultIterations: number) {
  const { values } = parseArgs({
    options: {
      engine: { type: 'string', default: 'pglite' },
      devices: { type: 'string', default: '100000' },
      alerts: { type: 'string', default: '1000000' },
      iterations: { type: 'string', default: String(defaultIterations) },
      reuse: { type: 'boolean', default: false },
    },
  });
  return {
    engine: values.engine as 'pglite' | 'postgres',
    devices: Number(values.devices),
    alerts: Number(values.alerts),
    iterations: Number(values.iterations),
    reuse: values.reuse,
  };
}
