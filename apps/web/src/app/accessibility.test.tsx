/**
 * axe on the rendered screens (jsdom cannot compute colour contrast; the Playwright
 * journeys check that in Chromium). No serious or critical violations allowed.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderRoute, signIn } from '../test/utils';

async function seriousViolations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('accessibility', () => {
  it.each([
    ['/auth/login', 'Anmelden'],
    ['/auth/request-password-reset', 'Passwort vergessen'],
    ['/auth/reset-password?key=kkkkkkkkkkkkkkkkkkkkkkkk', 'Neues Passwort festlegen'],
    ['/gibt-es-nicht', 'Seite nicht gefunden'],
  ])('%s has no serious violations', async (path, heading) => {
    await renderRoute(path);
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(await seriousViolations()).toEqual([]);
  });

  it('the sign-up form with errors has no serious violations', async () => {
    const user = userEvent.setup();
    await renderRoute('/auth/signup');
    await user.click(await screen.findByRole('radio', { name: 'Ja' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.click(await screen.findByRole('button', { name: 'Konto anlegen' }));
    await screen.findAllByText('Dieses Feld ist erforderlich.');
    expect(await seriousViolations()).toEqual([]);
  });

  it('the dashboard has no serious violations', async () => {
    signIn();
    await renderRoute('/');
    await screen.findByRole('heading', { name: 'Willkommen, Anna' });
    expect(await seriousViolations()).toEqual([]);
  });
});
