/** Entry point: the tokens and base styles, then the start-up sequence of app/startup.tsx. */
import './styles/tokens.css';
import './styles/base.css';
import { defaultPlugins } from './app/plugins';
import { createAppRouter, prefetchFirstScreen } from './app/router';
import { startApp } from './app/startup';
import { preloadTexts, startLanguage } from './lib/i18n';
import { warmUpIntl } from './lib/intl-warm-up';
import { queryClient } from './lib/query-client';

const container = document.getElementById('root');
if (container) {
  // The texts (beyond the sign-in screens, all of them) and the first screen's code and data load
  // while the plugins run (the code only fetched, not run early).
  const signInScreen = window.location.pathname.startsWith('/auth/');
  preloadTexts(undefined, { features: !signInScreen });
  // Each in a task of its own, while the app waits for its texts and the session check, so none
  // adds to the long start-up task (bench/RESULTS.md): the first screen (inserting its code's
  // preload links takes a while) and, beyond sign-in, the UI language's date and number data.
  setTimeout(() => prefetchFirstScreen(window.location, { queryClient }), 0);
  if (!signInScreen) warmUpIntl(startLanguage());
  void startApp({ plugins: defaultPlugins, createRouter: createAppRouter, queryClient, container });
}
