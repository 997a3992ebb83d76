import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IB_EXPORT_FILE } from '@nms/contract';
import { IconCopy, IconRefresh } from '@tabler/icons-react';
import { ColumnChooser } from '../../../components/data-grid/column-chooser';
import { ExportPopover, type ExportRequest } from '../../../components/data-grid/export-popover';
import { buildExportTable, exportTable } from '../../../components/data-grid/export-rows';
import type { GridColumn } from '../../../components/data-grid/types';
import { tabText } from '../logic/tab-text';
import type { IbViewRow } from '../logic/view-rows';

export interface ResultsToolsProps {
  columns: GridColumn<IbViewRow>[];
  hidden: ReadonlySet<string>;
  onToggle: (field: string, visible: boolean) => void;
  /** The rows on screen ('Visible Rows', Copy) and every row of the answer ('Matched Query'). */
  pageRows: () => IbViewRow[];
  allRows: IbViewRow[];
  onRefresh: () => void;
}

/** Copy (tab-delimited), Export (file infoBlox), column chooser and Refresh of an Infoblox grid. */
export function ResultsTools({ columns, hidden, onToggle, pageRows, allRows, onRefresh }: ResultsToolsProps) {
  const shown = columns.filter((c) => !hidden.has(c.field));
  const copy = async () => {
    const table = buildExportTable(shown, pageRows());
    try {
      await navigator.clipboard.writeText(tabText(table.headers, table.text));
      notifications.show({ color: 'teal', message: `Copied ${table.text.length} rows (tab-delimited)` });
    } catch (err) {
      notifications.show({ color: 'red', message: `Not able to copy, ${err instanceof Error ? err.message : String(err)}` });
    }
  };
  const onExport = async ({ dataToExport, exportType, maxRecords }: ExportRequest) => {
    const rows = dataToExport === 'matchedQuery' ? allRows.slice(0, maxRecords) : pageRows();
    await exportTable(buildExportTable(shown, rows), exportType, IB_EXPORT_FILE);
  };
  return (
    <Group gap="xs" wrap="nowrap">
      <Tooltip label="Copy the rows on screen, tab-delimited">
        <Button size="xs" variant="default" leftSection={<IconCopy size={14} />} onClick={() => void copy()}>
          Copy
        </Button>
      </Tooltip>
      <ExportPopover onExport={onExport} />
      <ColumnChooser columns={columns.map((c) => ({ field: c.field, header: c.header, visible: !hidden.has(c.field) }))} onToggle={onToggle} />
      <Tooltip label="Refresh">
        <ActionIcon variant="default" size={30} aria-label="Refresh" onClick={onRefresh}>
          <IconRefresh size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
