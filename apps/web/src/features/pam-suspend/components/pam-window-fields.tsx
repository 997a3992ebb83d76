import { Stack, TextInput } from '@mantine/core';
import type { PamWindowErrors } from '@nms/contract';
import type { ReactNode } from 'react';
import type { WindowText } from '../logic/pam-dates';

const DATE_HINT = 'MM/dd/yyyy HH:mm:ss';

interface Props {
  values: WindowText;
  errors: PamWindowErrors;
  disabled?: boolean;
  onChange: (patch: Partial<WindowText>) => void;
  /** Fields above the dates (the form's Current Status). */
  before?: ReactNode;
}

/** Start Date, End Date and Info, typed as text in the spec's date format. */
export function PamWindowFields({ values, errors, disabled, onChange, before }: Props) {
  return (
    <Stack gap="xs">
      {before}
      <TextInput
        size="xs"
        label="Start Date"
        placeholder={DATE_HINT}
        withAsterisk
        value={values.start}
        error={errors.start}
        disabled={disabled}
        onChange={(e) => onChange({ start: e.currentTarget.value })}
      />
      <TextInput
        size="xs"
        label="End Date"
        placeholder={DATE_HINT}
        withAsterisk
        value={values.end}
        error={errors.end}
        disabled={disabled}
        onChange={(e) => onChange({ end: e.currentTarget.value })}
      />
      <TextInput
        size="xs"
        label="Info"
        withAsterisk
        value={values.info}
        error={errors.info}
        disabled={disabled}
        onChange={(e) => onChange({ info: e.currentTarget.value })}
      />
    </Stack>
  );
}
