/**
 * Support calls (superadmins, issue 12) and the switch into and out of a support session:
 * the superadmin's own token waits in storage while the support token acts as the provider.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { endpoints } from '../../lib/endpoints';
import { createQueryKeys } from '../../lib/query-key-factory';
import { getSession, logout, setSession, setSupport, SUPPORT_RETURN_STORAGE_KEY } from '../../lib/session';

/** Lists are provider searches (by their text), details one provider. */
const supportKeys = createQueryKeys<string>('support');

const supportApi = {
  search: (q: string, signal?: AbortSignal) => api.call(endpoints.listSupportProviders, { query: { q }, signal }),
  provider: (id: string, signal?: AbortSignal) => api.call(endpoints.getSupportProvider, { params: { id }, signal }),
  startSession: (id: string) => api.call(endpoints.startSupportSession, { params: { id } }),
  resendVerification: (providerId: string, userId: string) =>
    api.call(endpoints.supportResendVerification, { params: { id: providerId, userId } }),
  endSession: () => api.call(endpoints.endSupportSession, { handleUnauthorized: false }),
  validate: () => api.call(endpoints.validateSession, { handleUnauthorized: false }),
};

export const useSupportSearch = (q: string) =>
  useQuery({ queryKey: supportKeys.list(q), queryFn: ({ signal }) => supportApi.search(q, signal) });

export const useSupportProvider = (id: string | null) =>
  useQuery({
    queryKey: supportKeys.detail(id ?? ''),
    queryFn: ({ signal }) => supportApi.provider(id!, signal),
    enabled: Boolean(id),
  });

export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ providerId, userId }: { providerId: string; userId: string }) =>
      supportApi.resendVerification(providerId, userId),
    onSuccess: (_answer, { providerId }) => queryClient.invalidateQueries({ queryKey: supportKeys.detail(providerId) }),
  });
}

function writeToken(key: string, value: string) {
  try {
    if (value) localStorage.setItem(key, value);
    else localStorage.removeItem(key);
  } catch {
    // Blocked storage: the switch lasts for this page only.
  }
}

function readToken(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

/** Puts `token` in place as the session and reads whom it acts as; signs out if it is not valid. */
async function switchTo(token: string) {
  const { userId, user } = getSession();
  setSession({ token, userId, user: user! });
  try {
    const answer = await supportApi.validate();
    setSession({ token, userId: answer.user.id, user: { ...answer.user, isSuperadmin: answer.isSuperadmin } });
    setSupport(answer.support ?? null);
    return answer;
  } catch (error) {
    logout();
    throw error;
  }
}

/** Opens the provider's dashboard in a support session; the own token is kept to return to. */
export function useStartSupport() {
  return useMutation({
    mutationFn: async (providerId: string) => {
      const { token } = await supportApi.startSession(providerId);
      writeToken(SUPPORT_RETURN_STORAGE_KEY, getSession().token);
      return switchTo(token);
    },
  });
}

/** Ends the support session and returns to the superadmin's own session (or signs out). */
export function useEndSupport() {
  return useMutation({
    mutationFn: async () => {
      try {
        await supportApi.endSession();
      } catch {
        // An expired support session has ended already; returning is all that is left.
      }
      const own = readToken(SUPPORT_RETURN_STORAGE_KEY);
      writeToken(SUPPORT_RETURN_STORAGE_KEY, '');
      if (!own) {
        logout();
        throw new Error('no session to return to');
      }
      return switchTo(own);
    },
  });
}
