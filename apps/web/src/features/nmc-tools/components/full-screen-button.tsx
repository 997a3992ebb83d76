import { ActionIcon, Tooltip } from '@mantine/core';
import { IconMaximize, IconMinimize } from '@tabler/icons-react';

/** The grid toolbar's full-screen option: the NMC Tools card over the whole window. */
export function FullScreenButton({ full, onToggle }: { full: boolean; onToggle: () => void }) {
  const label = full ? 'Exit Fullscreen' : 'Fullscreen';
  return (
    <Tooltip label={label}>
      <ActionIcon variant="default" size={30} aria-label={label} onClick={onToggle}>
        {full ? <IconMinimize size={16} /> : <IconMaximize size={16} />}
      </ActionIcon>
    </Tooltip>
  );
}
