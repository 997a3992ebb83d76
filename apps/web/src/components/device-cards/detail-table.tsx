import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CardRow } from './card-rows';

export interface DetailTableProps {
  rows: readonly CardRow[];
  /** Draw a value differently (a badge); default the row's text. */
  renderValue?: (row: CardRow) => ReactNode;
  testId?: string;
}

/** The label/value table every Device Details card is made of; each value cell names its label. */
export function DetailTable({ rows, renderValue, testId }: DetailTableProps) {
  return (
    <Table withTableBorder withColumnBorders fz="sm" verticalSpacing={4} data-testid={testId}>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.label}>
            <Table.Th w="45%" fw={600}>
              {r.label}
            </Table.Th>
            <Table.Td data-label={r.label} data-field={r.field}>
              {renderValue ? renderValue(r) : r.value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
