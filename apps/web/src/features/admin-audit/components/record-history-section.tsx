import { Button, Divider } from '@mantine/core';
import { CMDB_ENTITIES, type CmdbCollection } from '@nms/contract';
import { IconHistory } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { RecordHistory } from './record-history';

/**
 * The History part of a record's edit form: closed until asked for, so opening a form to edit
 * costs no history request and the form stays short.
 */
export function RecordHistorySection({ collection, id }: { collection: CmdbCollection; id: number }) {
  const [open, setOpen] = useState(false);
  // The form's own labels: 'Host Name' rather than host_name; dttm is when the row last changed.
  const labels = useMemo(
    () => ({ dttm: 'Changed At', ...Object.fromEntries(CMDB_ENTITIES[collection].fields.map((f) => [f.name, f.label])) }),
    [collection],
  );
  return (
    <>
      <Divider my="lg" label="History" labelPosition="left" />
      {open ? (
        <RecordHistory collection={collection} id={id} labels={labels} />
      ) : (
        <Button size="xs" variant="light" leftSection={<IconHistory size={14} />} onClick={() => setOpen(true)} data-testid="record-history-show">
          Show change history
        </Button>
      )}
    </>
  );
}
