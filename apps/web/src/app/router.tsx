import { Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Outlet, useLocation, type RouteObject } from 'react-router';
import { Pending } from '../components/notice/pending';
import { PublicOnly, RequireAuth } from './guards';
import { PageBoundary, PageError } from './page-boundary';
import { RootLayout } from './root-layout';
import { lazyNamed } from '../lib/lazy-named';
import { loadedPage, loadPage, PAGE_CHUNKS, type PageChunk } from './route-chunks';
import { LandingRoute } from './routes/landing-route';
import { LoginCallbackRoute } from './routes/login-callback-route';
import { LoginRoute } from './routes/login-route';
import { NotFoundRoute } from './routes/not-found-route';

/** A page component loaded on first visit, in its own chunk (a named export of its route file). */
const lazyPage = (page: PageChunk) =>
  lazyNamed(
    () => loadPage(page) as Promise<Record<string, ComponentType>>,
    page.component,
    () => loadedPage(page) as Record<string, ComponentType> | undefined,
  );

/** Every route of spec 002 §2.1 that needs a signed-in user (route-chunks.ts lists them). */
const protectedRoutes: RouteObject[] = PAGE_CHUNKS.flatMap((page) => {
  const Page = lazyPage(page);
  return page.paths.map((path) => ({ path, element: <Page /> }));
});

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
