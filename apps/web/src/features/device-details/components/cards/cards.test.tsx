import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { detailsFixture, neighbour } from '../../../../components/device-cards/details-fixture';
import { NetworkConfigurationCard } from '../../../../components/device-cards/network-configuration-card';
import { NetworksCard, NO_GROUPS } from './networks-card';
import { NO_OTHER_DEVICES, SameLocationGrid } from '../../../../components/device-cards/same-location-grid';

const wrap = (ui: ReactNode, path = '/device-details/ACME-00001-VSAT1') =>
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </MantineProvider>,
  );

afterEach(cleanup);

describe('Network Configuration notice', () => {
  it('reads the case id of the newest active network event, in red', () => {
    const details = detailsFixture({}, { network_events: [{ name: 'BEAM:B1', impact: 42.5, caseId: 'CAS-1234', startTime: 1 }] });
    wrap(<NetworkConfigurationCard details={details} />);
    expect(screen.getByTestId('network-event-notice').textContent).toBe('There is a Network Event for this device, Please use Case Id: CAS-1234');
  });

  it('has no notice without network events', () => {
    wrap(<NetworkConfigurationCard details={detailsFixture()} />);
    expect(screen.queryByTestId('network-event-notice')).toBeNull();
  });
});

describe('Other Devices at this Location', () => {
  const many = Array.from({ length: 6 }, (_, i) =>
    neighbour({ name: `ACME-00001-SW${i}`, productCode: 'MS120', productCategory: 'Switch', state: 1 }),
  );

  it('links each device to its page and fixes the height from 5 rows', () => {
    wrap(<SameLocationGrid devices={many} />);
    const grid = screen.getByTestId('same-location-grid');
    expect(grid.style.height).toBe('150px');
    expect(within(grid).getByRole('link', { name: 'ACME-00001-SW0' }).getAttribute('href')).toBe('/device-details/ACME-00001-SW0');
    expect(within(grid).getAllByText('Critical')).toHaveLength(6);
  });

  it('keeps its natural height under 5 rows and links to LUMOS elsewhere', () => {
    wrap(<SameLocationGrid devices={many.slice(0, 2)} />, '/lumos');
    const grid = screen.getByTestId('same-location-grid');
    expect(grid.style.height).toBe('');
    expect(within(grid).getByRole('link', { name: 'ACME-00001-SW1' }).getAttribute('href')).toBe('/lumos?device=ACME-00001-SW1');
  });

  it('says so when there are none', () => {
    wrap(<SameLocationGrid devices={[]} />);
    expect(screen.getByTestId('no-other-devices').textContent).toBe(NO_OTHER_DEVICES);
  });
});

describe('Networks card', () => {
  it('reads the info text for a device in no group', () => {
    wrap(<NetworksCard details={detailsFixture()} />);
    expect(screen.getByTestId('no-groups').textContent).toBe(NO_GROUPS);
  });

  it('lists group, impact and a 150 by 10 sparkline', () => {
    const group = {
      group: 'BEAM:B1',
      network_type: 'BEAM',
      name: 'B1',
      low_level_group: null,
      impacted_text: '3 of 40 (7.5%)',
      impacted_data: [1, 7.5],
      total_data: [40, 40],
      threshold_data: [20, 20],
    };
    wrap(<NetworksCard details={detailsFixture({}, { device_groups: [group] })} />);
    const row = screen.getByTestId('networks-grid').querySelector('[data-group="BEAM:B1"]') as HTMLElement;
    expect(within(row).getByText('3 of 40 (7.5%)')).toBeTruthy();
    const svg = within(row).getByTestId('impact-sparkline');
    expect([svg.getAttribute('width'), svg.getAttribute('height')]).toEqual(['150', '10']);
    expect(within(row).getByRole('button', { name: 'Impact History of BEAM:B1' })).toBeTruthy();
  });
});
