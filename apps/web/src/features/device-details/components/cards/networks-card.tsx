import { Alert, Table, UnstyledButton } from '@mantine/core';
import type { DeviceDetailsData } from '@nms/contract';
import { Suspense, useState } from 'react';
import { DetailsCard } from '../../../../components/device-cards/details-card';
import { ImpactSparkline } from './impact-sparkline';
import { lazyNamed } from '../../../../lib/lazy-named';

// The chart kit (ECharts) loads when a popup opens, not with the page.
const ImpactHistoryPopup = lazyNamed(() => import('../../../network-events/lazy-impact-history-popup'), 'ImpactHistoryPopup');

export const NO_GROUPS = 'This device is not associated to any group.';

/** Networks: the groups the device belongs to, their impact and a sparkline opening 'Impact History of {group}'. */
export function NetworksCard({ details }: { details: DeviceDetailsData }) {
  const [open, setOpen] = useState<string>();
  const groups = details.device_groups;
  return (
    <DetailsCard title="Networks" testId="card-networks" fullScreen>
      {groups.length === 0 ? (
        <Alert color="blue" variant="light" py={6} data-testid="no-groups">
          {NO_GROUPS}
        </Alert>
      ) : (
        <Table withTableBorder withColumnBorders fz="sm" verticalSpacing={3} data-testid="networks-grid">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Group</Table.Th>
              <Table.Th>Impact</Table.Th>
              <Table.Th>Impact History</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.map((g) => (
              <Table.Tr key={g.group} data-group={g.group}>
                <Table.Td>{g.group}</Table.Td>
                <Table.Td>{g.impacted_text}</Table.Td>
                <Table.Td p={4}>
                  <UnstyledButton
                    display="block"
                    w="100%"
                    aria-label={`Impact History of ${g.group}`}
                    onClick={() => setOpen(g.group)}
                    data-testid="impact-history-cell"
                  >
                    <ImpactSparkline values={g.impacted_data} label={`Impacted percent of ${g.group}`} />
                  </UnstyledButton>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {open && (
        <Suspense fallback={null}>
          <ImpactHistoryPopup key={open} group={open} onClose={() => setOpen(undefined)} />
        </Suspense>
      )}
    </DetailsCard>
  );
}
