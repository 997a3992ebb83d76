import { Alert, Button, Group, Modal, SimpleGrid } from '@mantine/core';
import { CMDB_ENTITIES, type CmdbCollection, type CmdbField } from '@nms/contract';
import { RecordHistorySection } from '../../admin-audit';
import type { CmdbRow } from '../api/get-cmdb-rows';
import type { CmdbLookupState } from '../api/use-cmdb-lookups';
import { serviceNameOptions } from '../logic/lookups';
import { ChangedMeanwhile } from './changed-meanwhile';
import { CmdbFieldInput } from './cmdb-field-input';
import { useCmdbForm } from './use-cmdb-form';

export interface CmdbFormModalProps {
  collection: CmdbCollection;
  /** The row being edited; undefined adds a new one. */
  row?: CmdbRow;
  lookups: CmdbLookupState;
  onClose: () => void;
}

/** Multi-line fields span both columns (002 §2.5: Service Instances notes 'two columns wide'). */
const span = (field: CmdbField) => (field.kind === 'longText' ? { gridColumn: '1 / -1' } : undefined);

/** Form-mode editing (002 §2.5): every field of the collection, Save and Cancel. */
export function CmdbFormModal({ collection, row, lookups, onClose }: CmdbFormModalProps) {
  const entity = CMDB_ENTITIES[collection];
  const form = useCmdbForm(collection, row, onClose);
  const optionsOf = (field: CmdbField) => {
    if (field.kind === 'ref' && field.ref) return lookups.lookups[field.ref]?.options ?? [];
    if (field.kind === 'names') return serviceNameOptions(lookups.serviceInstances, (form.values[field.name] as string[] | null) ?? []);
    return undefined;
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={`${row ? 'Edit' : 'Add'} ${entity.noun}`}
      size={entity.fields.length > 8 ? 'xl' : 'lg'}
      // What the user typed is lost only by Cancel or the close button, not by a stray click.
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      <form
        data-testid="cmdb-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void form.save();
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          {entity.fields.map((f) => (
            <div key={f.name} style={span(f)}>
              <CmdbFieldInput
                field={f}
                value={form.values[f.name] ?? null}
                error={form.errors[f.name]}
                onChange={(v) => form.set(f.name, v)}
                options={optionsOf(f)}
              />
            </div>
          ))}
        </SimpleGrid>
        {form.serverError && (
          <Alert color="red" variant="light" mt="md" role="alert" data-testid="cmdb-form-error">
            {form.serverError}
          </Alert>
        )}
        {form.changedMeanwhile && <ChangedMeanwhile changes={form.changedMeanwhile} />}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose} disabled={form.busy}>
            Cancel
          </Button>
          <Button type="submit" loading={form.busy}>
            Save
          </Button>
        </Group>
      </form>
      {/* The record's own change history (issue 17), as NetBox shows it. */}
      {row && <RecordHistorySection collection={collection} id={Number(row[entity.key])} />}
    </Modal>
  );
}
