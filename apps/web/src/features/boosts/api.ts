/**
 * Boost calls (seed §7): the priced overview (`GET /seminars/boost-invoice`), booking into the
 * cart, cancelling a cart entry and the binding confirmation, with one key factory.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoostBookBody } from '@bu/contracts';
import { api } from '../../lib/api-client';
import { endpoints } from '../../lib/endpoints';
import { createQueryKeys } from '../../lib/query-key-factory';

const boostKeys = {
  ...createQueryKeys('boosts'),
  overview: () => [...boostKeys.all, 'overview'] as const,
};

const boostsApi = {
  overview: (signal?: AbortSignal) => api.call(endpoints.boostInvoice, { signal }),
  book: (input: Omit<BoostBookBody, 'bu_auth_token'>) => api.call(endpoints.bookBoost, { body: input }),
  cancel: (bookingId: string) => api.call(endpoints.cancelBoost, { body: { bookingId } }),
  confirm: (seminarIds: string[]) => api.call(endpoints.confirmBoost, { body: { seminarIds } }),
};

export const useBoostOverview = () =>
  useQuery({ queryKey: boostKeys.overview(), queryFn: ({ signal }) => boostsApi.overview(signal) });

function useBoostMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: boostKeys.all }),
  });
}

export const useBookBoost = () => useBoostMutation(boostsApi.book);
export const useCancelBoost = () => useBoostMutation(boostsApi.cancel);
export const useConfirmBoosts = () => useBoostMutation(boostsApi.confirm);
