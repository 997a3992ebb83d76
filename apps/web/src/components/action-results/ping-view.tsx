import { Stack } from '@mantine/core';
import type { PingResult } from '@nms/contract';
import { LOCAL_PAGE_SIZES, LocalTable, type LocalColumn } from './local-table';
import { LabelValueTable, StatusBadge, UnknownError, ViewSection, asRecord } from './view-parts';

type PingRow = PingResult['pings'][number];

const ms = (v: unknown) => (typeof v === 'number' ? `${v} ms` : v === null ? 'Request timed out' : undefined);
const PING_COLUMNS: LocalColumn<PingRow>[] = [
  { key: '# Ping', header: '# Ping' },
  { key: 'RTT', header: 'RTT', render: (r) => ms(r.RTT) },
];

const PING_TYPE_NAMES: Record<string, string> = { lan: 'LAN', mgmt: 'Management', ip: 'IP' };

/** Info, Device Status and Ping details cards plus the Pings table (spec 000 "Action result cards"). */
export function PingCards({ ping, target }: { ping: PingResult; target?: string }) {
  const up = ping.packets_received > 0;
  return (
    <Stack gap="sm" data-testid="ping-cards">
      <ViewSection title="Info">
        <LabelValueTable
          rows={[
            ['Device Name', ping.device_name],
            ['Ping Type', PING_TYPE_NAMES[ping.ping_type] ?? ping.ping_type],
            ...(target ? ([['Target IP', target]] as const) : []),
          ]}
        />
      </ViewSection>
      <ViewSection title="Device Status">
        <LabelValueTable rows={[['Status', <StatusBadge key="s" value={up ? 'up' : 'down'} />]]} />
      </ViewSection>
      <ViewSection title="Ping details">
        <LabelValueTable
          rows={[
            ['Packets Sent', ping.packets_sent],
            ['Packets Received', ping.packets_received],
            ['Packet Loss', `${ping.packet_loss} %`],
            ['RTT Min', ms(ping.rtt_min)],
            ['RTT Avg', ms(ping.rtt_avg)],
            ['RTT Max', ms(ping.rtt_max)],
          ]}
        />
      </ViewSection>
      <ViewSection title="Pings">
        <LocalTable columns={PING_COLUMNS} rows={ping.pings ?? []} pageSizes={LOCAL_PAGE_SIZES} testId="pings-table" />
      </ViewSection>
    </Stack>
  );
}

export const isPingResult = (v: unknown): v is PingResult => !!asRecord(v) && Array.isArray((v as PingResult).pings);

/** ping, mgmtPing and pingIp results. */
export function PingView({ data }: { data: unknown }) {
  if (!isPingResult(data)) return <UnknownError />;
  const target = (data as { ip?: string }).ip;
  return <PingCards ping={data} target={target} />;
}
