import { Group, Stack, Text, Tooltip } from '@mantine/core';
import { GRID_PIE_SIZE, type StateCount } from '@nms/contract';
import { StatePie } from '../../../components/state-pie/state-pie';
import { pieShares, serviceStateColor, shareTooltip } from '../logic/service-pie';

const PIE_BOX = GRID_PIE_SIZE.height;

/**
 * The Status cell of the Services grid (150 by 80): the hierarchy's state pie, each state's
 * percent beside it, and a tooltip naming each state with its percent and Count.
 */
export function ServiceStatusPie({ counts }: { counts: readonly StateCount[] }) {
  const shares = pieShares(counts);
  const tip = (
    <Stack gap={0}>
      {shares.map((s) => (
        <Text key={s.label} size="xs">
          {shareTooltip(s)}
        </Text>
      ))}
    </Stack>
  );
  return (
    <Tooltip label={tip} disabled={shares.length === 0} withinPortal>
      <Group gap={4} wrap="nowrap" w={GRID_PIE_SIZE.width} h={GRID_PIE_SIZE.height} data-testid="service-pie">
        <StatePie
          counts={shares}
          width={PIE_BOX}
          height={PIE_BOX}
          colorOf={serviceStateColor}
          sliceTitle={(c) => shareTooltip(shares.find((s) => s.label === c.label) ?? { ...c, percent: 0 })}
        />
        <Stack gap={0}>
          {shares.map((s) => (
            <Text key={s.label} size="10px" lh="13px" fw={600} c={serviceStateColor(s.label)} data-testid="pie-label" data-state={s.label}>
              {`${s.percent}%`}
            </Text>
          ))}
        </Stack>
      </Group>
    </Tooltip>
  );
}
