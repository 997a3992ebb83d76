import { Alert, Button, Text } from '@mantine/core';
import type { ApiToken, CreatedApiToken } from '@nms/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AppCard } from '../../../components/card/app-card';
import { Pending } from '../../../components/notice/pending';
import { useApiTokens } from '../api/get-api-tokens';
import { ApiTokensTable } from './api-tokens-table';
import { ConfirmTokenModal, type TokenChange } from './confirm-token-modal';
import { CreateTokenModal } from './create-token-modal';
import { TokenSecretModal } from './token-secret-modal';

/** API Tokens: personal tokens and service-account tokens, created, expired and revoked by admins (issue 17 item 2). */
export function ApiTokensScreen() {
  const tokens = useApiTokens();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken>();
  const [changing, setChanging] = useState<{ token: ApiToken; change: TokenChange }>();

  const onCreated = (token: CreatedApiToken) => {
    setCreating(false);
    setCreated(token);
  };

  return (
    <AppCard
      title="API Tokens"
      data-testid="api-tokens-card"
      actions={
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setCreating(true)} data-testid="create-token">
          Create token
        </Button>
      }
    >
      <Text size="sm" c="dimmed" px="md" pt="sm">
        Tokens for scripts and tools, sent as <code>Authorization: Bearer nmst_…</code>. A service account may do only what its scopes allow; a
        personal token acts as its owner, narrowed by its scopes. Only a hash of each secret is stored.
      </Text>
      {tokens.isPending && <Pending />}
      {tokens.error && (
        <Alert color="red" m="md">
          {tokens.error.message}
        </Alert>
      )}
      {tokens.data && <ApiTokensTable tokens={tokens.data.data} onChange={(token, change) => setChanging({ token, change })} />}
      {creating && <CreateTokenModal onClose={() => setCreating(false)} onCreated={onCreated} />}
      {created && <TokenSecretModal token={created} onClose={() => setCreated(undefined)} />}
      {changing && <ConfirmTokenModal {...changing} onClose={() => setChanging(undefined)} />}
    </AppCard>
  );
}
