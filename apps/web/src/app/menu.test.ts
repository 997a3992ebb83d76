import { describe, expect, it } from 'vitest';
import { isActive, MENU, menuFor } from './menu';

describe('side menu (spec 002 §2.2)', () => {
  it('lists the entries in the spec order, Admin for admins only', () => {
    const all = [
      'Dashboard',
      'Admin',
      'Manage Devices',
      'Service View Navigator',
      'Device Details',
      'Device Search',
      'CMDB Admin',
      'NMC Tools',
      'Cradlepoint',
      'Infoblox',
      'Lumos',
      'NMS Tools API',
    ];
    expect(menuFor(true).map((e) => e.label)).toEqual(all);
    expect(menuFor(false).map((e) => e.label)).toEqual(all.filter((l) => l !== 'Admin'));
  });

  it('marks the entry of the current path', () => {
    const find = (label: string) => MENU.find((e) => e.label === label)!;
    expect(isActive(find('Dashboard'), '/monitoring')).toBe(true);
    expect(isActive(find('Device Details'), '/device-details/abc')).toBe(true);
    expect(isActive(find('NMC Tools'), '/sf-dispatches')).toBe(true);
    expect(isActive(find('NMS Tools API'), '/ab/usage')).toBe(true);
    expect(isActive(find('Admin'), '/dash-board')).toBe(false);
  });
});
