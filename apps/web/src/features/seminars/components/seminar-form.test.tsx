/** The seminar form: field messages of the shared rules in both languages, before anything is sent; server answers. */
import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { addDaysIso, formatDateInput, sharedMessages, todayIso } from '@bu/contracts';
import { renderRoute, signIn } from '../../../test/utils';
import {
  addAnswer,
  callsTo,
  hamburg,
  listResponse,
  noCosts,
  routeFetch,
  seminar,
  statusAnswer,
} from '../test/fixtures';

const x = {
  de: {
    title: 'Titel',
    start: 'Startdatum',
    end: 'Enddatum',
    price: 'Preis',
    priceType: 'Preisart',
    min: 'Mindestpreis',
    max: 'Höchstpreis',
    link: 'Direktlink zur Buchung',
    channel: 'Online und in der Broschüre',
    brochure: 'Text für die Broschüre',
    draft: 'Als Entwurf speichern',
    publish: 'Veröffentlichen',
    range: 'Preisspanne',
    category: 'Themenbereich',
    location: 'Veranstaltungsort',
    recognitions: 'Anerkennungen',
  },
  en: {
    title: 'Title',
    start: 'Start date',
    end: 'End date',
    price: 'Price',
    priceType: 'Price type',
    min: 'Minimum price',
    max: 'Maximum price',
    link: 'Direct booking link',
    channel: 'Online and in the brochure',
    brochure: 'Brochure text',
    draft: 'Save as draft',
    publish: 'Publish',
    range: 'Price range',
    category: 'Topic area',
    location: 'Location',
    recognitions: 'Recognitions',
  },
} as const;

function apiStub(extra: Parameters<typeof routeFetch>[0] = {}) {
  return routeFetch({
    'GET /seminars': { body: listResponse([]) },
    'GET /locations': { body: { success: true, locations: [hamburg], total: 1 } },
    'PUT /dashboard/brevo/updated-seminar-attributes': { body: { success: true } },
    ...extra,
  });
}

describe.each(['de', 'en'] as const)('seminar form messages (%s)', (language) => {
  const t = x[language];
  const v = sharedMessages[language].validation;

  it(
    'asks for a title, a price and a recognition before publishing, and sends nothing',
    { timeout: 20_000 },
    async () => {
      signIn();
      const fetchMock = apiStub();
      const user = userEvent.setup();
      await renderRoute('/seminars/create', { language });
      const title = await screen.findByRole('textbox', { name: t.title });
      await user.click(screen.getByRole('button', { name: t.publish }));
      await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
      expect(title).toHaveAccessibleDescription(v.seminarTitleRequired);
      expect(screen.getByRole('textbox', { name: t.price })).toHaveAccessibleDescription(
        expect.stringContaining(v.seminarPriceRequired),
      );
      expect(screen.getByRole('textbox', { name: t.start })).toHaveAccessibleDescription(
        expect.stringContaining(v.seminarStartDateRequired),
      );
      expect(screen.getByRole('combobox', { name: t.category })).toHaveAccessibleDescription(v.seminarCategoryRequired);
      expect(screen.getByRole('combobox', { name: t.location })).toHaveAccessibleDescription(v.seminarLocationRequired);
      expect(screen.getByText(v.seminarRecognitionRequired)).toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST /seminars/add')).toHaveLength(0);
    },
  );

  it(
    'lists what is missing above the form and moves the focus to the first missing field',
    { timeout: 20_000 },
    async () => {
      signIn();
      apiStub();
      const user = userEvent.setup();
      await renderRoute('/seminars/create', { language });
      await user.type(await screen.findByRole('textbox', { name: t.title }), 'Klima');
      const category = screen.getByRole('combobox', { name: t.category });
      await user.selectOptions(category, within(category).getAllByRole('option')[1]!);
      const publish = screen.getByRole('button', { name: t.publish });
      await user.click(publish);

      // The start date is the first field left (a controlled input react-hook-form cannot focus).
      const start = screen.getByRole('textbox', { name: t.start });
      await waitFor(() => expect(start).toHaveFocus());
      const startLink = screen.getByRole('link', { name: `${t.start}: ${v.seminarStartDateRequired}` });
      const summary = startLink.closest('[role="alert"]')!;
      expect(summary).toHaveTextContent(language === 'de' ? /Bitte prüfe \d+ Angaben/ : /Please check \d+ entries/);
      // Above the form, in the order of the page: the start date before the recognitions.
      const form = start.closest('form')!;
      expect(summary.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      const links = within(summary as HTMLElement).getAllByRole('link');
      expect(links[0]).toBe(startLink);
      const recognitions = within(summary as HTMLElement).getByRole('link', {
        name: `${t.recognitions}: ${v.seminarRecognitionRequired}`,
      });
      expect(links.indexOf(recognitions)).toBe(links.length - 1);
      // An entry takes the focus to its field (the recognitions' first checkbox).
      await user.click(recognitions);
      expect(document.activeElement).toBe(
        within(document.getElementById('section-recognitions')!).getAllByRole('checkbox')[0],
      );
    },
  );

  it(
    'says that unsaved input was restored from this device and discards it on request',
    { timeout: 20_000 },
    async () => {
      signIn();
      apiStub();
      const key = 'bu_user_data:u1:draft:seminar:new';
      localStorage.setItem(key, JSON.stringify({ title: 'Halb fertig' }));
      const user = userEvent.setup();
      await renderRoute('/seminars/create', { language });
      const title = await screen.findByRole('textbox', { name: t.title });
      await waitFor(() => expect(title).toHaveValue('Halb fertig'));
      const restored =
        language === 'de'
          ? 'Ungespeicherte Eingaben von diesem Gerät wurden wiederhergestellt.'
          : 'Unsaved input from this device has been restored.';
      const notice = screen.getAllByRole('status').find((element) => element.textContent?.includes(restored))!;
      expect(notice).toBeDefined();
      await user.click(
        within(notice).getByRole('button', { name: language === 'de' ? 'Eingaben verwerfen' : 'Discard input' }),
      );
      expect(title).toHaveValue('');
      expect(screen.queryByText(restored)).not.toBeInTheDocument();
      expect(localStorage.getItem(key)).toBeNull();
    },
  );

  it('checks length, date order, price range, https link and the brochure limit', { timeout: 20_000 }, async () => {
    signIn();
    const fetchMock = apiStub();
    const user = userEvent.setup();
    await renderRoute('/seminars/create', { language });
    const title = await screen.findByRole('textbox', { name: t.title });
    await user.click(title);
    await user.paste('x'.repeat(201));
    await user.type(screen.getByRole('textbox', { name: t.start }), formatDateInput('2027-05-10', language));
    await user.type(screen.getByRole('textbox', { name: t.end }), formatDateInput('2027-05-01', language));
    await user.selectOptions(screen.getByRole('combobox', { name: t.priceType }), t.range);
    await user.type(screen.getByRole('textbox', { name: t.min }), '500');
    await user.type(screen.getByRole('textbox', { name: t.max }), '400');
    await user.type(screen.getByRole('textbox', { name: t.link }), 'http://example.org/buchen');
    await user.click(screen.getByRole('radio', { name: t.channel }));
    const brochure = screen.getByRole('textbox', { name: t.brochure });
    await user.click(brochure);
    await user.paste('b'.repeat(351));
    // Over the limit shows at once, with the limit filled in.
    const brochureMessage = v.seminarBrochureTextTooLong.replace('{{max}}', '350');
    expect(brochure).toHaveAccessibleDescription(expect.stringContaining(brochureMessage));
    expect(screen.getByText(language === 'de' ? '351 von 350 Zeichen' : '351 of 350 characters')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t.draft }));
    await waitFor(() => expect(title).toHaveAccessibleDescription(v.seminarTitleTooLong));
    expect(screen.getByRole('textbox', { name: t.end })).toHaveAccessibleDescription(
      expect.stringContaining(v.seminarStartAfterEnd),
    );
    expect(screen.getByRole('textbox', { name: t.max })).toHaveAccessibleDescription(v.seminarPriceRangeOrder);
    expect(screen.getByRole('textbox', { name: t.link })).toHaveAccessibleDescription(
      expect.stringContaining(v.seminarDirectLinkInvalid),
    );
    expect(brochure).toHaveAccessibleDescription(expect.stringContaining(brochureMessage));
    expect(callsTo(fetchMock, 'POST /seminars/add')).toHaveLength(0);
  });
});

describe.each(['de', 'en'] as const)('seminar form: costs and the brochure limit (%s)', (language) => {
  const t = x[language];
  const v = sharedMessages[language].validation;
  const expanded = language === 'de' ? /^Erweiterter Broschürentext/ : /^Expanded brochure text/;
  const money = (amount: string) => new RegExp(amount.replace('€', '\\s?€'));
  const figures = {
    de: { entry: ['39,00 €', '46,41 €'], both: ['56,00 €', '66,64 €'], free: 'Veröffentlichen kostet nichts' },
    en: { entry: ['€39.00', '€46.41'], both: ['€56.00', '€66.64'], free: 'Publishing costs nothing' },
  }[language];

  it(
    'shows what publishing costs, net and gross, as the channel and options are chosen',
    { timeout: 20_000 },
    async () => {
      signIn();
      apiStub();
      const user = userEvent.setup();
      await renderRoute('/seminars/create', { language });
      const summary = await screen.findByTestId('publish-costs');
      expect(summary).toHaveTextContent(figures.free);
      await user.click(screen.getByRole('radio', { name: t.channel }));
      expect(summary).toHaveTextContent(money(figures.entry[0]!));
      expect(summary).toHaveTextContent(money(figures.entry[1]!));
      await user.click(screen.getByRole('checkbox', { name: expanded }));
      expect(summary).toHaveTextContent(money(figures.both[0]!));
      expect(summary).toHaveTextContent(money(figures.both[1]!));
    },
  );

  it('clears the brochure error as soon as the expanded option makes the text fit', { timeout: 20_000 }, async () => {
    signIn();
    apiStub();
    const user = userEvent.setup();
    await renderRoute('/seminars/create', { language });
    await user.click(await screen.findByRole('radio', { name: t.channel }));
    const brochure = screen.getByRole('textbox', { name: t.brochure });
    await user.click(brochure);
    await user.paste('b'.repeat(406));
    await user.click(screen.getByRole('button', { name: t.draft }));
    const message = (max: number) => v.seminarBrochureTextTooLong.replace('{{max}}', String(max));
    await waitFor(() => expect(brochure).toHaveAccessibleDescription(expect.stringContaining(message(350))));
    await user.click(screen.getByRole('checkbox', { name: expanded }));
    await waitFor(() => expect(brochure).not.toHaveAccessibleDescription(expect.stringContaining(message(750))));
    expect(brochure).not.toHaveAttribute('aria-invalid', 'true');
  });
});

describe('seminar form saving', () => {
  async function fillValidDraft(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByRole('textbox', { name: 'Titel' }), 'Resilienz am Meer');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Themenbereich' }), 'Kommunikation');
    await user.type(screen.getByRole('textbox', { name: 'Startdatum' }), '10.05.2027');
    await user.type(screen.getByRole('textbox', { name: 'Enddatum' }), '14.05.2027');
    await user.type(screen.getByRole('textbox', { name: 'Preis' }), '540,50');
    await waitFor(() => expect(screen.getByRole('option', { name: hamburg.formattedAddress })).toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Veranstaltungsort' }), hamburg.formattedAddress);
  }

  it(
    'publishes with ISO dates and cents, then syncs marketing and returns to the list',
    { timeout: 40_000 },
    async () => {
      signIn();
      const fetchMock = apiStub({
        'POST /seminars/add': addAnswer(seminar({ id: 'new-1' })),
      });
      const user = userEvent.setup();
      const { router } = await renderRoute('/seminars/create');
      await fillValidDraft(user);
      await user.click(screen.getByRole('checkbox', { name: 'Hamburg' }));
      await user.type(screen.getByRole('textbox', { name: 'Anerkennungsnummer Hamburg' }), 'HH-2027-17');
      expect(screen.getByRole('checkbox', { name: 'Bayern' })).toBeDisabled();
      expect(screen.getByRole('checkbox', { name: 'Bayern' })).toHaveAccessibleDescription(
        'Kein Bildungsurlaubsgesetz – keine Anerkennung möglich.',
      );
      await user.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
      const confirm = await screen.findByRole('dialog', { name: '„Resilienz am Meer“ veröffentlichen?' });
      expect(confirm).toHaveAccessibleDescription(expect.stringContaining('Dabei entstehen keine Kosten.'));
      expect(callsTo(fetchMock, 'POST /seminars/add')).toHaveLength(0);
      await user.click(within(confirm).getByRole('button', { name: 'Veröffentlichen' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/seminars'));
      const [add] = callsTo(fetchMock, 'POST /seminars/add');
      expect(add!.body).toMatchObject({
        Status: 'SHOW',
        title: 'Resilienz am Meer',
        categoryId: 9,
        startDate: '2027-05-10',
        endDate: '2027-05-14',
        priceType: 'exact',
        priceCents: 54050,
        priceMinCents: null,
        locationId: 'loc-1',
        recognitions: [{ state: 'HH', number: 'HH-2027-17' }],
        ownerId: 'u1',
      });
      await waitFor(() =>
        expect(callsTo(fetchMock, 'PUT /dashboard/brevo/updated-seminar-attributes')).toHaveLength(1),
      );
      expect(callsTo(fetchMock, 'PUT /dashboard/brevo/updated-seminar-attributes')[0]!.body).toEqual({
        seminarId: 'new-1',
        sendPublishEvent: true,
      });
      expect(await screen.findByText('„Resilienz am Meer“ veröffentlicht')).toBeInTheDocument();
    },
  );

  it('puts server rule failures at their fields and toasts only an unnamed failure', { timeout: 20_000 }, async () => {
    signIn();
    let answer = {
      status: 422,
      body: {
        success: false,
        code: 'SEMINAR_RULES',
        codes: [25],
        message: 'Dieser Veranstaltungsort existiert nicht.',
        fieldErrors: { locationId: 'seminarLocationUnknown' },
      },
    };
    const fetchMock = apiStub({ 'POST /seminars/add': () => answer });
    const user = userEvent.setup();
    const { router } = await renderRoute('/seminars/create');
    await fillValidDraft(user);
    await user.click(screen.getByRole('button', { name: 'Als Entwurf speichern' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Veranstaltungsort' })).toHaveAccessibleDescription(
        'Dieser Veranstaltungsort existiert nicht.',
      ),
    );
    expect(callsTo(fetchMock, 'POST /seminars/add')[0]!.body).toMatchObject({ Status: 'DRAFT' });
    expect(callsTo(fetchMock, 'PUT /dashboard/brevo/updated-seminar-attributes')).toHaveLength(0);
    // The call resolved with the rule codes, yet nothing was saved: the form stays and leaving still asks.
    expect(router.state.location.pathname).toBe('/seminars/create');
    await user.click(screen.getAllByRole('link', { name: 'Seminare' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Ungespeicherte Änderungen verwerfen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Weiter bearbeiten' }));

    answer = { status: 500, body: { success: false, code: 'INTERNAL', message: 'Etwas ist schiefgelaufen.' } as never };
    await user.click(screen.getByRole('button', { name: 'Als Entwurf speichern' }));
    expect(await screen.findByText('Etwas ist schiefgelaufen.')).toBeInTheDocument();
  });

  it(
    'shows a locked start date read-only, leaves it out and answers code 14 distinctly',
    { timeout: 20_000 },
    async () => {
      signIn();
      const published = seminar();
      const fetchMock = apiStub({
        'GET /seminars': { body: listResponse([published]) },
        'POST /seminars/edit': {
          status: 409,
          body: {
            success: false,
            code: 14,
            codes: [14],
            message:
              'Das Startdatum eines veröffentlichten Seminars kann nur der Support ändern. Bitte wende dich an uns.',
            fieldErrors: { startDate: 'seminarStartDateLocked' },
          },
        },
      });
      const user = userEvent.setup();
      const { router } = await renderRoute(`/seminars/edit?id=${published.id}`);
      const start = await screen.findByRole('textbox', { name: 'Startdatum' });
      expect(start).toHaveValue('10.05.2027');
      expect(start).toHaveAttribute('readonly');
      expect(screen.queryByRole('button', { name: 'Als Entwurf speichern' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('Startdatum gesperrt')).toBeInTheDocument();
      expect(
        within(alert).getByText(
          'Das Startdatum eines veröffentlichten Seminars kann nur der Support ändern. Bitte wende dich an uns.',
        ),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/seminars/edit');
      const [edit] = callsTo(fetchMock, 'POST /seminars/edit');
      expect(edit!.body).not.toHaveProperty('startDate');
      expect(edit!.body).not.toHaveProperty('Status');
      expect(edit!.body).toMatchObject({ seminarId: published.id, priceCents: 54000 });
    },
  );

  it.each(['de', 'en'] as const)(
    'shows the booked participants and the waitlist at the maximum (%s)',
    { timeout: 20_000 },
    async (language) => {
      signIn();
      const published = seminar();
      apiStub({
        'GET /seminars': {
          body: listResponse([published], {
            seminar_participant_counts: { [published.id]: { booked: 12, waitlist: 2 } },
          }),
        },
      });
      await renderRoute(`/seminars/edit?id=${published.id}`, { language });
      const max = await screen.findByRole('spinbutton', {
        name: language === 'de' ? 'Maximale Teilnehmerzahl' : 'Maximum participants',
      });
      expect(max).toHaveAccessibleDescription(
        language === 'de' ? '12 gebucht · 2 auf Warteliste' : '12 booked · 2 waiting',
      );
    },
  );

  it('creates a location in the embedded form and selects it', { timeout: 20_000 }, async () => {
    signIn();
    const created = {
      ...hamburg,
      id: 'loc-2',
      street: 'Seestraße 3',
      postalCode: '78464',
      city: 'Konstanz',
      state: 'BW',
      cityAddition: null,
      formattedAddress: 'Seestraße 3, 78464 Konstanz',
    };
    const saved: unknown[] = [hamburg];
    const fetchMock = apiStub({
      'GET /locations': () => ({ body: { success: true, locations: saved, total: saved.length } }),
      'POST /locations': () => {
        saved.unshift(created);
        return { status: 201, body: { success: true, location: created } };
      },
    });
    const user = userEvent.setup();
    await renderRoute('/seminars/create');
    await user.click(await screen.findByRole('button', { name: 'Neuen Ort anlegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neuen Veranstaltungsort anlegen' });
    await user.click(within(dialog).getByRole('button', { name: 'Ort speichern' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Postleitzahl' })).toHaveAccessibleDescription(
        'Dieses Feld ist erforderlich.',
      ),
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Postleitzahl' }), '78464');
    await user.type(within(dialog).getByRole('textbox', { name: 'Ort' }), 'Konstanz');
    await user.click(within(dialog).getByRole('button', { name: 'Ort speichern' }));
    // The address is required for a seminar held in person.
    expect(
      await within(dialog).findByText('Bitte gib die Adresse an (nur bei Online-Orten nicht nötig).'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /locations')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Straße und Hausnummer' }), 'Seestraße 3');
    await user.click(within(dialog).getByRole('button', { name: 'Ort speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST /locations')[0]!.body).toMatchObject({
      type: 'presence',
      street: 'Seestraße 3',
      postalCode: '78464',
      city: 'Konstanz',
      country: 'DE',
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Veranstaltungsort' })).toHaveValue('loc-2'));
    expect(await screen.findByText('Ort gespeichert und ausgewählt')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /seminars/add')).toHaveLength(0);
  });
});

describe('seminar form: unsaved changes', () => {
  it(
    'asks before leaving with unsaved changes; staying keeps them, leaving discards them',
    { timeout: 20_000 },
    async () => {
      signIn();
      apiStub();
      const user = userEvent.setup();
      const { router } = await renderRoute('/seminars/create');
      await user.type(await screen.findByRole('textbox', { name: 'Titel' }), 'Neues Seminar');
      await user.click(screen.getAllByRole('link', { name: 'Seminare' })[0]!);
      const dialog = await screen.findByRole('dialog', { name: 'Ungespeicherte Änderungen verwerfen?' });
      await user.click(within(dialog).getByRole('button', { name: 'Weiter bearbeiten' }));
      expect(router.state.location.pathname).toBe('/seminars/create');
      expect(screen.getByRole('textbox', { name: 'Titel' })).toHaveValue('Neues Seminar');
      await user.click(screen.getAllByRole('link', { name: 'Seminare' })[0]!);
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Verwerfen und verlassen' }),
      );
      await waitFor(() => expect(router.state.location.pathname).toBe('/seminars'));
    },
  );

  it('leaves without asking when nothing changed', { timeout: 20_000 }, async () => {
    signIn();
    apiStub();
    const user = userEvent.setup();
    const { router } = await renderRoute('/seminars/create');
    await screen.findByRole('textbox', { name: 'Titel' });
    await user.click(screen.getAllByRole('link', { name: 'Seminare' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/seminars'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has a section index linking to every section', { timeout: 20_000 }, async () => {
    signIn();
    apiStub();
    await renderRoute('/seminars/create');
    const index = await screen.findByRole('navigation', { name: 'Abschnitte' });
    for (const link of within(index).getAllByRole('link')) {
      const id = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(id), id).not.toBeNull();
    }
  });
});

describe('seminar form: drafts and hidden fields', () => {
  it('saves a draft with only a title', { timeout: 20_000 }, async () => {
    signIn();
    const fetchMock = apiStub({
      'POST /seminars/add': addAnswer(seminar({ id: 'new-1', status: 'draft', storedStatus: 'draft' })),
    });
    const user = userEvent.setup();
    await renderRoute('/seminars/create');
    await user.type(await screen.findByRole('textbox', { name: 'Titel' }), 'Nur ein Titel');
    await user.click(screen.getByRole('button', { name: 'Als Entwurf speichern' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /seminars/add')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /seminars/add')[0]!.body).toMatchObject({
      Status: 'DRAFT',
      title: 'Nur ein Titel',
    });
  });

  it(
    'offline, saves and publishes nothing: both buttons are inert and point to the offline banner',
    { timeout: 20_000 },
    async () => {
      signIn();
      const fetchMock = apiStub({
        'POST /seminars/add': addAnswer(seminar({ id: 'new-1', status: 'draft', storedStatus: 'draft' })),
      });
      const user = userEvent.setup();
      await renderRoute('/seminars/create');
      await user.type(await screen.findByRole('textbox', { name: 'Titel' }), 'Ohne Netz');
      act(() => onlineManager.setOnline(false));
      onTestFinished(() => onlineManager.setOnline(true));
      for (const name of ['Als Entwurf speichern', 'Veröffentlichen']) {
        const button = screen.getByRole('button', { name });
        expect(button).toHaveAttribute('aria-disabled', 'true');
        expect(button).toHaveAccessibleDescription(/Keine Internetverbindung/);
        await user.click(button);
      }
      await user.type(screen.getByRole('textbox', { name: 'Titel' }), '{Enter}');
      expect(callsTo(fetchMock, 'POST /seminars/add')).toHaveLength(0);
      expect(screen.getByRole('textbox', { name: 'Titel' })).toHaveValue('Ohne Netz');

      // Back online, publishing sends the seminar with its status.
      act(() => onlineManager.setOnline(true));
      await user.click(screen.getByRole('button', { name: 'Als Entwurf speichern' }));
      await waitFor(() => expect(callsTo(fetchMock, 'POST /seminars/add')).toHaveLength(1));
      expect(callsTo(fetchMock, 'POST /seminars/add')[0]!.body).toMatchObject({ Status: 'DRAFT', title: 'Ohne Netz' });
    },
  );

  it(
    'keeps but does not check a long brochure text once the channel has no brochure',
    { timeout: 20_000 },
    async () => {
      signIn();
      const fetchMock = apiStub({
        'POST /seminars/add': addAnswer(seminar({ id: 'new-1', status: 'draft', storedStatus: 'draft' })),
      });
      const user = userEvent.setup();
      await renderRoute('/seminars/create');
      await user.type(await screen.findByRole('textbox', { name: 'Titel' }), 'Mit Broschüre');
      await user.click(screen.getByRole('radio', { name: 'Online und in der Broschüre' }));
      await user.click(screen.getByRole('textbox', { name: 'Text für die Broschüre' }));
      await user.paste('a'.repeat(400));
      await user.click(screen.getByRole('radio', { name: 'Nur online' }));
      await user.click(screen.getByRole('button', { name: 'Als Entwurf speichern' }));
      await waitFor(() => expect(callsTo(fetchMock, 'POST /seminars/add')).toHaveLength(1));
      expect(callsTo(fetchMock, 'POST /seminars/add')[0]!.body).toMatchObject({
        publicationChannel: 'online',
        descriptionBrochure: 'a'.repeat(400),
      });
    },
  );
});

describe('seminar form: dates (defect 6)', () => {
  it('refuses to publish with a past start date, but saves it as a draft', { timeout: 20_000 }, async () => {
    signIn();
    const fetchMock = apiStub({
      'POST /seminars/add': addAnswer(seminar({ id: 'new-2', status: 'draft', storedStatus: 'draft' })),
    });
    const user = userEvent.setup();
    await renderRoute('/seminars/create', { language: 'en' });
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Rückblick');
    const start = screen.getByRole('textbox', { name: 'Start date' });
    await user.type(start, formatDateInput(addDaysIso(todayIso(), -1), 'en'));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(start).toHaveAccessibleDescription(
        expect.stringContaining('To publish, the start date must be today or later.'),
      ),
    );
    expect(callsTo(fetchMock, 'POST /seminars/add')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /seminars/add')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /seminars/add')[0]!.body).toMatchObject({
      Status: 'DRAFT',
      startDate: addDaysIso(todayIso(), -1),
    });
  });

  it('opens the end-date calendar on the start month, without days before the start', { timeout: 20_000 }, async () => {
    signIn();
    apiStub();
    const user = userEvent.setup();
    await renderRoute('/seminars/create');
    await user.type(await screen.findByRole('textbox', { name: 'Startdatum' }), '10.05.2027');
    await user.click(screen.getByRole('button', { name: /Enddatum/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Enddatum' }, { timeout: 10_000 });
    expect(within(dialog).getByText('Mai 2027')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /(^|\s)9\. Mai 2027/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: /(^|\s)12\. Mai 2027/ })).toBeEnabled();
  });
});

describe.each([
  ['de', '04.05.2027', 'TT.MM.JJJJ', '31.04.2027', 'Mai 2027', /(^|\s)12\. Mai 2027/],
  ['en', '04/05/2027', 'DD/MM/YYYY', '31/04/2027', 'May 2027', /May 12(th)?, 2027/],
] as const)(
  'seminar form: date fields in the UI language (issue 26, %s)',
  (language, typed, label, impossible, month, day12) => {
    const t = x[language];

    it('takes a date in the display format of the language and names that format', { timeout: 20_000 }, async () => {
      signIn();
      const fetchMock = apiStub({
        'POST /seminars/add': addAnswer(seminar({ id: 'new-3', status: 'draft', storedStatus: 'draft' })),
      });
      const user = userEvent.setup();
      await renderRoute('/seminars/create', { language });
      await user.type(await screen.findByRole('textbox', { name: t.title }), 'Zeitmanagement');
      const start = screen.getByRole('textbox', { name: t.start });
      expect(start).toHaveAttribute('placeholder', label);
      expect(start).toHaveAccessibleDescription(expect.stringContaining(label));
      const end = screen.getByRole('textbox', { name: t.end });
      await user.type(end, impossible);
      await user.type(start, typed);
      await user.click(screen.getByRole('button', { name: t.draft }));
      await waitFor(() =>
        expect(end).toHaveAccessibleDescription(
          expect.stringContaining(sharedMessages[language].validation.seminarDateInvalid),
        ),
      );
      expect(start).not.toHaveAttribute('aria-invalid');
      expect(start).toHaveValue(typed);

      await user.clear(end);
      await user.click(screen.getByRole('button', { name: t.draft }));
      await waitFor(() => expect(callsTo(fetchMock, 'POST /seminars/add')).toHaveLength(1));
      expect(callsTo(fetchMock, 'POST /seminars/add')[0]!.body).toMatchObject({ startDate: '2027-05-04' });
    });

    it('gives the focus back to the date field after a day is picked', { timeout: 20_000 }, async () => {
      signIn();
      apiStub();
      const user = userEvent.setup();
      await renderRoute('/seminars/create', { language });
      const start = await screen.findByRole('textbox', { name: t.start });
      await user.type(start, typed);
      await user.tab();
      const button = screen.getByRole('button', { name: new RegExp(t.start) });
      expect(button).toHaveFocus();
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: t.start }, { timeout: 10_000 });
      expect(within(dialog).getByText(month)).toBeInTheDocument();
      within(dialog).getByRole('button', { name: day12 }).focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(start).toHaveValue(typed.replace('04', '12'));
      await waitFor(() => expect(start).toHaveFocus());
    });
  },
);

describe('seminar form: status changes confirm and name the cost (defect 5)', () => {
  it('confirms publishing a brochure draft with its costs; cancelling sends nothing', { timeout: 20_000 }, async () => {
    signIn();
    const draft = seminar({
      title: 'Gesund im Schichtdienst',
      status: 'draft',
      storedStatus: 'draft',
      publishedAt: null,
      startDateLocked: false,
      publicationChannel: 'online_brochure',
      descriptionBrochure: 'Kurz und bündig.',
      expandedText: true,
    });
    const fetchMock = apiStub({
      'GET /seminars': { body: listResponse([draft]) },
      'POST /seminars/edit': {
        body: {
          success: true,
          seminarId: draft.id,
          seminar: { ...draft, status: 'online', storedStatus: 'online' },
          costs: noCosts,
        },
      },
    });
    const user = userEvent.setup();
    const { router } = await renderRoute(`/seminars/edit?id=${draft.id}`);
    await user.click(await screen.findByRole('button', { name: 'Veröffentlichen' }));
    let dialog = await screen.findByRole('dialog', { name: '„Gesund im Schichtdienst“ veröffentlichen?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('Broschüreneintrag 39,00'));
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('erweiterter Text 17,00'));
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('zusammen 56,00'));
    // Net and gross, the VAT as the invoice computes it (19 % of 56,00 € = 10,64 €).
    expect(dialog).toHaveAccessibleDescription(
      expect.stringMatching(/zusammen 56,00\s€ netto, 66,64\s€ brutto \(mit 19\s%\sMwSt\.\)/),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST /seminars/edit')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    dialog = await screen.findByRole('dialog', { name: '„Gesund im Schichtdienst“ veröffentlichen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Kostenpflichtig veröffentlichen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seminars'));
    expect(callsTo(fetchMock, 'POST /seminars/edit')[0]!.body).toMatchObject({ Status: 'SHOW', expandedText: true });
    expect(await screen.findByText('„Gesund im Schichtdienst“ veröffentlicht')).toBeInTheDocument();
  });

  it(
    'confirms a save that puts a published seminar into the brochure; a save without new costs does not ask',
    { timeout: 20_000 },
    async () => {
      signIn();
      const published = seminar({ descriptionBrochure: 'Kurz und bündig.' });
      const fetchMock = apiStub({
        'GET /seminars': { body: listResponse([published]) },
        'POST /seminars/edit': { body: { success: true, seminarId: published.id, seminar: published, costs: noCosts } },
      });
      const user = userEvent.setup();
      const { router } = await renderRoute(`/seminars/edit?id=${published.id}`, { language: 'en' });
      await user.click(await screen.findByRole('radio', { name: 'Online and in the brochure' }));
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      const dialog = await screen.findByRole('dialog', { name: 'Save “Rhetorik im Beruf” with costs?' });
      expect(dialog).toHaveAccessibleDescription(
        expect.stringMatching(/brochure entry €39\.00.*€39\.00 net in total, €46\.41 gross \(with 19% VAT\)/),
      );
      expect(callsTo(fetchMock, 'POST /seminars/edit')).toHaveLength(0);
      await user.click(within(dialog).getByRole('button', { name: 'Save with costs' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/seminars'));
      expect(callsTo(fetchMock, 'POST /seminars/edit')[0]!.body).toMatchObject({
        publicationChannel: 'online_brochure',
      });
      expect(await screen.findByText('“Rhetorik im Beruf” saved')).toBeInTheDocument();
    },
  );

  it('saves a published seminar without new costs at once', { timeout: 20_000 }, async () => {
    signIn();
    const published = seminar();
    const fetchMock = apiStub({
      'GET /seminars': { body: listResponse([published]) },
      'POST /seminars/edit': { body: { success: true, seminarId: published.id, seminar: published, costs: noCosts } },
    });
    const user = userEvent.setup();
    await renderRoute(`/seminars/edit?id=${published.id}`);
    await user.click(await screen.findByRole('button', { name: 'Änderungen speichern' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /seminars/edit')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers an expired seminar "archive", "edit dates" and its preview', { timeout: 20_000 }, async () => {
    signIn();
    const expired = seminar({
      status: 'expired',
      isExpired: true,
      startDate: '2020-01-06',
      endDate: '2020-01-10',
      startDateLocked: false,
    });
    const fetchMock = apiStub({
      'GET /seminars': { body: listResponse([expired]) },
      'POST /seminars/status': statusAnswer(expired, 'archived'),
    });
    const user = userEvent.setup();
    const { router } = await renderRoute(`/seminars/edit?id=${expired.id}`);
    const hint = await screen.findByText(
      'Dieses Seminar ist abgelaufen. Trage neue Termine ein, damit es wieder buchbar ist.',
    );
    const box = hint.closest('.alert') as HTMLElement;
    expect(within(box).getByRole('link', { name: 'Termine bearbeiten' })).toHaveAttribute('href', '#section-dates');
    expect(
      within(box)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Archivieren']);
    expect(screen.queryByRole('button', { name: 'Veröffentlichen' })).not.toBeInTheDocument();
    // The provider still previews it on the marketplace (marked "not published" there).
    const preview = screen.getByRole('link', { name: /^Vorschau/ });
    expect(preview).toHaveAttribute('href', `/marketplace/seminars/rhetorik-im-beruf-${expired.id}`);
    expect(preview).toHaveAttribute('target', '_blank');
    await user.click(within(box).getByRole('button', { name: 'Archivieren' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seminars'));
    expect(callsTo(fetchMock, 'POST /seminars/status')[0]!.body).toEqual({ seminarId: expired.id, status: 'archived' });
    expect(
      await screen.findByText('Seminarstatus aktualisiert: „Rhetorik im Beruf“ ist jetzt archiviert'),
    ).toBeInTheDocument();
  });
});
