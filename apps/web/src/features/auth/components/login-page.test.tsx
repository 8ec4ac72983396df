import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sharedMessages } from '@bu/contracts';
import { getSession } from '../../../lib/session';
import { fail, mockApi } from '../../../test/server';
import { anna, renderRoute, signIn } from '../../../test/utils';
import { ok, signedIn, unauthorized } from '../test/handlers';

const texts = {
  de: { email: 'E-Mail-Adresse', password: 'Passwort', submit: 'Anmelden', greeting: 'Willkommen, Anna' },
  en: { email: 'Email address', password: 'Password', submit: 'Sign in', greeting: 'Welcome, Anna' },
} as const;

describe.each(['de', 'en'] as const)('login (%s)', (language) => {
  const x = texts[language];

  async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByRole('textbox', { name: x.email }), 'anna@example.org');
    await user.type(screen.getByLabelText(x.password), 'secret-pw');
    await user.click(screen.getByRole('button', { name: x.submit }));
  }

  it('shows the server error in an alert', async () => {
    const message = sharedMessages[language].errors.INVALID_CREDENTIALS;
    const api = mockApi({ 'POST /auth/login': fail(401, { success: false, code: 'INVALID_CREDENTIALS', message }) });
    const user = userEvent.setup();
    await renderRoute('/auth/login', { language });
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(api.body('POST /auth/login')).toEqual({ email: 'anna@example.org', password: 'secret-pw' });
    expect(api.calls('POST /auth/login')[0]!.headers.get('Accept-Language')).toBe(language);
    expect(getSession().token).toBe('');
  });

  it('validates before calling the server', async () => {
    const api = mockApi({ 'POST /auth/login': signedIn() });
    const user = userEvent.setup();
    await renderRoute('/auth/login', { language });
    await user.click(await screen.findByRole('button', { name: x.submit }));
    const email = screen.getByRole('textbox', { name: x.email });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(sharedMessages[language].validation.required);
    expect(api.calls()).toHaveLength(0);
  });

  it('signs in and follows the redirect parameter', async () => {
    mockApi({ 'POST /auth/login': signedIn({ ...anna, language }) });
    const user = userEvent.setup();
    const { router } = await renderRoute(`/auth/login?redirect=${encodeURIComponent('/app?x=1#top')}`, { language });
    await fillAndSubmit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getSession()).toMatchObject({ token: 'tok', userId: 'u1' });
    expect(localStorage.getItem('bu_auth_token')).toBe('tok');
    expect(localStorage.getItem('bu_user_id')).toBe('u1');
    expect(await screen.findByRole('heading', { name: x.greeting })).toBeInTheDocument();
  });

  it('ignores a redirect to another site', async () => {
    mockApi({ 'POST /auth/login': signedIn({ ...anna, language }) });
    const user = userEvent.setup();
    const { router } = await renderRoute('/auth/login?redirect=//evil.example/x', { language });
    await fillAndSubmit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('route guard', () => {
  it('sends a stranger to login with the full original path, and back after signing in', async () => {
    mockApi({ 'POST /auth/login': signedIn() });
    const user = userEvent.setup();
    const { router } = await renderRoute('/app?tab=past#section');
    await screen.findByRole('heading', { name: 'Anmelden' });
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/app?tab=past');
    await user.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'anna@example.org');
    await user.type(screen.getByLabelText('Passwort'), 'secret-pw');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    // /app itself redirects to the overview.
    expect(await screen.findByRole('heading', { name: 'Willkommen, Anna' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps the hash when the session ends on a page', async () => {
    signIn();
    const { router } = await renderRoute('/#intro');
    await screen.findByRole('heading', { name: 'Willkommen, Anna' });
    const { act } = await import('@testing-library/react');
    const { logout } = await import('../../../lib/session');
    act(() => logout());
    await screen.findByRole('heading', { name: 'Anmelden' });
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/#intro');
  });

  it('shows the dashboard with its labelled navigation to a signed-in user', async () => {
    signIn();
    await renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'Willkommen, Anna' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    // Features add their entries by `order`: overview first, seminars second, logout last.
    const items = [...nav.querySelectorAll('li')].map((li) => li.textContent);
    expect(items.slice(0, 2)).toEqual(['Übersicht', 'Seminare']);
    expect(items.at(-1)).toBe('Abmelden');
    expect(screen.getByRole('link', { name: 'Seminare' })).toHaveAttribute('href', '/seminars');
    expect(screen.getByRole('link', { name: 'Übersicht' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    // The sidebar's button and the phone top bar's icon button (CSS shows one of them).
    for (const link of screen.getAllByRole('link', { name: 'Neues Seminar' }))
      expect(link).toHaveAttribute('href', '/seminars/create');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    // The title follows the route once navigation has settled.
    await waitFor(() => expect(document.title).toBe('Übersicht – Anbieter-Dashboard'));
  });

  it('opens the navigation as a drawer from the menu button; Escape and a route change close it', async () => {
    signIn();
    const user = userEvent.setup();
    const { router } = await renderRoute('/');
    await screen.findByRole('heading', { name: 'Willkommen, Anna' });
    await user.click(screen.getByRole('button', { name: 'Navigation öffnen' }));
    let drawer = await screen.findByRole('dialog', { name: 'Menü' });
    expect(within(drawer).getByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menü' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Navigation öffnen' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Navigation öffnen' }));
    drawer = await screen.findByRole('dialog', { name: 'Menü' });
    await user.click(within(drawer).getByRole('link', { name: 'Orte' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/locations'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menü' })).not.toBeInTheDocument());
  });

  it('switches the language, sets <html lang> and saves it for a signed-in user', async () => {
    signIn();
    const api = mockApi({ 'PUT /me/language': ok() });
    const user = userEvent.setup();
    await renderRoute('/');
    await screen.findByRole('heading', { name: 'Willkommen, Anna' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sprache' }), 'en');
    expect(await screen.findByRole('heading', { name: 'Welcome, Anna' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('bu_language')).toBe('en');
    // The overview cards load as well; look at the language call only.
    await waitFor(() => expect(api.calls('PUT /me/language')).toHaveLength(1));
    expect(api.body('PUT /me/language')).toEqual({ language: 'en' });
  });

  it('logs out from the sidebar', async () => {
    signIn();
    const api = mockApi({ 'POST /auth/logout': ok() });
    const user = userEvent.setup();
    const { router } = await renderRoute('/');
    await user.click(await screen.findByRole('button', { name: 'Abmelden' }));
    await screen.findByRole('heading', { name: 'Anmelden' });
    expect(api.calls('POST /auth/logout')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(getSession().token).toBe('');
  });

  it('shows a 404 page for unknown paths', async () => {
    await renderRoute('/gibt-es-nicht');
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeInTheDocument();
  });

  it('returns to login with a redirect when an authenticated call gets 401', async () => {
    signIn();
    mockApi({ 'PUT /me/language': unauthorized() });
    const user = userEvent.setup();
    const { router } = await renderRoute('/');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sprache' }), 'de');
    await screen.findByRole('heading', { name: 'Anmelden' });
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(getSession().token).toBe('');
  });
});
