import type { DiagnosticAction, DiagnosticAnswer } from '@nms/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET action/device/{action}?device_name=: one diagnostic of the Device Search panels (getSysArp,
 * diagHardwareNicInfo, diagSysLinkMonitor, getIpsecTunnelList, diagSwitchControllerDumpClient).
 */
export function fetchDiagnostic(action: DiagnosticAction, deviceName: string, signal?: AbortSignal): Promise<DiagnosticAnswer<unknown>> {
  return api.get(`/action/device/${action}`, { query: { device_name: deviceName }, signal });
}

export const diagnosticKey = (action: DiagnosticAction, deviceName: string | undefined) => ['action', 'device', action, deviceName] as const;

/**
 * Keyed by device name: a new device reloads every panel (spec 001 §4). `allowed` false (the
 * caller's roles do not grant troubleshooting) sends nothing: the panel says why instead.
 */
export function useDiagnostic(action: DiagnosticAction, deviceName: string | undefined, allowed = true) {
  return useQuery({
    queryKey: diagnosticKey(action, deviceName),
    queryFn: ({ signal }) => fetchDiagnostic(action, deviceName as string, signal),
    enabled: !!deviceName && allowed,
    retry: false,
    staleTime: 0,
  });
}
