import type { ReactNode } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { mockApi } from '../../test/server';
import { signIn } from '../../test/utils';
import { seminarDetailQuery, seminarOptionsQuery, useSeminarStatusChange } from './api';
import { listResponse, seminar, statusAnswer } from './test/fixtures';

describe('seminar queries', () => {
  it('refreshes the seminar pickers of leads and statistics after a seminar change', async () => {
    signIn();
    const online = seminar({ status: 'online', storedStatus: 'online' });
    const log = mockApi({
      'GET /seminars': { body: listResponse([online]) },
      'POST /seminars/status': statusAnswer(online, 'paused'),
    });
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({
        // What useSeminarOptions and useSeminarOption (the seminar pickers) read.
        options: useQuery(seminarOptionsQuery('')),
        chosen: useQuery(seminarDetailQuery(online.id)),
        change: useSeminarStatusChange(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.options.isSuccess && result.current.chosen.isSuccess).toBe(true));
    const pickerCalls = () =>
      log.calls('GET /seminars').filter((call) => call.url.searchParams.get('contactRequest') === '1');
    const chosenCalls = () =>
      log.calls('GET /seminars').filter((call) => call.url.searchParams.get('id') === online.id);
    expect([pickerCalls().length, chosenCalls().length]).toEqual([1, 1]);

    await act(() => result.current.change.mutateAsync({ seminarId: online.id, status: 'paused' }));
    await waitFor(() => expect([pickerCalls().length, chosenCalls().length]).toEqual([2, 2]));
  });
});
