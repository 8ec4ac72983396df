/**
 * Public account routes, rendered inside the app's centered auth layout.
 * Each screen is its own lazy chunk so the login page stays light.
 */
import { redirect, type RouteObject } from 'react-router';
import { isLoggedIn } from '../../lib/session';
import { safeRedirect } from '../../lib/safe-redirect';

/** Signed-in users do not need the login or sign-up screens. */
function redirectIfSignedIn({ request }: { request: Request }) {
  if (!isLoggedIn()) return null;
  return redirect(safeRedirect(new URL(request.url).searchParams.get('redirect')));
}

export const authRoutes: RouteObject[] = [
  {
    path: 'login',
    handle: { titleKey: 'titles.login' },
    loader: redirectIfSignedIn,
    lazy: () => import('./components/login-page').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: 'signup',
    handle: { titleKey: 'titles.signup' },
    loader: redirectIfSignedIn,
    lazy: () => import('./components/signup-page').then((m) => ({ Component: m.SignupPage })),
  },
  {
    path: 'verify-email',
    handle: { titleKey: 'titles.verifyEmail' },
    lazy: () => import('./components/verify-email-page').then((m) => ({ Component: m.VerifyEmailPage })),
  },
  {
    path: 'confirm-registration',
    handle: { titleKey: 'titles.confirmRegistration' },
    lazy: () =>
      import('./components/confirm-registration-page').then((m) => ({ Component: m.ConfirmRegistrationPage })),
  },
  {
    path: 'request-password-reset',
    handle: { titleKey: 'titles.requestPasswordReset' },
    lazy: () =>
      import('./components/request-password-reset-page').then((m) => ({ Component: m.RequestPasswordResetPage })),
  },
  {
    path: 'reset-password',
    handle: { titleKey: 'titles.resetPassword' },
    lazy: () => import('./components/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    path: 'secure-account',
    handle: { titleKey: 'titles.secureAccount' },
    lazy: () => import('./components/secure-account-page').then((m) => ({ Component: m.SecureAccountPage })),
  },
];
