import * as echarts from 'echarts';

/** Server-side charts: ECharts rendered to an SVG string (no DOM, no canvas), light theme. */
export interface ChartSeries {
  name: string;
  /** [epoch seconds, value] pairs in time order. */
  points: ReadonlyArray<readonly [number, number]>;
  type?: 'line' | 'bar';
  stack?: string;
}

export interface ChartSpec {
  title: string;
  subtitle?: string;
  yName: string;
  series: readonly ChartSeries[];
  width?: number;
  height?: number;
  /** Shown in the plot when no series has a point. */
  emptyText?: string;
}

const COLORS = ['#1c7ed6', '#f08c00', '#2f9e44', '#c2255c', '#7048e8', '#0c8599'];

export function renderSvgChart(spec: ChartSpec): string {
  const width = spec.width ?? 640;
  const height = spec.height ?? 300;
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  const empty = spec.series.every((s) => s.points.length === 0);
  try {
    chart.setOption({
      animation: false,
      useUTC: true,
      backgroundColor: '#ffffff',
      color: COLORS,
      title: { text: spec.title, subtext: spec.subtitle, left: 10, top: 6, textStyle: { fontSize: 14, color: '#212529' } },
      legend: { type: 'scroll', bottom: 4, left: 'center', data: spec.series.map((s) => s.name) },
      grid: { left: 64, right: 24, top: spec.subtitle ? 76 : 60, bottom: 62 },
      xAxis: { type: 'time', axisLabel: { color: '#495057', hideOverlap: true } },
      // Bars measure from zero; lines zoom onto their range.
      yAxis: {
        type: 'value',
        name: spec.yName,
        nameTextStyle: { color: '#495057' },
        axisLabel: { color: '#495057' },
        scale: spec.series.every((s) => s.type !== 'bar'),
      },
      graphic: empty
        ? [
            {
              type: 'text',
              left: 'center',
              top: 'middle',
              style: { text: spec.emptyText ?? 'No data for this period', fill: '#868e96', fontSize: 14 },
            },
          ]
        : [],
      series: spec.series.map((s) => ({
        name: s.name,
        type: s.type ?? 'line',
        stack: s.stack,
        showSymbol: s.points.length < 60,
        smooth: s.type !== 'bar',
        lineStyle: { width: 1.5 },
        data: s.points.map(([ts, v]) => [ts * 1000, v]),
      })),
    });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}
