import { ActionIcon, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { IconRefresh, IconRestore, IconSearch, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ColumnChooser, type ChooserColumn } from './column-chooser';
import { ExportPopover, type ExportRequest } from './export-popover';

export interface GridToolbarProps {
  start?: ReactNode;
  search: string;
  onSearch: (text: string) => void;
  selected: number;
  chooser: ChooserColumn[];
  onToggleColumn: (field: string, visible: boolean) => void;
  onExport: (request: ExportRequest) => Promise<void>;
  onRefresh: () => void;
  onReset: () => void;
}

/** Search panel, column chooser, export, refresh and Reset Settings above every grid. */
export function GridToolbar(p: GridToolbarProps) {
  return (
    <Group justify="space-between" gap="xs" pb={8} wrap="wrap">
      <Group gap="xs">
        {p.start}
        {p.selected > 0 && (
          <Text size="sm" c="dimmed" data-testid="selected-count">
            {p.selected} selected
          </Text>
        )}
      </Group>
      <Group gap="xs">
        <TextInput
          size="xs"
          w={200}
          placeholder="Search ..."
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
        <ColumnChooser columns={p.chooser} onToggle={p.onToggleColumn} />
        <ExportPopover onExport={p.onExport} />
        <Tooltip label="Refresh">
          <ActionIcon variant="default" size={30} aria-label="Refresh" onClick={p.onRefresh}>
            <IconRefresh size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Reset Settings">
          <ActionIcon variant="default" size={30} aria-label="Reset Settings" onClick={p.onReset}>
            <IconRestore size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
