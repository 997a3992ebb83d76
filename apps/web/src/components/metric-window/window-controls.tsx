import { ActionIcon, Group, SegmentedControl, Text } from '@mantine/core';
import { DEFAULT_METRIC_RANGE_HOURS, METRIC_RANGES } from '@nms/contract';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useUrlParam } from '../../lib/url-state';
import { formatDate } from '../formatters/format-date';
import { canStepForward, stepWindow, windowEndingAt, type MetricWindow } from './metric-window';

/**
 * The chart window: zoom toggles reset it to end now; the arrows move it by its range. It is part
 * of the view's address (issue 21): `win=<hours>` beside the default range, `end=<ISO time>` once
 * moved back from now; each change is a history step. In a popup (address off) it is the chart's own.
 */
export function useChartWindow() {
  const [hoursParam, setHours] = useUrlParam('win');
  const [endParam, setEnd] = useUrlParam('end');
  // `now` is read when the user acts (not while rendering) and kept beside the window.
  const [own, setOwn] = useState(() => {
    const now = Date.now();
    return { win: windowEndingAt(now, DEFAULT_METRIC_RANGE_HOURS), now };
  });
  const asked = Number(hoursParam);
  const hours = Number.isFinite(asked) && asked > 0 ? asked : undefined;
  const end = endParam ? Date.parse(endParam) : NaN;
  const win =
    hours !== undefined || Number.isFinite(end)
      ? windowEndingAt(Number.isFinite(end) ? Math.min(end, own.now) : own.now, hours ?? DEFAULT_METRIC_RANGE_HOURS)
      : own.win;
  const show = (next: MetricWindow, now: number) => {
    setOwn({ win: next, now });
    setHours(next.hours === DEFAULT_METRIC_RANGE_HOURS ? undefined : String(next.hours));
    setEnd(canStepForward(next, now) ? new Date(next.end).toISOString() : undefined);
  };
  return {
    win,
    atNow: !canStepForward(win, own.now),
    zoom: (h: number) => {
      const now = Date.now();
      show(windowEndingAt(now, h), now);
    },
    /** `from`: the window the chart shows when it has moved on with the clock since the last step or zoom. */
    step: (direction: -1 | 1, from: MetricWindow = win) => {
      const now = Date.now();
      show(stepWindow(from, direction, now), now);
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
