import { api, type ApiAnswer } from '../../../lib/api-client';

/** A satellite time series row (spec 001 §3). */
export type JupiterRow = ApiAnswer<'get', '/es/device/ts/jupiter-ent'>['data'][number];

/** GET /api/v1.0/es/device/ts/jupiter-ent?device_name, start_time, end_time → data[]. */
export async function fetchJupiterEnt(deviceName: string, startTime: number, endTime: number, signal?: AbortSignal): Promise<JupiterRow[]> {
  const answer = await api.get('/es/device/ts/jupiter-ent', {
    query: { device_name: deviceName, start_time: startTime, end_time: endTime },
    signal,
  });
  return answer.data ?? [];
}

export const jupiterEntKey = (deviceName: string, startTime: number, endTime: number) =>
  ['es', 'jupiter-ent', deviceName, startTime, endTime] as const;
