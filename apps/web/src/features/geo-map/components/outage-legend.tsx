import { NOT_TRACKED_COLOR, NOT_TRACKED_LABEL, OUTAGE_COLOR_STEPS } from '@nms/contract';
import { Group, Paper, Stack, Text } from '@mantine/core';

/** What the outage fill colours mean: share of tracked customers without power. */
const ENTRIES = [
  ...OUTAGE_COLOR_STEPS.map((s, i) => ({
    color: s.color,
    label: s.below === Infinity ? `${OUTAGE_COLOR_STEPS[i - 1].below}% or more out` : `under ${s.below}% out`,
  })),
  { color: NOT_TRACKED_COLOR, label: NOT_TRACKED_LABEL },
];

export function OutageLegend({ level }: { level: string | undefined }) {
  return (
    <Paper shadow="sm" p="xs" withBorder data-testid="outage-legend">
      <Text size="xs" fw={600} mb={4}>
        Power Outage {level === 'countyName' ? '(counties)' : '(states)'}
      </Text>
      <Stack gap={2}>
        {ENTRIES.map((e) => (
          <Group key={e.label} gap={6} wrap="nowrap">
            <span style={{ width: 12, height: 12, borderRadius: 2, background: e.color, display: 'inline-block' }} />
            <Text size="xs">{e.label}</Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
