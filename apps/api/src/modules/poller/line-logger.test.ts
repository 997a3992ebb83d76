import { describe, expect, it } from 'vitest';
import { lineLogger } from './line-logger';

describe('lineLogger', () => {
  it('writes one JSON object a line at or above its level, with the error message kept', () => {
    const lines: string[] = [];
    const log = lineLogger('info', { name: 'poller' }, (l) => lines.push(l) > 0);
    log.debug({ a: 1 }, 'hidden');
    log.info({ a: 2 }, 'shown');
    log.error({ err: new Error('boom') });
    expect(lines.every((l) => l.endsWith('\n'))).toBe(true);
    const [info, error] = lines.map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2);
    expect(info).toMatchObject({ level: 30, name: 'poller', a: 2, msg: 'shown' });
    expect(error).toMatchObject({ level: 50, err: { message: 'boom' } });
    expect(typeof info.time).toBe('number');
  });

  it('an unknown level means info', () => {
    const lines: string[] = [];
    const log = lineLogger('chatty', {}, (l) => lines.push(l) > 0);
    log.debug({}, 'no');
    log.info({}, 'yes');
    expect(lines.map((l) => JSON.parse(l).msg)).toEqual(['yes']);
  });
});
