import type { SunburstNode } from '@nms/contract';
import { describe, expect, it } from 'vitest';
import { SEVERITY_STYLES } from '../../../components/formatters/severity';
import { sunburstLevels, sunburstOption, sunburstTooltip, toSunburstItem } from './sunburst-option';

const tree: SunburstNode = {
  key: 'root',
  name: 'All Devices',
  device_count: 1500,
  impacted_device_count: 40,
  severity: 3,
  query: '*',
  children: [
    { key: 'a', name: 'Router', device_count: 1000, impacted_device_count: 40, severity: 1, query: 'x' },
    { key: 'b', name: '<VSAT>', device_count: 500, impacted_device_count: 0, severity: 5, query: 'y' },
  ],
};

describe('Network Status sunburst', () => {
  it('sizes each node by its devices and colours it by severity', () => {
    const item = toSunburstItem(tree);
    expect(item).toMatchObject({ name: 'All Devices', value: 1500, itemStyle: { color: SEVERITY_STYLES[3].hex } });
    expect(item.children?.map((c) => [c.value, c.itemStyle.color])).toEqual([
      [1000, SEVERITY_STYLES[1].hex],
      [500, SEVERITY_STYLES[5].hex],
    ]);
  });

  it('draws the root in the centre and nothing without data', () => {
    const series = (sunburstOption(tree).series as { data: unknown[] }[])[0];
    expect(series.data).toHaveLength(1);
    expect((sunburstOption(undefined).series as { data: unknown[] }[])[0].data).toEqual([]);
  });

  it('tooltip shows name, devices and impacted as 0,0, with the name escaped', () => {
    const html = sunburstTooltip({ name: '<VSAT>', device_count: 12345, impacted_device_count: 7 });
    expect(html).toContain('&lt;VSAT&gt;');
    expect(html).toContain('Devices: <span data-field="device_count">12,345</span>');
    expect(html).toContain('Impacted: <span data-field="impacted_device_count">7</span>');
  });

  it('gives the root a 30% disc and the levels below equal rings out to 95%', () => {
    expect(sunburstLevels(3).slice(1)).toMatchObject([
      { r0: '0%', r: '30%' },
      { r0: '30%', r: '62.5%' },
      { r0: '62.5%', r: '95%' },
    ]);
    expect(sunburstLevels(1)).toHaveLength(2);
  });
});
