import type { PamSuspendSchedule } from '@nms/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { dataLoadingError } from '../../../components/notice/messages';
import { ApiError } from '../../../lib/api-client';
import { useSessionUser } from '../../../lib/auth/session';
import { useLiveReload } from '../../../lib/live/use-live';
import { WRITE_EFFECTS, announceChange } from '../../../lib/data-changes';
import { fetchPamSchedules } from '../api/get-pam-schedules';
import { buildChangeSet, changeCount, discardChanges, initialState, missingFields, rebaseAfterSave, type BatchState } from '../logic/batch-edit';
import { liveRebase, pamLiveView, touchesDevices } from '../logic/pam-live';
import { summarize } from '../logic/batch-summary';
import { saveGrid } from './save-pam-grid';

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
    const before = state;
    const { outcome, failed } = await saveGrid(before, changes, user);
    const { fresh, error } = await fetchState();
    setLoadError(error);
    setBusy(false);
    // What failed stays pending, as typed; what succeeded (or was refused as changed) reads as the server has it.
    setState(rebaseAfterSave(before, fresh ?? before, fresh ? failed : new Set()));
    setNotice(summarize(outcome));
    await announceChange(queryClient, { devices: deviceNames, kinds: WRITE_EFFECTS.pam });
  };

  const cancel = () => {
    setState(discardChanges);
    setNotice(undefined);
  };

  return { state, setState, pending: changeCount(changes), loadError, busy, notice, save, cancel };
}
