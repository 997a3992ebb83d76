import { Button, Group, Modal, Text } from '@mantine/core';
import { CMDB_ENTITIES, type CmdbCollection } from '@nms/contract';
import { notAbleToDelete } from '../../../components/notice/messages';
import { useDeleteCmdbRow } from '../api/delete-cmdb-row';
import type { CmdbRow } from '../api/get-cmdb-rows';
import { rowName } from '../logic/lookups';

export interface CmdbDeleteModalProps {
  collection: CmdbCollection;
  row: CmdbRow;
  onClose: () => void;
  /** 'Not able to delete, {cause}': every tab shows it (the spec's locations grid swallowed it). */
  onFailed: (message: string) => void;
}

/** Delete asks first; the server may refuse a row that others still reference. */
export function CmdbDeleteModal({ collection, row, onClose, onFailed }: CmdbDeleteModalProps) {
  const entity = CMDB_ENTITIES[collection];
  const remove = useDeleteCmdbRow(collection);
  const name = rowName(collection, row);

  const confirm = async () => {
    try {
      await remove.mutateAsync(Number(row[entity.key]));
    } catch (cause) {
      onFailed(notAbleToDelete(cause));
    }
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={`Delete ${entity.noun}`} size="sm">
      <Text size="sm" data-testid="cmdb-delete-question">
        Delete the {entity.noun} {name ? `'${name}'` : ''}? This cannot be undone.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button color="red" onClick={() => void confirm()} loading={remove.isPending}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
