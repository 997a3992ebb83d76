import { Alert, Stack, Title } from '@mantine/core';
import { ACTION_SECTIONS, availableDeviceActions, type ActionCatalogDevice } from '@nms/contract';
import { useMemo, useState } from 'react';
import { ActionPopupHost } from './action-popup-host';
import { ActionSection } from './action-section';
import type { OpenPopup } from './open-popup';
import { useActionRunner } from './use-action-runner';

export const NOT_DISCOVERED = 'Device is not discovered yet.';

/**
 * The Device Actions panel (spec 001 §2.5): titled Actions, seven sections built from the shared
 * catalog, one section running at a time, results in a draggable popup.
 */
export function DeviceActionsPanel({ device }: { device: ActionCatalogDevice & Record<string, unknown> }) {
  // The counter keys the popup: every opening starts fresh (window, forms, position).
  const [popup, setPopup] = useState<{ id: number; open: OpenPopup }>();
  const available = useMemo(() => availableDeviceActions(device), [device]);
  const { running, run } = useActionRunner(device, (open) => setPopup((p) => ({ id: (p?.id ?? 0) + 1, open })));

  return (
    <Stack gap="sm" data-testid="device-actions-panel">
      <Title order={5}>Actions</Title>
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
