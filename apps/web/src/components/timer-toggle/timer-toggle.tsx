import { Button } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

export interface TimerToggleProps {
  /** Called on every tick while the timer runs. */
  onTick: () => void;
  intervalMs: number;
  /** Off by default (spec 001 §4). */
  initiallyOn?: boolean;
}

/** The Start Timer / Stop Timer auto-refresh toggle; the timer is cleared on leaving the page. */
export function TimerToggle({ onTick, intervalMs, initiallyOn = false }: TimerToggleProps) {
  const [on, setOn] = useState(initiallyOn);
  const tick = useRef(onTick);
  useEffect(() => {
    tick.current = onTick;
  }, [onTick]);
  useEffect(() => {
    if (!on) return;
    const id = window.setInterval(() => tick.current(), intervalMs);
    return () => window.clearInterval(id);
  }, [on, intervalMs]);
  return (
    <Button
      size="xs"
      variant={on ? 'filled' : 'default'}
      color={on ? 'red' : undefined}
      leftSection={on ? <IconPlayerStop size={14} /> : <IconPlayerPlay size={14} />}
      onClick={() => setOn((v) => !v)}
    >
      {on ? 'Stop Timer' : 'Start Timer'}
    </Button>
  );
}

/** The shared task time of the spec's grid timers (value not shown there). */
export const TASK_TIME_MS = 30_000;
/** Chart refresh interval (spec 001 §9: 60 seconds). */
export const CHART_REFRESH_MS = 60_000;
