import { ToolboxComponent } from 'echarts/components';
import { echarts } from './echarts-setup';

// ECharts' toolbox (saveAsImage: the Impact History chart's export button) in a chunk of its own,
// registered before any chart of this module's importers draws; other charts never load it.
echarts.use([ToolboxComponent]);

export { EChartsChart } from './echarts-chart';
