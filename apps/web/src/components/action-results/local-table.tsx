import { Group, Pagination, Select, Table, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { pagerText } from '../data-grid/grid-pager';
import { displayValue } from '../formatters/display-value';

/** Page sizes of the result tables (spec 001 §2.4: ping tables 10, 15, 25, 50). */
export const LOCAL_PAGE_SIZES = [10, 15, 25, 50] as const;

export interface LocalColumn<T> {
  key: string;
  header: string;
  /** Cell content; default the row's `key` field through the display mapping. */
  render?: (row: T) => ReactNode;
}

interface Props<T> {
  columns: readonly LocalColumn<T>[];
  rows: readonly T[];
  /** Page sizes of the pager; without it every row shows. */
  pageSizes?: readonly number[];
  testId?: string;
  emptyText?: string;
}

/** A small table of result rows, paged in the browser (results are a few dozen rows at most). */
export function LocalTable<T>({ columns, rows, pageSizes, testId, emptyText = 'No records' }: Props<T>) {
  const [size, setSize] = useState(pageSizes?.[0] ?? rows.length);
  const [page, setPage] = useState(1);
  const pages = pageSizes ? Math.max(1, Math.ceil(rows.length / size)) : 1;
  const current = Math.min(page, pages);
  const shown = pageSizes ? rows.slice((current - 1) * size, current * size) : rows;
  const cell = (row: T, c: LocalColumn<T>) => (c.render ? c.render(row) : displayValue((row as Record<string, unknown>)[c.key]));

  return (
    <div data-testid={testId}>
      <Table.ScrollContainer minWidth={200}>
        <Table withTableBorder withColumnBorders striped verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.key}>{c.header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row, i) => (
              <Table.Tr key={i}>
                {columns.map((c) => (
                  <Table.Td key={c.key}>{cell(row, c)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Text size="sm" c="dimmed">
                    {emptyText}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pageSizes && rows.length > 0 && (
        <Group justify="space-between" mt={6} gap="xs">
          <Pagination size="sm" total={pages} value={current} onChange={setPage} />
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              {pagerText(current, pages, rows.length)}
            </Text>
            <Select
              size="xs"
              w={72}
              aria-label="Page size"
              allowDeselect={false}
              data={pageSizes.map(String)}
              value={String(size)}
              onChange={(v) => {
                setSize(Number(v));
                setPage(1);
              }}
              comboboxProps={{ withinPortal: true, zIndex: 400 }}
            />
          </Group>
        </Group>
      )}
    </div>
  );
}
