import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ActionResultView } from './result-view';

const ping = {
  device_name: 'D1',
  ping_type: 'lan',
  packets_sent: 2,
  packets_received: 1,
  packet_loss: 50,
  rtt_min: 10,
  rtt_avg: 10,
  rtt_max: 10,
  pings: [
    { '# Ping': 1, RTT: 10 },
    { '# Ping': 2, RTT: null },
  ],
};
const show = (view: Parameters<typeof ActionResultView>[0]['view'], data: unknown) =>
  render(
    <MantineProvider>
      <ActionResultView view={view} data={data} />
    </MantineProvider>,
  );

const port = { port: 'port1', status: 'up', speed: '1000full', vlan: 1, poe: 'Delivering 6.4W' };
const fortilan = (model: string) => ({
  device_name: 'S1',
  ping,
  deviceType: 'FortiSwitch',
  name: 'S1',
  model,
  status: 'Connected',
  serial: 'X',
  localIp: '',
  remoteIp: '',
  mac: '',
  connectTime: null,
  osVer: '',
  firmwareStatus: '',
  cpuUsage: 1,
  memoryUsage: 1,
  pcbTemp: 30,
  ports: [port],
  radios: [],
});

describe('action result views', () => {
  afterEach(cleanup);

  it("shows 'Unknown error' when a vendor result is not an object", () => {
    show('wattbox', 'oops');
    expect(screen.getByText('Unknown error')).toBeTruthy();
  });

  it("adds an 'Error:' row when the result carries an error", () => {
    show('fortimanager', { device_name: 'F', ping, error: 'FortiManager did not answer', status: { memory: 1048576, memoryTotal: 4194304 } });
    expect(screen.getByText('Error:')).toBeTruthy();
    expect(screen.getByText('FortiManager did not answer')).toBeTruthy();
    expect(screen.getByText('1.0 MB of 4.0 MB')).toBeTruthy();
  });

  it('divides Wattbox current and voltage by 10', () => {
    show('wattbox', {
      device_name: 'W',
      ping,
      model: 'WB',
      serialNumber: '',
      firmwareVersion: '',
      status: 'Online',
      outlets: [{ number: 1, name: 'Modem', status: 'on', current: 12, voltage: 1201 }],
    });
    const outlets = screen.getByTestId('wattbox-outlets');
    expect(within(outlets).getByText('1.2 A')).toBeTruthy();
    expect(within(outlets).getByText('120.1 V')).toBeTruthy();
  });

  it('hides the PoE column unless the model ends in POE', () => {
    show('fortilan', fortilan('FS-148F'));
    expect(within(screen.getByTestId('ports-grid')).queryByText('PoE')).toBeNull();
    cleanup();
    show('fortilan', fortilan('FS-148F-POE'));
    expect(within(screen.getByTestId('ports-grid')).getByText('PoE')).toBeTruthy();
  });

  it('shows satellite errors in an alert', () => {
    show('satellite', { device_name: 'S', ping, error: 'Modem offline' });
    expect(screen.getByRole('alert').textContent).toContain('Modem offline');
  });

  it("shows the ping table with '# Ping' and RTT, a lost ping as timed out", () => {
    show('ping', ping);
    const table = screen.getByTestId('pings-table');
    expect(within(table).getByText('# Ping')).toBeTruthy();
    expect(within(table).getByText('RTT')).toBeTruthy();
    expect(within(table).getAllByText('Request timed out')).toHaveLength(1);
  });

  it('falls back to the JSON tree and shows text pre-formatted', () => {
    show('json', { a: [1, 2] });
    expect(screen.getByTestId('json-tree').textContent).toContain('a:');
    cleanup();
    show('text', 'hop 1\nhop 2');
    expect(screen.getByTestId('text-view').textContent).toBe('hop 1\nhop 2');
  });
});
