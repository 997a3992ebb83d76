import { ActionIcon, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import {
  deviceActionDef,
  defaultSectionAction,
  type ActionCatalogDevice,
  type ActionItem,
  type ActionSectionKey,
  type DeviceActionDef,
} from '@nms/contract';
import { useState } from 'react';
import { AccessTooltip, refusedProps } from '../../../components/access/access-tooltip';
import { CHECKING_ACCESS, deviceActionPermission, usePermission } from '../../../lib/auth/use-permission';
import { initialInputs, missingRequired, type InputValues } from '../logic/action-inputs';
import { ActionInputsFields } from './action-inputs-fields';

interface Props {
  sectionKey: ActionSectionKey;
  title: string;
  items: ActionItem[];
  /** Offered actions the device cannot run (a real device without a driver for them), by action: the reason. */
  unavailable: ReadonlyMap<string, string>;
  device: ActionCatalogDevice;
  /** Some section is running: every execute button waits. */
  busy: boolean;
  /** This section is the one running: its button spins. */
  running: boolean;
  onRun: (def: DeviceActionDef, values: InputValues) => void;
}

/** One section of the panel: its dropdown, the selected action's inputs and the execute button. */
export function ActionSection({ sectionKey, title, items, unavailable, device, busy, running, onRun }: Props) {
  const [picked, setPicked] = useState<string | null>(null);
  const [values, setValues] = useState<InputValues>(() => initialInputs(device));
  // The device row refreshes while the dock is open (e.g. discovered flips Discover to
  // Rediscover): a pick that is no longer offered falls back to the section default.
  const selected = picked && items.some((i) => i.action === picked) ? picked : (defaultSectionAction(sectionKey, items) ?? null);
  const def = selected ? deviceActionDef(selected) : undefined;
  const empty = items.length === 0;
  // The caller's roles: a refused action stays listed, its Execute disabled with the reason.
  const access = usePermission(def ? deviceActionPermission(def) : undefined);
  const unavailableReason = selected ? unavailable.get(selected) : undefined;
  const disabled = busy || !def || !access.allowed || unavailableReason !== undefined || missingRequired(def, values);

  return (
    <Stack gap={4} data-testid={`action-section-${sectionKey}`}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Select
          aria-label={title}
          size="xs"
          style={{ flex: 1 }}
          allowDeselect={false}
          disabled={empty}
          placeholder={empty ? 'No actions available' : 'Choose an action'}
          data={items.map((i) => ({ value: i.action, label: i.label }))}
          value={selected}
          onChange={setPicked}
          comboboxProps={{ withinPortal: true }}
        />
        <AccessTooltip access={access}>
          <Tooltip label={`Execute ${def?.label ?? title}`} disabled={disabled}>
            <ActionIcon
              size="md"
              variant="filled"
              aria-label={`Execute ${title}`}
              loading={running}
              disabled={disabled}
              onClick={() => def && onRun(def, values)}
              {...refusedProps(access)}
            >
              <IconPlayerPlay size={14} />
            </ActionIcon>
          </Tooltip>
        </AccessTooltip>
      </Group>
      {!access.allowed && access.reason !== CHECKING_ACCESS && (
        <Text size="xs" c="dimmed" data-testid="action-refused">
          {access.reason}
        </Text>
      )}
      {unavailableReason && (
        <Text size="xs" c="dimmed" data-testid="action-unavailable">
          Not available for this device: {unavailableReason}
        </Text>
      )}
      {def?.inputs && (
        <ActionInputsFields
          inputs={def.inputs}
          device={device}
          values={values}
          disabled={busy}
          onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
        />
      )}
    </Stack>
  );
}
