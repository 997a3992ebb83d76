import type { FeedLogger } from '../../feeds/feed-host';

const LEVELS = { debug: 20, info: 30, warn: 40, error: 50 } as const;
type Level = keyof typeof LEVELS;

/**
 * One JSON object per line on stdout, pino's shape (level number, time, msg), for the poller
 * process that runs without Fastify. `err` fields keep their message and stack.
 */
export function lineLogger(
  level: string,
  base: Record<string, unknown> = {},
  write = (line: string) => process.stdout.write(line),
): FeedLogger & { debug(obj: object, msg?: string): void } {
  const min = LEVELS[(level in LEVELS ? level : 'info') as Level];
  const emit = (l: Level) => (obj: object, msg?: string) => {
    if (LEVELS[l] < min) return;
    const fields: Record<string, unknown> = { level: LEVELS[l], time: Date.now(), ...base, ...obj };
    if (fields.err instanceof Error) fields.err = { message: fields.err.message, stack: fields.err.stack };
    write(`${JSON.stringify(msg === undefined ? fields : { ...fields, msg })}\n`);
  };
  return { debug: emit('debug'), info: emit('info'), warn: emit('warn'), error: emit('error') };
}
