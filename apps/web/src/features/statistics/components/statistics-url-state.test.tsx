/**
 * The statistics screen's URL state goes through the list kit (absolute writes to /statistics,
 * defaults left out, keys checked by the contracts' schema) and its figures through lib/format.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sharedMessages, type StatisticsResponse } from '@bu/contracts';
import { mockApi } from '../../../test/server';
import { renderRoute, signIn } from '../../../test/utils';
import { figures } from '../test/fixtures';

vi.setConfig({ testTimeout: 15_000 });

function answer(url: URL): { body: StatisticsResponse } {
  const from = url.searchParams.get('from')!;
  const to = url.searchParams.get('to')!;
  return {
    body: {
      success: true,
      from,
      to,
      updatedAt: null,
      totals: figures({ impressions: 12345, seminarViews: 250, inquiries: 5, conversionRate: 0.02 }),
      previous: figures({ impressions: 10000, seminarViews: 200, inquiries: 5, conversionRate: 0.025 }),
      series: [{ day: to, ...figures({ impressions: 12345, seminarViews: 250 }) }],
      seminars: [],
      seminarCounts: { new: 1, expired: 0, visible: 1200 },
      suspiciousEvents: 0,
      benchmark: null,
    },
  };
}

describe('statistics page', () => {
  it('keeps the range in the URL of its own page and asks the API for it', async () => {
    const api = mockApi({ 'GET /statistics': answer });
    signIn();
    const user = userEvent.setup();
    const { router } = await renderRoute('/statistics');
    const range = await screen.findByRole('combobox', { name: 'Zeitraum' });
    expect(range).toHaveValue('30');
    await waitFor(() => expect(api.calls('GET /statistics')).toHaveLength(1));

    await user.selectOptions(range, '7');
    await waitFor(() => expect(router.state.location.search).toBe('?range=7'));
    expect(router.state.location.pathname).toBe('/statistics');
    await waitFor(() => {
      const last = api.calls('GET /statistics').at(-1)!.url.searchParams;
      expect(last.get('to')).toBeTruthy();
      expect(Date.parse(last.get('to')!) - Date.parse(last.get('from')!)).toBe(6 * 86_400_000);
    });

    await user.selectOptions(range, 'custom');
    const params = () => new URLSearchParams(router.state.location.search);
    await waitFor(() => expect(params().get('range')).toBe('custom'));
    expect(params().get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [year, month, day] = params().get('from')!.split('-');
    expect(await screen.findByRole('textbox', { name: 'Von' })).toHaveValue(`${day}.${month}.${year}`);

    // Back to the default preset: the URL is clean again.
    await user.selectOptions(range, '30');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('reads a custom range from the URL and falls back on a broken one', async () => {
    const api = mockApi({ 'GET /statistics': answer });
    signIn();
    await renderRoute('/statistics?range=custom&from=2026-01-05&to=2026-02-01&seminarId=nope');
    await waitFor(() => expect(api.calls('GET /statistics')).toHaveLength(1));
    const query = api.calls('GET /statistics')[0]!.url.searchParams;
    expect(query.get('from')).toBe('2026-01-05');
    expect(query.get('to')).toBe('2026-02-01');
    // A seminar id the API would refuse is not sent.
    expect(query.has('seminarId')).toBe(false);
    expect(await screen.findByText('Zeitraum: 05.01.2026 – 01.02.2026')).toBeInTheDocument();
  });

  it('formats figures and changes in the UI language', async () => {
    mockApi({ 'GET /statistics': answer });
    signIn();
    await renderRoute('/statistics', { language: 'en' });
    expect(await screen.findByText('12,345')).toBeInTheDocument();
    expect(screen.getByText(/^\+23% vs\. previous period \(10,000\)$/)).toBeInTheDocument();
    expect(screen.getByText('2%')).toBeInTheDocument();
    expect(screen.getByText('1,200')).toBeInTheDocument();
  });

  it('takes a custom range typed in the UI language’s format or picked in the calendar (en)', async () => {
    const api = mockApi({ 'GET /statistics': answer });
    signIn();
    const user = userEvent.setup();
    const { router } = await renderRoute('/statistics?range=custom&from=2026-01-05&to=2026-02-01', { language: 'en' });
    const params = () => new URLSearchParams(router.state.location.search);
    const from = await screen.findByRole('textbox', { name: 'From' });
    const to = screen.getByRole('textbox', { name: 'To' });
    expect(from).toHaveValue('05/01/2026');
    expect(from).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    expect(from).toHaveAccessibleDescription(expect.stringContaining('DD/MM/YYYY'));

    await user.clear(from);
    await user.type(from, '10/01/2026');
    await waitFor(() => expect(params().get('from')).toBe('2026-01-10'));
    await waitFor(() => expect(api.calls('GET /statistics').at(-1)!.url.searchParams.get('from')).toBe('2026-01-10'));

    // A day that does not exist stays in the field, out of the URL, and says which format is expected.
    await user.clear(to);
    await user.type(to, '31/02/2026');
    await user.tab();
    expect(to).toHaveAccessibleDescription(expect.stringContaining(sharedMessages.en.validation.dateInvalid));
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(params().get('to')).toBe('2026-02-01');

    // The calendar: a picked day goes into the URL and the focus back into the field.
    await user.click(screen.getByRole('button', { name: 'Open calendar: To' }));
    const dialog = await screen.findByRole('dialog', { name: 'To' }, { timeout: 10_000 });
    within(dialog)
      .getByRole('button', { name: /February 12(th)?, 2026/ })
      .focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(params().get('to')).toBe('2026-02-12'));
    await waitFor(() => expect(to).toHaveValue('12/02/2026'));
    expect(to).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(to).toHaveFocus());
  });
});
