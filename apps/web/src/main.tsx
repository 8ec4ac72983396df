/** Entry point: styles, then the start-up sequence of app/startup.tsx. */
import './styles.css';
import { defaultPlugins } from './app/plugins';
import { createAppRouter, prefetchFirstScreen } from './app/router';
import { startApp } from './app/startup';
import { preloadTexts } from './lib/i18n';
import { queryClient } from './lib/query-client';

const container = document.getElementById('root');
if (container) {
  // The texts (beyond the sign-in screens, all of them) and the first screen's code load while
  // the plugins run (only fetched, not run early).
  preloadTexts(undefined, { features: !window.location.pathname.startsWith('/auth/') });
  prefetchFirstScreen(window.location);
  void startApp({ plugins: defaultPlugins, createRouter: createAppRouter, queryClient, container });
}
