/**
 * The route tree. Public account screens sit under /auth in the centered card layout;
 * every dashboard screen sits under the guarded layout (DESIGN §6: all dashboard routes
 * require sign-in, children included). A feature adds its routes by exporting a
 * `…Routes` array and spreading it into `dashboardRoutes` below.
 */
import { Navigate, type RouteObject } from 'react-router';
import { authRoutes } from '../features/auth';
import { boostsRoutes } from '../features/boosts';
import { conversationsRoutes, replyRoutes } from '../features/conversations';
import { leadsRoutes } from '../features/leads';
import { messageRulesRoutes, optOutRoutes } from '../features/message-rules';
import { webhooksRoutes } from '../features/webhooks';
import { legalRoutes } from '../features/legal';
import { overviewRoutes } from '../features/overview';
import { playgroundRoutes } from '../features/playground';
import { acceptInvitationRoute, settingsRoutes } from '../features/settings';
import { profileRoutes } from '../features/profile';
import { recognitionsRoutes } from '../features/recognitions';
import { locationsRoutes } from '../features/locations';
import { seminarsRoutes } from '../features/seminars';
import { statisticsRoutes } from '../features/statistics';
import { marketplaceFrame, marketplaceRoutes } from '../features/marketplace';
import { supportRoutes } from '../features/support';
import { featureTextsLoader } from '../lib/i18n';
import { AuthLayout } from './layouts/auth-layout';
import { RequireAuth, requireAuthLoader } from './layouts/require-auth';
import { RootLayout } from './layouts/root-layout';
import { RouteError, ScreenError } from './layouts/route-error';

const dashboardRoutes: RouteObject[] = [
  ...overviewRoutes,
  ...seminarsRoutes,
  ...boostsRoutes,
  ...locationsRoutes,
  ...profileRoutes,
  ...recognitionsRoutes,
  ...settingsRoutes,
  ...webhooksRoutes,
  ...leadsRoutes,
  ...messageRulesRoutes,
  ...conversationsRoutes,
  ...statisticsRoutes,
  ...supportRoutes,
  ...playgroundRoutes,
  { path: 'app', element: <Navigate to="/" replace /> },
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // Start-up mounts only after the first navigation, so nothing is ever shown here.
    HydrateFallback: () => null,
    children: [
      {
        path: 'auth',
        Component: AuthLayout,
        // The invitation page sits with the account screens, but belongs to the team (settings).
        children: [{ index: true, element: <Navigate to="login" replace /> }, ...authRoutes, acceptInvitationRoute],
      },
      {
        // Every screen beyond sign-in waits for the rest of the active language's texts.
        id: 'feature-texts',
        loader: featureTextsLoader,
        shouldRevalidate: () => false,
        children: [
          // Public pages outside the guard in the card layout of the account screens.
          { Component: AuthLayout, children: legalRoutes },
          // The participant's reply page and opt-out from rule mails belong to the marketplace: its
          // frame, no dashboard chrome.
          marketplaceFrame([...replyRoutes, ...optOutRoutes]),
          // The public marketplace (no sign-in), also the providers' preview of their listings.
          ...marketplaceRoutes,
          {
            id: 'dashboard',
            loader: requireAuthLoader,
            Component: RequireAuth,
            children: [
              {
                lazy: () => import('./layouts/dashboard-layout').then((m) => ({ Component: m.DashboardLayout })),
                // A screen that fails (its code not loaded offline) keeps the dashboard's frame around its message.
                children: [{ ErrorBoundary: ScreenError, children: dashboardRoutes }],
              },
            ],
          },
        ],
      },
      {
        path: '*',
        handle: { titleKey: 'titles.notFound' },
        lazy: () => import('./layouts/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];
