import { Stack } from '@mantine/core';
import type { AwmsResult, FortimanagerResult, SwitchResult, VelocloudResult } from '@nms/contract';
import { formatDate } from '../formatters/format-date';
import { formatDuration } from '../formatters/format-duration';
import { percent, toMb, withUnit } from './units';
import { LOCAL_PAGE_SIZES, LocalTable, type LocalColumn } from './local-table';
import { PingSummary } from './ping-summary';
import { LabelValueTable, StatusBadge, UnknownError, ViewSection, asRecord } from './view-parts';

const uptime = (s: number | null | undefined) => (s === null || s === undefined ? undefined : formatDuration(s));

type VeloLink = VelocloudResult['links'][number];
const VELO_LINKS: LocalColumn<VeloLink>[] = [
  { key: 'interface', header: 'Interface' },
  { key: 'displayName', header: 'Name' },
  { key: 'ipAddress', header: 'IP Address' },
  { key: 'state', header: 'State', render: (l) => <StatusBadge value={l.state} /> },
  { key: 'vpnState', header: 'VPN State', render: (l) => <StatusBadge value={l.vpnState} /> },
  { key: 'latencyMs', header: 'Latency', render: (l) => withUnit(l.latencyMs, 'ms') },
  { key: 'lossPct', header: 'Loss', render: (l) => percent(l.lossPct) },
];

export function VelocloudView({ data }: { data: unknown }) {
  const r = asRecord(data) as VelocloudResult | undefined;
  if (!r) return <UnknownError />;
  const e = asRecord(r.edge) as VelocloudResult['edge'] | undefined;
  return (
    <Stack gap="sm" data-testid="velocloud-view">
      <ViewSection title="Edge">
        <LabelValueTable
          error={r.error}
          rows={[
            ['Name', e?.name],
            ['Edge State', <StatusBadge key="s" value={e?.edgeState === 'CONNECTED' ? 'connected' : e?.edgeState} />],
            ['Serial Number', e?.serialNumber],
            ['Model', e?.modelNumber],
            ['Software Version', e?.softwareVersion],
            ['Activation State', e?.activationState],
            ['Last Contact', formatDate(e?.lastContact)],
            ['Up Since', formatDate(e?.systemUpSince)],
          ]}
        />
      </ViewSection>
      <ViewSection title="Links">
        <LocalTable columns={VELO_LINKS} rows={r.links ?? []} />
      </ViewSection>
      <PingSummary ping={r.ping} />
    </Stack>
  );
}

export function AwmsView({ data }: { data: unknown }) {
  const r = asRecord(data) as AwmsResult | undefined;
  if (!r) return <UnknownError />;
  const p = asRecord(r.player) as AwmsResult['player'] | undefined;
  return (
    <Stack gap="sm" data-testid="awms-view">
      <LabelValueTable
        error={r.error}
        rows={[
          ['Name', p?.name],
          ['Model', p?.model],
          ['Serial Number', p?.serialNumber],
          ['Status', <StatusBadge key="s" value={p?.status} />],
          ['OS Version', p?.osVersion],
          ['App Version', p?.appVersion],
          ['Last Check In', formatDate(p?.lastCheckIn)],
          ['Current Playlist', p?.currentPlaylist],
          ['Storage Free', withUnit(p?.storageFreeMb, 'MB')],
          ['Display Power', p?.displayPower],
        ]}
      />
      <PingSummary ping={r.ping} />
    </Stack>
  );
}

/** FortiManager's view of a FortiGate; memory in MB (spec 001 §2.4). */
export function FortimanagerView({ data }: { data: unknown }) {
  const r = asRecord(data) as FortimanagerResult | undefined;
  if (!r) return <UnknownError />;
  const s = asRecord(r.status) as FortimanagerResult['status'] | undefined;
  return (
    <Stack gap="sm" data-testid="fortimanager-view">
      <LabelValueTable
        error={r.error}
        rows={[
          ['Host Name', s?.hostname],
          ['Serial Number', s?.serialNumber],
          ['Model', s?.model],
          ['Firmware Version', s?.firmwareVersion],
          ['Connection Status', <StatusBadge key="c" value={s?.connStatus} />],
          ['Config Status', <StatusBadge key="f" value={s?.confStatus} />],
          ['HA Mode', s?.haMode],
          ['CPU', percent(s?.cpu)],
          ['Memory', s ? `${toMb(s.memory) || 'Unavailable'} of ${toMb(s.memoryTotal)}` : undefined],
          ['Sessions', s?.sessions],
          ['Uptime', uptime(s?.uptime)],
          ['Last Check In', formatDate(s?.lastCheckin)],
        ]}
      />
      <PingSummary ping={r.ping} />
    </Stack>
  );
}

type SwitchPort = SwitchResult['ports'][number];
const SWITCH_PORTS: LocalColumn<SwitchPort>[] = [
  { key: 'interface', header: 'Interface' },
  { key: 'description', header: 'Description' },
  { key: 'status', header: 'Status', render: (p) => <StatusBadge value={p.status} /> },
  { key: 'vlan', header: 'VLAN' },
  { key: 'speed', header: 'Speed' },
  { key: 'duplex', header: 'Duplex' },
  { key: 'mac', header: 'MAC Address' },
  { key: 'vendor', header: 'Vendor' },
];

/** Cisco switch status (pingInterfaces): details and ports. */
export function CiscoSwitchView({ data }: { data: unknown }) {
  const r = asRecord(data) as SwitchResult | undefined;
  if (!r) return <UnknownError />;
  const d = asRecord(r.details) as SwitchResult['details'] | undefined;
  const ports = r.ports ?? [];
  return (
    <Stack gap="sm" data-testid="cisco-switch-view">
      <LabelValueTable
        error={r.error}
        rows={[
          ['Host Name', d?.hostname],
          ['Model', d?.model],
          ['Serial Number', d?.serialNumber],
          ['IOS Version', d?.iosVersion],
          ['Management IP', d?.managementIp],
          ['Status', <StatusBadge key="s" value={d?.status} />],
          ['Uptime', uptime(d?.uptime)],
        ]}
      />
      <ViewSection title="Ports">
        <LocalTable columns={SWITCH_PORTS} rows={ports} pageSizes={ports.length > 10 ? LOCAL_PAGE_SIZES : undefined} />
      </ViewSection>
      <PingSummary ping={r.ping} />
    </Stack>
  );
}
