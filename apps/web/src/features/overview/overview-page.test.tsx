/** The dashboard home: a boost is booked from here as well as from the seminar list. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BoostInvoiceResponse } from '@bu/contracts';
import { mockApi } from '../../test/server';
import { renderRoute, signIn } from '../../test/utils';
import { noProfileAnswer, overviewAnswer } from './test/fixtures';

const boostOverview: BoostInvoiceResponse = {
  success: true,
  pricePerDayCents: 500,
  vatRatePercent: 19,
  today: '2026-03-02',
  bookings: [],
  unconfirmedTotalCents: 0,
  vatCents: 0,
  grossCents: 0,
  boostableSeminars: [{ id: 's1', title: 'Rhetorik im Beruf', startDate: '2026-05-04', maxDays: 63 }],
};

function stub(online: number) {
  mockApi({
    'GET /overview': { body: overviewAnswer({ online, draft: 1 }) },
    'GET /leads/unread-count': { body: { success: true, leads: 0, conversations: 0, messages: 0 } },
    'GET /provider-profile': noProfileAnswer,
    'GET /seminars/boost-invoice': { body: boostOverview },
  });
}

describe('overview → boost', () => {
  it('offers "book a boost" on the seminars card and opens the booking page', { timeout: 20_000 }, async () => {
    signIn();
    stub(2);
    const user = userEvent.setup();
    const { router } = await renderRoute('/');
    const card = (await screen.findByRole('heading', { name: 'Deine Seminare' })).closest('section')!;
    const boost = await within(card).findByRole('link', { name: 'Boost buchen' });
    expect(boost).toHaveAttribute('href', '/seminars/boost');
    await user.click(boost);
    expect(await screen.findByRole('heading', { name: 'Top-Platzierung buchen', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/seminars/boost');
    expect(await screen.findByRole('option', { name: /^Rhetorik im Beruf/ })).toBeInTheDocument();
  });

  it('offers no boost while no seminar is online', { timeout: 20_000 }, async () => {
    signIn();
    stub(0);
    await renderRoute('/');
    const card = (await screen.findByRole('heading', { name: 'Deine Seminare' })).closest('section')!;
    await within(card).findByText('Seminare gesamt: 1');
    expect(within(card).queryByRole('link', { name: 'Boost buchen' })).not.toBeInTheDocument();
  });
});
