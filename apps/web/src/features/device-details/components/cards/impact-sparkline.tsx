/** Sparkline size of spec 000 §9. */
export const SPARKLINE_WIDTH = 150;
export const SPARKLINE_HEIGHT = 10;

/** SVG polyline points for `values` scaled into width × height (flat line when all values are equal). */
export function sparklinePoints(values: readonly number[], width = SPARKLINE_WIDTH, height = SPARKLINE_HEIGHT): string {
  if (values.length === 0) return '';
  const max = Math.max(...values);
  const min = Math.min(...values);
  const span = max - min;
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  const y = (v: number) => (span === 0 ? height - 1 : height - 1 - ((v - min) / span) * (height - 2));
  return values.map((v, i) => `${(i * step).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
}

// 150 px at most, narrower when the card is: at a fixed 150 px it ran out of a narrow card.
const FIT_CELL = { display: 'block', width: '100%', maxWidth: SPARKLINE_WIDTH, height: SPARKLINE_HEIGHT } as const;

/** The Impact History sparkline of the Networks card: the group's impacted percent over its last hours. */
export function ImpactSparkline({ values, label }: { values: readonly number[]; label: string }) {
  return (
    <svg
      width={SPARKLINE_WIDTH}
      height={SPARKLINE_HEIGHT}
      viewBox={`0 0 ${SPARKLINE_WIDTH} ${SPARKLINE_HEIGHT}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
      data-testid="impact-sparkline"
      style={FIT_CELL}
    >
      <polyline
        points={sparklinePoints(values)}
        fill="none"
        stroke="var(--mantine-color-red-6)"
        strokeWidth={1.2}
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
