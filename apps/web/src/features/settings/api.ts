/**
 * The settings calls (master data, personal data, password, team, invoicing, API key) and
 * the invitation acceptance, with one key factory so each change refreshes its section.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  acceptInvitationSchema,
  ApiKeyCreatedResponse,
  ApiKeyResponse,
  changePasswordSchema,
  InvoiceListResponse,
  InvoicingInput,
  InvoicingResponse,
  MasterDataResponse,
  OkResponse,
  personalDataInputSchema,
  PersonalDataResponse,
  SessionResponse,
  teamInviteSchema,
  TeamListResponse,
  teamMemberUpdateSchema,
  TeamMemberResponse,
  UpcomingInvoicesResponse,
} from '@bu/contracts';
import { api } from '../../lib/api-client';
import { createQueryKeys } from '../../lib/query-key-factory';
import { teamQuery } from '../../lib/query-keys';
import { changeLanguage } from '../../lib/i18n';
import { getSession, setSession, setSessionUser } from '../../lib/session';

export type PersonalDataInput = z.input<typeof personalDataInputSchema>;
export type InviteInput = z.input<typeof teamInviteSchema>;
export type ChangePasswordInput = z.input<ReturnType<typeof changePasswordSchema>>;
export type MemberChanges = Omit<z.input<typeof teamMemberUpdateSchema>, 'bu_auth_token'>;
export type AcceptInvitationInput = z.input<ReturnType<typeof acceptInvitationSchema>>;

export const settingsKeys = {
  ...createQueryKeys('settings'),
  masterData: () => [...settingsKeys.all, 'master-data'] as const,
  personal: () => [...settingsKeys.all, 'personal'] as const,
  /** The key of `teamQuery()` (lib/query-keys). */
  team: () => teamQuery().queryKey,
  invoicing: () => [...settingsKeys.all, 'invoicing'] as const,
  apiKey: () => [...settingsKeys.all, 'api-key'] as const,
  invoices: () => [...settingsKeys.all, 'invoices'] as const,
  upcomingInvoices: () => [...settingsKeys.all, 'invoices', 'upcoming'] as const,
};

export const settingsApi = {
  masterData: (signal?: AbortSignal) => api.get<MasterDataResponse>('/settings/master-data', { signal }),
  personal: (signal?: AbortSignal) => api.get<PersonalDataResponse>('/settings/personal', { signal }),
  updatePersonal: (input: PersonalDataInput) => api.put<PersonalDataResponse>('/settings/personal', input),
  changePassword: (input: ChangePasswordInput) => api.put<OkResponse>('/settings/password', input),
  team: (signal?: AbortSignal) => api.get<TeamListResponse>('/settings/team', { signal }),
  invite: (input: InviteInput) => api.post<TeamMemberResponse>('/settings/team', input),
  updateMember: (id: string, changes: MemberChanges) =>
    api.put<TeamMemberResponse>(`/settings/team/${encodeURIComponent(id)}`, changes),
  removeMember: (id: string) => api.delete<OkResponse>(`/settings/team/${encodeURIComponent(id)}`),
  resendInvitation: (id: string) =>
    api.post<TeamMemberResponse>(`/settings/team/${encodeURIComponent(id)}/resend-invitation`, {}),
  invoicing: (signal?: AbortSignal) => api.get<InvoicingResponse>('/settings/invoicing', { signal }),
  updateInvoicing: (input: InvoicingInput) => api.put<InvoicingResponse>('/settings/invoicing', input),
  apiKey: (signal?: AbortSignal) => api.get<ApiKeyResponse>('/settings/api-key', { signal }),
  generateApiKey: () => api.post<ApiKeyCreatedResponse>('/settings/api-key', {}),
  revokeApiKey: () => api.delete<OkResponse>('/settings/api-key'),
  invoices: (signal?: AbortSignal) => api.get<InvoiceListResponse>('/settings/invoices', { signal }),
  upcomingInvoices: (signal?: AbortSignal) =>
    api.get<UpcomingInvoicesResponse>('/settings/invoices/upcoming', { signal }),
  acceptInvitation: (input: AcceptInvitationInput) =>
    api.post<SessionResponse>('/auth/accept-invitation', input, { handleUnauthorized: false }),
};

export const useMasterData = () =>
  useQuery({
    queryKey: settingsKeys.masterData(),
    queryFn: ({ signal }) => settingsApi.masterData(signal),
    // Edited on the profile page: always show the latest.
    staleTime: 0,
  });

export const usePersonalData = () =>
  useQuery({ queryKey: settingsKeys.personal(), queryFn: ({ signal }) => settingsApi.personal(signal) });

export function useSavePersonalData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settingsApi.updatePersonal,
    onSuccess: async (data) => {
      queryClient.setQueryData(settingsKeys.personal(), data);
      const { user } = getSession();
      const { personal } = data;
      if (user) {
        setSessionUser({
          ...user,
          firstName: personal.firstName,
          lastName: personal.lastName,
          email: personal.email,
          language: personal.language,
        });
      }
      await changeLanguage(personal.language);
      void queryClient.invalidateQueries({ queryKey: settingsKeys.team() });
    },
  });
}

export const useChangePassword = () => useMutation({ mutationFn: settingsApi.changePassword });

/** The team (its query is shared: the paid-action notices of other features name its admins). */
export const useTeam = () => useQuery(teamQuery());

function useTeamMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.team() }) });
}

export const useInviteMember = () => useTeamMutation(settingsApi.invite);
export const useUpdateMember = () =>
  useTeamMutation(({ id, role }: { id: string; role: NonNullable<MemberChanges['role']> }) =>
    settingsApi.updateMember(id, { role }),
  );
export const useRemoveMember = () => useTeamMutation(settingsApi.removeMember);
export const useResendInvitation = () => useTeamMutation(settingsApi.resendInvitation);

export const useInvoicing = () =>
  useQuery({ queryKey: settingsKeys.invoicing(), queryFn: ({ signal }) => settingsApi.invoicing(signal) });

export function useSaveInvoicing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settingsApi.updateInvoicing,
    onSuccess: (data) => queryClient.setQueryData(settingsKeys.invoicing(), data),
  });
}

/** Only admins may read the key info (members get 403), hence `enabled`. */
export const useApiKey = (enabled: boolean) =>
  useQuery({ queryKey: settingsKeys.apiKey(), queryFn: ({ signal }) => settingsApi.apiKey(signal), enabled });

export function useGenerateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settingsApi.generateApiKey,
    // The secret stays in the mutation result only; the cache keeps what GET answers.
    onSuccess: ({ key }) => queryClient.setQueryData(settingsKeys.apiKey(), { success: true as const, key }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settingsApi.revokeApiKey,
    onSuccess: () => queryClient.setQueryData(settingsKeys.apiKey(), { success: true as const, key: null }),
  });
}

/** The provider's invoices (Settings → Invoices); members get 403, hence `enabled`. */
export const useInvoices = (enabled: boolean) =>
  useQuery({ queryKey: settingsKeys.invoices(), queryFn: ({ signal }) => settingsApi.invoices(signal), enabled });

/** Booked but not yet invoiced, and when it will be (admins only, like the invoices). */
export const useUpcomingInvoices = (enabled: boolean) =>
  useQuery({
    queryKey: settingsKeys.upcomingInvoices(),
    queryFn: ({ signal }) => settingsApi.upcomingInvoices(signal),
    enabled,
  });

/** Accepting an invitation signs the new member in, in their account's language. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: settingsApi.acceptInvitation,
    onSuccess: async (response) => {
      setSession({ token: response.token, userId: response.userId, user: response.user });
      await changeLanguage(response.user.language);
    },
  });
}
