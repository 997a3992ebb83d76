import { describe, expect, it } from 'vitest';
import { COMBINED_COLUMNS, ECM_COLUMNS, cradlepointExportColumns } from './cradlepoint-columns';

describe('cradlepointExportColumns', () => {
  it('names grouped columns with their group, so no export header repeats', () => {
    const headers = cradlepointExportColumns(COMBINED_COLUMNS, true).map((c) => c.header);
    expect(headers).toContain('ECM API Retrieved MAC');
    expect(headers).toContain('CPE SSH Retrieved MAC');
    expect(headers).toContain('PROVIDER API Retrieved Usage (MB)');
    expect(headers[0]).toBe('Device Name');
    expect(new Set(headers).size).toBe(headers.length);
  });

  it('leaves ungrouped tabs as they read', () => {
    expect(cradlepointExportColumns(ECM_COLUMNS, false).map((c) => c.header)).toEqual(ECM_COLUMNS.map((c) => c.header));
  });
});
