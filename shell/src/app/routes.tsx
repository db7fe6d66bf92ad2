import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from '../auth/require-auth';
import { SIGNED_OUT_PATHS } from '../auth/signed-out-paths';
import { REMOTE_SECTIONS } from '../federation/remote-sections';
import { WithAllRemotes } from '../federation/with-all-remotes';
import { LoadingIndicator } from '../layout/loading-indicator';
import { RouteErrorScreen } from '../screens/route-error-screen';
import { loadable } from '@permit/dev-kit/loadable';
import { ScrollToTop } from './scroll-to-top';

const screen = <P extends object>(load: () => Promise<ComponentType<P>>) => loadable(load, <LoadingIndicator />);

// A chunk named signed-in-… or signed-out-… is preloaded as a page with or without a session starts
// (tooling/start-up-preload-plugin.js); the other screens load when opened.
// The portal's frame (header, menu, react-query, dialogs) is not part of the sign-in screens' first load.
export const AppLayout = screen(() => import(/* webpackChunkName: "signed-in-app-layout" */ '../layout/app-layout').then((m) => m.AppLayout));
const HomeScreen = screen(() => import('../screens/home-screen').then((m) => m.HomeScreen));
const SettingsScreen = screen(() => import('../screens/settings-screen').then((m) => m.SettingsScreen));
const NotFoundScreen = screen(() => import('../screens/not-found-screen').then((m) => m.NotFoundScreen));
const LoginScreen = screen(() => import(/* webpackChunkName: "signed-out-login" */ '../auth/login-screen').then((m) => m.LoginScreen));
const PasswordChangeScreen = screen(() => import('../auth/password-change-screen').then((m) => m.PasswordChangeScreen));
const PasswordForgetScreen = screen(() => import('../auth/password-forget-screen').then((m) => m.PasswordForgetScreen));
const PasswordResetScreen = screen(() => import('../auth/password-reset-screen').then((m) => m.PasswordResetScreen));
// A remote's section with its slot, fallback and role check: not part of the sign-in screens' first load either.
export const SectionArea = screen(() =>
  import(/* webpackChunkName: "signed-in-section-area" */ '../screens/section-area').then((m) => m.SectionArea),
);

/** The portal's route tree (docs/architecture.md «Поведение клиента»); remotes own everything under /nd and /admin. */
export const appRoutes: RouteObject[] = [
  {
    element: <ScrollToTop />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: SIGNED_OUT_PATHS.login, element: <LoginScreen /> },
      { path: SIGNED_OUT_PATHS.forget, element: <PasswordForgetScreen /> },
      { path: SIGNED_OUT_PATHS.reset, element: <PasswordResetScreen /> },
      {
        element: <AppLayout />,
        children: [
          {
            element: <RequireAuth />,
            children: [
              {
                index: true,
                element: (
                  <WithAllRemotes usable>
                    <HomeScreen />
                  </WithAllRemotes>
                ),
              },
              { path: '/password', element: <PasswordChangeScreen /> },
              {
                path: '/settings',
                element: (
                  <WithAllRemotes>
                    <SettingsScreen />
                  </WithAllRemotes>
                ),
              },
              { path: `${REMOTE_SECTIONS.permits.basePath}/*`, element: <SectionArea section="permits" /> },
              { path: `${REMOTE_SECTIONS.admin.basePath}/*`, element: <SectionArea section="admin" /> },
            ],
          },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];
