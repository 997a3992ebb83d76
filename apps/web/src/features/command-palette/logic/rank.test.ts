import { describe, expect, it } from 'vitest';
import { cmdbItem, customerItem, deviceItem, screenItem, viewItem, type PaletteItem } from './palette-item';
import { MAX_ITEMS, PER_KIND, matchScore, rankItems } from './rank';

const labels = (items: PaletteItem[]) => items.map((i) => i.label);

describe('matchScore', () => {
  it('ranks exact, prefix, word prefix, then contains; no match is undefined', () => {
    expect(matchScore('ACME', 'acme')).toBe(0);
    expect(matchScore('ACME-00001-SW1', 'acm')).toBe(1);
    expect(matchScore('Manage Devices', 'dev')).toBe(2);
    expect(matchScore('ACME-00001-SW1', 'sw1')).toBe(2);
    expect(matchScore('BIGACME', 'acm')).toBe(3);
    expect(matchScore('Dashboard', 'xyz')).toBeUndefined();
  });
});

describe('rankItems', () => {
  const screens = [
    screenItem('Manage Devices', '/manage-devices'),
    screenItem('Device Search', '/device-search'),
    screenItem('Dashboard', '/dash-board'),
  ];
  const devices = [deviceItem('XDEV-1'), deviceItem('DEV-0002'), deviceItem('ABDEVX')];

  it('lists only the recent items for an empty query, newest first', () => {
    const recent = [deviceItem('DEV-9'), screens[2]];
    expect(rankItems([...screens, ...devices], '  ', recent)).toEqual(recent);
  });

  it('drops local items that do not match and orders by match, then kind, then label', () => {
    const out = rankItems([...screens, ...devices], 'dev', []);
    // Prefix before word prefix before contains; a device before a screen among equals; 'Dashboard' does not match.
    expect(labels(out)).toEqual(['DEV-0002', 'Device Search', 'Manage Devices', 'ABDEVX', 'XDEV-1']);
  });

  it('puts matching recent items first, most recent first, without listing one twice', () => {
    const recent = [screens[0], deviceItem('ABDEVX'), screenItem('Dashboard', '/dash-board')];
    const out = rankItems([...screens, ...devices], 'dev', recent);
    expect(labels(out).slice(0, 2)).toEqual(['Manage Devices', 'ABDEVX']);
    expect(out.filter((i) => i.key === 'device:ABDEVX')).toHaveLength(1);
    expect(labels(out)).not.toContain('Dashboard');
  });

  it('keeps a server hit whose label does not show the match (found by another field)', () => {
    const out = rankItems([deviceItem('ZZZ-1'), customerItem('PETROCO', 3)], 'petro', []);
    expect(labels(out)).toEqual(['PETROCO', 'ZZZ-1']);
  });

  it('caps each kind and the whole list', () => {
    const many = Array.from({ length: 40 }, (_, i) => deviceItem(`DEV-${String(i).padStart(3, '0')}`));
    const cmdb = Array.from({ length: 20 }, (_, i) => cmdbItem('svi_hughes_ems', 'EMS', i, `dev ems ${i}`));
    const views = [viewItem({ id: 1, name: 'dev view', path: '/manage-devices', search: '?q=a', owner: 'op', own: false, visibility: 'shared' })];
    const out = rankItems([...many, ...cmdb, ...views], 'dev', []);
    expect(out.filter((i) => i.kind === 'device')).toHaveLength(PER_KIND.device);
    expect(out.filter((i) => i.kind === 'cmdb')).toHaveLength(PER_KIND.cmdb);
    expect(out.length).toBeLessThanOrEqual(MAX_ITEMS);
    expect(out.find((i) => i.kind === 'view')?.detail).toBe('/manage-devices · shared by op');
  });
});

describe('palette items', () => {
  it('opens a customer as the Manage Devices query of its devices, quoted', () => {
    const to = customerItem('ACME "East"', 1).to;
    expect(new URLSearchParams(to.split('?')[1]).get('q')).toBe('nmd:"ACME \\"East\\""');
    expect(customerItem('A', 1).detail).toBe('1 device');
  });
  it('opens a device on Device Details and a CMDB record on its tab', () => {
    expect(deviceItem('A B/1').to).toBe('/device-details/A%20B%2F1');
    expect(cmdbItem('svi_hughes_ems', 'EMS', 4, 'x').to).toBe('/cmdb-admin?tab=svi_hughes_ems');
  });
});
