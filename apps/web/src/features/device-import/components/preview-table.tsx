import { Alert, Group, Loader, ScrollArea, Table, Text, Tooltip } from '@mantine/core';
import type { RowError, ColumnMapping, Sheet } from '@nms/contract';
import type { ImportCounts } from '../logic/run-import';
import classes from './device-import.module.css';

export const PREVIEW_ROWS = 20;

/** 'field: message', unless the message already starts with the field's name. */
const errorText = (e: RowError) => (e.field && !e.message.startsWith(e.field) ? `${e.field}: ${e.message}` : e.message);

export interface PreviewTableProps {
  sheet: Sheet;
  mapping: ColumnMapping;
  /** Errors of the previewed rows: cells that did not convert and the server's dry-run answer. */
  errors: readonly RowError[];
  counts: ImportCounts | undefined;
  checking: boolean;
  failure: string | undefined;
}

/** The first rows as they would be sent (mapped columns only), cells with errors marked. */
export function PreviewTable({ sheet, mapping, errors, counts, checking, failure }: PreviewTableProps) {
  const columns = mapping.flatMap((field, i) => (field ? [{ i, field }] : []));
  const rows = sheet.rows.slice(0, PREVIEW_ROWS);
  const byRow = new Map<number, RowError[]>();
  for (const e of errors) byRow.set(e.row, [...(byRow.get(e.row) ?? []), e]);
  return (
    <div>
      <Group gap="sm" mb="xs" data-testid="import-preview-status">
        <Text size="sm">
          First {rows.length} of {sheet.rows.length.toLocaleString()} rows (row numbers as in the file; the header is row 1).
        </Text>
        {checking && <Loader size="xs" />}
        {counts && !checking && (
          <Text size="sm" fw={500} data-testid="import-preview-counts">
            Dry run of these rows: {counts.created} new, {counts.updated} updated, {counts.unchanged} unchanged, {counts.rejected} rejected
          </Text>
        )}
      </Group>
      {failure && (
        <Alert color="red" mb="xs" title="The preview check failed">
          {failure}
        </Alert>
      )}
      <ScrollArea type="auto" offsetScrollbars>
        <Table withTableBorder withColumnBorders verticalSpacing={2} fz="xs" className={classes.preview} data-testid="import-preview">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Row</Table.Th>
              {columns.map((c) => (
                <Table.Th key={c.i}>{c.field}</Table.Th>
              ))}
              <Table.Th>Errors</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => {
              const rowErrors = byRow.get(r.row) ?? [];
              return (
                <Table.Tr
                  key={r.row}
                  data-row={r.row}
                  data-error={rowErrors.length > 0 || undefined}
                  className={rowErrors.length ? classes.badRow : undefined}
                >
                  <Table.Td>{r.row}</Table.Td>
                  {columns.map((c) => {
                    const cellErrors = rowErrors.filter((e) => e.field === c.field);
                    const text = r.cells[c.i];
                    if (!cellErrors.length) return <Table.Td key={c.i}>{text}</Table.Td>;
                    return (
                      <Tooltip key={c.i} label={cellErrors.map((e) => e.message).join('; ')} multiline maw={360}>
                        <Table.Td className={classes.badCell} data-error-field={c.field}>
                          {text || '(empty)'}
                        </Table.Td>
                      </Tooltip>
                    );
                  })}
                  <Table.Td className={classes.errorText} data-testid={`import-preview-errors-${r.row}`}>
                    {rowErrors.map(errorText).join('; ')}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </div>
  );
}
