import { Group, Text, UnstyledButton } from '@mantine/core';
import type { SummaryViewCard } from '@nms/contract';
import { useMemo } from 'react';
import { Chart } from '../../../components/chart/chart';
import { formatCount } from '../../../components/summary-strip/summary-format';
import { useCardSummary } from '../api/get-card-summary';
import { doughnutOption, stateSlices } from '../logic/doughnut-option';
import classes from './dashboard.module.css';

export interface DoughnutCardProps {
  card: SummaryViewCard;
  selected: boolean;
  onSelect: (card: SummaryViewCard) => void;
  refreshSignal?: number;
}

/**
 * One Summary View card: a doughnut of the devices per state with the total in its centre and a
 * legend of count and percent per state (drawn as text, so it reads the same in tests and to
 * screen readers). A click chooses the card for the device grid.
 */
export function DoughnutCard({ card, selected, onSelect, refreshSignal }: DoughnutCardProps) {
  const summary = useCardSummary(card.query, refreshSignal);
  const slices = useMemo(() => stateSlices(summary.data), [summary.data]);
  const option = useMemo(() => doughnutOption(slices), [slices]);
  const slug = card.title.toLowerCase().replace(/\s+/g, '-');
  return (
    <UnstyledButton
      className={classes.doughnutCard}
      data-selected={selected || undefined}
      aria-pressed={selected}
      onClick={() => onSelect(card)}
      data-testid={`summary-card-${slug}`}
      title={card.query}
    >
      <Text fw={600} size="sm" truncate>
        {card.title}
      </Text>
      <Group gap={8} wrap="nowrap" align="center" className={classes.doughnutBody}>
        <div className={classes.doughnut}>
          <Chart option={option} height={96} loading={summary.isPending} renderer="svg" />
          <div className={classes.doughnutCentre}>
            <Text fw={700} size="sm" data-testid="summary-card-total">
              {formatCount(summary.data?.total ?? 0)}
            </Text>
          </div>
        </div>
        <ul className={classes.legend} data-testid="summary-card-legend">
          {slices.map((s) => (
            <li key={s.key} data-state={s.key} title={`${s.label}: ${s.countText} (${s.percent})`}>
              <span className={classes.swatch} style={{ background: s.color }} />
              <span className={classes.legendLabel}>{s.label}</span>
              <span className={classes.legendCount} data-testid={`legend-${s.key}-count`}>
                {s.countText}
              </span>
              <span className={classes.legendPercent}>{s.percent}</span>
            </li>
          ))}
        </ul>
      </Group>
    </UnstyledButton>
  );
}
