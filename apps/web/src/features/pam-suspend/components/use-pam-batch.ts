import type { PamSuspendSchedule } from '@nms/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { causeOf, dataLoadingError, notAbleToCreate, notAbleToDelete, notAbleToUpdate } from '../../../components/notice/messages';
import { ApiError } from '../../../lib/api-client';
import { useSessionUser } from '../../../lib/auth/session';
import { useLiveReload } from '../../../lib/live/use-live';
import { WRITE_EFFECTS, invalidateDeviceData } from '../../../lib/query-client';
import { createPamSuspend } from '../api/create-pam-suspend';
import { deletePamSchedule } from '../api/delete-pam-schedule';
import { fetchPamSchedules } from '../api/get-pam-schedules';
import { updatePamSchedule } from '../api/update-pam-schedule';
import { buildChangeSet, changeCount, discardChanges, initialState, missingFields, rebaseAfterSave, type BatchState } from '../logic/batch-edit';
import { liveRebase, pamLiveView, touchesDevices } from '../logic/pam-live';
import { PAM_NOTICES } from '../logic/pam-messages';
import { isGone, pamConflict } from '../logic/pam-version';

export interface BatchNotice {
  color: 'green' | 'red';
  lines: string[];
}

/** A device without a schedule answers 404 when asked alone: for the grid that is an empty list. */
async function loadSchedules(names: readonly string[]): Promise<PamSuspendSchedule[]> {
  try {
    return (await fetchPamSchedules(names)).data;
  } catch (e) {
    if (e instanceof ApiError && e.status === 404 && names.length === 1) return [];
    throw e;
  }
}

/** The schedules grid's rows, pending changes and Save / Cancel (spec 001 §2.11). */
export function usePamBatch(deviceNames: readonly string[]) {
  const user = useSessionUser()?.nickname ?? '';
  const queryClient = useQueryClient();
  const [state, setState] = useState<BatchState>(() => initialState(deviceNames, []));
  const [loadError, setLoadError] = useState<string>();
  const [busy, setBusy] = useState(true);
  const [notice, setNotice] = useState<BatchNotice>();

  /** The grid's rows as the server has them now, or the load failure text. */
  const fetchState = useCallback(async (): Promise<{ fresh?: BatchState; error?: string }> => {
    try {
      return { fresh: initialState(deviceNames, await loadSchedules(deviceNames)) };
    } catch (e) {
      return { error: dataLoadingError(e) };
    }
  }, [deviceNames]);

  // The caller keys this hook by the device list, so one load on mount is all it needs.
  useEffect(() => {
    let live = true;
    void fetchState().then(({ fresh, error }) => {
      if (!live) return;
      setLoadError(error);
      if (fresh) setState(fresh);
      setBusy(false);
    });
    return () => {
      live = false;
    };
  }, [fetchState]);

  // Live: schedules others write show at once; rows being edited stay as typed (see liveRebase).
  useLiveReload(
    pamLiveView(deviceNames),
    async () => {
      const { fresh } = await fetchState();
      if (fresh) setState((now) => liveRebase(now, fresh));
    },
    touchesDevices(deviceNames),
  );

  const changes = buildChangeSet(state);

  const save = async () => {
    const invalid = [...changes.inserts, ...changes.updates].flatMap((r) => missingFields(r).map((m) => `${r.device_name}: ${m}`));
    if (invalid.length) return setNotice({ color: 'red', lines: invalid });
    setBusy(true);
    const failed = new Set<string>();
    const refused = new Set<string>();
    const errors: string[] = [];
    // A row refused because it changed since it was read (409) or is gone (404) says why and is
    // reloaded as the server has it; any other failure keeps the change pending, as typed.
    const fail = (name: string, text: (c: unknown) => string) => (e: unknown) => {
      (pamConflict(e) || isGone(e) ? refused : failed).add(name);
      errors.push(text(`${name}: ${causeOf(e)}`));
    };
    const readVersion = (name: string) => state.original[name]?.version ?? 0;
    await Promise.all([
      ...changes.inserts.map((r) =>
        createPamSuspend({
          schedule_type: 'device',
          device_name: r.device_name,
          info: r.info.trim(),
          start_time: r.start_time,
          end_time: r.end_time,
          user,
          expected_version: readVersion(r.device_name),
        }).catch(fail(r.device_name, notAbleToCreate)),
      ),
      ...changes.updates.map((r) =>
        updatePamSchedule(r.device_name, {
          info: r.info.trim(),
          start_time: r.start_time,
          end_time: r.end_time,
          user,
          version: readVersion(r.device_name),
        }).catch(fail(r.device_name, notAbleToUpdate)),
      ),
      ...changes.deletes.map((n) => deletePamSchedule(n, readVersion(n)).catch(fail(n, notAbleToDelete))),
    ]);
    const ok = (list: { device_name: string }[] | string[]) =>
      list.filter((r) => {
        const name = typeof r === 'string' ? r : r.device_name;
        return !failed.has(name) && !refused.has(name);
      }).length > 0;
    const done = [
      ok(changes.inserts) ? PAM_NOTICES.created : undefined,
      ok(changes.updates) ? 'PAM Suspend updated successfully' : undefined,
      ok(changes.deletes) ? PAM_NOTICES.removed : undefined,
    ].filter((l): l is string => !!l);
    const before = state;
    const { fresh, error } = await fetchState();
    setLoadError(error);
    setBusy(false);
    // What failed stays pending, as typed; what succeeded now reads as the server has it.
    setState(rebaseAfterSave(before, fresh ?? before, fresh ? failed : new Set()));
    setNotice(errors.length ? { color: 'red', lines: [...errors, ...done] } : { color: 'green', lines: done });
    await invalidateDeviceData(queryClient, { devices: deviceNames, kinds: WRITE_EFFECTS.pam });
  };

  const cancel = () => {
    setState(discardChanges);
    setNotice(undefined);
  };

  return { state, setState, pending: changeCount(changes), loadError, busy, notice, save, cancel };
}
