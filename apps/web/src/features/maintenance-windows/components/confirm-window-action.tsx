import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { saveFailureOf } from '../logic/save-error';

interface Props {
  title: string;
  text: string;
  confirmLabel: string;
  color: string;
  /** Runs the call; a failure stays in the dialog with the server's words. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** 'Delete' and 'End now' ask first: both release devices from PAM suspension. */
export function ConfirmWindowAction({ title, text, confirmLabel, color, onConfirm, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const run = () => {
    setBusy(true);
    setError(undefined);
    onConfirm()
      .then(onClose)
      .catch((e: unknown) => setError(saveFailureOf(e).message))
      .finally(() => setBusy(false));
  };
  return (
    <Modal opened onClose={onClose} title={title} size="md" data-testid="confirm-window-action">
      <Stack gap="sm">
        <Text size="sm">{text}</Text>
        {error && (
          <Alert color="red" variant="light" py={6} role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" size="xs" onClick={onClose}>
            Cancel
          </Button>
          <Button color={color} size="xs" loading={busy} onClick={run}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
