/*
 * Every signed-in page: its route path(s) and the loader of its chunk. The router builds its
 * protected routes from this table; the boot (early-start.ts) uses it to start the page's
 * chunks before the shell itself has run. It imports nothing, so it runs first.
 */
export type ChunkLoader = () => Promise<unknown>;

export interface PageChunk {
  paths: readonly string[];
  /** The route module and the name of its component export. */
  load: ChunkLoader;
  component: string;
  /** More chunks worth starting when the page opens at one of these paths. */
  alsoAt?: Readonly<Record<string, ChunkLoader>>;
}

export const PAGE_CHUNKS: readonly PageChunk[] = [
  {
    paths: ['/dash-board', '/monitoring', '/geo-map', '/geo-vector-map', '/geo-vector-map-box'],
    load: () => import('./routes/dashboard-route'),
    component: 'DashboardRoute',
    alsoAt: { '/monitoring': () => import('../features/events/lazy-monitoring-events') },
  },
  { paths: ['/admin'], load: () => import('./routes/admin-route'), component: 'AdminRoute' },
  { paths: ['/user-details'], load: () => import('./routes/user-details-route'), component: 'UserDetailsRoute' },
  { paths: ['/settings'], load: () => import('./routes/settings-route'), component: 'SettingsRoute' },
  { paths: ['/help'], load: () => import('./routes/help-route'), component: 'HelpRoute' },
  { paths: ['/device-details/:dName?'], load: () => import('./routes/device-details-route'), component: 'DeviceDetailsRoute' },
  { paths: ['/manage-devices'], load: () => import('./routes/manage-devices-route'), component: 'ManageDevicesRoute' },
  { paths: ['/svn'], load: () => import('./routes/svn-route'), component: 'SvnRoute' },
  { paths: ['/cmdb-admin'], load: () => import('./routes/cmdb-admin-route'), component: 'CmdbAdminRoute' },
  {
    paths: ['/sf-cases', '/sf-active-notifications', '/sf-dispatches', '/active-notifications', '/tech-support-tasks', '/replacements-dispatches'],
    load: () => import('./routes/nmc-tools-route'),
    component: 'NmcToolsRoute',
  },
  { paths: ['/cradlepoint'], load: () => import('./routes/cradlepoint-route'), component: 'CradlepointRoute' },
  { paths: ['/infoblox'], load: () => import('./routes/infoblox-route'), component: 'InfobloxRoute' },
  { paths: ['/device-search'], load: () => import('./routes/device-search-route'), component: 'DeviceSearchRoute' },
  {
    paths: ['/ab/getting-started', '/ab/api-documentation', '/ab/usage'],
    load: () => import('./routes/api-portal-route'),
    component: 'ApiPortalRoute',
  },
  { paths: ['/lumos'], load: () => import('./routes/lumos-route'), component: 'LumosRoute' },
  { paths: ['/maintenance-windows'], load: () => import('./routes/maintenance-windows-route'), component: 'MaintenanceWindowsRoute' },
  { paths: ['/admin/import-devices'], load: () => import('./routes/import-devices-route'), component: 'ImportDevicesRoute' },
  { paths: ['/admin/audit-trail'], load: () => import('./routes/audit-trail-route'), component: 'AuditTrailRoute' },
  { paths: ['/admin/api-tokens'], load: () => import('./routes/api-tokens-route'), component: 'ApiTokensRoute' },
  { paths: ['/admin/feeds'], load: () => import('./routes/feeds-route'), component: 'FeedsRoute' },
];

/** A route path as a regular expression: `:name` is one segment, `:name?` an optional one. */
const pattern = (path: string) => new RegExp(`^${path.replace(/\/:\w+\?/g, '(?:/[^/]+)?').replace(/\/:\w+/g, '/[^/]+')}/?$`);

/** The page a path opens, and the route path it matched (undefined for public and unknown paths). */
export function pageAt(pathname: string): { page: PageChunk; path: string } | undefined {
  for (const page of PAGE_CHUNKS) {
    const path = page.paths.find((p) => pattern(p).test(pathname));
    if (path) return { page, path };
  }
  return undefined;
}

const loading = new Map<PageChunk, Promise<unknown>>();
const loaded = new Map<PageChunk, Record<string, unknown>>();

/** Loads a page's chunk once (the boot's preload and the router share the load). */
export function loadPage(page: PageChunk): Promise<unknown> {
  let promise = loading.get(page);
  if (!promise) {
    promise = page.load().then(
      (m) => (loaded.set(page, m as Record<string, unknown>), m),
      (e: unknown) => {
        loading.delete(page);
        throw e;
      },
    );
    loading.set(page, promise);
  }
  return promise;
}

/** The page's module when its chunk has arrived. */
export const loadedPage = (page: PageChunk) => loaded.get(page);

/**
 * Starts downloading the chunks of the page being opened (its route, screen and the grid or chart
 * chunks Vite preloads with it) while the shell still starts, loads its configuration and signs
 * in, instead of one after the other.
 */
export function preloadRoute(pathname: string): void {
  const at = pageAt(pathname);
  if (!at) return;
  loadPage(at.page).catch(() => undefined); // the page's own render reports a failed chunk
  void at.page.alsoAt?.[at.path]?.();
}
