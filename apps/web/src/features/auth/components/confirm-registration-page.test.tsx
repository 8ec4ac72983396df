import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi } from '../../../test/server';
import { renderRoute } from '../../../test/utils';
import { linkExpired, signedIn } from '../test/handlers';

const KEY = 'k'.repeat(43);
const texts = {
  de: {
    already: 'Deine E-Mail-Adresse ist bereits bestätigt. Bitte melde dich an.',
    alreadyTitle: 'Deine E-Mail-Adresse ist bereits bestätigt',
    signIn: 'Zur Anmeldung',
    invalidTitle: 'Dieser Link ist ungültig',
    restart: 'Registrierung neu starten',
    expiredTitle: 'Dieser Link ist nicht mehr gültig',
  },
  en: {
    already: 'Your email address is already confirmed. Please sign in.',
    alreadyTitle: 'Your email address is already confirmed',
    signIn: 'Go to sign in',
    invalidTitle: 'This link is not valid',
    restart: 'Restart registration',
    expiredTitle: 'This link is no longer valid',
  },
} as const;

describe.each(['de', 'en'] as const)('confirm registration (%s)', (language) => {
  const x = texts[language];

  it('a link used again for a confirmed account says so and leads to sign-in', async () => {
    mockApi({
      'POST /auth/confirm-registration': fail(409, { success: false, code: 'ALREADY_CONFIRMED', message: x.already }),
    });
    const user = userEvent.setup();
    const { router } = await renderRoute(`/auth/confirm-registration?key=${KEY}`, { language });
    // The loading line is a status too; the answer replaces it.
    const notice = (await screen.findByText(x.alreadyTitle)).closest<HTMLElement>('[role="status"]')!;
    expect(notice).toHaveTextContent(x.already);
    expect(screen.queryByText(/registriere dich erneut|register again/)).not.toBeInTheDocument();
    await user.click(within(notice).getByRole('link', { name: x.signIn }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it.each([
    ['an unknown key (400 LINK_INVALID)', { code: 'LINK_INVALID', message: 'x' }],
    [
      'a malformed key (400 VALIDATION_FAILED)',
      { code: 'VALIDATION_FAILED', message: 'x', fieldErrors: { key: 'invalid' } },
    ],
  ])('%s says the link is not valid, not "check your input"', async (_, failure) => {
    mockApi({ 'POST /auth/confirm-registration': fail(400, { success: false, ...failure }) });
    await renderRoute(`/auth/confirm-registration?key=${KEY}`, { language });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(x.invalidTitle);
    expect(alert).not.toHaveTextContent(/Bitte prüfe deine Eingaben|Please check your input/);
    expect(within(alert).getByRole('link', { name: x.restart })).toHaveAttribute('href', '/auth/signup');
  });

  it('a link without a key is not valid either', async () => {
    const api = mockApi({ 'POST /auth/confirm-registration': signedIn() });
    await renderRoute('/auth/confirm-registration', { language });
    expect(await screen.findByRole('alert')).toHaveTextContent(x.invalidTitle);
    expect(api.calls()).toHaveLength(0);
  });

  it('an expired link (410) asks to register again', async () => {
    mockApi({ 'POST /auth/confirm-registration': linkExpired('x') });
    await renderRoute(`/auth/confirm-registration?key=${KEY}`, { language });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(x.expiredTitle);
    expect(within(alert).getByRole('link', { name: x.restart })).toBeInTheDocument();
  });
});
