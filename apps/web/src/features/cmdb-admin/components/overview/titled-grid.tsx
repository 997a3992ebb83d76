import { useMemo, useState, type ReactNode } from 'react';
import type { GridColumn } from '../../../../components/data-grid/types';
import { ExpandGrid } from './expand-grid';
import { sortRows, type SortSpec } from './expand-rows';
import classes from './overview.module.css';
import { sortValueOf, toColDefs, type OverviewNode } from './overview-columns';
import { gridHeight, ROW_HEIGHT } from './overview-heights';

export interface TitledGridProps<T extends OverviewNode> {
  title: string;
  testId: string;
  rows: readonly T[];
  columns: GridColumn<T>[];
  rowId: (row: T) => string;
  /** Records that open: their keys, the toggle, what they show and how tall it is. */
  expand?: { expanded: ReadonlySet<string>; onToggle: (key: string) => void; detail: (row: T) => ReactNode; detailHeight: (row: T) => number };
}

const NONE: ReadonlySet<string> = new Set();
const noop = () => undefined;
const nothing = () => null;
const zero = () => 0;

/** A nested overview grid under its title ('Datacenters at …'), as tall as its rows, names ascending. */
export function TitledGrid<T extends OverviewNode>({ title, testId, rows, columns, rowId, expand }: TitledGridProps<T>) {
  const [sort, setSort] = useState<SortSpec | undefined>({ field: 'name', order: 'asc' });
  const sorted = useMemo(() => sortRows(rows, sort, sortValueOf), [rows, sort]);
  const expandable = !!expand;
  const colDefs = useMemo(() => toColDefs(columns, { expandable, flex: true }), [columns, expandable]);
  const expanded = expand?.expanded ?? NONE;
  const detailHeight = expand?.detailHeight ?? zero;
  const height = gridHeight(sorted.flatMap((r) => (expanded.has(rowId(r)) ? [ROW_HEIGHT, detailHeight(r)] : [ROW_HEIGHT])));
  return (
    <section data-testid={testId} aria-label={title}>
      <div className={classes.panelTitle} data-testid="panel-title">
        {title}
      </div>
      <ExpandGrid<T>
        testId={`${testId}-grid`}
        height={height}
        rows={sorted}
        columns={colDefs}
        rowId={rowId}
        expanded={expanded}
        onToggle={expand?.onToggle ?? noop}
        detail={expand?.detail ?? nothing}
        detailHeight={detailHeight}
        onSortChange={setSort}
      />
    </section>
  );
}
