import pino from 'pino';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runWithRequest } from '../request-context';
import { requestIdMixin } from './log-request-id';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).trim().split('\n'));
      done();
    },
  });
  return { log: pino({ mixin: requestIdMixin }, stream), lines };
}

const request = { requestId: 'req-42', address: '127.0.0.1', audited: false };

describe('requestIdMixin', () => {
  it("adds the current request's id to lines of the app's logger", () => {
    const { log, lines } = capture();
    runWithRequest(request, () => log.info('inside'));
    log.info('outside');
    expect(JSON.parse(lines[0])).toMatchObject({ msg: 'inside', reqId: 'req-42' });
    expect(JSON.parse(lines[1]).reqId).toBeUndefined();
  });

  it('writes reqId once on a logger that already binds it (the request logger)', () => {
    const { log, lines } = capture();
    runWithRequest(request, () => log.child({ reqId: 'req-42' }).info('bound'));
    expect(lines[0].match(/"reqId":/g)).toHaveLength(1);
    expect(JSON.parse(lines[0]).reqId).toBe('req-42');
  });
});
