import { Alert, Select, Table, Text } from '@mantine/core';
import { IMPORT_FIELDS, type ColumnMapping, type Sheet } from '@nms/contract';

const IGNORE = '__ignore__';
const OPTIONS = [{ value: IGNORE, label: '(ignore)' }, ...IMPORT_FIELDS.map((f) => ({ value: f.name, label: `${f.name} (${f.type})` }))];

export interface ColumnMappingProps {
  sheet: Sheet;
  mapping: ColumnMapping;
  problem: string | undefined;
  /** While an import or check runs, the mapping stays as it is. */
  disabled?: boolean;
  onChange: (mapping: ColumnMapping) => void;
}

/** Each file column and the device field it fills (or ignored), with its first value. */
export function ColumnMappingTable({ sheet, mapping, problem, disabled, onChange }: ColumnMappingProps) {
  const sample = (i: number) => sheet.rows.find((r) => r.cells[i]?.trim())?.cells[i] ?? '';
  const set = (i: number, value: string | null) => onChange(mapping.map((m, j) => (j === i ? (value && value !== IGNORE ? value : null) : m)));
  return (
    <div>
      <Table withTableBorder striped verticalSpacing={4} fz="sm" data-testid="import-mapping" maw={900}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Column in file</Table.Th>
            <Table.Th>First value</Table.Th>
            <Table.Th w={320}>Device field</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sheet.headers.map((h, i) => (
            <Table.Tr key={i} data-column={h}>
              <Table.Td>{h}</Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed" truncate maw={260}>
                  {sample(i)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Select
                  aria-label={`Device field for ${h}`}
                  size="xs"
                  searchable
                  allowDeselect={false}
                  disabled={disabled}
                  data={OPTIONS}
                  value={mapping[i] ?? IGNORE}
                  onChange={(v) => set(i, v)}
                  comboboxProps={{ withinPortal: true }}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {problem && (
        <Alert color="orange" mt="sm" data-testid="import-mapping-problem">
          {problem}
        </Alert>
      )}
    </div>
  );
}
