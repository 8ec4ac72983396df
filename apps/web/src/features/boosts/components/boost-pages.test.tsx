/** Booking a boost as a provider sees it: net prices, VAT and gross, the binding confirmation naming the amount, the success page. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BoostBooking, BoostInvoiceResponse } from '@bu/contracts';
import { apiLog, mockApi } from '../../../test/server';
import { anna, renderRoute, signIn } from '../../../test/utils';

const [S1, S2, S3] = [1, 2, 3].map((n) => `10000000-0000-4000-8000-00000000000${n}`) as [string, string, string];

const booking = (overrides: Partial<BoostBooking>): BoostBooking => ({
  id: 'b1',
  seminarId: S1,
  title: 'Rhetorik im Beruf',
  days: 7,
  startsOn: '2026-03-02',
  endsOn: '2026-03-08',
  courseStart: '2026-05-04',
  pricePerDayCents: 500,
  amountCents: 3500,
  confirmed: false,
  confirmedAt: null,
  state: 'unconfirmed',
  impressions: null,
  clicks: null,
  ...overrides,
});

const cart = [
  booking({}),
  booking({ id: 'b2', seminarId: S2, title: 'Zeitmanagement', days: 14, endsOn: '2026-03-15', amountCents: 7000 }),
];
const ended = booking({
  id: 'b0',
  seminarId: S3,
  title: 'Gesund im Schichtdienst',
  startsOn: '2026-01-05',
  endsOn: '2026-01-11',
  confirmed: true,
  confirmedAt: '2026-01-05T08:00:00.000Z',
  state: 'ended',
  impressions: 1234,
  clicks: 56,
});

const overview = (bookings: BoostBooking[]): BoostInvoiceResponse => {
  const open = bookings.filter((b) => !b.confirmed);
  const net = open.reduce((sum, b) => sum + b.amountCents, 0);
  const vat = open.reduce((sum, b) => sum + Math.round((b.amountCents * 19) / 100), 0);
  return {
    success: true,
    pricePerDayCents: 500,
    vatRatePercent: 19,
    today: '2026-03-02',
    bookings,
    unconfirmedTotalCents: net,
    vatCents: vat,
    grossCents: net + vat,
    boostableSeminars: [
      { id: S1, title: 'Rhetorik im Beruf', startDate: '2026-05-04', maxDays: 63 },
      { id: S2, title: 'Zeitmanagement', startDate: '2026-03-07', maxDays: 5 },
    ],
  };
};

const confirmedRhetorik = booking({ confirmed: true, confirmedAt: '2026-03-02T10:00:00.000Z', state: 'running' });

describe('boost page', () => {
  it('tells a member whom to ask and shows the refusal of a confirmation', async () => {
    signIn({ ...anna, role: 'member' });
    const team = {
      success: true,
      total: 3,
      members: [
        {
          id: 'u9',
          firstName: 'Ada',
          lastName: 'Admin',
          email: 'ada@example.org',
          role: 'admin',
          isCreator: true,
          status: 'active',
          createdAt: '2026-01-01T10:00:00Z',
          twoFactorEnabled: false,
        },
        {
          id: 'u8',
          firstName: 'Ida',
          lastName: 'Invited',
          email: 'ida@example.org',
          role: 'admin',
          isCreator: false,
          status: 'invited',
          createdAt: '2026-01-01T10:00:00Z',
          twoFactorEnabled: false,
        },
        {
          id: 'u1',
          firstName: 'Anna',
          lastName: 'Schmidt',
          email: 'anna@example.org',
          role: 'member',
          isCreator: false,
          status: 'active',
          createdAt: '2026-01-01T10:00:00Z',
          twoFactorEnabled: false,
        },
      ],
    };
    const refusal =
      'Kostenpflichtige Buchungen kann nur ein Admin deines Anbieters verbindlich bestätigen. Bitte wende dich an: Ada Admin.';
    mockApi({
      'GET /seminars/boost-invoice': { body: overview(cart) },
      'GET /settings/team': { body: team },
      'POST /seminars/confirm-boost': {
        status: 403,
        body: { success: false, code: 'PAID_ACTION_ADMIN_ONLY', message: refusal, params: { admins: 'Ada Admin' } },
      },
    });
    const user = userEvent.setup();
    await renderRoute('/seminars/boost');
    expect(
      await screen.findByText(
        /verbindlich bestätigen \(und damit bezahlen\) können nur Admins deines Anbieters: Ada Admin\./,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2 Buchungen verbindlich buchen …' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /^Kostenpflichtig buchen/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(apiLog.body('POST /seminars/confirm-boost')).toEqual({ seminarIds: [S1, S2] });
  });

  it('prices the cart net, with VAT and gross, and shows the booking overview with its results', async () => {
    signIn();
    mockApi({ 'GET /seminars/boost-invoice': { body: overview([...cart, ended]) } });
    await renderRoute('/seminars/boost');
    expect(await screen.findByRole('heading', { name: 'Top-Platzierung buchen', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(/^Preis pro Tag:/)).toHaveTextContent(
      'Preis pro Tag: 5,00 € zzgl. 19 % USt. Alle Beträge ohne USt.',
    );
    const cartCard = screen.getByRole('heading', { name: 'Unbestätigte Buchungen' }).closest('section')!;
    expect(within(cartCard).getByText('Summe netto').nextSibling).toHaveTextContent('105,00 €');
    expect(within(cartCard).getByText('USt. 19 %').nextSibling).toHaveTextContent('19,95 €');
    expect(within(cartCard).getByText('Gesamt brutto').nextSibling).toHaveTextContent('124,95 €');
    const history = screen.getByRole('table', { name: 'Buchungsübersicht' });
    const row = within(history).getByRole('row', { name: /Gesund im Schichtdienst/ });
    expect(row).toHaveTextContent('Beendet');
    expect(row).toHaveTextContent('1.234');
    expect(row).toHaveTextContent('56');
  });

  it('caps the duration at course start and explains why', async () => {
    signIn();
    mockApi({ 'GET /seminars/boost-invoice': { body: overview([]) } });
    const user = userEvent.setup();
    await renderRoute(`/seminars/boost?seminarId=${S2}`);
    expect(await screen.findByText(/Das Seminar beginnt am 07\.03\.2026\./)).toHaveTextContent('höchstens 5 Tage');
    expect(screen.getByRole('radio', { name: '7 Tage' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Eigene Anzahl' })).toBeChecked();
    await user.clear(screen.getByLabelText('Anzahl Tage'));
    await user.type(screen.getByLabelText('Anzahl Tage'), '6');
    await user.click(screen.getByRole('button', { name: 'In die Buchungsliste' }));
    const days = screen.getByLabelText('Anzahl Tage');
    await waitFor(() => expect(days).toBeInvalid());
    expect(days).toHaveAccessibleDescription(/So viele Tage passen nicht bis zum Kursbeginn\.$/);
    expect(days).toHaveFocus();
    expect(apiLog.calls('POST /seminars/boost')).toHaveLength(0);

    // Within the cap the error goes as the number changes, and the amount follows.
    await user.clear(days);
    await user.type(days, '5');
    expect(days).toBeValid();
    expect(screen.getByText('Betrag (netto)').nextSibling).toHaveTextContent('25,00 €');
  });

  it('books a preset duration as the request the contract describes', async () => {
    signIn();
    mockApi({
      'GET /seminars/boost-invoice': { body: overview([]) },
      'POST /seminars/boost': { status: 201, body: { success: true, booking: booking({ days: 14 }) } },
    });
    const user = userEvent.setup();
    await renderRoute('/seminars/boost');
    await user.click(await screen.findByRole('radio', { name: '14 Tage' }));
    expect(screen.getByText('Betrag (netto)').nextSibling).toHaveTextContent('70,00 €');
    await user.click(screen.getByRole('button', { name: 'In die Buchungsliste' }));
    await waitFor(() =>
      expect(apiLog.body('POST /seminars/boost')).toEqual({ seminarId: S1, days: 14, startsOn: '2026-03-02' }),
    );
    expect(await screen.findByText('Zur Buchungsliste hinzugefügt')).toBeInTheDocument();
  });

  it('starts on a chosen day: today by default, the cap counted from it, a day from course start on refused', async () => {
    signIn();
    mockApi({
      'GET /seminars/boost-invoice': { body: overview([]) },
      'POST /seminars/boost': { status: 201, body: { success: true, booking: booking({ startsOn: '2026-03-04' }) } },
    });
    const user = userEvent.setup();
    await renderRoute(`/seminars/boost?seminarId=${S2}`);
    const start = await screen.findByRole('textbox', { name: 'Erster Tag' });
    expect(start).toHaveValue('02.03.2026');
    expect(screen.getByText(/Das Seminar beginnt am 07\.03\.2026\./)).toHaveTextContent(
      'ab heute also höchstens 5 Tage',
    );

    // From the 4th, three days fit before the start on the 7th: the five typed before no longer do.
    await user.clear(start);
    await user.type(start, '04.03.2026');
    expect(screen.getByText(/Das Seminar beginnt am 07\.03\.2026\./)).toHaveTextContent(
      'ab dem 04.03.2026 also höchstens 3 Tage',
    );
    const days = screen.getByLabelText('Anzahl Tage');
    await user.click(screen.getByRole('button', { name: 'In die Buchungsliste' }));
    await waitFor(() => expect(days).toHaveAccessibleDescription(/So viele Tage passen nicht bis zum Kursbeginn\.$/));
    await user.clear(days);
    await user.type(days, '3');
    await user.click(screen.getByRole('button', { name: 'In die Buchungsliste' }));
    await waitFor(() =>
      expect(apiLog.body('POST /seminars/boost')).toEqual({ seminarId: S2, days: 3, startsOn: '2026-03-04' }),
    );

    // The course's first day is too late to start a boost; so is any day before today.
    for (const typed of ['07.03.2026', '01.03.2026']) {
      await user.clear(start);
      await user.type(start, typed);
      await user.click(screen.getByRole('button', { name: 'In die Buchungsliste' }));
      await waitFor(() =>
        expect(start).toHaveAccessibleDescription(/Bitte wähle einen Tag ab heute und vor dem Kursbeginn\.$/),
      );
    }
    expect(apiLog.calls('POST /seminars/boost')).toHaveLength(1);
  });

  it('asks for a whole number of days, and switches to one that fits when the seminar starts sooner', async () => {
    signIn();
    mockApi({ 'GET /seminars/boost-invoice': { body: overview([]) } });
    const user = userEvent.setup();
    await renderRoute('/seminars/boost');
    await user.click(await screen.findByRole('radio', { name: '30 Tage' }));
    await user.selectOptions(screen.getByLabelText(/^Seminar/), S2);
    expect(screen.getByRole('radio', { name: 'Eigene Anzahl' })).toBeChecked();
    const days = screen.getByLabelText('Anzahl Tage');
    expect(days).toHaveValue(5);

    await user.clear(days);
    await user.click(screen.getByRole('button', { name: 'In die Buchungsliste' }));
    await waitFor(() =>
      expect(days).toHaveAccessibleDescription(/Bitte gib eine ganze Zahl von Tagen an \(mindestens 1\)\.$/),
    );
    expect(screen.getByText('Betrag (netto)').nextSibling).toHaveTextContent('–');
    expect(apiLog.calls('POST /seminars/boost')).toHaveLength(0);
  });

  it('shows the server refusing the number of days at the duration, in the UI language', async () => {
    signIn();
    mockApi({
      'GET /seminars/boost-invoice': { body: overview([]) },
      'POST /seminars/boost': {
        status: 422,
        body: {
          success: false,
          code: 'BOOST_PAST_COURSE_START',
          message: 'So viele Tage passen nicht bis zum Kursbeginn.',
          fieldErrors: { days: 'boostPastCourseStart' },
        },
      },
    });
    const user = userEvent.setup();
    await renderRoute('/seminars/boost');
    await user.click(await screen.findByRole('button', { name: 'In die Buchungsliste' }));
    const durations = screen.getByRole('group', { name: 'Laufzeit' });
    await waitFor(() =>
      expect(durations).toHaveAccessibleDescription(/So viele Tage passen nicht bis zum Kursbeginn\.$/),
    );
    expect(apiLog.body('POST /seminars/boost')).toEqual({ seminarId: S1, days: 7, startsOn: '2026-03-02' });
  });

  it('confirms only after a step naming the amount and the month-end invoice, then shows the success page', async () => {
    signIn();
    let confirmed = false;
    mockApi({
      'GET /seminars/boost-invoice': () => ({
        body: overview(confirmed ? [confirmedRhetorik, cart[1]!] : cart),
      }),
      'POST /seminars/confirm-boost': () => {
        confirmed = true;
        return {
          body: { success: true, bookings: [confirmedRhetorik], totalCents: 3500, vatCents: 665, grossCents: 4165 },
        };
      },
    });
    const user = userEvent.setup();
    const { router } = await renderRoute('/seminars/boost');
    await user.click(await screen.findByRole('checkbox', { name: '„Zeitmanagement“ verbindlich buchen' }));
    await user.click(screen.getByRole('button', { name: '1 Buchung verbindlich buchen …' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Du buchst 1 Top-Platzierung verbindlich für 35,00 € netto (41,65 € brutto).');
    expect(dialog).toHaveTextContent('Rhetorik im Beruf: 02.03.2026 – 08.03.2026 (7 Tage), 35,00 €');
    expect(dialog).toHaveTextContent('Die Rechnung erhältst du zum Monatsende.');
    expect(apiLog.calls('POST /seminars/confirm-boost')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: /^Kostenpflichtig buchen \(41,65\s€\)$/ }));
    expect(await screen.findByRole('heading', { name: 'Buchung erfolgreich', level: 1 })).toBeInTheDocument();
    expect(apiLog.body('POST /seminars/confirm-boost')).toEqual({ seminarIds: [S1] });
    expect(router.state.location.search).toBe('?bookings=b1');
    const summary = screen.getByRole('region', { name: '1 Top-Platzierung gebucht' });
    expect(summary).toHaveTextContent('Rhetorik im Beruf');
    expect(summary).toHaveTextContent('läuft vom 02.03.2026 bis 08.03.2026 (7 Tage) · 35,00 €');
    expect(within(summary).getByText('Gesamt brutto').nextSibling).toHaveTextContent('41,65 €');
    expect(summary).toHaveTextContent('Die Rechnung kommt zum Monatsende per E-Mail');
  });

  it('success page without a confirmed booking says there is nothing to show', async () => {
    signIn();
    mockApi({ 'GET /seminars/boost-invoice': { body: overview(cart) } });
    await renderRoute('/seminars/boost/success?bookings=b1');
    expect(await screen.findByText('Hier gibt es keine bestätigte Buchung anzuzeigen.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Buchungsübersicht' })).toHaveAttribute('href', '/seminars/boost');
  });
});
