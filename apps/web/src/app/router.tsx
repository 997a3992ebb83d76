import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Outlet, useLocation, type RouteObject } from 'react-router';
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
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

const loadDashboard = () => import('./routes/dashboard-route');
const DashboardRoute = lazyRoute(loadDashboard, 'DashboardRoute');
const DASHBOARD_PATHS = ['/dash-board', '/monitoring', '/geo-map', '/geo-vector-map', '/geo-vector-map-box'];

/**
 * Starts downloading the chunks of the page being opened while the app still loads its
 * configuration and session (instead of one after the other).
 */
export function preloadRoute(pathname: string): void {
  if (!DASHBOARD_PATHS.includes(pathname)) return;
  void loadDashboard();
  if (pathname === '/monitoring') void import('../features/events/lazy-monitoring-events');
}
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

const many = (paths: readonly string[], element: RouteObject['element']): RouteObject[] => paths.map((path) => ({ path, element }));

/** Every route of spec 002 §2.1 that needs a signed-in user. */
const protectedRoutes: RouteObject[] = [
  ...many(DASHBOARD_PATHS, <DashboardRoute />),
  { path: '/admin', element: <AdminRoute /> },
  { path: '/user-details', element: <UserDetailsRoute /> },
  { path: '/settings', element: <SettingsRoute /> },
  { path: '/help', element: <HelpRoute /> },
  { path: '/device-details/:dName?', element: <DeviceDetailsRoute /> },
  { path: '/manage-devices', element: <ManageDevicesRoute /> },
  { path: '/svn', element: <SvnRoute /> },
  { path: '/cmdb-admin', element: <CmdbAdminRoute /> },
  ...many(
    ['/sf-cases', '/sf-active-notifications', '/sf-dispatches', '/active-notifications', '/tech-support-tasks', '/replacements-dispatches'],
    <NmcToolsRoute />,
  ),
  { path: '/cradlepoint', element: <CradlepointRoute /> },
  { path: '/infoblox', element: <InfobloxRoute /> },
  { path: '/device-search', element: <DeviceSearchRoute /> },
  ...many(['/ab/getting-started', '/ab/api-documentation', '/ab/usage'], <ApiPortalRoute />),
  { path: '/lumos', element: <LumosRoute /> },
  { path: '/admin/import-devices', element: <ImportDevicesRoute /> },
  { path: '/admin/audit-trail', element: <AuditTrailRoute /> },
  { path: '/admin/api-tokens', element: <ApiTokensRoute /> },
];

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
