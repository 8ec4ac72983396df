/**
 * The settings calls (master data, personal data, password, team, invoicing, API key) and
 * the invitation acceptance, with one key factory so each change refreshes its section.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  acceptInvitationSchema,
  ApiKeyCreateBody,
  InvoiceSummary,
  changePasswordSchema,
  InvoicingInput,
  personalDataInputSchema,
  teamInviteSchema,
  teamMemberUpdateSchema,
  WidgetSettingsInput,
} from '@bu/contracts';
import { api } from '../../lib/api-client';
import { saveFile } from '../../lib/download';
import { endpoints } from '../../lib/endpoints';
import { createQueryKeys } from '../../lib/query-key-factory';
import { teamQuery } from '../../lib/query-keys';
import { changeLanguage } from '../../lib/i18n';
import { getSession, setSession, setSessionUser } from '../../lib/session';

type PersonalDataInput = z.input<typeof personalDataInputSchema>;
type InviteInput = z.input<typeof teamInviteSchema>;
type ChangePasswordInput = z.input<ReturnType<typeof changePasswordSchema>>;
export type MemberChanges = Omit<z.input<typeof teamMemberUpdateSchema>, 'bu_auth_token'>;
type AcceptInvitationInput = z.input<ReturnType<typeof acceptInvitationSchema>>;

export const settingsKeys = {
  ...createQueryKeys('settings'),
  masterData: () => [...settingsKeys.all, 'master-data'] as const,
  personal: () => [...settingsKeys.all, 'personal'] as const,
  /** The key of `teamQuery()` (lib/query-keys). */
  team: () => teamQuery().queryKey,
  invoicing: () => [...settingsKeys.all, 'invoicing'] as const,
  apiKeys: () => [...settingsKeys.all, 'api-keys'] as const,
  widget: () => [...settingsKeys.all, 'widget'] as const,
  invoices: () => [...settingsKeys.all, 'invoices'] as const,
  upcomingInvoices: () => [...settingsKeys.all, 'invoices', 'upcoming'] as const,
};

const settingsApi = {
  masterData: (signal?: AbortSignal) => api.call(endpoints.getMasterData, { signal }),
  personal: (signal?: AbortSignal) => api.call(endpoints.getPersonalData, { signal }),
  updatePersonal: (input: PersonalDataInput) => api.call(endpoints.updatePersonalData, { body: input }),
  changePassword: (input: ChangePasswordInput) => api.call(endpoints.changePassword, { body: input }),
  team: (signal?: AbortSignal) => api.call(endpoints.listTeam, { signal }),
  invite: (input: InviteInput) => api.call(endpoints.inviteMember, { body: input }),
  updateMember: (id: string, changes: MemberChanges) =>
    api.call(endpoints.updateMember, { params: { id }, body: changes }),
  removeMember: (id: string) => api.call(endpoints.removeMember, { params: { id } }),
  resendInvitation: (id: string) => api.call(endpoints.resendInvitation, { params: { id } }),
  invoicing: (signal?: AbortSignal) => api.call(endpoints.getInvoicing, { signal }),
  updateInvoicing: (input: InvoicingInput) => api.call(endpoints.updateInvoicing, { body: input }),
  apiKeys: (signal?: AbortSignal) => api.call(endpoints.listApiKeys, { signal }),
  createApiKey: (input: ApiKeyCreateBody) => api.call(endpoints.createScopedApiKey, { body: input }),
  revokeApiKey: (id: string) => api.call(endpoints.revokeScopedApiKey, { params: { id } }),
  widget: (signal?: AbortSignal) => api.call(endpoints.getWidgetSettings, { signal }),
  updateWidget: (input: WidgetSettingsInput) => api.call(endpoints.updateWidgetSettings, { body: input }),
  invoices: (signal?: AbortSignal) => api.call(endpoints.listInvoices, { signal }),
  upcomingInvoices: (signal?: AbortSignal) => api.call(endpoints.upcomingInvoices, { signal }),
  acceptInvitation: (input: AcceptInvitationInput) =>
    api.call(endpoints.acceptInvitation, { body: input, handleUnauthorized: false }),
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

/** Only admins may read the keys (members get 403), hence `enabled`. */
export const useApiKeys = (enabled: boolean) =>
  useQuery({ queryKey: settingsKeys.apiKeys(), queryFn: ({ signal }) => settingsApi.apiKeys(signal), enabled });

export const useWidgetSettings = () =>
  useQuery({ queryKey: settingsKeys.widget(), queryFn: ({ signal }) => settingsApi.widget(signal) });

export function useUpdateWidgetSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settingsApi.updateWidget,
    onSuccess: (answer) => queryClient.setQueryData(settingsKeys.widget(), answer),
  });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settingsApi.createApiKey,
    // The secret stays in the mutation result only; the list shows what GET answers.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.apiKeys() }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settingsApi.revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.apiKeys() }),
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

/** Downloads an invoice as PDF (ZUGFeRD/Factur-X) or XRechnung XML. */
export const downloadInvoice = async (invoice: InvoiceSummary, format: 'pdf' | 'xml'): Promise<void> =>
  saveFile(
    await api.call(endpoints.getInvoiceFile, { params: { file: `${invoice.id}.${format}` } }),
    `${invoice.number}.${format}`,
  );

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
