import { Alert, Stack, Text, Title } from '@mantine/core';
import { ACTION_SECTIONS, ANSWER_SOURCE_TEXT, availableDeviceActions, type ActionCatalogDevice } from '@nms/contract';
import { useMemo, useState } from 'react';
import { useActionSupport } from '../api/get-action-support';
import { ActionPopupHost } from './action-popup-host';
import { ActionSection } from './action-section';
import type { OpenPopup } from './open-popup';
import { useActionRunner } from './use-action-runner';

export const NOT_DISCOVERED = 'Device is not discovered yet.';

/**
 * The Device Actions panel (spec 001 §2.5): titled Actions, seven sections built from the shared
 * catalog, one section running at a time, results in a draggable popup. Beyond the spec (issue 31
 * item 1): a line saying who answers (the simulator or the device), and a real device's actions
 * that no real driver can run stay listed with their Execute disabled and the reason.
 */
export function DeviceActionsPanel({ device }: { device: ActionCatalogDevice & Record<string, unknown> }) {
  // The counter keys the popup: every opening starts fresh (window, forms, position).
  const [popup, setPopup] = useState<{ id: number; open: OpenPopup }>();
  const available = useMemo(() => availableDeviceActions(device), [device]);
  const { running, run } = useActionRunner(device, (open) => setPopup((p) => ({ id: (p?.id ?? 0) + 1, open })));
  const support = useActionSupport(device.name);
  const unavailable = useMemo(() => new Map(support.data?.refused.map((r) => [r.action, r.reason])), [support.data]);

  return (
    <Stack gap="sm" data-testid="device-actions-panel">
      <Title order={5}>Actions</Title>
      {support.data && (
        <Text size="xs" c="dimmed" data-testid="actions-answered-by" data-answered-by={support.data.answeredBy}>
          {ANSWER_SOURCE_TEXT[support.data.answeredBy]}
        </Text>
      )}
      {device.discovered === false && (
        <Alert color="red" variant="filled" py={6}>
          {NOT_DISCOVERED}
        </Alert>
      )}
      {/* Keyed by device: another device starts from the defaults again. */}
      {ACTION_SECTIONS.map((s) => (
        <ActionSection
          key={`${device.name}:${s.key}`}
          sectionKey={s.key}
          title={s.title}
          items={available[s.key]}
          unavailable={unavailable}
          device={device}
          busy={running !== undefined}
          running={running === s.key}
          onRun={(def, values) => void run(def, values)}
        />
      ))}
      <ActionPopupHost key={popup?.id} popup={popup?.open} device={device} onClose={() => setPopup(undefined)} />
    </Stack>
  );
}
