import { Stack } from '@mantine/core';
import type { HughesApeResult, WattboxResult } from '@nms/contract';
import { tenths, withUnit } from './units';
import { LocalTable, type LocalColumn } from './local-table';
import { PingSummary } from './ping-summary';
import { LabelValueTable, StatusBadge, UnknownError, ViewSection, asRecord } from './view-parts';

type WattboxOutlet = WattboxResult['outlets'][number];
const WATTBOX_COLUMNS: LocalColumn<WattboxOutlet>[] = [
  { key: 'number', header: 'Outlet' },
  { key: 'name', header: 'Name' },
  { key: 'status', header: 'Status', render: (o) => <StatusBadge value={o.status} /> },
  { key: 'current', header: 'Current', render: (o) => tenths(o.current, 'A') },
  { key: 'voltage', header: 'Voltage', render: (o) => tenths(o.voltage, 'V') },
];

/** Wattbox: device, outlets (current and voltage divided by 10) and pings. */
export function WattboxView({ data }: { data: unknown }) {
  const r = asRecord(data) as WattboxResult | undefined;
  if (!r) return <UnknownError />;
  return (
    <Stack gap="sm" data-testid="wattbox-view">
      <LabelValueTable
        error={r.error}
        rows={[
          ['Device Name', r.device_name],
          ['Model', r.model],
          ['Serial Number', r.serialNumber],
          ['Firmware Version', r.firmwareVersion],
          ['Status', <StatusBadge key="s" value={r.status} />],
        ]}
      />
      <ViewSection title="Outlets">
        <LocalTable columns={WATTBOX_COLUMNS} rows={r.outlets ?? []} testId="wattbox-outlets" />
      </ViewSection>
      <PingSummary ping={r.ping} />
    </Stack>
  );
}

type ApeOutlet = HughesApeResult['outlets'][number];
const APE_COLUMNS: LocalColumn<ApeOutlet>[] = [
  { key: 'outlet_number', header: 'Outlet' },
  { key: 'name', header: 'Name' },
  { key: 'status', header: 'Status', render: (o) => <StatusBadge value={o.status} /> },
];

/** Hughes Active Power Edge: device, input voltage and outlets. */
export function HughesApeView({ data }: { data: unknown }) {
  const r = asRecord(data) as HughesApeResult | undefined;
  if (!r) return <UnknownError />;
  return (
    <Stack gap="sm" data-testid="hughes-ape-view">
      <LabelValueTable
        error={r.error}
        rows={[
          ['Device Name', r.device_name],
          ['Model', r.model],
          ['Serial Number', r.serialNumber],
          ['Firmware Version', r.firmwareVersion],
          ['Status', <StatusBadge key="s" value={r.status} />],
          ['Input Voltage', withUnit(r.inputVoltage, 'V')],
        ]}
      />
      <ViewSection title="Outlets">
        <LocalTable columns={APE_COLUMNS} rows={r.outlets ?? []} />
      </ViewSection>
      <PingSummary ping={r.ping} />
    </Stack>
  );
}
