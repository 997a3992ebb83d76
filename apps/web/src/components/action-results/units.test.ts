import { describe, expect, it } from 'vitest';
import { haPanels } from './ha-role';
import { percent, showPoeColumn, tenths, toMb, withUnit } from './units';

const ha = {
  name: 'EDGE-1',
  hns_primeSanRole: 'Active' as const,
  serialNumber: 'SN-A',
  hns_primeSanState: 'up',
  lastContact: '2025-01-01T00:00:00Z',
  hns_backupSan: 'EDGE-1-B',
  hns_backupSanRole: 'Standby' as const,
  hns_backupSanState: 'up',
  haSerialNumber: 'SN-B',
  haLastContact: '2025-01-02T00:00:00Z',
  systemUpSince: '2024-12-01T00:00:00Z',
};

describe('haPanels', () => {
  it('Active: primary shows Up Since, values as they are', () => {
    const { primary, backup } = haPanels(ha);
    expect(primary).toMatchObject({ serial: 'SN-A', lastContact: ha.lastContact, upSince: ha.systemUpSince });
    expect(backup).toMatchObject({ serial: 'SN-B', lastContact: ha.haLastContact });
    expect(backup.upSince).toBeUndefined();
  });

  it('Standby: backup shows Up Since, serials and contacts swapped', () => {
    const { primary, backup } = haPanels({ ...ha, hns_primeSanRole: 'Standby', hns_backupSanRole: 'Active' });
    expect(primary).toMatchObject({ serial: 'SN-B', lastContact: ha.haLastContact });
    expect(primary.upSince).toBeUndefined();
    expect(backup).toMatchObject({ serial: 'SN-A', lastContact: ha.lastContact, upSince: ha.systemUpSince });
  });

  it("Unknown: serials read 'A or B', no Up Since", () => {
    const { primary, backup } = haPanels({ ...ha, hns_primeSanRole: 'Unknown' });
    expect(primary.serial).toBe('SN-A or SN-B');
    expect(backup.serial).toBe('SN-A or SN-B');
    expect(primary.upSince).toBeUndefined();
    expect(backup.upSince).toBeUndefined();
  });
});

describe('units', () => {
  it('divides Wattbox tenths by 10', () => {
    expect(tenths(12, 'A')).toBe('1.2 A');
    expect(tenths(1201, 'V')).toBe('120.1 V');
    expect(tenths('0', 'A')).toBe('0.0 A');
    expect(tenths(null, 'A')).toBe('');
  });

  it('shows memory in MB', () => {
    expect(toMb(1048576)).toBe('1.0 MB');
    expect(toMb(2 * 1024 * 1024 * 1024)).toBe('2048.0 MB');
    expect(toMb(undefined)).toBe('');
  });

  it('shows the PoE column only for models ending in POE', () => {
    expect(showPoeColumn('FS-148F-POE')).toBe(true);
    expect(showPoeColumn('FS-108E-FPOE')).toBe(true);
    expect(showPoeColumn('fs-124e-poe ')).toBe(true);
    expect(showPoeColumn('FS-124E')).toBe(false);
    expect(showPoeColumn('FS-POE-124E')).toBe(false);
    expect(showPoeColumn(null)).toBe(false);
  });

  it('formats percents and units', () => {
    expect(percent(12.345)).toBe('12.3 %');
    expect(percent(null)).toBe('');
    expect(withUnit(5, 'ms')).toBe('5 ms');
  });
});
