import { UnstyledButton } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { freshRowsText } from './live-page-diff';
import classes from './data-grid.module.css';

/** Room between the grid's header (with its filter row, when it has one) and the pill. */
const BELOW_HEADER_PX = 8;

/**
 * Over the first rows while new rows wait: '3 new - show' reloads the list from its first page.
 * It floats (no row moves when it comes or goes), just under the grid's header.
 */
export function LiveRowsBar({ count, onShow }: { count: number; onShow: () => void }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState<number>();
  const shown = count > 0;
  useLayoutEffect(() => {
    if (!shown) return;
    const header = anchor.current?.parentElement?.querySelector<HTMLElement>('.ag-header');
    if (header) setTop(header.offsetHeight + BELOW_HEADER_PX);
  }, [shown]);
  if (!shown) return null;
  return (
    <div className={classes.freshAnchor} ref={anchor}>
      <UnstyledButton className={classes.freshBar} style={{ top }} onClick={onShow} data-testid="grid-fresh-rows" aria-live="polite">
        <IconArrowUp size={14} />
        {freshRowsText(count)}
      </UnstyledButton>
    </div>
  );
}
