/** Public legal pages: terms of use and privacy policy. */
import type { RouteObject } from 'react-router';

export const legalRoutes: RouteObject[] = [
  {
    path: 'terms',
    handle: { titleKey: 'legal.terms.title' },
    lazy: () => import('./legal-page').then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: 'privacy',
    handle: { titleKey: 'legal.privacy.title' },
    lazy: () => import('./legal-page').then((m) => ({ Component: m.PrivacyPage })),
  },
];
