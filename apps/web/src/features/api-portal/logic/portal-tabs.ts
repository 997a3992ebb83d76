/** The portal's tabs (spec 002 §2.7): each one is a route; Usage is shown but disabled. */
export const PORTAL_TABS = [
  { route: '/ab/getting-started', label: 'Getting Started', disabled: false },
  { route: '/ab/api-documentation', label: 'API Documentation', disabled: false },
  { route: '/ab/usage', label: 'Usage', disabled: true },
] as const;

export type PortalRoute = (typeof PORTAL_TABS)[number]['route'];

/** The tab of a path; any other /ab/ path opens Getting Started. */
export const portalTabOf = (pathname: string): PortalRoute =>
  PORTAL_TABS.find((t) => t.route === pathname.replace(/\/+$/, ''))?.route ?? PORTAL_TABS[0].route;

/** Device actions whose every call notifies the NMS team: the action catalogue's secured ones (spec 002 §2.7 order). */
export { SECURED_ACTIONS } from '@nms/contract';

/** Multi-device actions that notify the NMS team too (spec 002 §2.7). */
export const MULTI_ACTIONS = ['dcSwitch', 'switchToHome', 'switchToBackup', 'switchToGtn', 'switchToNlv'] as const;
