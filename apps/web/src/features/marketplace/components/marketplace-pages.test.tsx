/**
 * The public marketplace pages as a visitor and as the provider previewing its own listings:
 * what is reported (POST /public/events beacons), and that nothing is stored on the device —
 * no service worker, a language choice that lasts for the visit.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicProvider } from '@bu/contracts';
import { mockApi } from '../../../test/server';
import { pwaRegistrations } from '../../../test/pwa-register-mock';
import { anna, renderRoute, signIn } from '../../../test/utils';
import { LANGUAGE_STORAGE_KEY } from '../../../lib/i18n';
import { flushEvents } from '../track';
import { OWNER, SEMINAR, seminar, summary } from '../../../test/marketplace-fixtures';

const OTHER = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const provider: PublicProvider = {
  id: OWNER,
  slug: 'nordsee-akademie',
  name: 'Nordsee Akademie',
  city: 'Husum',
  website: null,
  phone: null,
  description: null,
  logo: null,
  cover: null,
  gallery: [],
  seminars: [{ ...summary, freePlaces: 3, waitlist: false }],
};

/** Each answer's token; every event must carry the one of the answer it came from. */
const SEARCH_TOKEN = 'search-token.sig';
const SEMINAR_TOKEN = 'seminar-token.sig';
const PROVIDER_TOKEN = 'provider-token.sig';

function stub() {
  mockApi({
    'GET /public/seminars': {
      body: {
        success: true,
        seminars: [{ ...summary, boosted: false }],
        total: 1,
        totalCapped: false,
        page: 1,
        pageSize: 20,
        categories: [{ id: 3, de: 'Umwelt', en: 'Environment' }],
        viewToken: SEARCH_TOKEN,
      },
    },
    'GET /public/seminars/:id': { body: { success: true, seminar, viewToken: SEMINAR_TOKEN } },
    'GET /public/providers/:id': { body: { success: true, provider, viewToken: PROVIDER_TOKEN } },
  });
}

let beacon: ReturnType<typeof vi.fn<(url: string, body: string) => boolean>>;
/** The events the page reported, once its queue is flushed. */
function reported() {
  flushEvents();
  return beacon.mock.calls.flatMap(([, body]) => (JSON.parse(body) as { events: unknown[] }).events);
}

beforeEach(() => {
  flushEvents();
  beacon = vi.fn<(url: string, body: string) => boolean>(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  stub();
});

const seminarUrl = `/marketplace/seminars/klimawandel-im-wattenmeer-${SEMINAR}`;
const providerUrl = `/marketplace/providers/nordsee-akademie-${OWNER}`;

describe('what the marketplace reports', () => {
  it('reports a visitor’s seminar view and impressions', async () => {
    await renderRoute(seminarUrl);
    expect(await screen.findByRole('heading', { name: 'Klimawandel im Wattenmeer', level: 1 })).toBeInTheDocument();
    expect(reported()).toEqual([{ type: 'seminar_view', seminarId: SEMINAR, viewToken: SEMINAR_TOKEN }]);
  });

  it('reports another provider looking at the seminar like any visitor', async () => {
    signIn({ ...anna, providerId: OTHER });
    await renderRoute(seminarUrl);
    await screen.findByRole('heading', { name: 'Klimawandel im Wattenmeer', level: 1 });
    expect(reported()).toEqual([{ type: 'seminar_view', seminarId: SEMINAR, viewToken: SEMINAR_TOKEN }]);
  });

  it('reports nothing while the owning provider previews its seminar, its profile or the search', async () => {
    signIn({ ...anna, providerId: OWNER });
    const user = userEvent.setup();
    const { router } = await renderRoute(seminarUrl);
    await screen.findByRole('heading', { name: 'Klimawandel im Wattenmeer', level: 1 });
    await user.click(screen.getByRole('button', { name: /Nachricht/ }));
    await router.navigate(providerUrl);
    await screen.findByRole('heading', { name: 'Nordsee Akademie', level: 1 });
    await router.navigate('/marketplace');
    await screen.findByRole('link', { name: 'Klimawandel im Wattenmeer' });
    expect(reported()).toEqual([]);
  });

  it('reports a visitor’s profile view with the impressions of its seminars', async () => {
    await renderRoute(providerUrl);
    await screen.findByRole('heading', { name: 'Nordsee Akademie', level: 1 });
    expect(reported()).toEqual([
      { type: 'profile_view', providerId: OWNER, viewToken: PROVIDER_TOKEN },
      { type: 'impression', seminarId: SEMINAR, viewToken: PROVIDER_TOKEN },
    ]);
  });
});

describe('places on the public seminar page', () => {
  it.each([
    ['de', 3, 'noch 3 Plätze'],
    ['de', 1, 'noch 1 Platz'],
    ['de', 0, 'ausgebucht – Warteliste'],
    ['en', 3, '3 places left'],
    ['en', 1, '1 place left'],
    ['en', 0, 'fully booked – waiting list'],
  ] as const)('says the places (%s, %i free) as “%s”', async (language, freePlaces, text) => {
    mockApi({
      'GET /public/seminars/:id': {
        body: { success: true, seminar: { ...seminar, freePlaces, waitlist: freePlaces === 0 }, viewToken: 't' },
      },
    });
    await renderRoute(language === 'de' ? seminarUrl : `${seminarUrl}?lang=en`, { language });
    await screen.findByRole('heading', { name: 'Klimawandel im Wattenmeer', level: 1 });
    const label = screen.getByText(language === 'de' ? 'Plätze' : 'Places', { selector: 'dt' });
    expect(label.nextElementSibling).toHaveTextContent(new RegExp(`^${text}$`));
  });

  it('says nothing of places where the seminar sets no maximum', async () => {
    mockApi({
      'GET /public/seminars/:id': {
        body: { success: true, seminar: { ...seminar, freePlaces: null, waitlist: false }, viewToken: 't' },
      },
    });
    await renderRoute(seminarUrl);
    await screen.findByRole('heading', { name: 'Klimawandel im Wattenmeer', level: 1 });
    expect(screen.queryByText('Plätze', { selector: 'dt' })).toBeNull();
  });
});

describe('the marketplace frame', () => {
  it.each([
    ['de', 'Zum Inhalt springen'],
    ['en', 'Skip to content'],
  ] as const)('has one skip link, to its main content (%s)', async (language, name) => {
    await renderRoute(language === 'de' ? '/marketplace' : '/marketplace?lang=en', { language });
    await screen.findByRole('link', { name: 'Klimawandel im Wattenmeer' });
    const links = screen.getAllByRole('link', { name });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '#main');
    expect(document.querySelectorAll('a[href="#main"]')).toHaveLength(1);
    expect(document.querySelectorAll('#main')).toHaveLength(1);
  });
});

describe('nothing stored on the device', () => {
  it('registers no service worker on the marketplace, but does in the dashboard', async () => {
    const before = pwaRegistrations.count;
    await renderRoute('/marketplace');
    await screen.findByRole('link', { name: 'Klimawandel im Wattenmeer' });
    // Every lazily loaded part of the page is in and its effects have run.
    await act(() => vi.dynamicImportSettled());
    expect(pwaRegistrations.count).toBe(before);
    await renderRoute('/auth/login');
    await screen.findByLabelText('E-Mail-Adresse');
    await waitFor(() => expect(pwaRegistrations.count).toBe(before + 1));
  });

  it('switches the language for the visit without storing the choice', async () => {
    const user = userEvent.setup();
    await renderRoute('/marketplace');
    await screen.findByRole('link', { name: 'Klimawandel im Wattenmeer' });
    await user.selectOptions(screen.getByLabelText('Sprache'), 'en');
    expect(await screen.findByLabelText('Language')).toHaveValue('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });
});
