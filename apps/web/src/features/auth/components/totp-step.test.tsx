/** The second sign-in step: TOTP_REQUIRED asks for a code, a wrong one is shown, a recovery code works too. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sharedMessages } from '@bu/contracts';
import { getSession } from '../../../lib/session';
import { fail, mockApi } from '../../../test/server';
import { renderRoute } from '../../../test/utils';
import { signedIn } from '../test/handlers';

const required = fail(401, { success: false, code: 'TOTP_REQUIRED', message: sharedMessages.de.errors.TOTP_REQUIRED });
const invalid = fail(401, { success: false, code: 'TOTP_INVALID', message: sharedMessages.de.errors.TOTP_INVALID });

async function passwordStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'E-Mail-Adresse' }), 'anna@example.org');
  await user.type(screen.getByLabelText('Passwort'), 'secret-pw');
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
  await screen.findByRole('heading', { name: 'Bestätige deine Anmeldung' });
}

describe('two-factor sign-in step', () => {
  it('asks for the code after the password and signs in with it', async () => {
    const api = mockApi({ 'POST /auth/login': [required, invalid, signedIn()] });
    const user = userEvent.setup();
    const { router } = await renderRoute('/auth/login');
    await passwordStep(user);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Code aus der App' }), '123 456');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(sharedMessages.de.errors.TOTP_INVALID);
    expect(api.body('POST /auth/login', 1)).toEqual({
      email: 'anna@example.org',
      password: 'secret-pw',
      totp: '123456',
    });

    await user.clear(screen.getByRole('textbox', { name: 'Code aus der App' }));
    await user.type(screen.getByRole('textbox', { name: 'Code aus der App' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getSession().token).toBe('tok');
  });

  it('takes a recovery code instead', async () => {
    const api = mockApi({ 'POST /auth/login': [required, signedIn()] });
    const user = userEvent.setup();
    await renderRoute('/auth/login');
    await passwordStep(user);
    await user.click(screen.getByRole('button', { name: 'Stattdessen einen Wiederherstellungscode verwenden' }));
    await user.type(screen.getByRole('textbox', { name: 'Wiederherstellungscode' }), 'abcde-fghij');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(getSession().token).toBe('tok'));
    expect(api.body('POST /auth/login', 1)).toEqual({
      email: 'anna@example.org',
      password: 'secret-pw',
      recoveryCode: 'abcde-fghij',
    });
  });
});
