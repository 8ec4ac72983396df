import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sharedMessages } from '@bu/contracts';
import { renderRoute, signIn } from '../../../test/utils';
import { mockApi } from '../../../test/server';
import { sampleLead, seminarOne, seminarsAnswer, seminarTwo, unreadAnswer } from '../../../test/lead-fixtures';

const texts = {
  de: {
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail-Adresse',
    submit: 'Lead anlegen',
    choose: 'Seminar auswählen',
    dialog: 'Seminar auswählen',
    search: 'Seminar suchen',
    created: 'Lead angelegt',
  },
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email address',
    submit: 'Add lead',
    choose: 'Choose seminar',
    dialog: 'Choose seminar',
    search: 'Search seminars',
    created: 'Lead created',
  },
} as const;

describe.each(['de', 'en'] as const)('lead form (%s)', (language) => {
  const x = texts[language];
  const v = sharedMessages[language].validation;

  it('names every missing required field and sends nothing', async () => {
    signIn();
    const api = mockApi({ 'GET /leads/unread-count': unreadAnswer });
    const user = userEvent.setup();
    await renderRoute('/leads/new', { language });
    await user.click(await screen.findByRole('button', { name: x.submit }));

    for (const name of [x.firstName, x.lastName, x.email]) {
      const field = screen.getByRole('textbox', { name });
      await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
      expect(field).toHaveAccessibleDescription(v.required);
    }
    expect(screen.getByRole('button', { name: x.choose })).toHaveAccessibleDescription(
      expect.stringContaining(v.leadSeminarInvalid),
    );
    expect(api.calls('POST /leads').map((call) => call.url)).toHaveLength(0);
  });

  it('refuses an invalid email address', async () => {
    signIn();
    const api = mockApi({ 'GET /leads/unread-count': unreadAnswer });
    const user = userEvent.setup();
    await renderRoute('/leads/new', { language });
    await user.type(await screen.findByRole('textbox', { name: x.firstName }), 'Lena');
    await user.type(screen.getByRole('textbox', { name: x.lastName }), 'Vogel');
    await user.type(screen.getByRole('textbox', { name: x.email }), 'lena@');
    await user.click(screen.getByRole('button', { name: x.submit }));
    const email = screen.getByRole('textbox', { name: x.email });
    await waitFor(() => expect(email).toHaveAccessibleDescription(v.invalidEmail));
    expect(screen.getByRole('textbox', { name: x.firstName })).not.toHaveAttribute('aria-invalid');
    expect(api.calls('POST /leads').map((call) => call.url)).toHaveLength(0);
  });

  it('chooses the seminar in the picker by keyboard and creates the lead', async () => {
    signIn();
    const created = sampleLead({ unread: false, source: 'manual', seminarId: seminarTwo.id });
    const api = mockApi({
      'GET /leads/unread-count': unreadAnswer,
      'GET /seminars': (url) =>
        seminarsAnswer(url.searchParams.get('q') === 'klima' ? [seminarTwo] : [seminarOne, seminarTwo]),
      'POST /leads': { status: 201, body: { success: true, lead: created } },
      'GET /leads/:id': {
        body: {
          success: true,
          lead: created,
          seminar: null,
          capacity: null,
          attendance: [],
          documents: [],
          events: [],
          conversation: null,
          owners: [],
        },
      },
    });
    const user = userEvent.setup();
    const { router } = await renderRoute('/leads/new', { language });
    await user.type(await screen.findByRole('textbox', { name: x.firstName }), 'Lena');
    await user.type(screen.getByRole('textbox', { name: x.lastName }), 'Vogel');
    await user.type(screen.getByRole('textbox', { name: x.email }), 'Lena@Example.org');

    await user.click(screen.getByRole('button', { name: x.choose }));
    const dialog = await screen.findByRole('dialog', { name: x.dialog });
    const search = within(dialog).getByRole('combobox', { name: x.search });
    expect(search).toHaveFocus();
    expect(await within(dialog).findAllByRole('option')).toHaveLength(2);

    await user.type(search, 'klima');
    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(1));
    expect(
      api
        .calls('GET /seminars')
        .map((call) => call.url)
        .at(-1)!
        .searchParams.get('q'),
    ).toBe('klima');
    expect(
      api
        .calls('GET /seminars')
        .map((call) => call.url)
        .at(-1)!
        .searchParams.get('contactRequest'),
    ).toBe('1');
    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('option', { name: new RegExp(seminarTwo.title) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(seminarTwo.title)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: x.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/leads/${created.id}`));
    const [post] = api.calls().filter((call) => call.method === 'POST');
    expect(post!.body).toMatchObject({
      firstName: 'Lena',
      lastName: 'Vogel',
      email: 'lena@example.org',
      seminarId: seminarTwo.id,
      stage: 'new',
    });
    expect(await screen.findByText(x.created)).toBeInTheDocument();
  });
});

describe('seminar picker', () => {
  it('closes with Escape without choosing', async () => {
    signIn();
    mockApi({ 'GET /leads/unread-count': unreadAnswer, 'GET /seminars': seminarsAnswer() });
    const user = userEvent.setup();
    await renderRoute('/leads/new');
    await user.click(await screen.findByRole('button', { name: 'Seminar auswählen' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Noch kein Seminar gewählt')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Seminar auswählen' })).toHaveFocus());
  });
});
