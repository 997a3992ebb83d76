import { Alert, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { causeOf } from '../../../components/notice/messages';
import { usePermission } from '../../../lib/auth/use-permission';
import { ActionResultView } from '../../../components/action-results/result-view';
import { showsTransportResult, type TransportBlock as Block } from '../../../components/device-cards/display-rules';
import { useTransportStatus } from '../api/get-transport-status';
import { TRANSPORT_TITLES, transportView } from '../logic/transport';

/**
 * One transport status block: runs its action call and shows the answer in the Device Actions
 * result view. A failed call shows the server's error text in the block; VeloCloud's block
 * disappears when its answer is empty (spec 000 LUMOS).
 */
export function TransportBlock({ block, deviceName }: { block: Block; deviceName: string }) {
  // The status calls ping the device: a viewer is told why instead of being refused by the server.
  const access = usePermission('troubleshoot');
  const status = useTransportStatus(block, deviceName, access.allowed);
  if (status.isSuccess && !showsTransportResult(block, status.data)) return null;
  return (
    <Card withBorder radius="md" padding="sm" data-testid={`transport-${block}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={5}>{TRANSPORT_TITLES[block]}</Title>
          {status.isFetching && <Loader size="xs" aria-label="Loading transport status" />}
        </Group>
        {status.isError && (
          <Alert color="red" variant="light" title="Error" data-testid="transport-error">
            {causeOf(status.error)}
          </Alert>
        )}
        {status.isPending && (
          <Text size="sm" c="dimmed" data-testid={access.allowed ? undefined : 'transport-refused'}>
            {access.allowed ? 'Loading...' : access.reason}
          </Text>
        )}
        {status.isSuccess && <ActionResultView view={transportView(block, status.data)} data={status.data} />}
      </Stack>
    </Card>
  );
}
