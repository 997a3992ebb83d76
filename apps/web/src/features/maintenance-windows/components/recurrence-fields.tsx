import { Checkbox, Group, Input, NumberInput, Select, Stack } from '@mantine/core';
import { MAINTENANCE_WEEKS, type MaintenanceRecurrenceKind, type MaintenanceWeek } from '@nms/contract';
import { WEEK_ORDER, WEEKDAY_NAMES } from '../logic/recurrence-words';
import type { WindowForm } from '../logic/window-form';

const KINDS: { value: MaintenanceRecurrenceKind; label: string }[] = [
  { value: 'once', label: 'Once' },
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly-day', label: 'Monthly on a day' },
  { value: 'monthly-weekday', label: "Monthly on a weekday ('first Tuesday')" },
];
const WEEKDAY_OPTIONS = WEEK_ORDER.map((d) => ({ value: String(d), label: WEEKDAY_NAMES[d] }));
const WEEK_OPTIONS = MAINTENANCE_WEEKS.map((w) => ({ value: w, label: w[0]!.toUpperCase() + w.slice(1) }));

interface Props {
  form: WindowForm;
  error?: string;
  untilError?: string;
  disabled?: boolean;
  onChange: (patch: Partial<WindowForm>) => void;
}

/** Once, daily, weekly on chosen days, monthly on a day or on the nth weekday; and the last date. */
export function RecurrenceFields({ form, error, untilError, disabled, onChange }: Props) {
  const toggleDay = (day: number, on: boolean) => onChange({ weekdays: on ? [...form.weekdays, day] : form.weekdays.filter((d) => d !== day) });
  return (
    <Stack gap={6}>
      <Group gap="sm" align="flex-start">
        <Select
          size="xs"
          label="Repeats"
          w={300}
          allowDeselect={false}
          disabled={disabled}
          data={KINDS}
          value={form.kind}
          onChange={(v) => v && onChange({ kind: v as MaintenanceRecurrenceKind })}
          error={form.kind === 'once' || form.kind === 'daily' ? error : undefined}
        />
        {form.kind !== 'once' && (
          <Input.Wrapper label="Until (optional)" error={untilError}>
            <Input
              size="xs"
              type="date"
              aria-label="Until"
              disabled={disabled}
              value={form.until}
              onChange={(e) => onChange({ until: e.currentTarget.value })}
              w={160}
            />
          </Input.Wrapper>
        )}
      </Group>
      {form.kind === 'weekly' && (
        <Input.Wrapper label="On" error={error}>
          <Group gap="md" mt={4}>
            {WEEK_ORDER.map((d) => (
              <Checkbox
                key={d}
                size="xs"
                label={WEEKDAY_NAMES[d].slice(0, 3)}
                aria-label={WEEKDAY_NAMES[d]}
                disabled={disabled}
                checked={form.weekdays.includes(d)}
                onChange={(e) => toggleDay(d, e.currentTarget.checked)}
              />
            ))}
          </Group>
        </Input.Wrapper>
      )}
      {form.kind === 'monthly-day' && (
        <NumberInput
          size="xs"
          label="Day of the month (31: the last day)"
          w={240}
          min={1}
          max={31}
          disabled={disabled}
          value={form.day}
          error={error}
          onChange={(v) => onChange({ day: Number(v) || 1 })}
        />
      )}
      {form.kind === 'monthly-weekday' && (
        <Group gap="sm" align="flex-start">
          <Select
            size="xs"
            label="Week"
            w={140}
            allowDeselect={false}
            disabled={disabled}
            data={WEEK_OPTIONS}
            value={form.week}
            onChange={(v) => v && onChange({ week: v as MaintenanceWeek })}
            error={error}
          />
          <Select
            size="xs"
            label="Weekday"
            w={160}
            allowDeselect={false}
            disabled={disabled}
            data={WEEKDAY_OPTIONS}
            value={String(form.weekday)}
            onChange={(v) => v && onChange({ weekday: Number(v) })}
          />
        </Group>
      )}
    </Stack>
  );
}
