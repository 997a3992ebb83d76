import { Accordion, Alert, Badge, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { dataLoadingError } from '../../../../components/notice/messages';
import { useOpenapi } from '../../api/get-openapi';
import { groupOperations } from '../../logic/group-operations';
import { HIDDEN, OperationList } from './operation-list';

/**
 * The interactive API explorer: the operations of openapi.json grouped by tag, each one
 * expandable to fill in its parameters and run it with the signed-in user's token.
 */
export function ApiExplorer() {
  const { data: doc, error, isPending } = useOpenapi();
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter);
  // Every operation stays mounted and the filter only hides the others, so what the user typed
  // into an operation (and its answer) outlives a filter that hid it for a moment.
  const groups = useMemo(() => (doc ? groupOperations(doc, '') : []), [doc]);
  const shown = useMemo(() => new Set((doc ? groupOperations(doc, deferred) : []).flatMap((g) => g.operations.map((o) => o.id))), [doc, deferred]);
  // Every tag starts open (operations stay closed), as API explorers usually open.
  const [closed, setClosed] = useState<string[]>([]);

  if (isPending) return <Loader size="sm" aria-label="Loading the API definition" />;
  if (error || !doc) return <Alert color="red">{dataLoadingError(error)}</Alert>;

  const server = doc.servers?.[0]?.url;
  const tags = groups.map((g) => g.tag);
  return (
    <Stack gap="sm" data-testid="api-explorer">
      <Group gap="xs" align="baseline">
        <Title order={3}>{doc.info.title}</Title>
        <Badge variant="light">{doc.info.version}</Badge>
        <Badge variant="outline" color="gray">
          OAS {doc.openapi}
        </Badge>
      </Group>
      {doc.info.description && <Text size="sm">{doc.info.description}</Text>}
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder="Filter by path, summary or tag"
        aria-label="Filter operations"
        value={filter}
        onChange={(e) => setFilter(e.currentTarget.value)}
        maw={420}
      />
      {shown.size === 0 && <Text c="dimmed">No operation matches the filter.</Text>}
      <Accordion multiple value={tags.filter((t) => !closed.includes(t))} onChange={(open) => setClosed(tags.filter((t) => !open.includes(t)))}>
        {groups.map((g) => (
          <Accordion.Item
            key={g.tag}
            value={g.tag}
            data-testid={`tag:${g.tag}`}
            style={g.operations.some((o) => shown.has(o.id)) ? undefined : HIDDEN}
          >
            <Accordion.Control>
              <Group gap="sm">
                <Text fw={700}>{g.tag}</Text>
                {g.description && (
                  <Text size="sm" c="dimmed">
                    {g.description}
                  </Text>
                )}
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <OperationList operations={g.operations} shown={shown} server={server} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
