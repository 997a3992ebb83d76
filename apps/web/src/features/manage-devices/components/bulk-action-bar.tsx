import { Button, Center, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { bulkActionLabel, type BulkAction } from '@nms/contract';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { bulkActionPermission, useAccessCheck } from '../../../lib/auth/use-permission';
import { JsonTree } from '../../../components/json-tree/json-tree';
import { notAbleToExecute } from '../../../components/notice/messages';
import { Popup } from '../../../components/popup/popup';
import type { DeviceRow } from '../api/get-devices';
import { useRunBulkAction } from '../api/run-bulk-action';
import { bulkChoices, keptChoice, submitKind } from '../logic/bulk-choice';

type Result = { title: string; data?: unknown } | undefined;

/** The bulk action select and Submit (spec 001 §2.2, §7, §8). */
export function BulkActionBar({ selected, onPamSuspend }: { selected: DeviceRow[]; onPamSuspend: (deviceNames: string[]) => void }) {
  // The roles' refusals ("Needs the Engineer role") show like the selection's, on the disabled option.
  const accessOf = useAccessCheck();
  const choices = useMemo(() => bulkChoices(selected, (a) => accessOf(bulkActionPermission(a))), [selected, accessOf]);
  const options = useMemo(() => choices.filter((c) => !c.disabled), [choices]);
  const reasons = useMemo(() => new Map(choices.map((c) => [c.action as string, c.reason])), [choices]);
  const [choice, setChoice] = useState<BulkAction | null>(null);
  const [result, setResult] = useState<Result>();
  const run = useRunBulkAction();

  // A new selection keeps the choice only while it is still offered (cleared selection: none).
  const kept = keptChoice(choice, options);
  if (kept !== choice) setChoice(kept);

  const submit = () => {
    if (!kept || selected.length === 0) return;
    const deviceNames = selected.map((r) => r.name);
    if (submitKind(kept) === 'dock') {
      onPamSuspend(deviceNames);
      return;
    }
    const title = bulkActionLabel(kept);
    setResult({ title });
    run.mutate(
      { action: kept, deviceNames },
      {
        onSuccess: (data) => setResult({ title, data }),
        onError: () => {
          setResult(undefined);
          notifications.show({ color: 'red', message: notAbleToExecute(title), autoClose: 3000, position: 'top-center' });
        },
      },
    );
  };

  return (
    <Group gap={6} wrap="nowrap">
      <Select
        size="xs"
        w={210}
        aria-label="Bulk action"
        placeholder={choices.length ? 'Select bulk action' : 'Select rows for actions'}
        data={choices.map((c) => ({ value: c.action, label: c.label, disabled: c.disabled }))}
        renderOption={({ option }) => {
          const reason = reasons.get(option.value);
          return (
            <Stack gap={0}>
              <Text size="xs">{option.label}</Text>
              {reason && (
                <Text size="xs" c="dimmed" data-testid="bulk-action-reason">
                  {reason}
                </Text>
              )}
            </Stack>
          );
        }}
        value={kept}
        onChange={(v) => setChoice(v as BulkAction | null)}
        disabled={choices.length === 0}
        comboboxProps={{ withinPortal: true, width: 360, position: 'bottom-start' }}
      />
      <Button size="xs" onClick={submit} disabled={!kept || run.isPending} loading={run.isPending}>
        Submit
      </Button>
      <Popup opened={!!result} title={result?.title ?? ''} onClose={() => setResult(undefined)}>
        {result?.data === undefined ? (
          <Center py="lg">
            <Loader size="sm" />
          </Center>
        ) : (
          <div data-testid="bulk-result">
            <JsonTree data={result.data} />
          </div>
        )}
      </Popup>
    </Group>
  );
}
