import { Anchor, Badge, Code, CopyButton, Button, Group, ScrollArea, Stack, Text } from '@mantine/core';
import type { ExplorerAnswer } from '../../logic/send-request';

// Tokens and long query strings are one unbroken word: wrap them rather than scroll sideways.
const wrap = { whiteSpace: 'pre-wrap', wordBreak: 'break-all' } as const;
const statusColor = (status: number) => (status < 300 ? 'green' : status < 500 ? 'orange' : 'red');

/** What a call answered: the curl line that repeats it, the URL, the status and the body. */
export function AnswerView({ answer }: { answer: ExplorerAnswer }) {
  return (
    <Stack gap="xs" data-testid="explorer-answer">
      <Text fw={600} size="sm">
        Curl
      </Text>
      <Code block style={wrap} data-testid="explorer-curl">
        {answer.curl}
      </Code>
      <Text fw={600} size="sm">
        Request URL
      </Text>
      <Code block style={wrap} data-testid="explorer-url">
        {answer.url}
      </Code>
      <Group gap="xs">
        <Text fw={600} size="sm">
          Server response
        </Text>
        <Badge color={statusColor(answer.status)} data-testid="explorer-status">
          {answer.status} {answer.statusText}
        </Badge>
        {answer.contentType && (
          <Text size="xs" c="dimmed">
            {answer.contentType}
          </Text>
        )}
        <CopyButton value={answer.text}>
          {({ copied, copy }) => (
            <Button size="compact-xs" variant="subtle" onClick={copy}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
      <ScrollArea.Autosize mah={420} type="auto">
        <Code block data-testid="explorer-body">
          {answer.text}
        </Code>
      </ScrollArea.Autosize>
      {answer.downloadUrl && (
        <Anchor href={answer.downloadUrl} download size="sm">
          Download the answer
        </Anchor>
      )}
    </Stack>
  );
}
