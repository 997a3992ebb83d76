import { describe, expect, it } from 'vitest';
import { withChartDefaults } from './chart-option';

describe('chart defaults', () => {
  it('keeps the background transparent in both themes, whatever the option says', () => {
    for (const dark of [false, true]) {
      const option = withChartDefaults({ backgroundColor: '#fff', series: [{ type: 'pie', data: [] }] }, dark);
      expect(option.backgroundColor).toBe('transparent');
      expect(option.series).toEqual([{ type: 'pie', data: [] }]);
    }
  });
});
