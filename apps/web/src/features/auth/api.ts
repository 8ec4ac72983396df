/**
 * The account and session calls (DESIGN §5) and their mutation hooks.
 * Request shapes come from @bu/contracts; the API client turns failures into ApiError.
 */
import { useMutation } from '@tanstack/react-query';
import type { Language, LoginInput, ResetPasswordInput, SessionResponse, SignupInput } from '@bu/contracts';
import { api } from '../../lib/api-client';
import { endpoints } from '../../lib/endpoints';
import { changeLanguage } from '../../lib/i18n';
import { setSession } from '../../lib/session';

export const authApi = {
  signup: (input: SignupInput) => api.call(endpoints.signUp, { body: input }),
  resendVerification: (email: string) => api.call(endpoints.resendVerification, { body: { email } }),
  confirmRegistration: (key: string) =>
    api.call(endpoints.confirmRegistration, { body: { key }, handleUnauthorized: false }),
  login: (input: LoginInput) => api.call(endpoints.logIn, { body: input, handleUnauthorized: false }),
  logout: () => api.call(endpoints.logOut, { handleUnauthorized: false }),
  requestPasswordReset: (email: string) => api.call(endpoints.requestPasswordReset, { body: { email } }),
  resetPassword: (input: ResetPasswordInput) => api.call(endpoints.resetPassword, { body: input }),
  validateSession: () => api.call(endpoints.validateSession, { handleUnauthorized: false }),
  updateLanguage: (language: Language) => api.call(endpoints.setLanguage, { body: { language } }),
  secureAccount: (key: string) => api.call(endpoints.secureAccount, { body: { key } }),
};

/** Stores a fresh session and switches the UI to the user's saved language. */
export async function startSession(response: SessionResponse) {
  setSession({ token: response.token, userId: response.userId, user: response.user });
  await changeLanguage(response.user.language);
}

export function useLogin() {
  return useMutation({
    mutationFn: authApi.login,
    onSuccess: startSession,
  });
}

export function useSignup() {
  return useMutation({ mutationFn: authApi.signup });
}

export function useResendVerification() {
  return useMutation({ mutationFn: authApi.resendVerification });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: authApi.requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: authApi.resetPassword });
}
