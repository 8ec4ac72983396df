/**
 * The seminar list: URL state, one status badge and a row action menu (status change with
 * confirmation and toast naming the seminar, duplicate, delete), dates and date comment.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anna, renderRoute, signIn } from '../../../test/utils';
import { callsTo, hamburg, listResponse, OWNER_ID, routeFetch, seminar, statusAnswer } from '../test/fixtures';

const online = seminar();
const draft = seminar({
  id: '22222222-2222-4222-8222-222222222222',
  title: 'Gesund im Schichtdienst',
  status: 'draft',
  storedStatus: 'draft',
  startDateLocked: false,
  publishedAt: null,
  startDate: '2027-06-01',
  endDate: '2027-06-05',
});

async function openMenu(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('menu');
}

describe.each(['de', 'en'] as const)('seminar list (%s)', (language) => {
  const x = {
    de: {
      actions: 'Aktionen für Rhetorik im Beruf',
      invisible: 'Unsichtbar schalten',
      toast: 'Seminarstatus aktualisiert: „Rhetorik im Beruf“ ist jetzt unsichtbar',
    },
    en: {
      actions: 'Actions for Rhetorik im Beruf',
      invisible: 'Make invisible',
      toast: 'Seminar status updated: “Rhetorik im Beruf” is now invisible',
    },
  }[language];

  it('changes a status from the row menu and names the seminar in the toast', { timeout: 20_000 }, async () => {
    signIn();
    const fetchMock = routeFetch({
      'GET /seminars': { body: listResponse([online, draft]) },
      'POST /seminars/status': statusAnswer(online, 'paused'),
    });
    const user = userEvent.setup();
    await renderRoute('/seminars', { language });
    const menu = await openMenu(user, x.actions);
    await user.click(within(menu).getByRole('menuitem', { name: x.invisible }));
    expect(await screen.findByText(x.toast)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /seminars/status')[0]!.body).toEqual({ seminarId: online.id, status: 'paused' });
  });
});

describe('seminar list', () => {
  it(
    'shows rows with dates and date comment, one badge, number, category and conversation count',
    { timeout: 20_000 },
    async () => {
      signIn();
      const fetchMock = routeFetch({
        'GET /seminars': { body: listResponse([seminar({ dateComment: 'Täglich 9–16 Uhr' }), draft]) },
      });
      await renderRoute('/seminars');
      const row = (await screen.findByRole('link', { name: 'Rhetorik im Beruf' })).closest('tr')!;
      // The comment is shown beside the real dates, never instead of them.
      expect(within(row).getByText('10.05.2027 – 14.05.2027')).toBeInTheDocument();
      expect(within(row).getByText('Täglich 9–16 Uhr')).toBeInTheDocument();
      expect(within(row).getByText('BWE-101 · Kommunikation')).toBeInTheDocument();
      expect(within(row).getByLabelText('Anfragen: 2')).toBeInTheDocument();
      // One status: a badge, no select.
      expect(within(row).getByText('Online')).toBeInTheDocument();
      expect(within(row).queryByRole('combobox')).not.toBeInTheDocument();
      const query = callsTo(fetchMock, 'GET /seminars')[0]!.url.searchParams;
      expect(Object.fromEntries(query)).toMatchObject({
        tab: 'all',
        sort: 'created_at',
        page: '1',
        pageSize: '25',
        addConversationCounts: '1',
      });
      // The internal category is never offered.
      expect(screen.queryByRole('option', { name: 'Intern' })).not.toBeInTheDocument();
    },
  );

  it(
    'offers edit, preview, duplicate, boost, status changes for an online seminar; preview and delete for drafts',
    { timeout: 20_000 },
    async () => {
      signIn();
      routeFetch({ 'GET /seminars': { body: listResponse([online, draft]) } });
      const user = userEvent.setup();
      await renderRoute('/seminars');
      let menu = await openMenu(user, 'Aktionen für Rhetorik im Beruf');
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Bearbeiten',
        'Vorschau (öffnet in neuem Tab)',
        'Als Vorlage kopieren',
        'Boost buchen',
        'Unsichtbar schalten',
        'Archivieren',
      ]);
      expect(within(menu).getByRole('menuitem', { name: /Vorschau/ })).toHaveAttribute(
        'href',
        `/marketplace/seminars/rhetorik-im-beruf-${online.id}`,
      );
      expect(within(menu).getByRole('menuitem', { name: /Vorschau/ })).toHaveAttribute('target', '_blank');
      expect(within(menu).getByRole('menuitem', { name: 'Boost buchen' })).toHaveAttribute(
        'href',
        `/seminars/boost?seminarId=${online.id}`,
      );
      await user.keyboard('{Escape}');
      menu = await openMenu(user, 'Aktionen für Gesund im Schichtdienst');
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Bearbeiten', 'Vorschau (öffnet in neuem Tab)', 'Als Vorlage kopieren', 'Veröffentlichen', 'Löschen']);
      // A draft's preview is the marketplace page its provider alone can open, under a "not published" banner.
      expect(within(menu).getByRole('menuitem', { name: /Vorschau/ })).toHaveAttribute(
        'href',
        `/marketplace/seminars/gesund-im-schichtdienst-${draft.id}`,
      );
    },
  );

  it('offers an expired seminar preview, "archive" and "edit dates"', { timeout: 20_000 }, async () => {
    signIn();
    const expired = seminar({ status: 'expired', isExpired: true, startDate: '2020-01-06', endDate: '2020-01-10' });
    routeFetch({ 'GET /seminars': { body: listResponse([expired]) } });
    const user = userEvent.setup();
    await renderRoute('/seminars');
    const menu = await openMenu(user, 'Aktionen für Rhetorik im Beruf');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Bearbeiten',
      'Vorschau (öffnet in neuem Tab)',
      'Als Vorlage kopieren',
      'Termine bearbeiten',
      'Archivieren',
    ]);
    const row = screen.getByRole('link', { name: 'Rhetorik im Beruf' }).closest('tr')!;
    expect(within(row).getByText('Abgelaufen')).toBeInTheDocument();
    expect(within(row).queryByText('Online')).not.toBeInTheDocument();
  });

  it('publishing a draft confirms first and names the brochure costs', { timeout: 20_000 }, async () => {
    signIn();
    const paid = seminar({ ...draft, publicationChannel: 'online_brochure', expandedText: true });
    const fetchMock = routeFetch({
      'GET /seminars': { body: listResponse([paid]) },
      'POST /seminars/status': statusAnswer(paid, 'online'),
    });
    const user = userEvent.setup();
    await renderRoute('/seminars');
    const menu = await openMenu(user, 'Aktionen für Gesund im Schichtdienst');
    await user.click(within(menu).getByRole('menuitem', { name: 'Veröffentlichen' }));
    const dialog = await screen.findByRole('dialog', { name: '„Gesund im Schichtdienst“ veröffentlichen?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('Broschüreneintrag 39,00'));
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('erweiterter Text 17,00'));
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('zusammen 56,00'));
    // Net and gross, the VAT as the invoice computes it (19 % of 56,00 € = 10,64 €).
    expect(dialog).toHaveAccessibleDescription(
      expect.stringMatching(/zusammen 56,00\s€ netto, 66,64\s€ brutto \(mit 19\s%\sMwSt\.\)/),
    );
    expect(callsTo(fetchMock, 'POST /seminars/status')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Kostenpflichtig veröffentlichen' }));
    expect(
      await screen.findByText('Seminarstatus aktualisiert: „Gesund im Schichtdienst“ ist jetzt online'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /seminars/status')[0]!.body).toEqual({ seminarId: paid.id, status: 'online' });
  });

  it('shows a server error of a status change in a toast', { timeout: 20_000 }, async () => {
    signIn();
    routeFetch({
      'GET /seminars': { body: listResponse([draft]) },
      'POST /seminars/status': {
        status: 422,
        body: {
          success: false,
          code: 'SEMINAR_RULES',
          codes: [19],
          message: 'Zum Veröffentlichen braucht das Seminar eine Anerkennung.',
        },
      },
    });
    const user = userEvent.setup();
    await renderRoute('/seminars');
    const menu = await openMenu(user, 'Aktionen für Gesund im Schichtdienst');
    await user.click(within(menu).getByRole('menuitem', { name: 'Veröffentlichen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Veröffentlichen' }));
    expect(await screen.findByText('Zum Veröffentlichen braucht das Seminar eine Anerkennung.')).toBeInTheDocument();
  });

  it('deletes a draft only after confirmation', { timeout: 20_000 }, async () => {
    signIn();
    const fetchMock = routeFetch({
      'GET /seminars': { body: listResponse([online, draft]) },
      'POST /seminars/delete': { body: { success: true, seminarId: draft.id } },
    });
    const user = userEvent.setup();
    await renderRoute('/seminars');
    let menu = await openMenu(user, 'Aktionen für Gesund im Schichtdienst');
    await user.click(within(menu).getByRole('menuitem', { name: 'Löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Entwurf löschen?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('endgültig gelöscht'));
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(callsTo(fetchMock, 'POST /seminars/delete')).toHaveLength(0);
    menu = await openMenu(user, 'Aktionen für Gesund im Schichtdienst');
    await user.click(within(menu).getByRole('menuitem', { name: 'Löschen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Endgültig löschen' }));
    expect(await screen.findByText('Entwurf gelöscht')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /seminars/delete')[0]!.body).toEqual({ seminarId: draft.id });
  });

  it('keeps tab, category, owner, sort, search and page size in the URL', { timeout: 20_000 }, async () => {
    signIn();
    const fetchMock = routeFetch({ 'GET /seminars': { body: listResponse([online], { total: 60 }) } });
    const user = userEvent.setup();
    const { router } = await renderRoute('/seminars');
    const search = () => new URLSearchParams(router.state.location.search);
    await user.click(await screen.findByRole('link', { name: 'Aktuell' }));
    await waitFor(() => expect(search().get('tab')).toBe('current'));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Aktuell' })).toHaveAttribute('aria-current', 'page'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Themenbereich' }), 'Politische Bildung');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Verantwortlich' }), 'Anna Schmidt');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sortierung' }), 'Startdatum');
    await user.type(screen.getByRole('searchbox', { name: 'Suche' }), 'rhet');
    await waitFor(() => expect(search().get('q')).toBe('rhet'));
    expect(screen.getByRole('searchbox', { name: 'Suche' })).toHaveValue('rhet');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(search().get('page')).toBe('2'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pro Seite' }), '50');
    await waitFor(() => expect(search().get('pageSize')).toBe('50'));
    expect(search().get('page')).toBeNull();
    expect(Object.fromEntries(search())).toMatchObject({
      tab: 'current',
      categoryId: '1',
      selectedOwner: OWNER_ID,
      sort: 'start_date',
      q: 'rhet',
    });
    const last = () => Object.fromEntries(callsTo(fetchMock, 'GET /seminars').at(-1)!.url.searchParams);
    await waitFor(() =>
      expect(last()).toMatchObject({
        tab: 'current',
        categoryId: '1',
        selectedOwner: OWNER_ID,
        sort: 'start_date',
        q: 'rhet',
        pageSize: '50',
        page: '1',
      }),
    );
    // "Reset filters" clears everything.
    await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Suche' })).toHaveValue(''));
  });

  it('shows the location filter the locations page links to, and clears it', { timeout: 20_000 }, async () => {
    signIn();
    const place = { ...hamburg, id: '33333333-3333-4333-8333-333333333333' };
    const kiel = {
      ...hamburg,
      id: '44444444-4444-4444-8444-444444444444',
      formattedAddress: 'Holstenstraße 1, 24103 Kiel',
    };
    const fetchMock = routeFetch({
      'GET /seminars': { body: listResponse([online], { providerLocations: [place, kiel] }) },
    });
    const user = userEvent.setup();
    const { router } = await renderRoute(`/seminars?locationId=${place.id}`);
    const filter = await screen.findByRole('combobox', { name: 'Ort' });
    await waitFor(() => expect(filter).toHaveValue(place.id));
    expect(within(filter).getByRole('option', { selected: true })).toHaveTextContent(place.formattedAddress);
    expect(callsTo(fetchMock, 'GET /seminars')[0]!.url.searchParams.get('locationId')).toBe(place.id);
    expect(screen.getByRole('button', { name: 'Filter zurücksetzen' })).toBeInTheDocument();

    await user.selectOptions(filter, 'Alle Orte');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /seminars').at(-1)!.url.searchParams.has('locationId')).toBe(false),
    );
    await user.selectOptions(filter, kiel.formattedAddress);
    await waitFor(() => expect(router.state.location.search).toBe(`?locationId=${kiel.id}`));
  });

  it('offers a call to action when there are no seminars', { timeout: 20_000 }, async () => {
    signIn();
    routeFetch({ 'GET /seminars': { body: listResponse([]) } });
    await renderRoute('/seminars');
    expect(await screen.findByText('Du hast noch keine Seminare angelegt.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Erstes Seminar anlegen' })).toHaveAttribute('href', '/seminars/create');
  });

  it('duplicates right after typing a search and lands on the copy with its id', { timeout: 20_000 }, async () => {
    signIn();
    routeFetch({
      'GET /seminars': { body: listResponse([online]) },
      'POST /seminars/duplicate': { status: 201, body: { success: true, seminarId: 'copy-1', seminar: draft } },
    });
    const user = userEvent.setup();
    const { router } = await renderRoute('/seminars?tab=current');
    await user.type(await screen.findByRole('searchbox', { name: 'Suche' }), 'Rhet');
    const menu = await openMenu(user, 'Aktionen für Rhetorik im Beruf');
    await user.click(within(menu).getByRole('menuitem', { name: 'Als Vorlage kopieren' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seminars/edit'));
    expect(router.state.location.search).toBe('?id=copy-1');
  });
});

describe('publish all drafts', () => {
  const preview = {
    success: true,
    drafts: 2,
    publishable: [draft.id],
    failed: [{ seminarId: 'd2', title: 'Wandern im Harz', codes: [19] }],
    costs: {
      lines: [
        { seminarId: draft.id, title: draft.title, kind: 'brochure_entry', amountCents: 3900 },
        { seminarId: draft.id, title: draft.title, kind: 'expanded_text', amountCents: 1700 },
      ],
      totalCents: 5600,
    },
    globalSemester: listResponse([]).globalSemester,
  };

  it(
    'lists the costs and failing drafts and publishes only after the binding confirmation',
    { timeout: 20_000 },
    async () => {
      signIn();
      const fetchMock = routeFetch({
        'GET /seminars': { body: listResponse([online, draft]) },
        'GET /seminars/publish-drafts/preview': { body: preview },
        'POST /seminars/publish-drafts': {
          body: {
            success: true,
            confirmationId: 'c1',
            published: [draft.id],
            failed: preview.failed,
            costs: preview.costs,
          },
        },
      });
      const user = userEvent.setup();
      await renderRoute('/seminars');
      await user.click(await screen.findByRole('button', { name: 'Alle Entwürfe veröffentlichen' }));
      const dialog = await screen.findByRole('dialog', { name: 'Alle Entwürfe veröffentlichen' });
      const table = await within(dialog).findByRole('table', { name: 'Kosten dieser Veröffentlichung' });
      expect(within(table).getByRole('row', { name: /Eintrag in der Broschüre/ })).toHaveTextContent('39,00 €');
      expect(within(table).getByRole('row', { name: /Erweiterter Broschürentext/ })).toHaveTextContent('17,00 €');
      expect(within(table).getByRole('row', { name: /Summe \(zzgl. MwSt.\)/ })).toHaveTextContent('56,00 €');
      expect(within(dialog).getByText('1 von 2 Entwürfen können veröffentlicht werden.')).toBeInTheDocument();
      expect(within(dialog).getByText('Wandern im Harz')).toBeInTheDocument();
      expect(
        within(dialog).getByText(
          'Zum Veröffentlichen braucht das Seminar eine Anerkennung in mindestens einem Bundesland.',
        ),
      ).toBeInTheDocument();

      const confirm = within(dialog).getByRole('button', { name: 'Kostenpflichtig veröffentlichen' });
      expect(confirm).toHaveAttribute('aria-disabled', 'true');
      await user.click(confirm);
      expect(callsTo(fetchMock, 'POST /seminars/publish-drafts')).toHaveLength(0);
      await user.click(
        within(dialog).getByRole('checkbox', { name: /verbindlich die kostenpflichtigen Leistungen über 56,00\s€/ }),
      );
      await user.click(confirm);
      expect(await screen.findByText('Veröffentlicht: 1, nicht veröffentlicht: 1')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST /seminars/publish-drafts')[0]!.body).toEqual({
        confirm: true,
        expectedTotalCents: 5600,
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
  );

  it(
    'tells a member that paid publishing is for the admins, naming them, and does not offer it',
    { timeout: 20_000 },
    async () => {
      signIn({ ...anna, role: 'member' });
      const member = (firstName: string, lastName: string, role: 'admin' | 'member', status: 'active' | 'invited') => ({
        id: `${firstName}-id`,
        firstName,
        lastName,
        email: `${firstName.toLowerCase()}@example.org`,
        role,
        isCreator: role === 'admin',
        status,
        createdAt: '2026-01-01T10:00:00Z',
        twoFactorEnabled: false,
      });
      const fetchMock = routeFetch({
        'GET /seminars': { body: listResponse([online, draft]) },
        'GET /seminars/publish-drafts/preview': { body: preview },
        'GET /settings/team': {
          body: {
            success: true,
            total: 3,
            members: [
              member('Ada', 'Admin', 'admin', 'active'),
              member('Ida', 'Eingeladen', 'admin', 'invited'),
              member('Anna', 'Schmidt', 'member', 'active'),
            ],
          },
        },
      });
      const user = userEvent.setup();
      await renderRoute('/seminars');
      await user.click(await screen.findByRole('button', { name: 'Alle Entwürfe veröffentlichen' }));
      const dialog = await screen.findByRole('dialog', { name: 'Alle Entwürfe veröffentlichen' });
      expect(
        await within(dialog).findByText(/Das können nur Admins deines Anbieters bestätigen: Ada Admin\./),
      ).toBeInTheDocument();
      expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
      const confirm = within(dialog).getByRole('button', { name: 'Kostenpflichtig veröffentlichen' });
      expect(confirm).toHaveAttribute('aria-disabled', 'true');
      await user.click(confirm);
      expect(callsTo(fetchMock, 'POST /seminars/publish-drafts')).toHaveLength(0);
    },
  );
});
