/** Defect 1: offline-ready is a passing toast; the reload prompt stays until answered and covers nothing. */
import type { ReactElement } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pwaEvents, pwaRegistrations } from '../../test/pwa-register-mock';
import { PwaPrompt } from './pwa-prompt';
import { Toasts } from './toaster';

/** Renders the prompts and waits until they registered the service worker (once the browser is idle). */
async function renderRegistered(ui: ReactElement) {
  const before = pwaRegistrations.count;
  const result = render(ui);
  expect(pwaRegistrations.count).toBe(before);
  await waitFor(() => expect(pwaRegistrations.count).toBe(before + 1));
  return result;
}

describe('PwaPrompt', () => {
  it('registers the service worker after the first paint and shows nothing until it reports', async () => {
    await renderRegistered(<PwaPrompt />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByText(/offline/i)).not.toBeInTheDocument();
  });

  it('announces offline readiness as a toast, not as a box', async () => {
    await renderRegistered(
      <>
        <Toasts />
        <PwaPrompt />
      </>,
    );
    act(() => pwaEvents.offlineReady());
    expect(
      await screen.findByText('Das Dashboard funktioniert ab jetzt auch ohne Internetverbindung.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'App-Aktualisierung' })).not.toBeInTheDocument();
  });

  it('keeps the reload prompt until it is answered, in the page flow', async () => {
    const user = userEvent.setup();
    await renderRegistered(<PwaPrompt />);
    act(() => pwaEvents.needRefresh());
    const bar = await screen.findByRole('region', { name: 'App-Aktualisierung' });
    expect(bar).toHaveClass('pwa-bar');
    expect(bar).toHaveTextContent('Eine neue Version ist verfügbar.');
    await user.click(screen.getByRole('button', { name: 'Später' }));
    expect(screen.queryByRole('region', { name: 'App-Aktualisierung' })).not.toBeInTheDocument();
  });
});
