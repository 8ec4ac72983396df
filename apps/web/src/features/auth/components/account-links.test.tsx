/** Confirm-registration, verify-email and request-reset screens. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../../lib/session';
import { fail, mockApi } from '../../../test/server';
import { renderRoute } from '../../../test/utils';
import { linkExpired, ok, signedIn } from '../test/handlers';

const KEY = 'c'.repeat(32);

describe('confirm registration', () => {
  it.each([
    ['de', 'Dieser Link ist nicht mehr gültig', 'Registrierung neu starten'],
    ['en', 'This link is no longer valid', 'Restart registration'],
  ] as const)('(%s) asks to register again when the link expired', async (language, text, restart) => {
    mockApi({ 'POST /auth/confirm-registration': linkExpired(text) });
    await renderRoute(`/auth/confirm-registration?key=${KEY}`, { language });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: restart })).toHaveAttribute('href', '/auth/signup');
  });

  it('confirms once, stores the session and opens the dashboard', async () => {
    const api = mockApi({ 'POST /auth/confirm-registration': signedIn() });
    const { router } = await renderRoute(`/auth/confirm-registration?key=${KEY}`);
    expect(await screen.findByRole('heading', { name: 'Willkommen, Anna' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    // The overview loads its cards too; the confirmation itself is sent exactly once.
    expect(api.calls('POST /auth/confirm-registration')).toHaveLength(1);
    expect(api.body('POST /auth/confirm-registration')).toEqual({ key: KEY });
    expect(getSession().token).toBe('tok');
  });
});

describe('verify email', () => {
  it('resends the mail and shows the rate-limit message from the server', async () => {
    const api = mockApi({
      'POST /auth/resend-verification': [
        ok(),
        fail(429, { success: false, code: 'RATE_LIMITED', message: 'Please wait a few seconds before trying again.' }),
      ],
    });
    const user = userEvent.setup();
    await renderRoute('/auth/verify-email?email=anna%40example.org', { language: 'en' });
    expect(await screen.findByText(/anna@example\.org/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send email again' }));
    expect(await screen.findByText('We have sent the email again.')).toBeInTheDocument();
    expect(api.body('POST /auth/resend-verification')).toEqual({ email: 'anna@example.org' });
    await user.click(screen.getByRole('button', { name: 'Send email again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait a few seconds before trying again.');
  });
});

describe('request password reset', () => {
  it.each([
    [
      'de',
      'E-Mail-Adresse',
      'Link anfordern',
      'Falls ein Konto mit dieser Adresse existiert, haben wir dir einen Link geschickt.',
    ],
    ['en', 'Email address', 'Request link', 'If an account exists for this address, we have sent a link'],
  ] as const)('(%s) confirms without revealing the account', async (language, label, submit, success) => {
    mockApi({ 'POST /auth/request-password-reset': ok() });
    const user = userEvent.setup();
    await renderRoute('/auth/request-password-reset', { language });
    await user.type(await screen.findByRole('textbox', { name: label }), 'anna@example.org');
    await user.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText(success)).toBeInTheDocument();
  });

  it.each([
    ['de', 'E-Mail-Adresse', 'Link anfordern', 'Vorgang fehlgeschlagen'],
    ['en', 'Email address', 'Request link', 'Operation failed'],
  ] as const)('(%s) says when it failed', async (language, label, submit, failed) => {
    mockApi({ 'POST /auth/request-password-reset': fail(500, { success: false, code: 'INTERNAL', message: 'x' }) });
    const user = userEvent.setup();
    await renderRoute('/auth/request-password-reset', { language });
    await user.type(await screen.findByRole('textbox', { name: label }), 'anna@example.org');
    await user.click(screen.getByRole('button', { name: submit }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(failed));
  });
});
