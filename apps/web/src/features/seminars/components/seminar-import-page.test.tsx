/**
 * The seminar import screen (issue 44): a chosen file is checked at once (dry run); its errors by
 * line keep the import closed; a clean check lists what changes, its costs, and imports with the
 * costs it showed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SEMINAR_CSV_COLUMNS, type SeminarImportResponse } from '@bu/contracts';
import { renderRoute, signIn } from '../../../test/utils';
import { callsTo, listResponse, routeFetch } from '../test/fixtures';

const answer = (overrides: Partial<SeminarImportResponse> = {}): SeminarImportResponse => ({
  success: true,
  dryRun: true,
  created: 0,
  updated: 0,
  unchanged: 0,
  newLocations: 0,
  errors: [],
  rows: [],
  costs: { lines: [], totalCents: 0 },
  ...overrides,
});

const csvFile = () =>
  new File(['external_id;title;start_date\r\nK-1;Rhetorik;01.03.2027\r\n'], 'seminare.csv', { type: 'text/csv' });

describe('seminar import', () => {
  it('shows every error by line and keeps the import closed', { timeout: 20_000 }, async () => {
    signIn();
    const log = routeFetch({
      'POST /seminars/import': {
        body: answer({
          created: 1,
          errors: [
            { row: 3, field: 'start_date', code: 10, message: 'Bitte gib ein gültiges Datum im Format TT.MM.JJJJ an.' },
          ],
        }),
      },
    });
    const user = userEvent.setup();
    await renderRoute('/seminars/import');
    expect(await screen.findByRole('heading', { name: 'Seminare importieren' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Datei (CSV oder Excel)'), csvFile());
    const table = await screen.findByRole('table', { name: 'Fehler nach Zeile' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('start_date')).toBeInTheDocument();
    expect(within(row).getByText('Bitte gib ein gültiges Datum im Format TT.MM.JJJJ an.')).toBeInTheDocument();
    expect(screen.getByText(/1 Fehler: Nichts wird importiert/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /importieren/ })).toBeDisabled();
    expect(String(callsTo(log, 'POST /seminars/import')[0]!.url)).toContain('dryRun=1');
  });

  it('lists the changes and their costs, then imports with the costs shown', { timeout: 20_000 }, async () => {
    signIn();
    const rows = [
      {
        row: 2,
        action: 'created' as const,
        externalId: 'K-1',
        startDate: '2027-03-01',
        title: 'Rhetoric',
        publishes: true,
      },
      {
        row: 3,
        action: 'unchanged' as const,
        externalId: 'K-2',
        startDate: '2027-04-01',
        title: 'Same',
        publishes: false,
      },
    ];
    const costs = {
      lines: [{ seminarId: 's1', title: 'Rhetoric', kind: 'brochure_entry' as const, amountCents: 9900 }],
      totalCents: 9900,
    };
    const log = routeFetch({
      'POST /seminars/import': (url) => ({
        body: answer({ dryRun: url.searchParams.has('dryRun'), created: 1, unchanged: 1, rows, costs }),
      }),
      'GET /seminars': { body: listResponse([]) },
    });
    const user = userEvent.setup();
    await renderRoute('/seminars/import', { language: 'en' });
    await user.upload(await screen.findByLabelText('File (CSV or Excel)'), csvFile());
    const table = await screen.findByRole('table', { name: 'What the import creates or changes' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('New · will be published')).toBeInTheDocument();
    expect(screen.getByText(/Total: €99\.00/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import 1 date, with costs (€99.00)' }));
    await waitFor(() => expect(callsTo(log, 'POST /seminars/import')).toHaveLength(2));
    const commit = String(callsTo(log, 'POST /seminars/import')[1]!.url);
    expect(commit).not.toContain('dryRun');
    expect(commit).toContain('expectedTotalCents=9900');
    expect(await screen.findByText('Import finished: 1 new, 0 changed.')).toBeInTheDocument();
  });

  it.each([
    [
      'de',
      'Die Spalten der Vorlage',
      /^Unterrichtsstunden pro Tag, 0,5 bis 12/,
      /^Ob Samstag und Sonntag Seminartage sind: ja oder nein/,
      /^Tage zwischen Start und Ende ohne Seminar, TT\.MM\.JJJJ oder JJJJ-MM-TT, mehrere mit \|/,
    ],
    [
      'en',
      'The columns of the template',
      /^Teaching hours a day, 0\.5 to 12/,
      /^Whether Saturday and Sunday are seminar days: yes or no/,
      /^Days between start and end without seminar, DD\.MM\.YYYY or YYYY-MM-DD, several separated by \|/,
    ],
  ] as const)(
    'explains every column of the template in the UI language (%s)',
    async (language, heading, hours, weekend, off) => {
      signIn();
      routeFetch({});
      await renderRoute('/seminars/import', { language });
      const columns = (await screen.findByText(heading)).closest('details')!;
      const terms = within(columns).getAllByRole('term');
      expect(terms.map((term) => within(term).getByText(/^[a-z_]+$/).textContent)).toEqual([...SEMINAR_CSV_COLUMNS]);
      const explained = (column: string) =>
        terms.find((term) => term.textContent?.startsWith(column))!.nextElementSibling!.textContent;
      expect(explained('teaching_hours_per_day')).toMatch(hours);
      expect(explained('weekend_days')).toMatch(weekend);
      expect(explained('excluded_dates')).toMatch(off);
    },
  );
});
