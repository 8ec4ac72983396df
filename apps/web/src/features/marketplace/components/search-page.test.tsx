/**
 * The marketplace search keeps its filters in the URL through the list kit (keys checked by the
 * contracts' search schema, a filter change back to page 1) and shows prices through lib/format.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PublicSeminarSearchResponse } from '@bu/contracts';
import { mockApi } from '../../../test/server';
import { renderRoute } from '../../../test/utils';

vi.setConfig({ testTimeout: 15_000 });

const seminar: PublicSeminarSearchResponse['seminars'][number] = {
  id: '8b0d3c51-5d5c-4b8f-9d39-3c1f0e6f6a11',
  slug: 'rhetorik-im-beruf',
  title: 'Rhetorik im Beruf',
  providerId: '2c1d0e9f-8a7b-4c6d-9e5f-4a3b2c1d0e9f',
  providerName: 'Akademie Nord',
  categoryId: 9,
  startDate: '2027-01-11',
  endDate: '2027-01-15',
  dateComment: null,
  city: 'Kiel',
  seminarType: 'presence',
  priceType: 'range',
  priceCents: null,
  priceMinCents: 54000,
  priceMaxCents: 64950,
  states: ['SH', 'HH'],
  excerpt: 'Sicher auftreten.',
  boosted: false,
};

function stubSearch(seminars = [seminar]) {
  return mockApi({
    'GET /public/seminars': (url) => ({
      body: {
        success: true,
        seminars,
        total: 45,
        page: Number(url.searchParams.get('page') ?? 1),
        pageSize: 20,
        categories: [{ id: 9, de: 'Kommunikation & Rhetorik', en: 'Communication & rhetoric' }],
        viewToken: 'search-token.sig',
      },
    }),
  });
}

describe('marketplace search', () => {
  it('reads the URL by the contracts schema and writes filters back to its own path', async () => {
    const api = stubSearch();
    const user = userEvent.setup();
    const { router } = await renderRoute('/marketplace?state=XX&page=2&month=2027-13');
    await screen.findByRole('link', { name: 'Rhetorik im Beruf' });
    // An unknown state and an impossible month are not sent; the page is.
    const first = api.calls('GET /public/seminars')[0]!.url.searchParams;
    expect(first.get('page')).toBe('2');
    expect(first.has('state')).toBe(false);
    expect(first.has('month')).toBe(false);
    expect(screen.getByText('Seite 2 von 3')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Themenbereich' }), '9');
    await waitFor(() => expect(router.state.location.search).toBe('?state=XX&month=2027-13&categoryId=9'));
    expect(router.state.location.pathname).toBe('/marketplace');

    await user.type(screen.getByRole('searchbox', { name: 'Suchbegriff' }), ' Rhetorik ');
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Rhetorik'));

    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2'));
    await waitFor(() => expect(api.calls('GET /public/seminars').at(-1)!.url.searchParams.get('q')).toBe('Rhetorik'));
  });

  it('shows prices and dates in the UI language, whole euros without cents', async () => {
    stubSearch();
    await renderRoute('/marketplace');
    expect(await screen.findByText('540 € – 649,50 €')).toBeInTheDocument();
    expect(screen.getByText('11.01.2027 – 15.01.2027')).toBeInTheDocument();
    expect(screen.getByText('Schleswig-Holstein, Hamburg')).toBeInTheDocument();
  });

  it('speaks English prices and state names in English', async () => {
    stubSearch();
    await renderRoute('/marketplace', { language: 'en' });
    expect(await screen.findByText('€540 – €649.50')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Communication & rhetoric' })).toBeInTheDocument();
  });

  it('labels a top placement as an ad (Anzeige) and links how results are ordered', async () => {
    const top = { ...seminar, id: '0f9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f', title: 'Yoga am Meer', boosted: true };
    stubSearch([top, seminar]);
    const { router } = await renderRoute('/marketplace');
    const [first, second] = await screen.findAllByRole('article');
    expect(within(first!).getByText('Anzeige')).toBeInTheDocument();
    expect(within(second!).queryByText('Anzeige')).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Wie wir sortieren' });
    await userEvent.setup().click(link);
    expect(await screen.findByRole('heading', { name: 'Wie wir sortieren', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/marketplace/ranking');
    expect(
      screen.getByText(/Die Plätze 1 und 2 jeder Ergebnisseite sind bezahlte Top-Platzierungen/),
    ).toBeInTheDocument();
  });

  it('labels it "Ad" in English', async () => {
    const top = { ...seminar, id: '0f9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f', title: 'Yoga am Meer', boosted: true };
    stubSearch([top, seminar]);
    await renderRoute('/marketplace', { language: 'en' });
    const [english] = await screen.findAllByRole('article');
    expect(within(english!).getByText('Ad')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How results are ordered' })).toHaveAttribute(
      'href',
      '/marketplace/ranking',
    );
  });
});
