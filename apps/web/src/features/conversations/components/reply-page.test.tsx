import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/utils';
import { pwaRegistrations } from '../../../test/pwa-register-mock';
import { mockApi } from '../../../test/server';

const KEY = 'k'.repeat(43);
const texts = {
  sent: 'Vielen Dank! Ihre Antwort wurde übermittelt.',
  invalidLink: {
    de: 'Dieser Antwort-Link ist nicht mehr gültig. Bitte antworten Sie über den Link in der neuesten E-Mail.',
    en: 'This reply link is no longer valid. Please answer through the link in the latest email.',
  },
};
const context = {
  success: true,
  reply: {
    firstName: 'Lena',
    providerName: 'Volkshochschule am See',
    seminarTitle: 'Rhetorik für Führungskräfte',
    message: { text: 'Ja, es gibt noch Plätze.', createdAt: '2026-11-22T14:00:00.000Z' },
    language: 'de',
  },
};

describe('public reply page', () => {
  it('is a marketplace page: its header and title, no dashboard name, no service worker', async () => {
    mockApi({ 'POST /public/replies/lookup': { body: context } });
    const before = pwaRegistrations.count;
    await renderRoute(`/reply?key=${KEY}`);
    expect(await screen.findByText('Rhetorik für Führungskräfte')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bildungsurlaub-Marktplatz' })).toHaveAttribute('href', '/marketplace');
    expect(screen.queryByText('Anbieter-Dashboard')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Antworten – Bildungsurlaub-Marktplatz'));
    expect(pwaRegistrations.count).toBe(before);
  });

  it('shows the seminar and the provider message, and sends the answer without a session', async () => {
    const api = mockApi({
      'POST /public/replies/lookup': { body: context },
      'POST /public/replies': { status: 201, body: { success: true } },
    });
    const user = userEvent.setup();
    await renderRoute(`/reply?key=${KEY}`);
    expect(await screen.findByText('Rhetorik für Führungskräfte')).toBeInTheDocument();
    expect(screen.getByText('Ja, es gibt noch Plätze.')).toBeInTheDocument();
    expect(screen.getByText('Nachricht von Volkshochschule am See am 22.11.2026 15:00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Antwort senden' }));
    expect(await screen.findByText('Bitte schreibe eine Nachricht.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Ihre Antwort' }), 'Dann melde ich mich an.');
    await user.click(screen.getByRole('button', { name: 'Antwort senden' }));
    expect(await screen.findByText(texts.sent)).toBeInTheDocument();
    const calls = api.calls();
    expect(calls.at(-1)!.url.pathname).toBe('/api/public/replies');
    expect(calls.at(-1)!.body).toEqual({
      key: KEY,
      text: 'Dann melde ich mich an.',
    });
  });

  it.each([
    ['forged', 404, 'NOT_FOUND'],
    ['used', 410, 'LINK_EXPIRED'],
  ])('says clearly that a %s link is invalid', async (_kind, status, code) => {
    mockApi({ 'POST /public/replies/lookup': { status, body: { success: false, code, message: 'x' } } });
    await renderRoute(`/reply?key=${KEY}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.invalidLink.de);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says so when the link was used meanwhile, in English too', async () => {
    mockApi({
      'POST /public/replies/lookup': { body: { ...context, reply: { ...context.reply, language: 'en' } } },
      'POST /public/replies': { status: 410, body: { success: false, code: 'LINK_EXPIRED', message: 'x' } },
    });
    const user = userEvent.setup();
    await renderRoute(`/reply?key=${KEY}`, { language: 'en' });
    await user.type(await screen.findByRole('textbox', { name: 'Your answer' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.invalidLink.en);
  });

  it.each([
    [
      'de',
      'Hallo Lena, hier können Sie Bildungswerk Nord e. V. antworten.',
      'Hallo Lena, hier können Sie Nordsee Akademie antworten.',
    ],
    [
      'en',
      'Hello Lena, here you can answer Bildungswerk Nord e. V.',
      'Hello Lena, here you can answer Nordsee Akademie.',
    ],
  ] as const)(
    'ends the greeting with one period after a provider called "… e. V." (%s)',
    async (language, withPeriod, plain) => {
      for (const [providerName, text] of [
        ['Bildungswerk Nord e. V.', withPeriod],
        ['Nordsee Akademie', plain],
      ] as const) {
        mockApi({
          'POST /public/replies/lookup': { body: { ...context, reply: { ...context.reply, providerName, language } } },
        });
        const { unmount } = await renderRoute(`/reply?key=${KEY}`, { language });
        expect(await screen.findByText(text)).toBeInTheDocument();
        unmount();
      }
    },
  );

  it('needs a key', async () => {
    const api = mockApi({});
    await renderRoute('/reply');
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.invalidLink.de);
    await waitFor(() => expect(api.calls()).toHaveLength(0));
  });

  it('puts a server error of the answer at its field, focused', async () => {
    mockApi({
      'POST /public/replies/lookup': { body: context },
      'POST /public/replies': {
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION_FAILED',
          message: 'Bitte prüfe deine Eingaben.',
          fieldErrors: { text: 'invalid' },
        },
      },
    });
    const user = userEvent.setup();
    await renderRoute(`/reply?key=${KEY}`);
    const answer = await screen.findByRole('textbox', { name: 'Ihre Antwort' });
    await user.type(answer, 'Hallo');
    await user.click(screen.getByRole('button', { name: 'Antwort senden' }));
    await waitFor(() => expect(answer).toHaveAccessibleDescription('Dieser Wert ist ungültig.'));
    expect(answer).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the link is invalid when the server rejects the key, not silently nothing', async () => {
    mockApi({
      'POST /public/replies/lookup': { body: context },
      'POST /public/replies': {
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION_FAILED',
          message: 'Bitte prüfe deine Eingaben.',
          fieldErrors: { key: 'invalid' },
        },
      },
    });
    const user = userEvent.setup();
    await renderRoute(`/reply?key=${KEY}`);
    await user.type(await screen.findByRole('textbox', { name: 'Ihre Antwort' }), 'Hallo');
    await user.click(screen.getByRole('button', { name: 'Antwort senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.invalidLink.de);
  });

  it('shows a failure that names no field above the form and keeps the answer', async () => {
    mockApi({
      'POST /public/replies/lookup': { body: context },
      'POST /public/replies': [
        {
          status: 429,
          body: {
            success: false,
            code: 'RATE_LIMITED',
            message: 'Bitte warte ein paar Sekunden, bevor du es erneut versuchst.',
          },
        },
        { status: 201, body: { success: true } },
      ],
    });
    const user = userEvent.setup();
    await renderRoute(`/reply?key=${KEY}`);
    const answer = await screen.findByRole('textbox', { name: 'Ihre Antwort' });
    await user.type(answer, 'Hallo');
    await user.click(screen.getByRole('button', { name: 'Antwort senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte warte ein paar Sekunden');
    expect(answer).toHaveValue('Hallo');
    await user.click(screen.getByRole('button', { name: 'Antwort senden' }));
    expect(await screen.findByText(texts.sent)).toBeInTheDocument();
  });
});
