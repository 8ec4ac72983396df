/**
 * Start-up (seed §1, DESIGN §7): run the plugins in order — a failing one is logged as
 * 'Error while loading plugin <name>' and the rest still run — then wait for the router's
 * first navigation, restore server-provided initial state, and mount.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { routerReady, type AppRouter } from './router';

export interface StartupPlugin {
  name: string;
  run: () => void | Promise<void>;
}

declare global {
  interface Window {
    /** A dehydrated TanStack Query cache the server may embed into the page. */
    __INITIAL_STATE__?: DehydratedState;
  }
}

export async function runPlugins(plugins: StartupPlugin[]) {
  for (const plugin of plugins) {
    try {
      await plugin.run();
    } catch (error) {
      console.error('Error while loading plugin', plugin.name);
      console.error(error);
    }
  }
}

export function restoreInitialState(queryClient: QueryClient) {
  const state = window.__INITIAL_STATE__;
  if (!state) return;
  try {
    hydrate(queryClient, state);
  } catch (error) {
    console.error('Could not restore the initial state', error);
  } finally {
    delete window.__INITIAL_STATE__;
  }
}

export interface StartOptions {
  plugins: StartupPlugin[];
  createRouter: () => AppRouter;
  queryClient: QueryClient;
  container: HTMLElement;
}

export async function startApp({ plugins, createRouter, queryClient, container }: StartOptions): Promise<Root> {
  await runPlugins(plugins);
  const router = createRouter();
  await routerReady(router);
  restoreInitialState(queryClient);
  const root = createRoot(container);
  // A transition renders concurrently: React yields to the browser every few milliseconds, so the
  // first screen's render is many short tasks instead of one long one that blocks input.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
  return root;
}
