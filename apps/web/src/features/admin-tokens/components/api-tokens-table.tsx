import { Badge, Button, Code, Group, Table, Text } from '@mantine/core';
import type { ApiToken, ApiTokenStatus } from '@nms/contract';
import { formatDate } from '../../../components/formatters/format-date';
import type { TokenChange } from './confirm-token-modal';

const STATUS_COLOR: Record<ApiTokenStatus, string> = { active: 'green', expired: 'gray', revoked: 'red' };

/** Two lines in one cell: the main value and a dimmed detail (who, from where). */
function Stacked({ main, detail }: { main: string; detail?: string | null }) {
  return (
    <>
      <Text size="sm">{main}</Text>
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </>
  );
}

export interface ApiTokensTableProps {
  tokens: ApiToken[];
  onChange: (token: ApiToken, change: TokenChange) => void;
}

/** The tokens, newest first. A Mantine table: an admin has a handful of tokens, not a grid's worth. */
export function ApiTokensTable({ tokens, onChange }: ApiTokensTableProps) {
  if (tokens.length === 0) {
    return (
      <Text c="dimmed" p="md" data-testid="api-tokens-empty">
        No API tokens yet. Create one for a script or a tool.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="api-tokens-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Scopes</Table.Th>
            <Table.Th>Token</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Expires</Table.Th>
            <Table.Th>Last used</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tokens.map((t) => (
            <Table.Tr key={t.id} data-testid={`api-token-row-${t.id}`} data-name={t.name}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {t.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Stacked main={t.kind === 'service' ? 'Service account' : 'Personal'} detail={t.ownerName && `as ${t.ownerName}`} />
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {t.scopes.map((s) => (
                    <Badge key={s} variant="light" size="sm">
                      {s}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <Code>{t.prefix}…</Code>
              </Table.Td>
              <Table.Td>
                <Stacked main={formatDate(t.createdAt)} detail={`by ${t.createdBy}`} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(t.expiresAt, 'Never')}</Text>
              </Table.Td>
              <Table.Td>
                <Stacked main={formatDate(t.lastUsedAt, 'Never')} detail={t.lastUsedAddress} />
              </Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLOR[t.status]} variant="light" data-testid="api-token-status">
                  {t.status}
                </Badge>
                {t.revokedAt !== null && <Text size="xs" c="dimmed">{`by ${t.revokedBy ?? '?'}, ${formatDate(t.revokedAt)}`}</Text>}
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  <Button size="compact-xs" variant="subtle" disabled={t.status !== 'active'} onClick={() => onChange(t, 'expire')}>
                    Expire
                  </Button>
                  <Button size="compact-xs" variant="subtle" color="red" disabled={t.status === 'revoked'} onClick={() => onChange(t, 'revoke')}>
                    Revoke
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
