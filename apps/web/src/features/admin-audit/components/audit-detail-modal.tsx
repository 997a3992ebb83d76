import { Code, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AuditRow } from '@nms/contract';
import { formatDate } from '../../../components/formatters/format-date';
import { JsonTree } from '../../../components/json-tree/json-tree';
import { AuditChanges } from './audit-changes';

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-all' }}>
        {value || '—'}
      </Text>
    </div>
  );
}

/** One entry in full: who, from where, in which request, and for a record change the values before and after. */
export function AuditDetailModal({ row, onClose }: { row: AuditRow; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={`${row.action} — ${row.outcome}`} size="xl" data-testid="audit-detail">
      <Stack gap="md">
        <SimpleGrid cols={3} spacing="sm">
          <Fact label="When" value={formatDate(row.at)} />
          <Fact label="User" value={row.actorName} />
          <Fact label="Subject" value={row.actorSub} />
          {row.apiToken && <Fact label="API Token" value={row.apiToken} />}
          <Fact label="Address" value={row.address} />
          <Fact label="Target" value={row.target} />
          <Fact label="Devices" value={row.deviceNames.join(', ')} />
          <Fact label="Outcome" value={row.outcome} />
          <Fact label="Request ID" value={row.requestId} />
        </SimpleGrid>
        {row.changes && (
          <div>
            <Title order={4} mb="xs">
              Changes
            </Title>
            <AuditChanges changes={row.changes} all />
          </div>
        )}
        <div>
          <Title order={4} mb="xs">
            Detail
          </Title>
          {row.detail === null || row.detail === undefined ? <Code>none</Code> : <JsonTree data={row.detail} />}
        </div>
      </Stack>
    </Modal>
  );
}
