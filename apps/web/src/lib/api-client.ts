/**
 * The one API client (ADR 055). Every call is `api.call(endpoints.x, { params, query, body })`
 * with an operation of the endpoint map: the path is its route with the `:name` segments filled
 * from `params`, the query string comes from `query`, and what may be sent and what comes back
 * are typed from the operation's schemas in contracts (`z.input` of its body, query and path
 * parameters; `z.output` of its success answer) — a renamed operation, a changed request or a
 * changed answer fails to compile here as it does in the API.
 * JSON goes in and out (a `FormData` body of an upload goes out as multipart, its boundary set by
 * the browser), with the current UI language as Accept-Language, the session token as a Bearer
 * header, and the envelope of DESIGN §5 — `success:false` becomes an `ApiError` carrying the
 * server's message. A file answer (CSV exports, invoices, notices) comes as an `ApiFile` and fails
 * with the same ApiError. A 401 on an authenticated call signs the user out and hands over to the
 * registered unauthorized handler (the app navigates to the login page with a redirect back).
 */
import { onlineManager } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiErrorCode, ApiFailure, ErrorCode } from '@bu/contracts';
import type { Contract, EndpointRef, OperationId } from './endpoints';
import { i18n } from './i18n';
import { getSession, logout } from './session';

export const API_BASE = '/api';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: ApiErrorCode,
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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** A value of the query string as the URL carries it. */
type QueryValue = string | number | boolean | null | undefined;

interface RequestOptions {
  method: Method;
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Set false where a 401 is an expected answer (session check, logout). */
  handleUnauthorized?: boolean;
}

let unauthorizedHandler: (() => void) | undefined;

/** Registers what happens after a 401 on an authenticated call (the app navigates to login). */
export function setUnauthorizedHandler(handler: (() => void) | undefined) {
  unauthorizedHandler = handler;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
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

/** Sends a request with the headers every call carries; a network failure becomes UNAVAILABLE. */
async function send(
  path: string,
  { method, body, query, signal }: RequestOptions,
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

async function jsonRequest(path: string, options: RequestOptions): Promise<unknown> {
  const { token } = getSession();
  const response = await send(path, options, token, 'application/json');
  const payload = await jsonOf(response);
  if (!response.ok || isFailure(payload)) {
    throw failure(response.ok ? 400 : response.status, payload, token, options.handleUnauthorized ?? true);
  }
  return payload;
}

/** A file answer (CSV export, invoice PDF/XML) with the name the server gives in Content-Disposition. */
export interface ApiFile {
  blob: Blob;
  fileName: string | null;
}

/** A file: the same headers and the same ApiError as every JSON call. */
async function fileRequest(path: string, options: RequestOptions): Promise<ApiFile> {
  const { token } = getSession();
  const response = await send(path, options, token, '*/*');
  if (!response.ok) {
    throw failure(response.status, await jsonOf(response), token, options.handleUnauthorized ?? true);
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}

function fallbackCode(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 410) return 'LINK_EXPIRED';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'UNAVAILABLE';
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}

// ---------------------------------------------------------------------------------------------
// The typed call: what an operation of the endpoint map takes and answers
// ---------------------------------------------------------------------------------------------

/** A part of the call's options: optional when nothing is required in it (all fields optional, or none at all). */
type Part<Name extends string, T> = object extends T ? { [P in Name]?: T } : { [P in Name]: T };

/** A query schema's input, each value as the URL can carry it (a coerced number takes a number). */
type QueryInput<T> = { [K in keyof T]: T[K] & QueryValue };

type ParamsPart<E> = E extends { readonly params: infer S extends z.ZodType }
  ? { params: z.input<S> }
  : { params?: never };
type QueryPart<E> = E extends { readonly querystring: infer S extends z.ZodType }
  ? Part<'query', QueryInput<z.input<S>>>
  : { query?: never };
/** The JSON body by the operation's schema; an upload's form data; nothing else. */
type BodyPart<E> = E extends { readonly body: infer S extends z.ZodType }
  ? Part<'body', z.input<S>>
  : E extends { readonly multipart: true }
    ? { body: FormData }
    : { body?: never };

/** What `api.call` takes for the operation `E` of the contract. */
type CallOptions<E> = ParamsPart<E> &
  QueryPart<E> &
  BodyPart<E> & {
    signal?: AbortSignal;
    /** Set false where a 401 is an expected answer (session check, logout). */
    handleUnauthorized?: boolean;
  };
/** The options may be left out where nothing in them is required. */
type CallArgs<E> = object extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

type SuccessStatus = 200 | 201 | 202 | 204;
/** What `api.call` answers for the operation `E`: its success answer as parsed, or the file. */
type CallAnswer<E> = E extends { readonly produces: readonly string[] }
  ? ApiFile
  : E extends { readonly responses: infer R }
    ? z.output<R[Extract<keyof R, SuccessStatus>]>
    : never;

/** The path of a route ("METHOD /path") with its `:name` segments filled from `params`. */
function pathOf(route: string, params: Record<string, unknown> | undefined): string {
  return route.slice(route.indexOf(' ') + 1).replace(/:([A-Za-z]\w*)/g, (_segment, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`${route}: the path parameter ${name} is missing`);
    }
    return encodeURIComponent(String(value));
  });
}

interface CallOptionsAtRunTime {
  params?: Record<string, unknown>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  handleUnauthorized?: boolean;
}

/**
 * Calls an operation of the endpoint map. GET and DELETE send no body; the other methods send
 * `{}` when the operation needs none (its body schema takes an empty object).
 */
async function call<K extends OperationId>(
  endpoint: EndpointRef<K>,
  ...[options]: CallArgs<Contract[K]>
): Promise<CallAnswer<Contract[K]>> {
  const { params, query, body, signal, handleUnauthorized }: CallOptionsAtRunTime =
    (options as unknown as CallOptionsAtRunTime | undefined) ?? {};
  const route: string = endpoint.route;
  const method = route.slice(0, route.indexOf(' ')) as Method;
  const path = pathOf(route, params);
  const request: RequestOptions = {
    method,
    query,
    signal,
    handleUnauthorized,
    body: method === 'GET' || method === 'DELETE' ? undefined : (body ?? {}),
  };
  return (await (endpoint.produces ? fileRequest(path, request) : jsonRequest(path, request))) as CallAnswer<
    Contract[K]
  >;
}

/** What `apiUrl` takes for the operation `E`: its path parameters and query. */
type UrlOptions<E> = ParamsPart<E> & QueryPart<E>;

/**
 * The address of an operation the browser opens itself (a calendar file to subscribe to, a
 * beacon): `/api` and the route's path with its parameters and query.
 */
export function apiUrl<K extends OperationId>(
  endpoint: EndpointRef<K>,
  ...[options]: object extends UrlOptions<Contract[K]>
    ? [options?: UrlOptions<Contract[K]>]
    : [options: UrlOptions<Contract[K]>]
): string {
  const { params, query }: CallOptionsAtRunTime = (options as unknown as CallOptionsAtRunTime | undefined) ?? {};
  return buildUrl(pathOf(endpoint.route, params), query);
}

export const api = { call };
