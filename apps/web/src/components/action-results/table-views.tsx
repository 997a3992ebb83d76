import { Stack } from '@mantine/core';
import type { ArpCacheResult, BackbonesResult, ClientSessionsResult, HardNicResult, InterfaceStatusResult } from '@nms/contract';
import { formatBytes } from '../formatters/format-duration';
import { formatDate } from '../formatters/format-date';
import { LOCAL_PAGE_SIZES, LocalTable, type LocalColumn } from './local-table';
import { LabelValueTable, StatusBadge, UnknownError, ViewSection, asRecord } from './view-parts';

/** A list result carries its rows under `key` and may carry an error instead. */
function listOf<T>(data: unknown, key: string): { rows: T[]; error?: string } | undefined {
  const r = asRecord(data);
  if (!r) return undefined;
  return { rows: Array.isArray(r[key]) ? (r[key] as T[]) : [], error: typeof r.error === 'string' ? r.error : undefined };
}

function ListView<T>({ data, listKey, columns, testId }: { data: unknown; listKey: string; columns: LocalColumn<T>[]; testId: string }) {
  const list = listOf<T>(data, listKey);
  if (!list) return <UnknownError />;
  return (
    <Stack gap="sm">
      {list.error && <LabelValueTable rows={[]} error={list.error} />}
      <LocalTable columns={columns} rows={list.rows} pageSizes={list.rows.length > 10 ? LOCAL_PAGE_SIZES : undefined} testId={testId} />
    </Stack>
  );
}

type IfRow = InterfaceStatusResult['interfaces'][number];
const IF_COLUMNS: LocalColumn<IfRow>[] = [
  { key: 'interface', header: 'Interface' },
  { key: 'description', header: 'Description' },
  { key: 'adminStatus', header: 'Admin Status', render: (r) => <StatusBadge value={r.adminStatus} /> },
  { key: 'operStatus', header: 'Oper Status', render: (r) => <StatusBadge value={r.operStatus} /> },
];
export const InterfaceStatusView = ({ data }: { data: unknown }) => (
  <ListView data={data} listKey="interfaces" columns={IF_COLUMNS} testId="interface-status-table" />
);

type ArpRow = ArpCacheResult['entries'][number];
const ARP_COLUMNS: LocalColumn<ArpRow>[] = [
  { key: 'interface', header: 'Interface' },
  { key: 'ip', header: 'IP Address' },
  { key: 'mac', header: 'MAC Address' },
  { key: 'vendor', header: 'Vendor' },
];
export const ArpCacheView = ({ data }: { data: unknown }) => <ListView data={data} listKey="entries" columns={ARP_COLUMNS} testId="arp-table" />;

type Session = ClientSessionsResult['sessions'][number];
const SESSION_COLUMNS: LocalColumn<Session>[] = [
  { key: 'hostname', header: 'Host Name' },
  { key: 'ipv4_address', header: 'IP Address' },
  { key: 'mac', header: 'MAC Address' },
  { key: 'hardware_vendor', header: 'Vendor' },
  { key: 'os_name', header: 'OS' },
  { key: 'detected_interface', header: 'Interface' },
  { key: 'ssid', header: 'SSID', render: (r) => r.ssid ?? 'Wired' },
  { key: 'vlan', header: 'VLAN' },
  { key: 'is_online', header: 'Online', render: (r) => <StatusBadge value={r.is_online ? 'online' : 'offline'} /> },
  { key: 'last_seen', header: 'Last Seen', render: (r) => formatDate(r.last_seen * 1000) },
  { key: 'tx_bytes', header: 'TX', render: (r) => formatBytes(r.tx_bytes) },
  { key: 'rx_bytes', header: 'RX', render: (r) => formatBytes(r.rx_bytes) },
];
export const ClientSessionsView = ({ data }: { data: unknown }) => (
  <ListView data={data} listKey="sessions" columns={SESSION_COLUMNS} testId="client-sessions-table" />
);

type NicRow = HardNicResult[number];
const NIC_COLUMNS: LocalColumn<NicRow>[] = [
  { key: 'interface', header: 'Interface' },
  { key: 'admin', header: 'Admin', render: (r) => <StatusBadge value={r.admin} /> },
  { key: 'status', header: 'Status', render: (r) => <StatusBadge value={r.status} /> },
  { key: 'speed', header: 'Speed' },
  { key: 'duplex', header: 'Duplex' },
  { key: 'mac', header: 'MAC Address' },
];
/** hardNic answers a bare array (spec 001 §7 results[].interface). */
export function HardNicView({ data }: { data: unknown }) {
  if (!Array.isArray(data)) return <UnknownError />;
  return <LocalTable columns={NIC_COLUMNS} rows={data as NicRow[]} testId="hard-nic-table" />;
}

type Connection = BackbonesResult['connections'][number];
const CONNECTION_COLUMNS: LocalColumn<Connection>[] = [
  { key: 'id', header: 'ID' },
  { key: 'state', header: 'State' },
  { key: 'localPort', header: 'Local Port' },
  { key: 'remotePort', header: 'Remote Port' },
  { key: 'txBytes', header: 'TX', render: (r) => formatBytes(r.txBytes) },
  { key: 'rxBytes', header: 'RX', render: (r) => formatBytes(r.rxBytes) },
  { key: 'rttMs', header: 'RTT', render: (r) => (r.rttMs === null ? undefined : `${r.rttMs} ms`) },
];
export function BackbonesView({ data }: { data: unknown }) {
  const r = asRecord(data) as BackbonesResult | undefined;
  if (!r) return <UnknownError />;
  return (
    <Stack gap="sm">
      <LabelValueTable
        error={r.error}
        rows={[
          ['Backbone', r.backbone],
          ['State', <StatusBadge key="s" value={r.state} />],
          ['Peer IP', r.peerIp],
        ]}
      />
      <ViewSection title="Connections">
        <LocalTable columns={CONNECTION_COLUMNS} rows={r.connections ?? []} pageSizes={LOCAL_PAGE_SIZES} />
      </ViewSection>
    </Stack>
  );
}
