import { Group, Text } from '@mantine/core';
import { summaryTiles, type SummaryCounts } from './summary-format';
import classes from './summary-strip.module.css';

/**
 * Six tiles of device counts by state with their share of the total (spec 001 §2.12). `loading`:
 * the counts are not known yet (they read '…', not 0).
 */
export function SummaryStrip({ counts, loading = false }: { counts: SummaryCounts | undefined; loading?: boolean }) {
  return (
    <div className={classes.container}>
      <div className={classes.strip} data-testid="summary-strip" aria-busy={loading}>
        {summaryTiles(counts, loading).map((t) => (
          <div key={t.key} className={classes.tile} style={{ borderLeftColor: `var(--mantine-color-${t.color}-6)` }} data-testid={`summary-${t.key}`}>
            <div className={classes.label}>{t.label}</div>
            <Group gap={8} align="baseline" wrap="nowrap">
              <span className={classes.count} data-testid={`summary-${t.key}-count`}>
                {t.count}
              </span>
              {t.percent && (
                <Text size="xs" c="dimmed" data-testid={`summary-${t.key}-percent`}>
                  {t.percent}
                </Text>
              )}
            </Group>
          </div>
        ))}
      </div>
    </div>
  );
}
