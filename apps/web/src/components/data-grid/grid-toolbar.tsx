import { ActionIcon, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { IconFilterCheck, IconFilterOff, IconRefresh, IconRestore, IconSearch, IconSquareOff, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ColumnChooser, type ChooserColumn } from './column-chooser';
import { DensityToggle } from './density-toggle';
import { useGridDensity } from './grid-density';
import { ExportPopover, type ExportRequest } from './export-popover';
import { LuceneBox } from '../lucene-box/lucene-box';

export interface GridToolbarProps {
  start?: ReactNode;
  /** The Lucene query box, when the grid has one. */
  lucene?: { value: string; onRun: (query: string) => void };
  afterQuery?: ReactNode;
  onClearSelections?: () => void;
  /** The filter row waits for this button; `pending` when edits are not applied yet. */
  applyFilter?: { pending: boolean; onApply: () => void };
  onClearFilters?: () => void;
  /** The search panel's text; undefined hides the panel (a grid with nothing to search). */
  search?: string;
  onSearch: (text: string) => void;
  /** The search panel's placeholder and width (spec: 'Search for dispatches', 220 for case grids). */
  searchPlaceholder?: string;
  searchWidth?: number;
  selected: number;
  chooser: ChooserColumn[];
  onToggleColumn: (field: string, visible: boolean) => void;
  onExport: (request: ExportRequest) => Promise<void>;
  onRefresh: () => void;
  onReset: () => void;
  end?: ReactNode;
}

/** Query box, selection and filter buttons, search panel, export, column chooser, density, refresh, Reset Settings. */
export function GridToolbar(p: GridToolbarProps) {
  const [, setDensity] = useGridDensity();
  return (
    <Group justify="space-between" gap="xs" pb={8} wrap="wrap" data-testid="grid-toolbar">
      <Group gap="xs">
        {p.start}
        {p.lucene && <LuceneBox value={p.lucene.value} onRun={p.lucene.onRun} />}
        {p.afterQuery}
        {p.onClearSelections && (
          <Tooltip label="Clear Selections">
            <ActionIcon variant="default" size={30} aria-label="Clear Selections" onClick={p.onClearSelections} disabled={p.selected === 0}>
              <IconSquareOff size={16} />
            </ActionIcon>
          </Tooltip>
        )}
        {p.applyFilter && (
          <Tooltip label={p.applyFilter.pending ? 'Apply Filter (filter row edited)' : 'Apply Filter'}>
            <ActionIcon
              variant={p.applyFilter.pending ? 'filled' : 'default'}
              size={30}
              aria-label="Apply Filter"
              onClick={p.applyFilter.onApply}
              data-pending={p.applyFilter.pending || undefined}
            >
              <IconFilterCheck size={16} />
            </ActionIcon>
          </Tooltip>
        )}
        {p.onClearFilters && (
          <Tooltip label="Clear Filters">
            <ActionIcon variant="default" size={30} aria-label="Clear Filters" onClick={p.onClearFilters}>
              <IconFilterOff size={16} />
            </ActionIcon>
          </Tooltip>
        )}
        {p.selected > 0 && (
          <Text size="sm" c="dimmed" data-testid="selected-count">
            {p.selected} selected
          </Text>
        )}
      </Group>
      <Group gap="xs">
        {p.search !== undefined && (
          <TextInput
            size="xs"
            w={p.searchWidth ?? 200}
            placeholder={p.searchPlaceholder ?? 'Search ...'}
            aria-label="Search"
            value={p.search}
            onChange={(e) => p.onSearch(e.currentTarget.value)}
            leftSection={<IconSearch size={14} />}
            rightSection={
              p.search ? (
                <ActionIcon size="sm" variant="subtle" color="gray" aria-label="Clear search" onClick={() => p.onSearch('')}>
                  <IconX size={12} />
                </ActionIcon>
              ) : null
            }
          />
        )}
        <ExportPopover onExport={p.onExport} />
        <ColumnChooser columns={p.chooser} onToggle={p.onToggleColumn} />
        <DensityToggle />
        <Tooltip label="Refresh">
          <ActionIcon variant="default" size={30} aria-label="Refresh" onClick={p.onRefresh}>
            <IconRefresh size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Reset Settings">
          <ActionIcon
            variant="default"
            size={30}
            aria-label="Reset Settings"
            onClick={() => {
              // Reset Settings returns the grid to the spec's look, density included.
              setDensity('comfortable');
              p.onReset();
            }}
          >
            <IconRestore size={16} />
          </ActionIcon>
        </Tooltip>
        {p.end}
      </Group>
    </Group>
  );
}
