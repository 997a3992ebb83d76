import { Alert, Divider, Stack, Text } from '@mantine/core';
import type { UnknownSource } from '@nms/contract';
import { useState } from 'react';
import { AppCard } from '../../../components/card/app-card';
import { Pending } from '../../../components/notice/pending';
import { useFeedHealth } from '../api/get-feed-health';
import { FeedCountersTable } from './feed-counters-table';
import { ImportSourceModal } from './import-source-modal';
import { PollerPanel } from './poller-panel';
import { UnknownSourcesTable } from './unknown-sources-table';

/**
 * Admin → Feeds (issue 31 item 5): the poller's pace, every feed's counters and the sources no
 * device matches, read again every 10 s. A failed refresh keeps the last answer on screen.
 */
export function FeedsScreen() {
  const health = useFeedHealth();
  const [importing, setImporting] = useState<{ source: UnknownSource; ip: string }>();

  return (
    <AppCard title="Feeds" data-testid="feeds-card">
      {health.isPending && <Pending />}
      {health.error && (
        <Alert color="red" m="md" data-testid="feeds-error">
          {health.error.message}
        </Alert>
      )}
      {health.data && (
        <Stack gap="md" p="md">
          <PollerPanel poller={health.data.poller} />
          <Divider />
          <div>
            <Text fw={600} mb="xs">
              Receivers and ingest
            </Text>
            <FeedCountersTable feeds={health.data.feeds} />
          </div>
          <Divider />
          <div>
            <Text fw={600} mb="xs">
              Unknown sources and unassigned alerts
            </Text>
            <UnknownSourcesTable sources={health.data.unknownSources} onImport={(source, ip) => setImporting({ source, ip })} />
          </div>
        </Stack>
      )}
      {importing && <ImportSourceModal {...importing} onClose={() => setImporting(undefined)} />}
    </AppCard>
  );
}
