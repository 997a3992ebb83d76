import { Alert, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { SAVED_VIEW_NAME_MAX } from '@nms/contract';
import { useState } from 'react';
import { useCreateSavedView } from '../api/create-saved-view';

interface Props {
  opened: boolean;
  /** The view being saved: the screen's path and its URL search string now. */
  path: string;
  search: string;
  onClose: () => void;
}

/**
 * 'Save view...': a name and whether everyone sees it. A refused save (a name already used, the
 * server down) shows why and keeps what was typed.
 */
export function SaveViewForm({ opened, path, search, onClose }: Props) {
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const create = useCreateSavedView();
  const blank = name.trim() === '';

  const save = () => {
    if (blank) return;
    create.mutate(
      { name: name.trim(), visibility: shared ? 'shared' : 'private', path, search },
      {
        onSuccess: () => {
          setName('');
          setShared(false);
          create.reset();
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Save view" size="md" data-testid="save-view-form">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="Name"
            data-autofocus
            required
            maxLength={SAVED_VIEW_NAME_MAX}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            disabled={create.isPending}
          />
          <Checkbox
            label="Shared with everyone"
            description="Everyone sees it in their Views menu and the Ctrl-K palette; only you can change or delete it."
            checked={shared}
            onChange={(e) => setShared(e.currentTarget.checked)}
            disabled={create.isPending}
          />
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {path}
            {search}
          </Text>
          {create.error && (
            <Alert color="red" variant="light" py={6} role="alert" data-testid="save-view-error">
              {create.error.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" size="xs" disabled={blank} loading={create.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
