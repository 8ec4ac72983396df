/**
 * The list kit's filters on a phone: one "Filter" button opens the controls, the active filters
 * show as chips, and a chip removes its filter (seminar list as the example; every list uses the
 * same FilterBar). Wider screens keep the row of controls (the other list tests).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anna, renderRoute, signIn } from '../../../test/utils';
import { WIDE_SCREEN } from '../../../components/ui/filter-bar';
import { listResponse, routeFetch, seminar } from '../test/fixtures';

/** A phone: the wide-screen query does not match. */
function phone() {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query !== WIDE_SCREEN,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

const texts = {
  de: { filter: 'Filter (1)', category: 'Themenbereich', chip: 'Filter entfernen: Themenbereich: Kommunikation' },
  en: { filter: 'Filter (1)', category: 'Topic area', chip: 'Remove filter: Topic area: Communication' },
} as const;

describe.each(['de', 'en'] as const)('filters on a phone (%s)', (language) => {
  const x = texts[language];
  beforeEach(phone);
  afterEach(() => vi.unstubAllGlobals());

  it('puts the filters behind one button and removes a filter with its chip', { timeout: 20_000 }, async () => {
    signIn({ ...anna, language });
    routeFetch({ 'GET /seminars': { body: listResponse([seminar()]) } });
    const user = userEvent.setup();
    const { router } = await renderRoute('/seminars?categoryId=9', { language });
    const search = await screen.findByRole('search');
    const button = within(search).getByRole('button', { name: x.filter });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // The controls wait behind the button.
    expect(within(search).queryByRole('combobox', { name: x.category })).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(search).getByRole('combobox', { name: x.category })).toHaveValue('9');

    await user.click(within(search).getByRole('button', { name: x.chip }));
    await waitFor(() => expect(router.state.location.search).not.toContain('categoryId'));
    await waitFor(() => expect(within(search).queryByRole('button', { name: x.chip })).not.toBeInTheDocument());
    expect(within(search).getByRole('combobox', { name: x.category })).toHaveValue('');
    expect(within(search).getByRole('button', { name: 'Filter' })).toBeInTheDocument();
  });
});
