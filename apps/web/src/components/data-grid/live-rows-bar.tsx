import { UnstyledButton } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { freshRowsText } from './live-page-diff';
import classes from './data-grid.module.css';

/** Above the grid while new rows wait: '3 new - show' reloads the list from its first page. */
export function LiveRowsBar({ count, onShow }: { count: number; onShow: () => void }) {
  if (count <= 0) return null;
  return (
    <div className={classes.freshAnchor}>
      <UnstyledButton className={classes.freshBar} onClick={onShow} data-testid="grid-fresh-rows" aria-live="polite">
        <IconArrowUp size={14} />
        {freshRowsText(count)}
      </UnstyledButton>
    </div>
  );
}
