import { useQueries } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const ORACLE_SOURCES = ['dmn_device', 'active_device', 'eit_device', 'hts_device'] as const;
export type OracleSource = (typeof ORACLE_SOURCES)[number];

export type FieldMap = Record<string, unknown>;

/** GET /api/v1.0/oracle/device/{source}?device_name → { data: { FIELD: value } }. */
export async function fetchOracleDevice(source: OracleSource, deviceName: string, signal?: AbortSignal): Promise<FieldMap> {
  const answer = await api.get(`/oracle/device/${source}`, { query: { device_name: deviceName }, signal });
  return asFieldMap(answer.data);
}

/** GET /api/v1.0/smarts/device/additional-details?name= → { data: {...} }. */
export async function fetchAdditionalDetails(deviceName: string, signal?: AbortSignal): Promise<FieldMap> {
  const answer = await api.get('/smarts/device/additional-details', { query: { name: deviceName }, signal });
  return asFieldMap(answer.data);
}

export const additionalDetailsKey = (deviceName: string) => ['smarts', 'additional-details', deviceName] as const;

/** A record answers as itself; a one-row list as its row; anything else as no fields. */
function asFieldMap(data: unknown): FieldMap {
  if (Array.isArray(data)) return asFieldMap(data[0]);
  return data && typeof data === 'object' ? (data as FieldMap) : {};
}

/** The four oracle calls in parallel (spec 001 §7) plus the SMARTS additional details. */
export function useDatabaseDetails(deviceName: string) {
  return useQueries({
    queries: [
      ...ORACLE_SOURCES.map((source) => ({
        queryKey: ['oracle', 'device', source, deviceName] as const,
        queryFn: ({ signal }: { signal: AbortSignal }) => fetchOracleDevice(source, deviceName, signal),
      })),
      {
        queryKey: additionalDetailsKey(deviceName),
        queryFn: ({ signal }: { signal: AbortSignal }) => fetchAdditionalDetails(deviceName, signal),
      },
    ],
  });
}
