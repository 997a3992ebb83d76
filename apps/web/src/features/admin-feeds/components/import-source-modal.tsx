import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { UnknownSource } from '@nms/contract';
import { useState } from 'react';
import { useImportSource } from '../api/import-source';
import { proposedName } from '../logic/feed-rows';

export interface ImportSourceModalProps {
  source: UnknownSource;
  ip: string;
  onClose: () => void;
}

/**
 * Import as device: the source's address becomes a device's management IP (ingest/devices, as an
 * import file row would); the name is proposed and editable. A refusal keeps what was typed.
 */
export function ImportSourceModal({ source, ip, onClose }: ImportSourceModalProps) {
  const [name, setName] = useState(proposedName(ip));
  const [productCategory, setProductCategory] = useState('');
  const create = useImportSource();

  const submit = async () => {
    try {
      await create.mutateAsync({ name: name.trim(), managementIp: ip, ...(productCategory.trim() && { productCategory: productCategory.trim() }) });
      onClose();
    } catch {
      // create.error holds the server's message, shown above the buttons.
    }
  };

  return (
    <Modal opened onClose={onClose} title="Import as device" size="md">
      <Stack gap="sm" data-testid="import-source-form">
        <Text size="sm">
          {source.feed} received {source.count.toLocaleString('en-US')} message(s) from <b>{ip}</b>, which is no device&apos;s management IP. The new
          device is placed with the next one.
        </Text>
        <TextInput label="Name" required value={name} onChange={(e) => setName(e.currentTarget.value)} data-testid="import-source-name" />
        <TextInput label="Management IP" value={ip} readOnly />
        <TextInput
          label="Product category"
          description="Decides which actions the device offers (e.g. Router, Switch)"
          value={productCategory}
          onChange={(e) => setProductCategory(e.currentTarget.value)}
        />
        {create.error && (
          <Alert color="red" data-testid="import-source-error">
            {create.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={create.isPending} disabled={name.trim() === ''} data-testid="import-source-save">
            Import
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
