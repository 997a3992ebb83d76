import { Alert, Stack } from '@mantine/core';
import type { SatelliteResult } from '@nms/contract';
import { formatBytes, formatDuration } from '../formatters/format-duration';
import { withUnit } from './units';
import { PingSummary } from './ping-summary';
import { LabelValueTable, StatusBadge, UnknownError, ViewSection, asRecord } from './view-parts';

/** Satellite (HTS) Ping/Current Status: status and stats tables; a failure's text in an error alert. */
export function SatelliteView({ data }: { data: unknown }) {
  const r = asRecord(data) as SatelliteResult | undefined;
  if (!r) return <UnknownError />;
  const s = asRecord(r.status) as SatelliteResult['status'] | undefined;
  const t = asRecord(r.stats) as SatelliteResult['stats'] | undefined;
  return (
    <Stack gap="sm" data-testid="satellite-view">
      {r.error && (
        <Alert color="red" variant="light" title="Error">
          {r.error}
        </Alert>
      )}
      {s && (
        <ViewSection title="Status">
          <LabelValueTable
            rows={[
              ['SAN', s.san],
              ['Model', s.model],
              ['Serial Number', s.serialNumber],
              ['Software Version', s.softwareVersion],
              ['State', <StatusBadge key="s" value={s.state} />],
              ['Gateway ID', s.gatewayId],
              ['Beam ID', s.beamId],
              ['Management IP', s.managementIp],
              ['LAN IP', s.lanIp],
              ['Uptime', s.uptime === null ? undefined : formatDuration(s.uptime)],
            ]}
          />
        </ViewSection>
      )}
      {t && (
        <ViewSection title="Stats">
          <LabelValueTable
            rows={[
              ['Downlink EsNo', withUnit(t.downlinkEsNo, 'dB')],
              ['Uplink EsNo', withUnit(t.uplinkEsNo, 'dB')],
              ['Uplink Power Backoff', withUnit(t.uplinkPowerBackoff, 'dB')],
              ['Delay', withUnit(t.delay, 'ms')],
              ['RX Packets', t.rxPackets],
              ['TX Packets', t.txPackets],
              ['RX Bytes', formatBytes(t.rxBytes)],
              ['TX Bytes', formatBytes(t.txBytes)],
            ]}
          />
        </ViewSection>
      )}
      <PingSummary ping={r.ping} />
    </Stack>
  );
}
