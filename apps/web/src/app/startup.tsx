/**
 * Start-up (seed §1, DESIGN §7): run the plugins in order — a failing one is logged as
 * 'Error while loading plugin <name>' and the rest still run — then wait for the router's
 * first navigation, restore server-provided initial state, and mount.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { INITIAL_STATE_ELEMENT_ID } from '@bu/contracts';
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

/**
 * The query cache the server rendered the page with (entry-server.tsx): a JSON data block, since
 * the content security policy runs no inline script; `window.__INITIAL_STATE__` when something
 * set it before start-up.
 */
function initialState(): DehydratedState | undefined {
  if (window.__INITIAL_STATE__) return window.__INITIAL_STATE__;
  const block = document.getElementById(INITIAL_STATE_ELEMENT_ID);
  if (!block?.textContent) return undefined;
  block.remove();
  return JSON.parse(block.textContent) as DehydratedState;
}

function restoreInitialState(queryClient: QueryClient) {
  try {
    const state = initialState();
    if (state) hydrate(queryClient, state);
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
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // A transition renders concurrently: React yields to the browser every few milliseconds, so the
  // first screen's render — or a server-rendered page's hydration — is many short tasks instead
  // of one long one that blocks input (bench/RESULTS.md, Lighthouse's total blocking time).
  // A public page the server rendered (entry-server.tsx) is hydrated: React takes over its HTML
  // as it is. A missing page ('replace') is rendered anew, as it may be the provider's preview.
  if (container.dataset.ssr === 'hydrate') {
    let hydrated: Root | undefined;
    startTransition(() => {
      hydrated = hydrateRoot(container, app);
    });
    return hydrated!;
  }
  const root = createRoot(container);
  startTransition(() => {
    root.render(app);
  });
  return root;
}
