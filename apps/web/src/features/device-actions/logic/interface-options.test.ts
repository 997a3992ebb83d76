import { describe, expect, it } from 'vitest';
import { ALL_INTERFACES, interfaceOptions, naturalCompare, trafficInterfaces } from './interface-options';

describe('trafficInterfaces', () => {
  it('takes each interface of ifIn/ifOut once, in natural order, and ignores other series', () => {
    const series = ['ifIn:eth10', 'ifOut:eth10', 'ifIn:eth2', 'ifErrors:eth3', 'storage:/', 'cpu', 'ifOut:lo', 'ifIn:eth2'].map((name) => ({ name }));
    expect(trafficInterfaces(series)).toEqual(['eth2', 'eth10', 'lo']);
  });

  it('keeps names with colons and slashes whole', () => {
    expect(trafficInterfaces([{ name: 'ifIn:Gi1/0/10' }, { name: 'ifIn:Gi1/0/9' }, { name: 'ifOut:vlan:20' }])).toEqual([
      'Gi1/0/9',
      'Gi1/0/10',
      'vlan:20',
    ]);
  });

  it('answers none for a device with only the spec series (a simulated device)', () => {
    expect(trafficInterfaces([{ name: 'throughputIn' }, { name: 'throughputOut' }, { name: 'latency' }])).toEqual([]);
  });
});

describe('naturalCompare', () => {
  it('orders numbers inside names by value and is stable for case-only differences', () => {
    expect(['eth10', 'Eth0', 'eth1', 'eth0', 'eth2'].sort(naturalCompare)).toEqual(['Eth0', 'eth0', 'eth1', 'eth2', 'eth10']);
  });
});

describe('interfaceOptions', () => {
  it('offers All interfaces first (the metric itself), then each interface with its In and Out series', () => {
    expect(interfaceOptions('throughput', ['eth2', 'lo'])).toEqual([
      { value: ALL_INTERFACES, label: 'All interfaces', names: ['throughput'] },
      { value: 'if:eth2', label: 'eth2', names: ['ifIn:eth2', 'ifOut:eth2'] },
      { value: 'if:lo', label: 'lo', names: ['ifIn:lo', 'ifOut:lo'] },
    ]);
  });

  it('an interface named like the All value does not collide with it', () => {
    const values = interfaceOptions('throughput', [ALL_INTERFACES]).map((o) => o.value);
    expect(new Set(values).size).toBe(2);
  });

  it('offers nothing without interfaces', () => {
    expect(interfaceOptions('throughput', [])).toEqual([]);
  });
});
