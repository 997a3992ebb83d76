import { Input, SegmentedControl, Stack, Textarea } from '@mantine/core';
import { LuceneBox } from '../../../components/lucene-box/lucene-box';
import type { WindowForm } from '../logic/window-form';

interface Props {
  form: WindowForm;
  error?: string;
  disabled?: boolean;
  onChange: (patch: Partial<WindowForm>) => void;
}

/** The window's devices: a Lucene query (as Manage Devices takes it) or a list of names. */
export function TargetFields({ form, error, disabled, onChange }: Props) {
  return (
    <Input.Wrapper label="Target" withAsterisk error={error}>
      <Stack gap={6} mt={4}>
        <SegmentedControl
          size="xs"
          disabled={disabled}
          value={form.targetKind}
          onChange={(v) => onChange({ targetKind: v === 'devices' ? 'devices' : 'query' })}
          data={[
            { value: 'query', label: 'Lucene query' },
            { value: 'devices', label: 'Device list' },
          ]}
          aria-label="Target kind"
          w={240}
        />
        {form.targetKind === 'query' ? (
          <LuceneBox
            label="Target query"
            width={560}
            value={form.query}
            onRun={(query) => onChange({ query })}
            onDraftChange={(query) => onChange({ query })}
          />
        ) : (
          <Textarea
            size="xs"
            aria-label="Device names"
            placeholder="Device names, one a line"
            autosize
            minRows={3}
            maxRows={8}
            w={560}
            disabled={disabled}
            value={form.devices}
            onChange={(e) => onChange({ devices: e.currentTarget.value })}
          />
        )}
      </Stack>
    </Input.Wrapper>
  );
}
