import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/v1.0/reports/link?report=&device_name= → { url } of the embedded report page. */
export async function fetchReportLink(report: string, deviceName: string, signal?: AbortSignal): Promise<string> {
  const answer = await api.get('/reports/link', { query: { report, device_name: deviceName }, signal });
  return answer.url;
}

export const reportLinkKey = (report: string, deviceName: string) => ['reports', 'link', report, deviceName] as const;

export function useReportLink(report: string, deviceName: string) {
  return useQuery({ queryKey: reportLinkKey(report, deviceName), queryFn: ({ signal }) => fetchReportLink(report, deviceName, signal) });
}
