import { Button, Divider } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { RecordHistory } from './record-history';

/**
 * The History part of a record's edit form: closed until asked for, so opening a form to edit
 * costs no history request and the form stays short.
 */
export function RecordHistorySection({ collection, id }: { collection: string; id: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Divider my="lg" label="History" labelPosition="left" />
      {open ? (
        <RecordHistory collection={collection} id={id} />
      ) : (
        <Button size="xs" variant="light" leftSection={<IconHistory size={14} />} onClick={() => setOpen(true)} data-testid="record-history-show">
          Show change history
        </Button>
      )}
    </>
  );
}
