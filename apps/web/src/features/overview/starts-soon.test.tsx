/** Issue 26, defect 6: the overview's flag on a seminar that starts soon says "starts", not "expires". */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/server';
import { anna, renderRoute, signIn } from '../../test/utils';
import { noProfileAnswer, overviewAnswer } from './test/fixtures';

describe.each(['de', 'en'] as const)('overview (%s)', (language) => {
  const words = { de: { soon: 'Beginnt bald' }, en: { soon: 'Starts soon' } }[language];

  it('the overview flags a seminar that starts soon as starting, not expiring', async () => {
    signIn({ ...anna, language });
    mockApi({
      'GET /overview': {
        body: {
          ...overviewAnswer({ online: 1 }),
          expiringSoon: [
            {
              id: 's1',
              title: 'Rhetorik im Beruf',
              seminarNumber: null,
              status: 'online',
              startDate: '2026-12-10',
              endDate: '2026-12-12',
              dateComment: null,
            },
          ],
        },
      },
      'GET /leads/unread-count': { body: { success: true, leads: 0, conversations: 0, messages: 0 } },
      'GET /provider-profile': noProfileAnswer,
    });
    await renderRoute('/', { language });
    expect(await screen.findByText(words.soon)).toBeInTheDocument();
  });
});
