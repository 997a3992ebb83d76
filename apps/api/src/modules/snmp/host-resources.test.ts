import { describe, expect, it } from 'vitest';
import { decodeHostResources } from './host-resources';

const RAM = '1.3.6.1.2.1.25.2.1.2';
const DISK = '1.3.6.1.2.1.25.2.1.4';
const VIRTUAL = '1.3.6.1.2.1.25.2.1.3';

describe('HOST-RESOURCES-MIB and UCD CPU decoding', () => {
  it('averages the processors, reads physical memory and fixed disks', () => {
    const h = decodeHostResources(
      { 196608: { 2: 10 }, 196609: { 2: 31 } },
      {
        1: { 2: RAM, 3: Buffer.from('Physical memory'), 4: 1024, 5: 1000, 6: 250 },
        3: { 2: VIRTUAL, 3: Buffer.from('Virtual memory'), 4: 1024, 5: 2000, 6: 1900 },
        36: { 2: DISK, 3: Buffer.from('/'), 4: 4096, 5: 300, 6: 100 },
        37: { 2: DISK, 3: Buffer.from('/empty'), 4: 4096, 5: 0, 6: 0 },
      },
      [null, null, null, null, null, null, null, null],
    );
    expect(h).toEqual({ cpuPercent: 20.5, cpuTicks: null, memoryPercent: 25, disks: [{ descr: '/', usedPercent: 33.33 }] });
  });
  it('sums the UCD ticks: busy is everything but idle and wait', () => {
    const h = decodeHostResources({}, {}, [10, 1, 5, 80, 4, 0, 0, 0]);
    expect(h.cpuPercent).toBeNull();
    expect(h.cpuTicks).toEqual({ busy: 16, total: 100 });
    expect(h.memoryPercent).toBeNull();
  });
});
