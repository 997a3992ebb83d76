import type { PingResult } from '@nms/contract';
import { LabelValueTable, StatusBadge, ViewSection, asRecord } from './view-parts';

/** The ping part of a Ping/Current Status card: reachability, loss and round trip. */
export function PingSummary({ ping }: { ping: unknown }) {
  const p = asRecord(ping) as PingResult | undefined;
  if (!p) return null;
  return (
    <ViewSection title="Ping details">
      <LabelValueTable
        rows={[
          ['Ping Status', <StatusBadge key="s" value={p.packets_received > 0 ? 'up' : 'down'} />],
          ['Packets Sent / Received', `${p.packets_sent} / ${p.packets_received}`],
          ['Packet Loss', `${p.packet_loss} %`],
          ['RTT Min / Avg / Max', p.rtt_avg === null ? 'Request timed out' : `${p.rtt_min} / ${p.rtt_avg} / ${p.rtt_max} ms`],
        ]}
      />
    </ViewSection>
  );
}
