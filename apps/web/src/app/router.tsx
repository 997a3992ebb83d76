import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, Outlet, useLocation, type RouteObject } from 'react-router';
import { Pending } from '../components/notice/pending';
import { PublicOnly, RequireAuth } from './guards';
import { PageBoundary, PageError } from './page-boundary';
import { RootLayout } from './root-layout';
import { LandingRoute } from './routes/landing-route';
import { LoginCallbackRoute } from './routes/login-callback-route';
import { LoginRoute } from './routes/login-route';
import { NotFoundRoute } from './routes/not-found-route';

/** A route component loaded on first visit, in its own chunk (named export of a route file). */
function lazyRoute<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return Object.assign(
    lazy(() => load().then((m) => ({ default: m[name] }))),
    { preload: load as () => Promise<unknown> },
  );
}

const DashboardRoute = lazyRoute(() => import('./routes/dashboard-route'), 'DashboardRoute');
const DASHBOARD_PATHS = ['/dash-board', '/monitoring', '/geo-map', '/geo-vector-map', '/geo-vector-map-box'];
const AdminRoute = lazyRoute(() => import('./routes/admin-route'), 'AdminRoute');
const UserDetailsRoute = lazyRoute(() => import('./routes/user-details-route'), 'UserDetailsRoute');
const SettingsRoute = lazyRoute(() => import('./routes/settings-route'), 'SettingsRoute');
const HelpRoute = lazyRoute(() => import('./routes/help-route'), 'HelpRoute');
const DeviceDetailsRoute = lazyRoute(() => import('./routes/device-details-route'), 'DeviceDetailsRoute');
const ManageDevicesRoute = lazyRoute(() => import('./routes/manage-devices-route'), 'ManageDevicesRoute');
const SvnRoute = lazyRoute(() => import('./routes/svn-route'), 'SvnRoute');
const CmdbAdminRoute = lazyRoute(() => import('./routes/cmdb-admin-route'), 'CmdbAdminRoute');
const NmcToolsRoute = lazyRoute(() => import('./routes/nmc-tools-route'), 'NmcToolsRoute');
const CradlepointRoute = lazyRoute(() => import('./routes/cradlepoint-route'), 'CradlepointRoute');
const InfobloxRoute = lazyRoute(() => import('./routes/infoblox-route'), 'InfobloxRoute');
const DeviceSearchRoute = lazyRoute(() => import('./routes/device-search-route'), 'DeviceSearchRoute');
const ApiPortalRoute = lazyRoute(() => import('./routes/api-portal-route'), 'ApiPortalRoute');
const LumosRoute = lazyRoute(() => import('./routes/lumos-route'), 'LumosRoute');
const ImportDevicesRoute = lazyRoute(() => import('./routes/import-devices-route'), 'ImportDevicesRoute');
const AuditTrailRoute = lazyRoute(() => import('./routes/audit-trail-route'), 'AuditTrailRoute');
const ApiTokensRoute = lazyRoute(() => import('./routes/api-tokens-route'), 'ApiTokensRoute');

type PageRoute = ReturnType<typeof lazyRoute>;
/** A protected page: its element, and its chunk's loader for preloadRoute. */
const page = (path: string, Page: PageRoute, preload: () => Promise<unknown> = Page.preload): RouteObject => ({
  path,
  element: <Page />,
  handle: { preload },
});
const many = (paths: readonly string[], Page: PageRoute): RouteObject[] => paths.map((path) => page(path, Page));

/** Every route of spec 002 §2.1 that needs a signed-in user. */
const protectedRoutes: RouteObject[] = [
  ...many(
    DASHBOARD_PATHS.filter((p) => p !== '/monitoring'),
    DashboardRoute,
  ),
  page('/monitoring', DashboardRoute, () => Promise.all([DashboardRoute.preload(), import('../features/events/lazy-monitoring-events')])),
  page('/admin', AdminRoute),
  page('/user-details', UserDetailsRoute),
  page('/settings', SettingsRoute),
  page('/help', HelpRoute),
  page('/device-details/:dName?', DeviceDetailsRoute),
  page('/manage-devices', ManageDevicesRoute),
  page('/svn', SvnRoute),
  page('/cmdb-admin', CmdbAdminRoute),
  ...many(
    ['/sf-cases', '/sf-active-notifications', '/sf-dispatches', '/active-notifications', '/tech-support-tasks', '/replacements-dispatches'],
    NmcToolsRoute,
  ),
  page('/cradlepoint', CradlepointRoute),
  page('/infoblox', InfobloxRoute),
  page('/device-search', DeviceSearchRoute),
  ...many(['/ab/getting-started', '/ab/api-documentation', '/ab/usage'], ApiPortalRoute),
  page('/lumos', LumosRoute),
  page('/admin/import-devices', ImportDevicesRoute),
  page('/admin/audit-trail', AuditTrailRoute),
  page('/admin/api-tokens', ApiTokensRoute),
];

/**
 * Starts downloading the chunks of the page being opened (its route, screen and grid or chart
 * chunks, which Vite preloads with it) while the app still loads its configuration and signs in,
 * instead of one after the other.
 */
export function preloadRoute(pathname: string): void {
  for (const m of matchRoutes(protectedRoutes, pathname) ?? [])
    void (m.route.handle as { preload?: () => Promise<unknown> } | undefined)?.preload?.();
}

/** Each page gets a fresh error boundary (keyed by path) and a loading state for its chunk. */
function PageFrame() {
  const { pathname } = useLocation();
  return (
    <PageBoundary key={pathname}>
      <Suspense fallback={<Pending />}>
        <Outlet />
      </Suspense>
    </PageBoundary>
  );
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <PageError />,
    children: [
      {
        element: <PageFrame />,
        children: [
          {
            path: '/',
            element: (
              <PublicOnly>
                <LandingRoute />
              </PublicOnly>
            ),
          },
          { path: '/login', element: <LoginRoute /> },
          { path: '/login/callback', element: <LoginCallbackRoute /> },
          { element: <RequireAuth />, children: protectedRoutes },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
