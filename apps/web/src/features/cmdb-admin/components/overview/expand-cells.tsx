import { ActionIcon } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { ICellRendererParams } from 'ag-grid-community';
import { useExpandState } from './expand-context';
import type { ExpandMeta } from './expand-rows';
import classes from './overview.module.css';

type Params = ICellRendererParams<ExpandMeta & { name?: unknown }>;

/** The name cell with the open/close chevron of its record's detail row. */
export function ExpandNameCell(p: Params) {
  const { expanded, toggle } = useExpandState();
  if (!p.data) return null;
  const key = p.data._key;
  const open = expanded.has(key);
  const name = String(p.data.name ?? '');
  return (
    <span className={classes.nameCell}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="xs"
        aria-label={open ? `Collapse ${name}` : `Expand ${name}`}
        aria-expanded={open}
        onClick={(e) => {
          // The click opens the detail; it is not a row click for the grid.
          e.stopPropagation();
          toggle(key);
        }}
      >
        {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
      </ActionIcon>
      <span className={classes.nameText}>{name}</span>
    </span>
  );
}

/** A detail row: whatever the grid's `detail` draws for the record, in the row's full width. */
export function DetailRowCell(p: Params) {
  const { detail } = useExpandState();
  return (
    <div className={classes.detail} data-testid="detail-row">
      {p.data ? detail(p.data) : null}
    </div>
  );
}
