/** The statistics screen as a provider reads it: figure tabs with the change against the previous period over one chart, the benchmark, the table, the empty state. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIso, type StatisticsFigures, type StatisticsResponse } from '@bu/contracts';
import { apiLog, mockApi } from '../../../test/server';
import { renderRoute, signIn } from '../../../test/utils';
import { figures } from '../test/fixtures';

const zero = figures();
const totals: StatisticsFigures = {
  ...zero,
  impressions: 120,
  seminarViews: 30,
  inquiries: 3,
  profileViews: 6,
  conversionRate: 0.1,
};

const answer = (overrides: Partial<StatisticsResponse> = {}): StatisticsResponse => ({
  success: true,
  from: '2026-02-01',
  to: '2026-03-02',
  updatedAt: '2026-03-02T09:30:00.000Z',
  totals,
  previous: { ...zero, seminarViews: 20, inquiries: 3, profileViews: 8, conversionRate: 0.15 },
  series: [
    { day: '2026-03-01', ...totals, impressions: 70, seminarViews: 10 },
    { day: '2026-03-02', ...totals, impressions: 50, seminarViews: 20 },
  ],
  seminars: [
    { seminarId: 's1', title: 'Rhetorik im Beruf', status: 'online', ...totals, seminarViews: 10, inquiries: 1 },
    { seminarId: 's2', title: 'Zeitmanagement', status: 'online', ...totals, seminarViews: 20, inquiries: 2 },
  ],
  seminarCounts: { new: 2, expired: 1, visible: 5 },
  suspiciousEvents: 0,
  benchmark: { ...zero, profileViews: 4 },
  ...overrides,
});

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
const chart = () => screen.getByRole('img', { name: /^Tagesverlauf/ });

describe('statistics page', () => {
  it('shows each figure as a tab with its change against the previous period, and charts the chosen one', async () => {
    signIn();
    mockApi({ 'GET /statistics': { body: answer() } });
    const user = userEvent.setup();
    await renderRoute('/statistics');
    await screen.findByRole('tab', { name: /^Seminaraufrufe/ });
    // The tab shows the short change; its name holds the whole comparison.
    expect(tab('Seminaraufrufe')).toHaveAccessibleName(/^Seminaraufrufe 30 \+50\s%\sggü\. Vorzeitraum \(20\)$/);
    expect(tab('Impressionen')).toHaveAccessibleName('Impressionen 120 Neu – Vorzeitraum 0');
    expect(tab('Anfragen')).toHaveAccessibleName(/^Anfragen 3 ±?0\s%\sggü\. Vorzeitraum \(3\)$/);
    expect(tab('Konversionsrate')).toHaveTextContent('10 %');
    // Coloured by whether the change is good: more views and a new figure are, fewer profile views are not.
    const tone = (name: string) => tab(name).querySelector('.stats__change')!.className;
    expect(tone('Seminaraufrufe')).toContain('stats__change--good');
    expect(tone('Impressionen')).toContain('stats__change--good');
    expect(tone('Profilaufrufe')).toContain('stats__change--bad');
    expect(tone('Anfragen')).toContain('stats__change--flat');
    expect(screen.getByRole('tabpanel')).toHaveTextContent(/Seminaraufrufe: 30 · \+50\s%\sggü\. Vorzeitraum \(20\)/);
    // Seminar views are charted first; a click on a figure charts that one, with its benchmark.
    expect(tab('Seminaraufrufe')).toHaveAttribute('aria-selected', 'true');
    expect(chart()).toHaveAccessibleName(/^Tagesverlauf Seminaraufrufe .* insgesamt 30\.$/);
    await user.click(tab('Profilaufrufe'));
    expect(tab('Profilaufrufe')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Seminaraufrufe')).toHaveAttribute('aria-selected', 'false');
    expect(chart()).toHaveAccessibleName(/^Tagesverlauf Profilaufrufe .* insgesamt 6\.$/);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Median anderer Anbieter in deinen Kategorien: 4');
    // The arrow keys move between the figures, as in any tab list.
    await user.keyboard('{ArrowRight}');
    expect(tab('Anfragen')).toHaveFocus();
    expect(chart()).toHaveAccessibleName(/^Tagesverlauf Anfragen /);
    expect(screen.getByText(/mit bis zu 48 Stunden Verzögerung/)).toBeInTheDocument();
    expect(screen.queryByText(/Vergleich erst ab 5 weiteren Anbietern/)).not.toBeInTheDocument();
    // The default range is the last 30 days.
    expect(screen.getByLabelText('Zeitraum', { selector: 'select' })).toHaveValue('30');
    const request = apiLog.calls('GET /statistics')[0]!.url.searchParams;
    expect(request.get('from')! <= request.get('to')!).toBe(true);
    // It ends yesterday: today is incomplete and is not compared with a full day.
    expect(request.get('to')).toBe(addDaysIso(todayIso(), -1));
    expect(
      screen.getByText(/Bis einschließlich gestern: Der heutige Tag ist noch nicht vollständig/),
    ).toBeInTheDocument();
  });

  it('says how many events were held as suspicious', async () => {
    signIn();
    mockApi({ 'GET /statistics': { body: answer({ suspiciousEvents: 1250 }) } });
    await renderRoute('/statistics');
    expect(
      await screen.findByText(/^1\.250 Ereignisse wurden als verdächtig zurückgehalten und nicht gezählt/),
    ).toBeInTheDocument();
  });

  it('leaves the suspicious line out without held events', async () => {
    signIn();
    mockApi({ 'GET /statistics': { body: answer() } });
    await renderRoute('/statistics');
    await screen.findByRole('tab', { name: /^Seminaraufrufe/ });
    expect(screen.queryByText(/als verdächtig zurückgehalten/)).not.toBeInTheDocument();
  });

  it('sorts the per-seminar table and says when the comparison is withheld', async () => {
    signIn();
    mockApi({ 'GET /statistics': { body: answer({ benchmark: null }) } });
    const user = userEvent.setup();
    await renderRoute('/statistics');
    const table = await screen.findByRole('table', { name: 'Kennzahlen je Seminar im gewählten Zeitraum' });
    const titles = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('th, td')!.textContent);
    expect(titles()).toEqual([expect.stringMatching(/^Zeitmanagement/), expect.stringMatching(/^Rhetorik im Beruf/)]);
    await user.click(within(table).getByRole('button', { name: 'Seminar' }));
    expect(within(table).getByRole('columnheader', { name: 'Seminar' })).toHaveAttribute('aria-sort', 'ascending');
    expect(titles()).toEqual([expect.stringMatching(/^Rhetorik im Beruf/), expect.stringMatching(/^Zeitmanagement/)]);
    expect(screen.getByText('Vergleich erst ab 5 weiteren Anbietern in deinen Kategorien.')).toBeInTheDocument();
  });

  it('explains what will appear once visitors arrive', async () => {
    signIn();
    mockApi({
      'GET /statistics': {
        body: answer({
          totals: zero,
          previous: zero,
          series: [{ day: '2026-03-02', ...zero }],
          seminars: [],
          benchmark: null,
          updatedAt: null,
        }),
      },
    });
    await renderRoute('/statistics');
    expect(await screen.findByText('Noch keine Besucher in diesem Zeitraum')).toHaveClass('empty-state__title');
    expect(screen.getByRole('link', { name: 'Zu den Seminaren' })).toHaveAttribute('href', '/seminars');
    expect(screen.getByText('Im gewählten Zeitraum hat noch kein Seminar Aufrufe oder Anfragen.')).toBeInTheDocument();
    expect(screen.getByText(/Noch nicht aktualisiert\./)).toBeInTheDocument();
  });
});
