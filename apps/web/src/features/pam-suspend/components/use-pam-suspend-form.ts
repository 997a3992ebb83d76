import type { PamWindowErrors } from '@nms/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { causeOf } from '../../../components/notice/messages';
import { useSessionUser } from '../../../lib/auth/session';
import { WRITE_EFFECTS, announceChange } from '../../../lib/data-changes';
import { createPamSuspend } from '../api/create-pam-suspend';
import { pamSchedulesKey, usePamStatus } from '../api/get-pam-schedules';
import { removePamSuspend } from '../api/remove-pam-suspend';
import { defaultWindow, formDate, hasErrors, nowSeconds, parseFormDate, validateWindowText, type WindowText } from '../logic/pam-dates';
import { PAM_NOTICES, noScheduleFound } from '../logic/pam-messages';
import { isLiveStatus } from '../logic/pam-status';
import { isGone, pamConflict, versionOf, type PamConflict } from '../logic/pam-version';
import { formVersion } from '../logic/form-version';

export interface Notice {
  color: 'green' | 'red' | 'blue';
  text: string;
  detail?: string;
}

/** State and actions of the single-device PAM Suspend form (spec 000 "PAM Suspend form"). */
export function usePamSuspendForm(deviceName: string) {
  const user = useSessionUser()?.nickname ?? '';
  const queryClient = useQueryClient();
  const { query, schedule, statusText, failure } = usePamStatus(deviceName);
  const [values, setValues] = useState<WindowText>(() => ({ ...defaultWindow(nowSeconds()), info: '' }));
  const [errors, setErrors] = useState<PamWindowErrors>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>();
  const [seen, setSeen] = useState('');
  // Info typed before a refused create survives the fill with the holder's schedule.
  const [keepInfo, setKeepInfo] = useState<string>();
  // Dates still holding the default ("now") move with the clock when the user submits.
  const [defaults, setDefaults] = useState<{ start?: string; end?: string }>({ start: values.start, end: values.end });

  // Each new schedule (or its absence) fills the form once (React's "adjust state on a prop change"
  // pattern); a re-read that finds the same thing (a timer tick, a status poll) leaves what is typed alone.
  const version = query.isFetching ? seen : formVersion(schedule);
  if (version !== seen) {
    setSeen(version);
    const fresh = schedule
      ? { start: formDate(schedule.start_time), end: formDate(schedule.end_time), info: keepInfo ?? schedule.info }
      : { ...defaultWindow(nowSeconds()), info: keepInfo ?? '' };
    setKeepInfo(undefined);
    setValues(fresh);
    setErrors({});
    setDefaults(schedule ? {} : { start: fresh.start, end: fresh.end });
  }

  const change = (patch: Partial<WindowText>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
  };

  const refreshDefaults = (v: WindowText, now: number): WindowText => {
    const fresh = defaultWindow(now);
    return {
      ...v,
      start: v.start === defaults.start ? fresh.start : v.start,
      end: v.end === defaults.end ? fresh.end : v.end,
    };
  };

  const changed = () => announceChange(queryClient, { devices: [deviceName], kinds: WRITE_EFFECTS.pam });

  /** A refused write: the server's words, and the schedule that holds the device now on screen. */
  const showConflict = (conflict: PamConflict, typedInfo: string) => {
    const current = conflict.current.filter((s) => s.device_name === deviceName);
    setKeepInfo(typedInfo);
    queryClient.setQueryData(pamSchedulesKey([deviceName]), { data: current, total: current.length });
    setNotice({ color: 'red', text: conflict.message });
  };

  const create = async () => {
    const now = nowSeconds();
    const v = refreshDefaults(values, now);
    if (v.start !== values.start || v.end !== values.end) {
      setDefaults({ start: v.start === values.start ? defaults.start : v.start, end: v.end === values.end ? defaults.end : v.end });
      setValues(v);
    }
    const found = validateWindowText(v, now);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const start_time = parseFormDate(v.start) as number;
      const end_time = parseFormDate(v.end) as number;
      const expected_version = versionOf(schedule);
      await createPamSuspend([
        { schedule_type: 'device', device_name: deviceName, info: v.info.trim(), start_time, end_time, user, expected_version },
      ]);
      setNotice({ color: 'green', text: PAM_NOTICES.created });
      await changed();
    } catch (e) {
      const conflict = pamConflict(e);
      if (conflict) showConflict(conflict, v.info);
      else setNotice({ color: 'red', text: PAM_NOTICES.notCreated, detail: causeOf(e) });
      if (conflict) await changed();
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await removePamSuspend([deviceName], user, [versionOf(schedule)]);
      setNotice({ color: 'green', text: PAM_NOTICES.removed });
      await changed();
    } catch (e) {
      const conflict = pamConflict(e);
      if (conflict) showConflict(conflict, values.info);
      // Someone removed it first (or it ended): say so, and show the status as it is now.
      else if (isGone(e)) setNotice({ color: 'blue', text: noScheduleFound(deviceName) });
      else setNotice({ color: 'red', text: PAM_NOTICES.notRemoved, detail: causeOf(e) });
      if (conflict || isGone(e)) await changed();
    } finally {
      setBusy(false);
    }
  };

  return {
    values,
    errors,
    busy,
    loading: query.isLoading,
    notice,
    loadNotice: failure ? ({ color: failure.noSchedule ? 'blue' : 'red', text: failure.text } satisfies Notice) : undefined,
    statusText: statusText ?? '',
    canRemove: !!schedule && isLiveStatus(schedule.status),
    change,
    create,
    remove,
  };
}
