/**
 * The website widget's list (issue 46 point 6): each seminar's places as its public page says them
 * ("noch 3 Plätze", "ausgebucht – Warteliste"), from the provider answer the frame loads, in the
 * frame's language; nothing where the seminar sets no maximum.
 */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicProvider } from '@bu/contracts';
import { mockApi } from '../test/server';
import { OWNER, summary } from '../test/marketplace-fixtures';

const seminar = (id: string, title: string, places: { freePlaces: number | null; waitlist: boolean }) => ({
  ...summary,
  id,
  title,
  ...places,
});

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
  seminars: [
    seminar('0b6e3a36-5d1e-4f2a-9a51-3c2d1e0f9a01', 'Drei frei', { freePlaces: 3, waitlist: false }),
    seminar('0b6e3a36-5d1e-4f2a-9a51-3c2d1e0f9a02', 'Einer frei', { freePlaces: 1, waitlist: false }),
    seminar('0b6e3a36-5d1e-4f2a-9a51-3c2d1e0f9a03', 'Voll', { freePlaces: 0, waitlist: true }),
    seminar('0b6e3a36-5d1e-4f2a-9a51-3c2d1e0f9a04', 'Ohne Grenze', { freePlaces: null, waitlist: false }),
  ],
};

/** The frame as the loader opens it (`#preview`: no statistics, no inquiries), in `language`. */
async function openWidget(language: 'de' | 'en') {
  document.body.innerHTML = '<main id="widget"></main>';
  window.history.replaceState(null, '', `/widget/${OWNER}?lang=${language}#preview`);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  mockApi({ 'GET /public/providers/:id': { body: { success: true, provider, viewToken: 'provider-token.sig' } } });
  vi.resetModules();
  await import('./frame');
  await screen.findByRole('heading', { name: 'Voll', level: 3 });
}

/** The places fact of one seminar's card, or null without one. */
function placesOf(title: string, label: string): string | null {
  const card = screen.getByRole('article', { name: title });
  const term = within(card).queryByText(label, { selector: 'dt' });
  return term?.nextElementSibling?.textContent ?? null;
}

describe('the widget’s places', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('says them in German as the public seminar page does', async () => {
    await openWidget('de');
    expect(placesOf('Drei frei', 'Plätze')).toBe('noch 3 Plätze');
    expect(placesOf('Einer frei', 'Plätze')).toBe('noch 1 Platz');
    expect(placesOf('Voll', 'Plätze')).toBe('ausgebucht – Warteliste');
    expect(placesOf('Ohne Grenze', 'Plätze')).toBeNull();
  });

  it('says them in English as the public seminar page does', async () => {
    await openWidget('en');
    expect(placesOf('Drei frei', 'Places')).toBe('3 places left');
    expect(placesOf('Einer frei', 'Places')).toBe('1 place left');
    expect(placesOf('Voll', 'Places')).toBe('fully booked – waiting list');
    expect(placesOf('Ohne Grenze', 'Places')).toBeNull();
  });
});
