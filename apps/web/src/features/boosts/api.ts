/**
 * Boost calls (seed §7): the priced overview (`GET /seminars/boost-invoice`), booking into the
 * cart, cancelling a cart entry and the binding confirmation, with one key factory.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BoostBookBody,
  BoostBookResponse,
  BoostConfirmResponse,
  BoostInvoiceResponse,
  OkResponse,
} from '@bu/contracts';
import { api } from '../../lib/api-client';
import { createQueryKeys } from '../../lib/query-key-factory';

export const boostKeys = {
  ...createQueryKeys('boosts'),
  overview: () => [...boostKeys.all, 'overview'] as const,
};

export const boostsApi = {
  overview: (signal?: AbortSignal) => api.get<BoostInvoiceResponse>('/seminars/boost-invoice', { signal }),
  book: (input: Omit<BoostBookBody, 'bu_auth_token'>) => api.post<BoostBookResponse>('/seminars/boost', input),
  cancel: (bookingId: string) => api.post<OkResponse>('/seminars/boost/cancel', { bookingId }),
  confirm: (seminarIds: string[]) => api.post<BoostConfirmResponse>('/seminars/confirm-boost', { seminarIds }),
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
