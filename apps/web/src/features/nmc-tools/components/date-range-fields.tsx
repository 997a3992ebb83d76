import { Group, Text, TextInput } from '@mantine/core';
import { checkRange, type RangeText } from '../logic/nmc-dates';

export interface DateRangeFieldsProps {
  range: RangeText;
  onChange: (patch: Pick<RangeText, 'start'> | Pick<RangeText, 'end'>) => void;
}

/** From and To date-time pickers (the browser's own, to the second, local time). */
export function DateRangeFields({ range, onChange }: DateRangeFieldsProps) {
  const errors = checkRange(range);
  const field = (key: 'start' | 'end', label: string) => (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <TextInput
        size="xs"
        w={200}
        type="datetime-local"
        step={1}
        aria-label={label}
        value={range[key]}
        error={errors[key]}
        title={errors[key]}
        onChange={(e) => onChange(key === 'start' ? { start: e.currentTarget.value } : { end: e.currentTarget.value })}
      />
    </Group>
  );
  return (
    <Group gap="xs" wrap="nowrap" data-testid="sf-cases-range">
      {field('start', 'From')}
      {field('end', 'To')}
    </Group>
  );
}
