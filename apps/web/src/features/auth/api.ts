/**
 * The account and session calls (DESIGN §5) and their mutation hooks.
 * Request shapes come from @bu/contracts; the API client turns failures into ApiError.
 */
import { useMutation } from '@tanstack/react-query';
import type {
  Language,
  LoginInput,
  OkResponse,
  ResetPasswordInput,
  SessionResponse,
  SignupInput,
  ValidateSessionResponse,
} from '@bu/contracts';
import { api } from '../../lib/api-client';
import { changeLanguage } from '../../lib/i18n';
import { setSession } from '../../lib/session';

export const authApi = {
  signup: (input: SignupInput) => api.post<OkResponse>('/auth/signup', input),
  resendVerification: (email: string) => api.post<OkResponse>('/auth/resend-verification', { email }),
  confirmRegistration: (key: string) =>
    api.post<SessionResponse>('/auth/confirm-registration', { key }, { handleUnauthorized: false }),
  login: (input: LoginInput) => api.post<SessionResponse>('/auth/login', input, { handleUnauthorized: false }),
  logout: () => api.post<OkResponse>('/auth/logout', {}, { handleUnauthorized: false }),
  requestPasswordReset: (email: string) => api.post<OkResponse>('/auth/request-password-reset', { email }),
  resetPassword: (input: ResetPasswordInput) => api.post<OkResponse>('/auth/reset-password', input),
  validateSession: () => api.post<ValidateSessionResponse>('/validate-session', {}, { handleUnauthorized: false }),
  updateLanguage: (language: Language) => api.put<OkResponse>('/me/language', { language }),
  secureAccount: (key: string) => api.post<OkResponse>('/auth/secure-account', { key }),
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
