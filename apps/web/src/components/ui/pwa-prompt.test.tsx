/** Defect 1: offline-ready is a passing toast; the reload prompt stays until answered and covers nothing. */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pwaEvents } from '../../test/pwa-register-mock';
import { PwaPrompt } from './pwa-prompt';
import { Toasts } from './toaster';

describe('PwaPrompt', () => {
  it('shows nothing on a first visit until the service worker reports', () => {
    render(<PwaPrompt />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByText(/offline/i)).not.toBeInTheDocument();
  });

  it('announces offline readiness as a toast, not as a box', async () => {
    render(
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
    render(<PwaPrompt />);
    act(() => pwaEvents.needRefresh());
    const bar = await screen.findByRole('region', { name: 'App-Aktualisierung' });
    expect(bar).toHaveClass('pwa-bar');
    expect(bar).toHaveTextContent('Eine neue Version ist verfügbar.');
    await user.click(screen.getByRole('button', { name: 'Später' }));
    expect(screen.queryByRole('region', { name: 'App-Aktualisierung' })).not.toBeInTheDocument();
  });
});
