import { apiFetch } from '../../../lib/api-client';

/** A satellite time series row (spec 001 §3). */
export interface JupiterRow {
  deviceid?: string;
  created_at: string | number;
  delay?: number | null;
  downlinkEsNo?: number | null;
  uplinkEsNo?: number | null;
  uplinkPowerBackoff?: number | null;
}

/** GET /api/v1.0/es/device/ts/jupiter-ent?device_name, start_time, end_time → data[]. */
export async function fetchJupiterEnt(deviceName: string, startTime: number, endTime: number, signal?: AbortSignal): Promise<JupiterRow[]> {
  const answer = await apiFetch<{ data?: JupiterRow[] }>('/es/device/ts/jupiter-ent', {
    params: { device_name: deviceName, start_time: startTime, end_time: endTime },
    signal,
  });
  return answer.data ?? [];
}

export const jupiterEntKey = (deviceName: string, startTime: number, endTime: number) =>
  ['es', 'jupiter-ent', deviceName, startTime, endTime] as const;
