import { BarChart, LineChart, PieChart, SunburstChart } from 'echarts/charts';
import { DatasetComponent, GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer, SVGRenderer } from 'echarts/renderers';

/** ECharts with only the series the spec uses (sunburst, pie, line, bar); loaded with the first chart a screen draws (./chart lazy-loads ./echarts-chart). */
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
  // SVG for small charts whose shapes tests and screen readers can find in the DOM.
  SVGRenderer,
]);

export { echarts };
