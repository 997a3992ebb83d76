import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import type { CreatedApiToken } from '@nms/contract';

// The secret is one unbroken word: wrap it rather than scroll sideways.
const wrap = { whiteSpace: 'pre-wrap', wordBreak: 'break-all' } as const;

/** The new token's secret, shown this once: only its hash is stored. */
export function TokenSecretModal({ token, onClose }: { token: CreatedApiToken; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={`Token '${token.name}' created`} size="lg" closeOnClickOutside={false}>
      <Stack gap="sm">
        <Alert color="yellow" title="Copy it now" data-testid="token-secret-warning">
          This secret will not be shown again. Store it where the script or tool that uses it keeps its secrets.
        </Alert>
        <Code block style={wrap} data-testid="token-secret">
          {token.secret}
        </Code>
        <Text size="sm" c="dimmed">
          Send it as <Code>Authorization: Bearer {'<secret>'}</Code> to /api/v1.0.
        </Text>
        <Group justify="flex-end">
          <CopyButton value={token.secret}>
            {({ copied, copy }) => (
              <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy} data-testid="token-secret-copy">
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose} data-testid="token-secret-done">
            Done
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
