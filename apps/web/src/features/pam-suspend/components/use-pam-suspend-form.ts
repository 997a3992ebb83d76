import type { PamWindowErrors } from '@nms/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { causeOf } from '../../../components/notice/messages';
import { useSessionUser } from '../../../lib/auth/session';
import { createPamSuspend } from '../api/create-pam-suspend';
import { PAM_QUERY_ROOT, usePamSchedules } from '../api/get-pam-schedules';
import { removePamSuspend } from '../api/remove-pam-suspend';
import { defaultWindow, formDate, hasErrors, nowSeconds, parseFormDate, validateWindowText, type WindowText } from '../logic/pam-dates';
import { PAM_NOTICES, loadFailureText } from '../logic/pam-messages';
import { LOAD_FAILED_STATUS_TEXT, formStatusText, isLiveStatus } from '../logic/pam-status';

export interface Notice {
  color: 'green' | 'red' | 'blue';
  text: string;
  detail?: string;
}

/** State and actions of the single-device PAM Suspend form (spec 000 "PAM Suspend form"). */
export function usePamSuspendForm(deviceName: string) {
  const user = useSessionUser()?.nickname ?? '';
  const queryClient = useQueryClient();
  const query = usePamSchedules([deviceName]);
  // After a failed refetch (404 once removed) react-query still holds the last data: it is stale.
  const schedule = query.isError ? undefined : query.data?.data[0];
  const [values, setValues] = useState<WindowText>(() => ({ ...defaultWindow(nowSeconds()), info: '' }));
  const [errors, setErrors] = useState<PamWindowErrors>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>();
  const [seen, setSeen] = useState('');
  // Dates still holding the default ("now") move with the clock when the user submits.
  const [defaults, setDefaults] = useState<{ start?: string; end?: string }>({ start: values.start, end: values.end });

  // Each load result sets the form once (React's "adjust state on a prop change" pattern): a schedule
  // fills it, none resets the defaults. A failed save loads nothing, so what was typed stays.
  // A poll that only moves the status (sched -> pendsus -> sus) leaves the fields alone: the
  // version is the schedule's window and info, or the load itself when there is no schedule.
  const version = query.isFetching
    ? seen
    : schedule
      ? `schedule:${schedule.start_time}|${schedule.end_time}|${schedule.info}`
      : `none:${query.dataUpdatedAt + query.errorUpdatedAt}`;
  if (version !== seen) {
    setSeen(version);
    const fresh = schedule
      ? { start: formDate(schedule.start_time), end: formDate(schedule.end_time), info: schedule.info }
      : { ...defaultWindow(nowSeconds()), info: '' };
    setValues(fresh);
    setErrors({});
    setDefaults(schedule ? {} : { start: fresh.start, end: fresh.end });
  }

  const failure = query.isError ? loadFailureText(query.error, deviceName) : undefined;
  const statusText = failure && !failure.noSchedule ? LOAD_FAILED_STATUS_TEXT : formStatusText(schedule?.status);

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
      await createPamSuspend([{ schedule_type: 'device', device_name: deviceName, info: v.info.trim(), start_time, end_time, user }]);
      setNotice({ color: 'green', text: PAM_NOTICES.created });
      await queryClient.invalidateQueries({ queryKey: PAM_QUERY_ROOT });
    } catch (e) {
      setNotice({ color: 'red', text: PAM_NOTICES.notCreated, detail: causeOf(e) });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await removePamSuspend([deviceName], user);
      setNotice({ color: 'green', text: PAM_NOTICES.removed });
      await queryClient.invalidateQueries({ queryKey: PAM_QUERY_ROOT });
    } catch (e) {
      setNotice({ color: 'red', text: PAM_NOTICES.notRemoved, detail: causeOf(e) });
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
    statusText,
    canRemove: !!schedule && isLiveStatus(schedule.status),
    change,
    create,
    remove,
  };
}
