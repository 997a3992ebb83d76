import { SimpleGrid, Stack } from '@mantine/core';
import type { EdgeHaResult } from '@nms/contract';
import { formatDate } from '../formatters/format-date';
import { haPanels, type HaPanel } from './ha-role';
import { LocalTable, type LocalColumn } from './local-table';
import { PingSummary } from './ping-summary';
import { LabelValueTable, StatusBadge, UnknownError, ViewSection, asRecord } from './view-parts';

type Link = EdgeHaResult['links'][number];
const LINK_COLUMNS: LocalColumn<Link>[] = [
  { key: 'interface', header: 'Interface' },
  { key: 'displayName', header: 'Name' },
  { key: 'ipAddress', header: 'IP Address' },
  { key: 'state', header: 'State', render: (l) => <StatusBadge value={l.state} /> },
  { key: 'serviceState', header: 'Service State', render: (l) => <StatusBadge value={l.serviceState} /> },
  { key: 'vpnState', header: 'VPN State', render: (l) => <StatusBadge value={l.vpnState} /> },
  { key: 'lastActive', header: 'Last Active', render: (l) => formatDate(l.lastActive) },
];

function PanelTable({ panel, model }: { panel: HaPanel; model?: string }) {
  const rows: [string, unknown][] = [
    ['Name', panel.name],
    ['Role', panel.role],
    ['State', <StatusBadge key="s" value={panel.state} />],
    ['Serial Number', panel.serial],
    ...(model !== undefined ? [['Model', model] as [string, unknown]] : []),
    ['Last Contact', formatDate(panel.lastContact)],
  ];
  if (panel.upSince !== undefined) rows.push(['Up Since', formatDate(panel.upSince)]);
  return <LabelValueTable rows={rows} />;
}

/** Edge/HA card (spec 000): primary and backup details by HA role, plus the Links table. */
export function EdgeHaView({ data }: { data: unknown }) {
  const r = asRecord(data) as EdgeHaResult | undefined;
  if (!r) return <UnknownError />;
  const { primary, backup } = haPanels(r);
  return (
    <Stack gap="sm" data-testid="edge-ha-view">
      {r.error && <LabelValueTable rows={[]} error={r.error} />}
      <SimpleGrid cols={{ base: 1, sm: r.hns_hasHA ? 2 : 1 }}>
        <ViewSection title="Primary">
          <PanelTable panel={primary} model={r.modelNumber} />
        </ViewSection>
        {r.hns_hasHA && (
          <ViewSection title="Backup">
            <PanelTable panel={backup} />
          </ViewSection>
        )}
      </SimpleGrid>
      <ViewSection title="Links">
        <LocalTable columns={LINK_COLUMNS} rows={r.links ?? []} testId="ha-links" />
      </ViewSection>
      <PingSummary ping={r.ping} />
    </Stack>
  );
}
