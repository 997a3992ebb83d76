import { Alert, Button, Checkbox, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { API_TOKEN_NAME_MAX, TOKEN_SCOPES, type CreatedApiToken, type TokenScope } from '@nms/contract';
import { useState } from 'react';
import { useCreateApiToken } from '../api/create-api-token';
import { EMPTY_TOKEN_FORM, SCOPE_LABELS, dayOf, tokenBody, tokenFormErrors, type TokenFormValues } from '../logic/token-form';

export interface CreateTokenModalProps {
  onClose: () => void;
  /** The new token with its secret: the screen shows it once. */
  onCreated: (token: CreatedApiToken) => void;
}

const KIND_HELP = {
  service: 'A named service account: it may do only what its scopes allow.',
  personal: 'Acts as you, with your groups of now, narrowed by its scopes. No token may use the Admin pages.',
} as const;

/** Create token: kind, name, scopes and an optional expiry day; the server answers the secret once. */
export function CreateTokenModal({ onClose, onCreated }: CreateTokenModalProps) {
  const [values, setValues] = useState<TokenFormValues>(EMPTY_TOKEN_FORM);
  const [tried, setTried] = useState(false);
  // The earliest day the date picker offers: tomorrow, as the day the modal opened.
  const [tomorrow] = useState(() => dayOf(Date.now() + 86_400_000));
  const create = useCreateApiToken();
  const errors = tried ? tokenFormErrors(values) : {};
  const set = (patch: Partial<TokenFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = async () => {
    setTried(true);
    if (Object.keys(tokenFormErrors(values)).length > 0) return;
    try {
      onCreated(await create.mutateAsync(tokenBody(values)));
    } catch {
      // create.error holds the server's message, shown above the buttons.
    }
  };

  return (
    <Modal opened onClose={onClose} title="Create token" size="md">
      <Stack gap="sm" data-testid="create-token-form">
        <div>
          <Text size="sm" fw={500} mb={4}>
            Kind
          </Text>
          <SegmentedControl
            fullWidth
            value={values.kind}
            onChange={(kind) => set({ kind: kind as TokenFormValues['kind'] })}
            data={[
              { value: 'service', label: 'Service account' },
              { value: 'personal', label: 'Personal' },
            ]}
            data-testid="token-kind"
          />
          <Text size="xs" c="dimmed" mt={4}>
            {KIND_HELP[values.kind]}
          </Text>
        </div>
        <TextInput
          label="Name"
          placeholder={values.kind === 'service' ? 'reporting-script' : 'my laptop'}
          value={values.name}
          maxLength={API_TOKEN_NAME_MAX}
          onChange={(e) => set({ name: e.currentTarget.value })}
          error={errors.name}
          withAsterisk
          data-autofocus
        />
        <Checkbox.Group label="Scopes" value={values.scopes} onChange={(s) => set({ scopes: s as TokenScope[] })} error={errors.scopes} withAsterisk>
          <Stack gap={6} mt={6}>
            {TOKEN_SCOPES.map((s) => (
              <Checkbox key={s} value={s} label={SCOPE_LABELS[s]} data-testid={`scope-${s}`} />
            ))}
          </Stack>
        </Checkbox.Group>
        <TextInput
          type="date"
          label="Expires on"
          description="Empty: the longest lifetime the server allows (API_TOKEN_MAX_DAYS)"
          value={values.expiresOn}
          min={tomorrow}
          onChange={(e) => set({ expiresOn: e.currentTarget.value })}
          error={errors.expiresOn}
          data-testid="token-expires-on"
        />
        {create.error && (
          <Alert color="red" data-testid="create-token-error">
            {create.error.message}
          </Alert>
        )}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={create.isPending} data-testid="create-token-submit">
            Create
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
