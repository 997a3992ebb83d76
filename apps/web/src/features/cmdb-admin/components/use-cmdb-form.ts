import { CMDB_ENTITIES, validateCmdbRecord, type CmdbCollection } from '@nms/contract';
import { useState } from 'react';
import { notAbleToCreate, notAbleToUpdate } from '../../../components/notice/messages';
import { useCreateCmdbRow } from '../api/create-cmdb-row';
import type { CmdbRow } from '../api/get-cmdb-rows';
import { useUpdateCmdbRow } from '../api/update-cmdb-row';
import { rebaseForm, staleRecord, type FieldChange } from '../logic/edit-conflict';
import { emptyForm, formToRecord, rowToForm, updateBody, type FormValue, type FormValues } from '../logic/form-values';
import { fieldInputId } from './cmdb-field-input';

/**
 * The state of one Add or Edit form: what the user typed, the field that fails the shared rule,
 * and the server's refusal. A failed save leaves every typed value in place. An edit sends the
 * version of the record it was opened on; when someone changed the record meanwhile (409) the form
 * shows what they changed, takes their values where the user typed nothing, keeps what the user
 * typed, and the next Save is made on the current version.
 */
/** The version the form was opened on, sent back with the edit (none for a row read without one). */
const versionOf = (row: CmdbRow) => (typeof row.version === 'number' ? { version: row.version } : {});

export function useCmdbForm(collection: CmdbCollection, opened: CmdbRow | undefined, onSaved: () => void) {
  const [row, setRow] = useState(opened);
  const [changedMeanwhile, setChangedMeanwhile] = useState<FieldChange[]>();
  const [values, setValues] = useState<FormValues>(() => (opened ? rowToForm(collection, opened) : emptyForm(collection)));
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
        if (Object.keys(changes).length > 0) await update.mutateAsync({ id, changes: { ...changes, ...versionOf(row) } });
      }
      onSaved();
    } catch (cause) {
      setServerError(row ? notAbleToUpdate(cause) : notAbleToCreate(cause));
      const current = row && staleRecord(cause);
      if (current) {
        const rebased = rebaseForm(collection, row, current, values);
        setValues(rebased.values);
        setChangedMeanwhile(rebased.changes);
        setRow(current);
      }
    }
  };

  return { values, errors, serverError, changedMeanwhile, set, save, busy: create.isPending || update.isPending };
}
