import { CMDB_ENTITIES, validateCmdbRecord, type CmdbCollection } from '@nms/contract';
import { useState } from 'react';
import { notAbleToCreate, notAbleToUpdate } from '../../../components/notice/messages';
import { useCreateCmdbRow } from '../api/create-cmdb-row';
import type { CmdbRow } from '../api/get-cmdb-rows';
import { useUpdateCmdbRow } from '../api/update-cmdb-row';
import { emptyForm, formToRecord, rowToForm, updateBody, type FormValue, type FormValues } from '../logic/form-values';
import { fieldInputId } from './cmdb-field-input';

/**
 * The state of one Add or Edit form: what the user typed, the field that fails the shared rule,
 * and the server's refusal. A failed save leaves every typed value in place.
 */
export function useCmdbForm(collection: CmdbCollection, row: CmdbRow | undefined, onSaved: () => void) {
  const [values, setValues] = useState<FormValues>(() => (row ? rowToForm(collection, row) : emptyForm(collection)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string>();
  const create = useCreateCmdbRow(collection);
  const update = useUpdateCmdbRow(collection);

  const set = (name: string, value: FormValue) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    setErrors((prev) => (prev[name] ? Object.fromEntries(Object.entries(prev).filter(([k]) => k !== name)) : prev));
  };

  const save = async () => {
    const record = formToRecord(collection, values);
    // The server applies the same rule; checking first names the field under its editor.
    const broken = validateCmdbRecord(collection, record);
    if (broken) {
      setErrors({ [broken.field]: broken.message });
      document.getElementById(fieldInputId(broken.field))?.focus();
      return;
    }
    setErrors({});
    setServerError(undefined);
    try {
      if (!row) await create.mutateAsync(record);
      else {
        const changes = updateBody(collection, row, values);
        const id = Number(row[CMDB_ENTITIES[collection].key]);
        // Nothing changed: nothing to send.
        if (Object.keys(changes).length > 0) await update.mutateAsync({ id, changes });
      }
      onSaved();
    } catch (cause) {
      setServerError(row ? notAbleToUpdate(cause) : notAbleToCreate(cause));
    }
  };

  return { values, errors, serverError, set, save, busy: create.isPending || update.isPending };
}
