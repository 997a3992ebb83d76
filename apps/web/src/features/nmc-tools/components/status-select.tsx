import { Group, Select, Text } from '@mantine/core';

export interface StatusSelectProps<S extends string> {
  statuses: readonly S[];
  value: S;
  onChange: (status: S) => void;
  width?: number;
}

/** The toolbar's status filter (ALL first, the default). */
export function StatusSelect<S extends string>({ statuses, value, onChange, width = 240 }: StatusSelectProps<S>) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" c="dimmed">
        Status
      </Text>
      <Select
        size="xs"
        w={width}
        aria-label="Status"
        data={statuses as readonly string[] as string[]}
        value={value}
        allowDeselect={false}
        searchable
        maxDropdownHeight={320}
        onChange={(v) => v && onChange(v as S)}
      />
    </Group>
  );
}
