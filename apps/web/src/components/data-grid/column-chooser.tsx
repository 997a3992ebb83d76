import { Button, Checkbox, Popover, ScrollArea, Stack, Tooltip } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';

export interface ChooserColumn {
  field: string;
  header: string;
  visible: boolean;
}

/** Show and hide columns (AG Grid Community has no column tool panel). */
export function ColumnChooser({ columns, onToggle }: { columns: ChooserColumn[]; onToggle: (field: string, visible: boolean) => void }) {
  const visibleCount = columns.filter((c) => c.visible).length;
  return (
    <Popover position="bottom-end" shadow="md" width={240} withArrow>
      <Popover.Target>
        <Tooltip label="Column Chooser">
          <Button size="xs" variant="default" leftSection={<IconColumns size={14} />}>
            Columns
          </Button>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <ScrollArea.Autosize mah={360}>
          <Stack gap={8} data-testid="column-chooser">
            {columns.map((c) => (
              <Checkbox
                key={c.field}
                label={c.header}
                checked={c.visible}
                // The last visible column stays: a grid without columns shows nothing to choose from.
                disabled={c.visible && visibleCount === 1}
                onChange={(e) => onToggle(c.field, e.currentTarget.checked)}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
