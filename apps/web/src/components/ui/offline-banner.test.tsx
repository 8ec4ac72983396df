/** Issue 26: offline, the app says so, shows no endless placeholders, and save buttons explain that saving needs a connection. */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { OfflineBanner } from './offline-banner';
import { SkeletonCard, SkeletonList } from './skeleton';
import { SubmitButton } from './submit-button';

function goOffline() {
  act(() => onlineManager.setOnline(false));
  onTestFinished(() => onlineManager.setOnline(true));
}

describe.each([
  ['de', 'Keine Internetverbindung', 'Verbindungsstatus', 'Speichern', 'noch nicht geladen'],
  ['en', 'No internet connection', 'Connection status', 'Save', 'not been loaded'],
] as const)('offline (%s)', (language, heading, label, save, notLoaded) => {
  it('shows the banner while offline and hides it when back online', async () => {
    await initI18n(language);
    render(<OfflineBanner />);
    expect(screen.queryByText(heading)).not.toBeInTheDocument();
    goOffline();
    expect(screen.getByRole('region', { name: label })).toHaveTextContent(heading);
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByRole('region', { name: label })).not.toBeInTheDocument();
  });

  it('makes save buttons inert and points them to the banner; the form is not sent', async () => {
    await initI18n(language);
    const submitted = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <>
        <OfflineBanner />
        <form onSubmit={submitted}>
          <SubmitButton pendingLabel="…">{save}</SubmitButton>
        </form>
      </>,
    );
    goOffline();
    const button = screen.getByRole('button', { name: save });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(expect.stringContaining(heading));
    await userEvent.click(button);
    expect(submitted).not.toHaveBeenCalled();
  });

  it('says that data never loaded is not available offline instead of loading forever', async () => {
    await initI18n(language);
    goOffline();
    render(
      <>
        <SkeletonList />
        <SkeletonCard label="…" />
      </>,
    );
    expect(screen.getAllByText(new RegExp(notLoaded))).toHaveLength(2);
  });
});
