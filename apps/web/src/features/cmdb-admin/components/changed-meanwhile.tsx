import { Alert, List, Text } from '@mantine/core';
import type { FieldChange } from '../logic/edit-conflict';

/**
 * What another change did to the record while this form was open (a refused edit, 409): each
 * field with its value then and now. Fields the user had typed into keep the user's value and say
 * so; the others now show the current value. Saving again saves the form as it reads.
 */
export function ChangedMeanwhile({ changes }: { changes: FieldChange[] }) {
  return (
    <Alert color="yellow" variant="light" mt="sm" data-testid="cmdb-form-changes" title="Changed since you opened this form">
      {changes.length === 0 ? (
        <Text size="sm">No field differs from what you opened; Save again to store your edit.</Text>
      ) : (
        <List size="sm" spacing={2}>
          {changes.map((c) => (
            <List.Item key={c.name} data-field={c.name}>
              {c.label}: {c.was} → {c.now}
              {c.typed ? ' (your typed value is kept)' : ''}
            </List.Item>
          ))}
        </List>
      )}
      <Text size="sm" mt={4}>
        Your typed values are kept. Save again to store the form as it reads now.
      </Text>
    </Alert>
  );
}
