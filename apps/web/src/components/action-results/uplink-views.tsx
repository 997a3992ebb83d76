import { Stack } from '@mantine/core';
import type { CradlepointResult, MerakiResult } from '@nms/contract';
import { formatDate } from '../formatters/format-date';
import { withUnit } from './units';
import { LocalTable, type LocalColumn } from './local-table';
import { PingSummary } from './ping-summary';
import { LabelValueTable, StatusBadge, UnknownError, ViewSection, asRecord } from './view-parts';

const list = (v: unknown) => (Array.isArray(v) ? v.join(', ') : v);

type Uplink = CradlepointResult['uplinks'][number];
const UPLINK_COLUMNS: LocalColumn<Uplink>[] = [
  { key: 'interface', header: 'Interface' },
  { key: 'type', header: 'Type' },
  { key: 'status', header: 'Status', render: (u) => <StatusBadge value={u.status} /> },
  { key: 'ip', header: 'IP' },
  { key: 'gateway', header: 'Gateway' },
  { key: 'ipAssignedBy', header: 'IP Assigned By' },
  { key: 'publicIp', header: 'Public IP' },
  { key: 'DNS', header: 'DNS', render: (u) => list(u.DNS) as string },
  { key: 'carrier', header: 'Carrier' },
  { key: 'apn', header: 'APN' },
  { key: 'iccid', header: 'ICCID' },
  {
    key: 'signal',
    header: 'Signal',
    render: (u) => (u.type === 'lte' ? `${u.signalStrength ?? ''}% RSSI ${withUnit(u.rssi, 'dBm')} SINR ${withUnit(u.sinr, 'dB')}` : 'Unavailable'),
  },
];

/** Cradlepoint (ECM) cellular/uplink card: device details, uplinks grid and location. */
export function CradlepointView({ data }: { data: unknown }) {
  const r = asRecord(data) as CradlepointResult | undefined;
  if (!r) return <UnknownError />;
  const d = asRecord(r.device) as CradlepointResult['device'] | undefined;
  const loc = asRecord(r.location) as NonNullable<CradlepointResult['location']> | undefined;
  return (
    <Stack gap="sm" data-testid="cradlepoint-view">
      <ViewSection title="Device">
        <LabelValueTable
          error={r.error}
          rows={[
            ['Name', d?.name],
            ['Product', d?.productName],
            ['Serial Number', d?.serialNumber],
            ['MAC Address', d?.mac],
            ['Firmware Version', d?.firmwareVersion],
            ['State', <StatusBadge key="s" value={d?.state} />],
            ['Last Contact', formatDate(d?.lastContact)],
          ]}
        />
      </ViewSection>
      <ViewSection title="Uplinks">
        <LocalTable columns={UPLINK_COLUMNS} rows={r.uplinks ?? []} testId="uplinks-grid" />
      </ViewSection>
      {loc && (
        <ViewSection title="Location">
          <LabelValueTable
            rows={[
              ['Latitude', loc.latitude],
              ['Longitude', loc.longitude],
              ['Accuracy', withUnit(loc.accuracy, 'm')],
              ['Updated', formatDate(loc.updatedAt)],
            ]}
          />
        </ViewSection>
      )}
      <PingSummary ping={r.ping} />
    </Stack>
  );
}

type MerakiUplink = MerakiResult['uplinks'][number];
const MERAKI_UPLINK_COLUMNS: LocalColumn<MerakiUplink>[] = [
  { key: 'interface', header: 'Interface' },
  { key: 'status', header: 'Status', render: (u) => <StatusBadge value={u.status} /> },
  { key: 'ip', header: 'IP' },
  { key: 'gateway', header: 'Gateway' },
  { key: 'publicIp', header: 'Public IP' },
  { key: 'dns', header: 'DNS', render: (u) => list(u.dns) as string },
];

/** Meraki: Dashboard device status plus its uplinks. */
export function MerakiView({ data }: { data: unknown }) {
  const r = asRecord(data) as MerakiResult | undefined;
  if (!r) return <UnknownError />;
  const d = asRecord(r.device) as MerakiResult['device'] | undefined;
  return (
    <Stack gap="sm" data-testid="meraki-view">
      <ViewSection title="Device">
        <LabelValueTable
          error={r.error}
          rows={[
            ['Name', d?.name],
            ['Model', d?.model],
            ['Serial', d?.serial],
            ['MAC Address', d?.mac],
            ['Network ID', d?.networkId],
            ['Status', <StatusBadge key="s" value={d?.status} />],
            ['LAN IP', d?.lanIp],
            ['Public IP', d?.publicIp],
            ['Firmware', d?.firmware],
            ['Last Reported', formatDate(d?.lastReportedAt)],
          ]}
        />
      </ViewSection>
      <ViewSection title="Uplinks">
        <LocalTable columns={MERAKI_UPLINK_COLUMNS} rows={r.uplinks ?? []} testId="uplinks-grid" />
      </ViewSection>
      <PingSummary ping={r.ping} />
    </Stack>
  );
}
