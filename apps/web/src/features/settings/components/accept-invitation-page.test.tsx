import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../../lib/session';
import { mockApi } from '../../../test/server';
import { anna, renderRoute } from '../../../test/utils';

const KEY = 'k'.repeat(40);

describe('accept invitation', () => {
  it('sets the password, signs the member in and opens the dashboard', async () => {
    const api = mockApi({
      'POST /auth/accept-invitation': {
        body: {
          success: true,
          token: 'new-token',
          userId: 'u9',
          user: { ...anna, id: 'u9', firstName: 'Mia', role: 'member' },
        },
      },
    });
    const user = userEvent.setup();
    const { router } = await renderRoute(`/auth/accept-invitation?key=${KEY}`);
    await user.type(await screen.findByLabelText('Neues Passwort'), 'Mitglied-26');
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'Mitglied-2');
    await user.click(screen.getByRole('button', { name: 'Passwort festlegen und beitreten' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Neues Passwort wiederholen')).toHaveAccessibleDescription(
        'Die Passwörter stimmen nicht überein',
      ),
    );
    expect(api.calls()).toHaveLength(0);

    await user.clear(screen.getByLabelText('Neues Passwort wiederholen'));
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'Mitglied-26');
    await user.click(screen.getByRole('button', { name: 'Passwort festlegen und beitreten' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.body('POST /auth/accept-invitation')).toEqual({
      key: KEY,
      password: 'Mitglied-26',
      passwordConfirmation: 'Mitglied-26',
    });
    expect(getSession()).toMatchObject({ token: 'new-token', userId: 'u9' });
  });

  it.each([
    ['a used or expired link', `/auth/accept-invitation?key=${KEY}`, true],
    ['no key', '/auth/accept-invitation', false],
  ])('says the link is invalid for %s', async (_name, path, submit) => {
    mockApi({
      'POST /auth/accept-invitation': {
        status: 410,
        body: { success: false, code: 'LINK_EXPIRED', message: 'Dieser Link ist nicht mehr gültig.' },
      },
    });
    const user = userEvent.setup();
    await renderRoute(path);
    if (submit) {
      await user.type(await screen.findByLabelText('Neues Passwort'), 'Mitglied-26');
      await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'Mitglied-26');
      await user.click(screen.getByRole('button', { name: 'Passwort festlegen und beitreten' }));
    }
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Einladungslink ist nicht mehr gültig');
  });

  it('marks a password the server refuses and shows a failure for any other field instead of dropping it', async () => {
    mockApi({
      'POST /auth/accept-invitation': [
        {
          status: 400,
          body: {
            success: false,
            code: 'VALIDATION_FAILED',
            message: 'Bitte prüfe deine Eingaben.',
            fieldErrors: { password: 'passwordTooCommon' },
          },
        },
        {
          status: 400,
          body: {
            success: false,
            code: 'VALIDATION_FAILED',
            message: 'Bitte prüfe deine Eingaben.',
            fieldErrors: { language: 'invalidLanguage' },
          },
        },
      ],
    });
    const user = userEvent.setup();
    await renderRoute(`/auth/accept-invitation?key=${KEY}`);
    const password = await screen.findByLabelText('Neues Passwort');
    await user.type(password, 'Mitglied-26');
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'Mitglied-26');
    await user.click(screen.getByRole('button', { name: 'Passwort festlegen und beitreten' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(expect.stringContaining('Dieses Passwort ist zu verbreitet.')),
    );
    expect(password).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Passwort festlegen und beitreten' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte prüfe deine Eingaben.');
    expect(screen.getByLabelText('Neues Passwort')).toBeInTheDocument();
  });
});
