import { describe, expect, it } from 'vitest';
import { ACCEL_DEFAULTS, CAPTURE_DEFAULTS, accelCaptureParams, captureParams } from './packet-capture';

const device = { name: 'DEV-1', managementIp: '10.1.1.1', nmd: 'CUST1' };

describe('packet capture params', () => {
  it('accelerator defaults: 10 s, all, host', () => {
    expect(accelCaptureParams(device, 'olivia', ACCEL_DEFAULTS)).toEqual({
      device_name: 'DEV-1',
      management_ip: '10.1.1.1',
      user_name: 'olivia',
      duration: '10',
      protocol: 'all',
      ip_type: 'host',
      ip_address: '',
      port: '',
    });
  });

  it('other devices: interface any, verbose 2, 4 packets, nmd and filters trimmed', () => {
    expect(captureParams(device, 'olivia', { ...CAPTURE_DEFAULTS, host_filter: ' 1.2.3.4 ' })).toEqual({
      device_name: 'DEV-1',
      management_ip: '10.1.1.1',
      nmd: 'CUST1',
      user_name: 'olivia',
      interface: 'any',
      verbose_level: '2',
      max_packets: '4',
      host_filter: '1.2.3.4',
      port_filter: '',
      protocol_filter: '',
    });
  });
});
