/**
 * One word per seminar state in each language (issue 26, defect 6): the statistics table, the
 * seminar list's badge name a paused seminar alike (the words come from contracts).
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seminarStatusTexts } from '@bu/contracts';
import { mockApi } from '../../../test/server';
import { renderRoute, signIn, anna } from '../../../test/utils';
import { figures } from '../test/fixtures';

const zero = figures();

describe.each(['de', 'en'] as const)('seminar state words (%s)', (language) => {
  const words = {
    de: { paused: 'Unsichtbar', soon: 'Beginnt bald' },
    en: { paused: 'Invisible', soon: 'Starts soon' },
  }[language];

  it('the statistics table names a paused seminar as the seminar list does', async () => {
    signIn({ ...anna, language });
    mockApi({
      'GET /statistics': {
        body: {
          success: true,
          from: '2026-02-01',
          to: '2026-03-02',
          updatedAt: '2026-03-02T09:30:00.000Z',
          totals: { ...zero, seminarViews: 3 },
          previous: zero,
          series: [],
          seminars: [{ seminarId: 's1', title: 'Rhetorik im Beruf', status: 'paused', ...zero, seminarViews: 3 }],
          seminarCounts: { new: 0, expired: 0, visible: 0 },
          suspiciousEvents: 0,
          benchmark: null,
        },
      },
    });
    await renderRoute('/statistics', { language });
    const table = await screen.findByRole('table');
    expect(within(table).getByText(words.paused)).toBeInTheDocument();
    expect(seminarStatusTexts[language].label.paused).toBe(words.paused);
  });
});
