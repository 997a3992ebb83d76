import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { isAccelerator, type ActionCatalogDevice } from '@nms/contract';
import { useState } from 'react';
import { Popup } from '../../../components/popup/popup';
import { useSessionUser } from '../../../lib/auth/session';
import {
  ACCEL_DEFAULTS,
  CAPTURE_DEFAULTS,
  CAPTURE_DURATIONS,
  CAPTURE_PROTOCOLS,
  IP_TYPES,
  VERBOSE_LEVELS,
  accelCaptureParams,
  captureParams,
  type AccelCaptureForm,
  type CaptureForm,
} from '../logic/packet-capture';
import { useCapture } from './use-capture';

const DROPDOWN = { withinPortal: true, zIndex: 400 } as const;

interface Props {
  title: string;
  device: ActionCatalogDevice & Record<string, unknown>;
  onClose: () => void;
}

/** Packet capture (450): the accelerator form for HNS_AccelApp, the tcpdump-style form otherwise. */
export function PacketCapturePopup({ title, device, onClose }: Props) {
  const accelerator = isAccelerator(device);
  const user = useSessionUser()?.nickname ?? '';
  const cap = useCapture(accelerator);
  const [accel, setAccel] = useState<AccelCaptureForm>(ACCEL_DEFAULTS);
  const [form, setForm] = useState<CaptureForm>(CAPTURE_DEFAULTS);
  const setA = (patch: Partial<AccelCaptureForm>) => setAccel((f) => ({ ...f, ...patch }));
  const setF = (patch: Partial<CaptureForm>) => setForm((f) => ({ ...f, ...patch }));
  const text = (label: string, value: string, onChange: (v: string) => void) => (
    <TextInput size="xs" label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)} disabled={cap.capturing} />
  );

  return (
    <Popup opened title={title} onClose={onClose} width={450}>
      <Stack gap="xs" data-testid="packet-capture-popup">
        {accelerator ? (
          <>
            <Select
              size="xs"
              label="Duration"
              data={CAPTURE_DURATIONS.map((d) => ({ value: d, label: `${d} seconds` }))}
              value={accel.duration}
              onChange={(v) => setA({ duration: v ?? '10' })}
              allowDeselect={false}
              comboboxProps={DROPDOWN}
              disabled={cap.capturing}
            />
            <Select
              size="xs"
              label="Protocol"
              data={[...CAPTURE_PROTOCOLS]}
              value={accel.protocol}
              onChange={(v) => setA({ protocol: v ?? 'all' })}
              allowDeselect={false}
              comboboxProps={DROPDOWN}
              disabled={cap.capturing}
            />
            <Select
              size="xs"
              label="IP Type"
              data={IP_TYPES.map((t) => ({ ...t }))}
              value={accel.ip_type}
              onChange={(v) => setA({ ip_type: v ?? 'host' })}
              allowDeselect={false}
              comboboxProps={DROPDOWN}
              disabled={cap.capturing}
            />
            {text('IP Address', accel.ip_address, (v) => setA({ ip_address: v }))}
            {text('Port', accel.port, (v) => setA({ port: v }))}
          </>
        ) : (
          <>
            {text('Interface', form.interface, (v) => setF({ interface: v }))}
            <Select
              size="xs"
              label="Verbose Level"
              data={[...VERBOSE_LEVELS]}
              value={form.verbose_level}
              onChange={(v) => setF({ verbose_level: v ?? '2' })}
              allowDeselect={false}
              comboboxProps={DROPDOWN}
              disabled={cap.capturing}
            />
            {text('Max Packets', form.max_packets, (v) => setF({ max_packets: v }))}
            {text('Host(s)', form.host_filter, (v) => setF({ host_filter: v }))}
            {text('Port(s)', form.port_filter, (v) => setF({ port_filter: v }))}
            {text('Protocol(s)', form.protocol_filter, (v) => setF({ protocol_filter: v }))}
          </>
        )}
        <Group justify="flex-end" gap="xs" mt="xs">
          <Button
            size="xs"
            loading={cap.capturing}
            onClick={() => void cap.capture(accelerator ? accelCaptureParams(device, user, accel) : captureParams(device, user, form))}
          >
            Capture
          </Button>
          <Button size="xs" variant="default" disabled={!cap.canDownload} loading={cap.downloading} onClick={() => void cap.download()}>
            Download
          </Button>
        </Group>
        {cap.fileName && (
          <Text size="xs" c="dimmed" data-testid="capture-file">
            {cap.fileName}
          </Text>
        )}
      </Stack>
    </Popup>
  );
}
