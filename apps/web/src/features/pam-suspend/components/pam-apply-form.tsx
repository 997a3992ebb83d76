import { Button, Group, Text } from '@mantine/core';
import type { PamWindowErrors } from '@nms/contract';
import { useState } from 'react';
import { defaultWindow, hasErrors, nowSeconds, parseFormDate, validateWindowText, type WindowText } from '../logic/pam-dates';
import { PAM_NOTICES } from '../logic/pam-messages';
import { PamWindowFields } from './pam-window-fields';

export interface AppliedWindow {
  start_time: number;
  end_time: number;
  info: string;
}

/** Start Date, End Date, Info and Apply: the same window for every row of the grid (spec 001 §2.11). */
export function PamApplyForm({ onApply }: { onApply: (values: AppliedWindow) => void }) {
  const [values, setValues] = useState<WindowText>(() => ({ ...defaultWindow(nowSeconds()), info: '' }));
  const [errors, setErrors] = useState<PamWindowErrors>({});

  const apply = () => {
    const found = validateWindowText(values, nowSeconds());
    setErrors(found);
    if (hasErrors(found)) return;
    onApply({ start_time: parseFormDate(values.start) as number, end_time: parseFormDate(values.end) as number, info: values.info.trim() });
  };

  return (
    <div data-testid="pam-apply-form">
      <PamWindowFields
        values={values}
        errors={errors}
        onChange={(patch) => {
          setValues((v) => ({ ...v, ...patch }));
          setErrors({});
        }}
      />
      <Group gap="xs" mt="xs" wrap="nowrap">
        <Button size="xs" variant="light" onClick={apply} title={PAM_NOTICES.applyHint}>
          Apply
        </Button>
        <Text size="xs" c="dimmed">
          {PAM_NOTICES.applyHint}
        </Text>
      </Group>
    </div>
  );
}
