import { MULTI_ACTIONS, SECURED_ACTIONS } from './portal-tabs';

const NOTIFYING = new Set<string>([...SECURED_ACTIONS, ...MULTI_ACTIONS]);

const decoded = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The secured or multi action (spec 002 §2.7) a request would run, if any: the action is a
 * segment of the path, fixed ('/action/device/rebootPolycom') or filled in ('/action/devices/{action}').
 * Such a call notifies the NMS team (and a multi action switches devices), so the explorer asks first.
 */
export function securedActionOf(url: string): string | undefined {
  const path = url.split(/[?#]/)[0];
  return path
    .split('/')
    .map(decoded)
    .find((segment) => NOTIFYING.has(segment));
}
