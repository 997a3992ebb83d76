import { Group, Select, TextInput } from '@mantine/core';
import type { ActionCatalogDevice, ActionInput, PingType } from '@nms/contract';
import { useApeOutlets } from '../api/get-ape-outlets';
import { useWattboxOutlets } from '../api/get-wattbox-outlets';
import { BACKBONE_OPTIONS, PING_COUNT_OPTIONS, PING_TYPE_LABELS, pingTypeOptions, type InputValues } from '../logic/action-inputs';

interface Props {
  inputs: readonly ActionInput[];
  device: ActionCatalogDevice;
  values: InputValues;
  onChange: (patch: Partial<InputValues>) => void;
  disabled: boolean;
}

/** The inputs of the selected action, under its dropdown (spec 001 §2.5). */
export function ActionInputsFields({ inputs, device, values, onChange, disabled }: Props) {
  const kinds = new Set(inputs.map((i) => i.kind));
  const wattbox = useWattboxOutlets(device.name, kinds.has('wattboxOutlet'));
  const ape = useApeOutlets(device.name, kinds.has('apeOutlet'));
  if (inputs.length === 0) return null;

  return (
    <Group gap="xs" grow wrap="nowrap" align="flex-start">
      {inputs.map((input) => {
        switch (input.kind) {
          case 'pingType':
            return (
              <Select
                key={input.name}
                size="xs"
                label="Ping Type"
                allowDeselect={false}
                disabled={disabled}
                data={pingTypeOptions(device).map((t) => ({ value: t, label: PING_TYPE_LABELS[t] }))}
                value={values.ping_type || null}
                onChange={(v) => onChange({ ping_type: (v ?? '') as PingType | '' })}
              />
            );
          case 'pingCount':
            return (
              <Select
                key={input.name}
                size="xs"
                label="# Pings"
                allowDeselect={false}
                disabled={disabled}
                data={PING_COUNT_OPTIONS}
                value={values.num_pings}
                onChange={(v) => onChange({ num_pings: v ?? '5' })}
              />
            );
          case 'ip':
            return (
              <TextInput
                key={input.name}
                size="xs"
                label={input.label}
                withAsterisk
                disabled={disabled}
                placeholder="e.g. 192.168.0.1"
                value={values[input.name]}
                onChange={(e) => onChange({ [input.name]: e.currentTarget.value })}
              />
            );
          case 'wattboxOutlet':
          case 'apeOutlet': {
            const query = input.kind === 'wattboxOutlet' ? wattbox : ape;
            return (
              <Select
                key={input.name}
                size="xs"
                label={input.label}
                withAsterisk
                disabled={disabled}
                placeholder={query.isLoading ? 'Loading outlets...' : 'Choose an outlet'}
                data={query.data ?? []}
                value={values.outlet || null}
                onChange={(v) => onChange({ outlet: v ?? '' })}
              />
            );
          }
          case 'backbone':
            return (
              <Select
                key={input.name}
                size="xs"
                label={input.label}
                withAsterisk
                allowDeselect={false}
                disabled={disabled}
                data={BACKBONE_OPTIONS}
                value={values.backbone}
                onChange={(v) => onChange({ backbone: v ?? '0' })}
              />
            );
        }
      })}
    </Group>
  );
}
