import { Stack } from '@mantine/core';
import type { FortilanResult } from '@nms/contract';
import { formatDate } from '../formatters/format-date';
import { percent, showPoeColumn, withUnit } from './units';
import { LOCAL_PAGE_SIZES, LocalTable, type LocalColumn } from './local-table';
import { PingSummary } from './ping-summary';
import { LabelValueTable, StatusBadge, UnknownError, ViewSection, asRecord } from './view-parts';

type Port = FortilanResult['ports'][number];
type Radio = FortilanResult['radios'][number];

const PORT_COLUMNS: LocalColumn<Port>[] = [
  { key: 'port', header: 'Port' },
  { key: 'status', header: 'Status', render: (p) => <StatusBadge value={p.status} /> },
  { key: 'speed', header: 'Speed' },
  { key: 'vlan', header: 'VLAN' },
];
const POE_COLUMN: LocalColumn<Port> = { key: 'poe', header: 'PoE' };

const RADIO_ROWS = (r: Radio) =>
  [
    ['Band', r.band],
    ['Channel', r.channel],
    ['TX Power', withUnit(r.txPower, 'dBm')],
    ['Clients', r.clients],
    ['Status', <StatusBadge key="s" value={r.status} />],
  ] as const;

/** Switch/access-point card (spec 000): details, per-radio details and a Ports grid (PoE only on POE models). */
export function FortilanView({ data }: { data: unknown }) {
  const r = asRecord(data) as FortilanResult | undefined;
  if (!r) return <UnknownError />;
  const columns = showPoeColumn(r.model) ? [...PORT_COLUMNS, POE_COLUMN] : PORT_COLUMNS;
  return (
    <Stack gap="sm" data-testid="switch-ap-view">
      <ViewSection title="Details">
        <LabelValueTable
          error={r.error}
          rows={[
            ['Name', r.name],
            ['Device Type', r.deviceType],
            ['Model', r.model],
            ['Status', <StatusBadge key="s" value={r.status} />],
            ['Serial', r.serial],
            ['Local IP', r.localIp],
            ['Remote IP', r.remoteIp],
            ['MAC Address', r.mac],
            ['Connect Time', r.connectTime ? formatDate(r.connectTime * 1000) : undefined],
            ['OS Version', r.osVer],
            ['Firmware Status', r.firmwareStatus],
            ['CPU Usage', percent(r.cpuUsage)],
            ['Memory Usage', percent(r.memoryUsage)],
            ['PCB Temperature', withUnit(r.pcbTemp, '°C')],
          ]}
        />
      </ViewSection>
      {(r.radios ?? []).map((radio) => (
        <ViewSection key={radio.radio} title={`Radio ${radio.radio}`}>
          <LabelValueTable rows={RADIO_ROWS(radio)} />
        </ViewSection>
      ))}
      {(r.ports ?? []).length > 0 && (
        <ViewSection title="Ports">
          <LocalTable columns={columns} rows={r.ports} pageSizes={r.ports.length > 10 ? LOCAL_PAGE_SIZES : undefined} testId="ports-grid" />
        </ViewSection>
      )}
      <PingSummary ping={r.ping} />
    </Stack>
  );
}
