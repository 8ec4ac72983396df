import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/server';
import { renderRoute } from '../../../test/utils';
import { linkExpired, ok } from '../test/handlers';

const KEY = 'k'.repeat(32);
const texts = {
  de: {
    password: 'Neues Passwort',
    confirmation: 'Passwort wiederholen',
    submit: 'Passwort speichern',
    mismatch: 'Die Passwörter stimmen nicht überein',
    short: 'Dein Passwort sollte mindestens 6 Zeichen enthalten',
    invalid: 'Dieser Link ist nicht mehr gültig',
    requestNew: 'Neuen Link anfordern',
    login: 'Anmelden',
    success: 'Dein Passwort wurde geändert. Bitte melde dich an.',
  },
  en: {
    password: 'New password',
    confirmation: 'Repeat password',
    submit: 'Save password',
    mismatch: 'Passwords do not match',
    short: 'Your password should contain at least 6 characters',
    invalid: 'This link is no longer valid',
    requestNew: 'Request a new link',
    login: 'Sign in',
    success: 'Your password has been changed. Please sign in.',
  },
} as const;

describe.each(['de', 'en'] as const)('reset password (%s)', (language) => {
  const x = texts[language];

  it('says when the passwords do not match or are too short', async () => {
    const api = mockApi({ 'POST /auth/reset-password': ok() });
    const user = userEvent.setup();
    await renderRoute(`/auth/reset-password?key=${KEY}`, { language });
    await user.type(await screen.findByLabelText(x.password), 'abc');
    await user.type(screen.getByLabelText(x.confirmation), 'abd');
    await user.click(screen.getByRole('button', { name: x.submit }));
    await waitFor(() => expect(screen.getByLabelText(x.password)).toHaveAccessibleDescription(x.short));

    await user.clear(screen.getByLabelText(x.password));
    await user.type(screen.getByLabelText(x.password), 'abcdefg');
    await user.click(screen.getByRole('button', { name: x.submit }));
    await waitFor(() => expect(screen.getByLabelText(x.confirmation)).toHaveAccessibleDescription(x.mismatch));
    expect(screen.getByLabelText(x.confirmation)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls()).toHaveLength(0);
  });

  it('shows the invalid-link text on 410', async () => {
    mockApi({ 'POST /auth/reset-password': linkExpired(x.invalid) });
    const user = userEvent.setup();
    await renderRoute(`/auth/reset-password?key=${KEY}`, { language });
    await user.type(await screen.findByLabelText(x.password), 'abcdefg');
    await user.type(screen.getByLabelText(x.confirmation), 'abcdefg');
    await user.click(screen.getByRole('button', { name: x.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(x.invalid);
    expect(screen.getByRole('link', { name: x.requestNew })).toHaveAttribute('href', '/auth/request-password-reset');
  });

  it('saves the new password and goes to the login page', async () => {
    const api = mockApi({ 'POST /auth/reset-password': ok() });
    const user = userEvent.setup();
    const { router } = await renderRoute(`/auth/reset-password?key=${KEY}`, { language });
    await user.type(await screen.findByLabelText(x.password), 'abcdefg');
    await user.type(screen.getByLabelText(x.confirmation), 'abcdefg');
    await user.click(screen.getByRole('button', { name: x.submit }));
    expect(await screen.findByRole('heading', { name: x.login })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(api.body('POST /auth/reset-password')).toEqual({
      key: KEY,
      password: 'abcdefg',
      passwordConfirmation: 'abcdefg',
    });
    expect(await screen.findByText(x.success)).toBeInTheDocument();
  });

  it('shows the invalid-link text without a key', async () => {
    await renderRoute('/auth/reset-password', { language });
    expect(await screen.findByRole('alert')).toHaveTextContent(x.invalid);
  });
});
