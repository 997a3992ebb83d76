import { ActionIcon, Group, SegmentedControl, Text } from '@mantine/core';
import { DEFAULT_METRIC_RANGE_HOURS, METRIC_RANGES } from '@nms/contract';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '../formatters/format-date';
import { canStepForward, stepWindow, windowEndingAt, type MetricWindow } from './metric-window';

/** The chart window: zoom toggles reset it to end now; the arrows move it by its range. */
export function useChartWindow() {
  // `now` is read when the user acts (not while rendering) and kept beside the window.
  const [state, setState] = useState(() => {
    const now = Date.now();
    return { win: windowEndingAt(now, DEFAULT_METRIC_RANGE_HOURS), now };
  });
  return {
    win: state.win,
    atNow: !canStepForward(state.win, state.now),
    zoom: (hours: number) => {
      const now = Date.now();
      setState({ win: windowEndingAt(now, hours), now });
    },
    step: (direction: -1 | 1) => {
      const now = Date.now();
      setState((s) => ({ win: stepWindow(s.win, direction, now), now }));
    },
  };
}

interface Props {
  win: MetricWindow;
  /** The window already ends now: next is disabled. */
  atNow: boolean;
  zoom: (hours: number) => void;
  step: (direction: -1 | 1) => void;
  /** The zoom toggles (default the metric chart's; Device Search's user counts add 12h). */
  ranges?: ReadonlyArray<{ label: string; hours: number }>;
}

/** Zoom toggles 1h … 1y and the date range label (MM/DD/YYYY HH:mm:ss) between previous/next arrows. */
export function WindowControls({ win, atNow, zoom, step, ranges = METRIC_RANGES }: Props) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <SegmentedControl
        size="xs"
        aria-label="Zoom"
        value={String(win.hours)}
        onChange={(v) => zoom(Number(v))}
        data={ranges.map((r) => ({ value: String(r.hours), label: r.label }))}
      />
      <Group gap={4} wrap="nowrap">
        <ActionIcon variant="subtle" aria-label="Previous range" onClick={() => step(-1)}>
          <IconChevronLeft size={16} />
        </ActionIcon>
        <Text size="xs" data-testid="date-range">
          {formatDate(win.start)} - {formatDate(win.end)}
        </Text>
        <ActionIcon variant="subtle" aria-label="Next range" disabled={atNow} onClick={() => step(1)}>
          <IconChevronRight size={16} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
