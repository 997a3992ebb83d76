import { Button, Group, Loader, Title } from '@mantine/core';
import { DEVICE_REFRESH_MS } from '@nms/contract';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FullscreenButton } from '../../../components/fullscreen';
import { TimerToggle } from '../../../components/timer-toggle/timer-toggle';
import classes from './device-details.module.css';

export interface DeviceDetailsHeaderProps {
  title: string;
  search: ReactNode;
  onRefresh: () => void;
  full: boolean;
  onToggleFull: () => void;
  /** A reload is running (the timer's or Refresh's). */
  busy?: boolean;
}

/** The page header: title, device search, Start/Stop Timer (every 30 s, off by default), Refresh, Full screen. */
export function DeviceDetailsHeader({ title, search, onRefresh, full, onToggleFull, busy }: DeviceDetailsHeaderProps) {
  return (
    <Group className={classes.header} justify="space-between" wrap="wrap" gap="sm" data-testid="device-details-header">
      <Group gap="sm" wrap="wrap">
        <Title order={2} size="h4">
          {title}
        </Title>
        {search}
        {busy && <Loader size="xs" aria-label="Loading" />}
      </Group>
      <Group gap={6} wrap="nowrap">
        <TimerToggle onTick={onRefresh} intervalMs={DEVICE_REFRESH_MS} />
        <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} onClick={onRefresh}>
          Refresh
        </Button>
        <FullscreenButton full={full} onToggle={onToggleFull} />
      </Group>
    </Group>
  );
}
