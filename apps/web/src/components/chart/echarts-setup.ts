import { BarChart, LineChart, PieChart, SunburstChart } from 'echarts/charts';
import { DatasetComponent, GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/** ECharts with only the series the spec uses (sunburst, pie, line, bar); loaded with chart routes only. */
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  SunburstChart,
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export { echarts };
export type { EChartsCoreOption } from 'echarts/core';
