/**
 * The one API client. Every call goes through `apiRequest`: JSON in and out (a `FormData`
 * body goes out as multipart, its boundary set by the browser), the current
 * UI language as Accept-Language, the session token as a Bearer header, and the envelope
 * of DESIGN §5 — `success:false` becomes an `ApiError` carrying the server's message.
 * A 401 on an authenticated call signs the user out and hands over to the registered
 * unauthorized handler (the app navigates to the login page with a redirect back).
 */
import type { ApiFailure } from '@bu/contracts';
import { i18n } from './i18n';
import { getSession, logout } from './session';

export const API_BASE = '/api';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: string | number,
    message: string,
    readonly status: number,
    readonly fieldErrors?: Record<string, string>,
    readonly codes?: number[],
    /** Values the server filled into the message (e.g. `memberId` of INVITATION_PENDING). */
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** Set false where a 401 is an expected answer (session check, logout). */
  handleUnauthorized?: boolean;
}

let unauthorizedHandler: (() => void) | undefined;

/** Registers what happens after a 401 on an authenticated call (the app navigates to login). */
export function setUnauthorizedHandler(handler: (() => void) | undefined) {
  unauthorizedHandler = handler;
}

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function isFailure(value: unknown): value is Partial<ApiFailure> & { success: false } {
  return typeof value === 'object' && value !== null && (value as { success?: unknown }).success === false;
}

export async function apiRequest<T = { success: true }>(
  path: string,
  { method = 'GET', body, query, signal, handleUnauthorized = true }: ApiRequestOptions = {},
): Promise<T> {
  const { token } = getSession();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.language || 'de',
  };
  const isMultipart = body instanceof FormData;
  // Multipart bodies carry their own Content-Type with the boundary; setting it here would break them.
  if (body !== undefined && !isMultipart) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : isMultipart ? body : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('UNAVAILABLE', i18n.t('errors.UNAVAILABLE'), 0);
  }

  let payload: unknown = undefined;
  const text = await response.text();
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = undefined;
    }
  }

  if (!response.ok || isFailure(payload)) {
    const failure = isFailure(payload) ? payload : undefined;
    const status = response.ok ? 400 : response.status;
    if (status === 401 && token && handleUnauthorized) {
      logout();
      unauthorizedHandler?.();
    }
    const code = failure?.code ?? fallbackCode(status);
    const message =
      failure?.message ||
      i18n.t(`errors.${typeof code === 'string' ? code : 'INTERNAL'}`, {
        defaultValue: i18n.t('errors.INTERNAL'),
      });
    throw new ApiError(code, message, status, failure?.fieldErrors, failure?.codes, failure?.params);
  }
  return payload as T;
}

function fallbackCode(status: number): string {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 410) return 'LINK_EXPIRED';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'UNAVAILABLE';
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}

export const api = {
  get: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body: body ?? {} }),
  delete: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
