import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from '../auth/require-auth';
import { RequireRole } from '../auth/require-role';
import { REMOTE_SECTIONS } from '../federation/remote-sections';
import { WithAllRemotes } from '../federation/with-all-remotes';
import { LoadingIndicator } from '../layout/loading-indicator';
import { RemoteArea } from '../screens/remote-area';
import { RouteErrorScreen } from '../screens/route-error-screen';
import { ScrollToTop } from './scroll-to-top';

// The portal's frame (header, menu, react-query, dialogs) is not part of the sign-in screens' first load.
const AppLayout = lazy(() => import('../layout/app-layout').then((m) => ({ default: m.AppLayout })));
const HomeScreen = lazy(() => import('../screens/home-screen').then((m) => ({ default: m.HomeScreen })));
const SettingsScreen = lazy(() => import('../screens/settings-screen').then((m) => ({ default: m.SettingsScreen })));
const NotFoundScreen = lazy(() => import('../screens/not-found-screen').then((m) => ({ default: m.NotFoundScreen })));
const LoginScreen = lazy(() => import('../auth/login-screen').then((m) => ({ default: m.LoginScreen })));
const PasswordChangeScreen = lazy(() =>
  import('../auth/password-change-screen').then((m) => ({ default: m.PasswordChangeScreen })),
);
const PasswordForgetScreen = lazy(() =>
  import('../auth/password-forget-screen').then((m) => ({ default: m.PasswordForgetScreen })),
);

const outside = (element: ReactNode) => <Suspense fallback={<LoadingIndicator />}>{element}</Suspense>;

/** The portal's route tree (spec section 2); remotes own everything under /nd and /admin. */
export const appRoutes: RouteObject[] = [
  {
    element: <ScrollToTop />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: '/auth', element: outside(<LoginScreen />) },
      { path: '/password/forget', element: outside(<PasswordForgetScreen />) },
      {
        element: outside(<AppLayout />),
        children: [
          {
            element: <RequireAuth />,
            children: [
              { index: true, element: <WithAllRemotes usable><HomeScreen /></WithAllRemotes> },
              { path: '/password', element: <PasswordChangeScreen /> },
              { path: '/settings', element: <WithAllRemotes><SettingsScreen /></WithAllRemotes> },
              { path: `${REMOTE_SECTIONS.permits.basePath}/*`, element: <RemoteArea {...REMOTE_SECTIONS.permits} /> },
              {
                path: `${REMOTE_SECTIONS.admin.basePath}/*`,
                element: (
                  <RequireRole role={REMOTE_SECTIONS.admin.role}>
                    <RemoteArea {...REMOTE_SECTIONS.admin} />
                  </RequireRole>
                ),
              },
            ],
          },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];
