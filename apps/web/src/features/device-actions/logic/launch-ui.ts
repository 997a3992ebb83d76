import { launchUiUrl } from '../../../lib/runtime-config';

/** `${launchUiUrl}?deviceid=<name>&nmpuser=<nickname>` (spec 001 §2.5, §6). */
export function launchUiHref(deviceName: string, nickname: string, base = launchUiUrl()): string {
  const url = new URL(base, window.location.origin);
  url.searchParams.set('deviceid', deviceName);
  url.searchParams.set('nmpuser', nickname);
  return url.toString();
}
