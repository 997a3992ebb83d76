import { useQuery } from '@tanstack/react-query';

/** The launch-UI proxy script URL the server publishes in /app-config.json (public, no token). */
export async function fetchLaunchUiUrl(): Promise<string | undefined> {
  const res = await fetch('/app-config.json', { headers: { accept: 'application/json' } });
  if (!res.ok) return undefined;
  const body = (await res.json()) as { launchUiUrl?: string };
  return body.launchUiUrl || undefined;
}

export const launchUiUrlKey = ['app-config', 'launchUiUrl'] as const;

export function useLaunchUiUrl() {
  return useQuery({ queryKey: launchUiUrlKey, queryFn: fetchLaunchUiUrl, staleTime: Infinity });
}

/** `${launchUiUrl}?deviceid=<name>&nmpuser=<nickname>` (spec 001 §2.5, §6). */
export function launchUiHref(base: string, deviceName: string, nickname: string): string {
  const url = new URL(base, window.location.origin);
  url.searchParams.set('deviceid', deviceName);
  url.searchParams.set('nmpuser', nickname);
  return url.toString();
}
