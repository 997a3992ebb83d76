import {
  IconApi,
  IconBinaryTree2,
  IconDeviceDesktopAnalytics,
  IconDevices,
  IconFileSearch,
  IconLayoutDashboard,
  IconRouter,
  IconSearch,
  IconServer2,
  IconShieldLock,
  IconTool,
  IconWorldSearch,
  type Icon,
} from '@tabler/icons-react';

export interface MenuEntry {
  label: string;
  to: string;
  icon: Icon;
  /** Paths that belong to the entry (its active state). */
  match: readonly string[];
  adminOnly?: boolean;
}

/** Side menu entries in the order of spec 002 §2.2. */
export const MENU: readonly MenuEntry[] = [
  {
    label: 'Dashboard',
    to: '/dash-board',
    icon: IconLayoutDashboard,
    match: ['/dash-board', '/monitoring', '/geo-map', '/geo-vector-map', '/geo-vector-map-box'],
  },
  { label: 'Admin', to: '/admin', icon: IconShieldLock, match: ['/admin'], adminOnly: true },
  { label: 'Manage Devices', to: '/manage-devices', icon: IconDevices, match: ['/manage-devices'] },
  { label: 'Service View Navigator', to: '/svn', icon: IconBinaryTree2, match: ['/svn'] },
  { label: 'Device Details', to: '/device-details', icon: IconDeviceDesktopAnalytics, match: ['/device-details'] },
  { label: 'Device Search', to: '/device-search', icon: IconSearch, match: ['/device-search'] },
  { label: 'CMDB Admin', to: '/cmdb-admin', icon: IconServer2, match: ['/cmdb-admin'] },
  {
    label: 'NMC Tools',
    to: '/sf-cases',
    icon: IconTool,
    match: ['/sf-cases', '/sf-active-notifications', '/sf-dispatches', '/active-notifications', '/tech-support-tasks', '/replacements-dispatches'],
  },
  { label: 'Cradlepoint', to: '/cradlepoint', icon: IconRouter, match: ['/cradlepoint'] },
  { label: 'Infoblox', to: '/infoblox', icon: IconWorldSearch, match: ['/infoblox'] },
  { label: 'Lumos', to: '/lumos', icon: IconFileSearch, match: ['/lumos'] },
  { label: 'NMS Tools API', to: '/ab/getting-started', icon: IconApi, match: ['/ab/'] },
];

export function isActive(entry: MenuEntry, pathname: string): boolean {
  return entry.match.some((m) => (m.endsWith('/') ? pathname.startsWith(m) : pathname === m || pathname.startsWith(`${m}/`)));
}

export function menuFor(isAdmin: boolean): MenuEntry[] {
  return MENU.filter((e) => !e.adminOnly || isAdmin);
}
