import { ActionIcon, Tooltip } from '@mantine/core';
import { IconMaximize, IconMinimize } from '@tabler/icons-react';

export interface FullscreenButtonProps {
  full: boolean;
  onToggle: () => void;
  /** `toolbar` (default): a bordered 30 px button beside other toolbar buttons; `card`: the quiet icon in a card's title bar. */
  look?: 'toolbar' | 'card';
}

/** The Fullscreen / Exit Fullscreen toggle; its label is also its tooltip and accessible name. */
export function FullscreenButton({ full, onToggle, look = 'toolbar' }: FullscreenButtonProps) {
  const label = full ? 'Exit Fullscreen' : 'Fullscreen';
  const iconSize = look === 'card' ? 18 : 16;
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant={look === 'card' ? 'subtle' : 'default'}
        color={look === 'card' ? 'gray' : undefined}
        size={look === 'card' ? undefined : 30}
        aria-label={label}
        onClick={onToggle}
      >
        {full ? <IconMinimize size={iconSize} /> : <IconMaximize size={iconSize} />}
      </ActionIcon>
    </Tooltip>
  );
}
