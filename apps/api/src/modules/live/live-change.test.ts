import { describe, expect, it } from 'vitest';
import { parseLiveChange } from './live-change';

describe('parseLiveChange', () => {
  it('reads a record as the triggers send it', () => {
    expect(parseLiveChange('{"id":"42","topic":"device","keys":["r1","r2"]}')).toEqual({ id: '42', topic: 'device', keys: ['r1', 'r2'] });
    expect(parseLiveChange('{"id":"7","topic":"alert","keys":[],"devices":["r1"]}')).toEqual({ id: '7', topic: 'alert', keys: [], devices: ['r1'] });
  });

  it('takes a numeric id as text and drops a null devices', () => {
    expect(parseLiveChange('{"id":9,"topic":"cmdb","keys":["svi_hughes_ems"],"devices":null}')).toEqual({
      id: '9',
      topic: 'cmdb',
      keys: ['svi_hughes_ems'],
    });
  });

  it('refuses anything else, saying why', () => {
    const bad: Array<[string, string]> = [
      ['nope', 'not JSON'],
      ['[1]', 'not an object'],
      ['null', 'not an object'],
      ['{"id":"x1","topic":"device","keys":[]}', 'bad id'],
      ['{"id":1.5,"topic":"device","keys":[]}', 'bad id'],
      ['{"topic":"device","keys":[]}', 'bad id'],
      ['{"id":"1","topic":"resync","keys":[]}', 'unknown topic'],
      ['{"id":"1","topic":"device"}', 'bad keys'],
      ['{"id":"1","topic":"device","keys":["a",2]}', 'bad keys'],
      ['{"id":"1","topic":"alert","keys":[],"devices":"r1"}', 'bad devices'],
    ];
    for (const [payload, error] of bad) expect(parseLiveChange(payload), payload).toEqual({ error });
  });
});
