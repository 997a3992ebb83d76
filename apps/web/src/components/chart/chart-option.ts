import type { EChartsCoreOption } from 'echarts/core';

/** Every chart has a transparent background so it sits on the card in both themes. */
export function withChartDefaults(option: EChartsCoreOption, dark: boolean): EChartsCoreOption {
  return {
    textStyle: { color: dark ? '#c9c9c9' : '#495057' },
    ...option,
    backgroundColor: 'transparent',
  };
}
