/** Entry point: styles, then the start-up sequence of app/startup.tsx. */
import './styles.css';
import { defaultPlugins } from './app/plugins';
import { createAppRouter } from './app/router';
import { startApp } from './app/startup';
import { queryClient } from './lib/query-client';

const container = document.getElementById('root');
if (container) {
  void startApp({ plugins: defaultPlugins, createRouter: createAppRouter, queryClient, container });
}
