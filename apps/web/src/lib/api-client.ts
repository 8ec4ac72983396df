/**
 * The one API client. Every call goes through `apiRequest`: JSON in and out (a `FormData`
 * body goes out as multipart, its boundary set by the browser), the current
 * UI language as Accept-Language, the session token as a Bearer header, and the envelope
 * of DESIGN §5 — `success:false` becomes an `ApiError` carrying the server's message. File
 * answers (`api.file`: CSV exports, invoices) go the same way and fail with the same ApiError.
 * A 401 on an authenticated call signs the user out and hands over to the registered
 * unauthorized handler (the app navigates to the login page with a redirect back).
 */
import { onlineManager } from '@tanstack/react-query';
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

/** The request never reached the server (no connection): no answer, so status 0. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
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

/** Sends a request with the headers every call carries; a network failure becomes UNAVAILABLE. */
/** How often a request turned away by the server's admission is sent in all. */
const ADMISSION_ATTEMPTS = 3;

/** The pause a 503 with a short Retry-After (seconds) asks for, in ms; undefined for any other answer. */
function admissionPause(response: Response): number | undefined {
  if (response.status !== 503) return undefined;
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isInteger(seconds) && seconds > 0 && seconds <= 5 ? seconds * 1000 : undefined;
}

const delay = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

async function send(
  path: string,
  { method = 'GET', body, query, signal }: ApiRequestOptions,
  token: string,
  accept: string,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept, 'Accept-Language': i18n.language || 'de' };
  const isMultipart = body instanceof FormData;
  // Multipart bodies carry their own Content-Type with the boundary; setting it here would break them.
  if (body !== undefined && !isMultipart) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    for (let attempt = 1; ; attempt++) {
      const response = await fetch(buildUrl(path, query), {
        method,
        headers,
        body: body === undefined ? undefined : isMultipart ? body : JSON.stringify(body),
        signal,
        credentials: 'same-origin',
      });
      // A busy server turns a request away before working it (503 with Retry-After, the API's
      // admission): sending it again after the pause is safe for every method, a save included.
      const pause = admissionPause(response);
      if (pause === undefined || attempt >= ADMISSION_ATTEMPTS) return response;
      await delay(pause, signal);
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    // Without a connection the message says so, and that saving needs one (ADR 021).
    const message = onlineManager.isOnline() ? i18n.t('errors.UNAVAILABLE') : i18n.t('offline.saveNeedsConnection');
    throw new ApiError('UNAVAILABLE', message, 0);
  }
}

/** The JSON body of an answer; undefined when it has none or it is not JSON (a proxy's HTML page). */
async function jsonOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The ApiError of a failed answer; a 401 of an authenticated call signs out first. */
function failure(status: number, payload: unknown, token: string, handleUnauthorized: boolean): ApiError {
  const envelope = isFailure(payload) ? payload : undefined;
  if (status === 401 && token && handleUnauthorized) {
    logout();
    unauthorizedHandler?.();
  }
  const code = envelope?.code ?? fallbackCode(status);
  const message =
    envelope?.message ||
    i18n.t(`errors.${typeof code === 'string' ? code : 'INTERNAL'}`, {
      defaultValue: i18n.t('errors.INTERNAL'),
    });
  return new ApiError(code, message, status, envelope?.fieldErrors, envelope?.codes, envelope?.params);
}

export async function apiRequest<T = { success: true }>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { token } = getSession();
  const response = await send(path, options, token, 'application/json');
  const payload = await jsonOf(response);
  if (!response.ok || isFailure(payload)) {
    throw failure(response.ok ? 400 : response.status, payload, token, options.handleUnauthorized ?? true);
  }
  return payload as T;
}

/** A file answer (CSV export, invoice PDF/XML) with the name the server gives in Content-Disposition. */
export interface ApiFile {
  blob: Blob;
  fileName: string | null;
}

/** GET of a file: the same headers and the same ApiError as every JSON call. */
export async function apiFileRequest(
  path: string,
  options: Omit<ApiRequestOptions, 'method' | 'body'> = {},
): Promise<ApiFile> {
  const { token } = getSession();
  const response = await send(path, { ...options, method: 'GET' }, token, '*/*');
  if (!response.ok) {
    throw failure(response.status, await jsonOf(response), token, options.handleUnauthorized ?? true);
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: await response.blob(), fileName };
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
  file: apiFileRequest,
};
