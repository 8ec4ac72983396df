/**
 * The profile page: completeness as a percentage in the UI language, what is missing (each a
 * link to its field), and image removal that asks first.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Provider } from '@bu/contracts';
import { renderRoute, signIn } from '../../../test/utils';
import { mockApi } from '../../../test/server';

const provider: Provider = {
  id: 'p1',
  providerNumber: 1001,
  name: 'Bildungswerk am See',
  street: 'Seestraße 3',
  postalCode: '78464',
  city: 'Konstanz',
  country: 'DE',
  website: 'https://bildungswerk.example',
  email: 'info@bildungswerk.example',
  phone: null,
  description: '<p>Wir bilden.</p>',
  completeness: 60,
};
const logo = {
  id: 'i1',
  kind: 'logo',
  url: '/logo.webp',
  description: null,
  order: 0,
  width: 120,
  height: 60,
  format: 'webp',
};

function stub() {
  mockApi({
    'GET /provider-profile': { body: { success: true, provider_data: provider } },
    'GET /provider-images': { body: { success: true, logo, cover: null, favicon: null, gallery: [], signature: null } },
  });
}

describe('profile completeness (defect 11)', () => {
  it('says what is missing, each item a link to its field or image', { timeout: 20_000 }, async () => {
    signIn();
    stub();
    await renderRoute('/profile');
    expect(await screen.findByText('Profil zu 60 % vollständig')).toBeInTheDocument();
    const missing = await screen.findByRole('navigation', { name: 'Es fehlen noch:' });
    const links = within(missing).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Telefon', '#profile-phone'],
      ['Titelbild', '#profile-image-cover'],
      ['Favicon', '#profile-image-favicon'],
      ['Galerie', '#profile-image-gallery'],
    ]);
    for (const link of links) expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull();
    expect(document.getElementById('profile-phone')).toHaveAccessibleName('Telefon');
  });

  it('formats the percentage and the image actions in English', { timeout: 20_000 }, async () => {
    signIn();
    stub();
    await renderRoute('/profile', { language: 'en' });
    expect(await screen.findByText('Profile 60% complete')).toBeInTheDocument();
    expect(await screen.findByText('Upload cover image')).toBeInTheDocument();
    expect(screen.getByText('Replace logo')).toBeInTheDocument();
  });
});

describe('profile preview', () => {
  it('opens the public provider page in a new tab, as visitors see it', { timeout: 20_000 }, async () => {
    signIn();
    stub();
    await renderRoute('/profile');
    await screen.findByText('Profil zu 60 % vollständig');
    const preview = await screen.findByRole('link', { name: /^Vorschau/ });
    expect(preview).toHaveAttribute('href', '/marketplace/providers/bildungswerk-am-see-p1');
    expect(preview).toHaveAttribute('target', '_blank');
  });
});

describe('image removal', () => {
  it('asks first, and removes the image only when confirmed', { timeout: 20_000 }, async () => {
    signIn();
    stub();
    const log = mockApi({ 'DELETE /provider-images/:id': { body: { success: true } } });
    const user = userEvent.setup();
    await renderRoute('/profile');
    await user.click(await screen.findByRole('button', { name: 'Logo entfernen' }));
    const ask = await screen.findByRole('dialog', { name: 'Logo entfernen?' });
    await user.click(within(ask).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(log.calls('DELETE /provider-images/i1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Logo entfernen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Logo entfernen?' });
    await user.click(within(confirm).getByRole('button', { name: 'Logo entfernen' }));
    expect(await screen.findByText('Logo entfernt.')).toBeInTheDocument();
    expect(log.calls('DELETE /provider-images/i1')).toHaveLength(1);
  });
});
