import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import type { ApiToken } from '@nms/contract';
import { useExpireApiToken } from '../api/expire-api-token';
import { useRevokeApiToken } from '../api/revoke-api-token';

export type TokenChange = 'revoke' | 'expire';

const WORDS: Record<TokenChange, { title: string; button: string; question: (name: string) => string }> = {
  revoke: {
    title: 'Revoke token',
    button: 'Revoke',
    question: (name) => `Revoke '${name}'? Every call with it is refused from now on, for good.`,
  },
  expire: {
    title: 'Expire token',
    button: 'Expire now',
    question: (name) => `Expire '${name}' now? Calls with it are refused until an admin gives it a new expiry.`,
  },
};

/** Revoke and Expire ask first: a script using the token stops working at once. */
export function ConfirmTokenModal({ token, change, onClose }: { token: ApiToken; change: TokenChange; onClose: () => void }) {
  const revoke = useRevokeApiToken();
  const expire = useExpireApiToken();
  const mutation = change === 'revoke' ? revoke : expire;
  const words = WORDS[change];

  const confirm = async () => {
    try {
      await mutation.mutateAsync(token.id);
      onClose();
    } catch {
      // mutation.error holds the server's message.
    }
  };

  return (
    <Modal opened onClose={onClose} title={words.title} size="sm">
      <Text size="sm" data-testid="token-change-question">
        {words.question(token.name)}
      </Text>
      {mutation.error && (
        <Alert color="red" mt="sm">
          {mutation.error.message}
        </Alert>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
          Cancel
        </Button>
        <Button color="red" onClick={() => void confirm()} loading={mutation.isPending} data-testid="token-change-confirm">
          {words.button}
        </Button>
      </Group>
    </Modal>
  );
}
