import type { SunburstNode } from '@nms/contract';
import { describe, expect, it } from 'vitest';
import { SEVERITY_STYLES } from '../../../components/formatters/severity';
import { segmentColor, sunburstLevels, sunburstOption, sunburstTooltip, toSunburstItem } from './sunburst-option';

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
  it('sizes each node by its devices and colours it by the share of impacted devices', () => {
    const item = toSunburstItem(tree);
    // 40 of 1,500 impacted (2.7%): healthy green, though the server calls any impact Minor.
    expect(item).toMatchObject({ name: 'All Devices', value: 1500, itemStyle: { color: SEVERITY_STYLES[5].hex } });
    expect(item.children?.map((c) => [c.value, c.itemStyle.color])).toEqual([
      [1000, SEVERITY_STYLES[1].hex],
      [500, SEVERITY_STYLES[5].hex],
    ]);
  });

  it('sizes a node to hold its children when they overlap (All Services), so they never wrap past the circle', () => {
    const union: SunburstNode = { ...tree, device_count: 1200, children: tree.children };
    const item = toSunburstItem(union);
    expect(item.value).toBe(1500);
    expect(item.device_count).toBe(1200);
    // A partition that leaves devices out keeps the node's own count.
    expect(toSunburstItem({ ...tree, device_count: 1600 }).value).toBe(1600);
  });

  it('keeps the server Critical and Major, paints Minor from 5% impacted, Unknown when empty', () => {
    const node = (impacted: number, severity: number, total = 100) => ({ device_count: total, impacted_device_count: impacted, severity });
    expect(segmentColor(node(4, 3))).toBe(SEVERITY_STYLES[5].hex);
    expect(segmentColor(node(5, 3))).toBe(SEVERITY_STYLES[3].hex);
    expect(segmentColor(node(0, 5))).toBe(SEVERITY_STYLES[5].hex);
    expect(segmentColor(node(10, 2))).toBe(SEVERITY_STYLES[2].hex);
    // A group with a low threshold is Critical at a small share: the server's word stands.
    expect(segmentColor(node(3, 1))).toBe(SEVERITY_STYLES[1].hex);
    expect(segmentColor(node(0, 4, 0))).toBe(SEVERITY_STYLES[4].hex);
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
    expect(html).toContain('Impacted: <span data-field="impacted_device_count">7</span> (0.06%)');
  });

  it('gives the root a 30% disc and the levels below equal rings out to 95%', () => {
    expect(sunburstLevels(3).slice(1)).toMatchObject([
      { r0: '0%', r: '30%' },
      { r0: '30%', r: '62.5%' },
      { r0: '62.5%', r: '95%' },
    ]);
    expect(sunburstLevels(1)).toHaveLength(2);
  });

  it('fits labels to their ring and leaves them out of segments too narrow for a line', () => {
    // A 440 px chart of 4 levels: rings of 55 px from a 44 px root disc.
    const [, root, first, , last] = sunburstLevels(4, 440) as {
      r0: string;
      r: string;
      label: { show?: boolean; width?: number; minAngle?: number };
    }[];
    expect([root.r, first.r0, first.r]).toEqual(['20%', '20%', '45%']);
    expect(root.label.width).toBe(80);
    expect(first.label).toEqual({ show: true, width: 49, minAngle: 19 });
    // Outer rings have more arc per degree: a narrower segment still takes a line.
    expect(last.label.minAngle).toBeLessThan(first.label.minAngle ?? 0);
    // Rings too thin for any word carry no labels.
    expect((sunburstLevels(8, 200)[4] as { label: { show: boolean } }).label.show).toBe(false);
  });
});
