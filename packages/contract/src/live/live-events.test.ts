import { describe, expect, it } from 'vitest';
import { LIVE_EVENTS, readLiveEvent } from './live-events';

describe('readLiveEvent', () => {
  it('reads each event the contract names, and nothing else', () => {
    expect(LIVE_EVENTS).toEqual(['hello', 'changes', 'resync', 'reauth']);
    expect(readLiveEvent('hello', '{"resumed":true,"process":"h:1"}')).toEqual({ event: 'hello', data: { resumed: true, process: 'h:1' } });
    expect(readLiveEvent('resync', '{}')).toEqual({ event: 'resync', data: {} });
    expect(readLiveEvent('reauth', '{}')).toEqual({ event: 'reauth', data: {} });
    expect(readLiveEvent('message', '{}')).toBeUndefined();
  });

  it('reads keys and many, drops what is not a string key, and keeps a string readAfter', () => {
    expect(readLiveEvent('changes', '{"views":{"v1":{"keys":["a",1,"b"]},"v2":{"many":true},"v3":null},"readAfter":"0/1"}')).toEqual({
      event: 'changes',
      data: { views: { v1: { keys: ['a', 'b'] }, v2: { many: true }, v3: { keys: [] } }, readAfter: '0/1' },
    });
    expect(readLiveEvent('changes', '{"views":{},"readAfter":7}')).toEqual({ event: 'changes', data: { views: {} } });
  });

  it('reads data that is not a JSON object as {}', () => {
    expect(readLiveEvent('changes', 'not json')).toEqual({ event: 'changes', data: { views: {} } });
    expect(readLiveEvent('hello', '[true]')).toEqual({ event: 'hello', data: { resumed: false, process: '' } });
  });
});
