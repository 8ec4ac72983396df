/**
 * The marketplace search keeps its filters in the URL through the list kit (keys checked by the
 * contracts' search schema, a filter change back to page 1) and shows prices through lib/format.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addMonthsIso, formatMonth, todayIso, type PublicSeminarSearchResponse } from '@bu/contracts';
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

function stubSearch(
  seminars = [seminar],
  count: { total: number; totalCapped: boolean } = { total: 45, totalCapped: false },
) {
  return mockApi({
    'GET /public/seminars': (url) => ({
      body: {
        success: true,
        seminars,
        ...count,
        page: Number(url.searchParams.get('page') ?? 1),
        pageSize: 20,
        categories: [{ id: 9, de: 'Kommunikation & Rhetorik', en: 'Communication & rhetoric' }],
        viewToken: 'search-token.sig',
      },
    }),
  });
}

describe('marketplace search', () => {
  it.each([
    ['de', 'Beginn im Monat', 'Jeder Monat'],
    ['en', 'Starting in month', 'Any month'],
  ] as const)('offers the start months by name (%s)', async (language, label, any) => {
    stubSearch();
    const user = userEvent.setup();
    const { router } = await renderRoute(`/marketplace?month=2031-02${language === 'en' ? '&lang=en' : ''}`, {
      language,
    });
    const select = await screen.findByRole('combobox', { name: label });
    const options = within(select).getAllByRole('option');
    expect(options[0]).toHaveTextContent(any);
    // The month the address names, then this month and the next 17.
    expect(options).toHaveLength(1 + 1 + 18);
    const thisMonth = todayIso().slice(0, 7);
    expect(options[1]).toHaveTextContent(formatMonth(thisMonth, language));
    expect(options.at(-1)).toHaveTextContent(formatMonth('2031-02', language));
    for (const option of options.slice(1)) expect(option.textContent).toMatch(/^\p{L}+ \d{4}$/u);
    expect(select).toHaveValue('2031-02');
    if (language === 'de')
      expect(options[1]!.textContent).toMatch(
        /^(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$/,
      );
    await user.selectOptions(select, options[2]!);
    await waitFor(() => expect(router.state.location.search).toContain(`month=${addMonthsIso(thisMonth, 1)}`));
  });

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

  it('says "more than" a capped count and pages on while pages are full', async () => {
    const full = Array.from({ length: 20 }, (_, i) => ({
      ...seminar,
      id: `${seminar.id.slice(0, -2)}${10 + i}`,
      title: `Rhetorik ${i}`,
    }));
    const api = stubSearch(full, { total: 1000, totalCapped: true });
    const user = userEvent.setup();
    await renderRoute('/marketplace?page=60');
    expect(await screen.findByText('Gefundene Seminare: mehr als 1.000')).toBeInTheDocument();
    // The last page is not known: the page alone, and "next" while the page is full.
    expect(screen.getByText('Seite 60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(api.calls('GET /public/seminars').at(-1)!.url.searchParams.get('page')).toBe('61'));
  });

  it('ends the pages of a capped count at a page that is not full', async () => {
    stubSearch([seminar], { total: 1000, totalCapped: true });
    await renderRoute('/marketplace?page=70', { language: 'en' });
    expect(await screen.findByText('Seminars found: more than 1,000')).toBeInTheDocument();
    expect(screen.getByText('Page 70')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
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
    // An English page's links lead to English pages.
    expect(screen.getByRole('link', { name: 'How results are ordered' })).toHaveAttribute(
      'href',
      '/marketplace/ranking?lang=en',
    );
  });
});
