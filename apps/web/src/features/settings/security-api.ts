/**
 * Account-security calls of the settings page (issue 12): signed-in sessions, two-factor
 * sign-in and the activity log, with their query keys and hooks.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { activityQuerySchema, twoFactorDisableSchema } from '@bu/contracts';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { saveFile } from '../../lib/download';
import { endpoints } from '../../lib/endpoints';
import type { ListParams } from '../../lib/list-params';
import { createQueryKeys } from '../../lib/query-key-factory';
import { settingsKeys } from './api';

/** GET /settings/activity (`activityQuerySchema`): kind, member and page. */
export type ActivityFilter = ListParams<typeof activityQuerySchema>;
/** POST /settings/2fa/disable: the password and a current or recovery code. */
export type TwoFactorDisableInput = Omit<z.input<typeof twoFactorDisableSchema>, 'bu_auth_token'>;

/** The activity log, a list by its filter; the sessions and the second factor beside it. */
const activityKeys = createQueryKeys<ActivityFilter>('activity');
const securityKeys = {
  ...createQueryKeys('security'),
  sessions: () => [...securityKeys.all, 'sessions'] as const,
  twoFactor: () => [...securityKeys.all, 'two-factor'] as const,
};

export const securityApi = {
  sessions: (signal?: AbortSignal) => api.call(endpoints.listSessions, { signal }),
  revokeSession: (id: string) => api.call(endpoints.revokeSession, { params: { id } }),
  revokeOthers: () => api.call(endpoints.revokeOtherSessions),
  twoFactor: (signal?: AbortSignal) => api.call(endpoints.twoFactorStatus, { signal }),
  setup: () => api.call(endpoints.setUpTwoFactor),
  enable: (code: string) => api.call(endpoints.enableTwoFactor, { body: { code } }),
  disable: (input: TwoFactorDisableInput) => api.call(endpoints.disableTwoFactor, { body: input }),
  activity: ({ kind, userId, page }: ActivityFilter, signal?: AbortSignal) =>
    api.call(endpoints.listActivity, { query: { kind, userId, page }, signal }),
  exportActivity: async ({ kind, userId }: Omit<ActivityFilter, 'page'>) =>
    saveFile(await api.call(endpoints.exportActivity, { query: { kind, userId } }), 'activity.csv'),
};

export function useSessions(enabled = true) {
  return useQuery({
    queryKey: securityKeys.sessions(),
    queryFn: ({ signal }) => securityApi.sessions(signal),
    enabled,
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: securityApi.revokeSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions() }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: securityApi.revokeOthers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions() }),
  });
}

export function useTwoFactor(enabled = true) {
  return useQuery({
    queryKey: securityKeys.twoFactor(),
    queryFn: ({ signal }) => securityApi.twoFactor(signal),
    enabled,
  });
}

export function useTwoFactorSetup() {
  return useMutation({ mutationFn: securityApi.setup });
}

/** Enabling or disabling changes the status and what admins see in the team list. */
function useTwoFactorChange<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: securityKeys.twoFactor() });
      await queryClient.invalidateQueries({ queryKey: settingsKeys.team() });
    },
  });
}

export const useEnableTwoFactor = () => useTwoFactorChange(securityApi.enable);
export const useDisableTwoFactor = () => useTwoFactorChange(securityApi.disable);

export function useActivity(filter: ActivityFilter, enabled = true) {
  return useQuery({
    queryKey: activityKeys.list(filter),
    queryFn: ({ signal }) => securityApi.activity(filter, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
