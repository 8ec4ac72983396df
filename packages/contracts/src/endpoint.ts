/**
 * What one entry of the endpoint map says about an operation (ADR 024, 051). Each feature's
 * entries live beside its schemas (`seminars.endpoints.ts`, `provider/team.endpoints.ts` …);
 * endpoints.ts assembles them into the one map.
 */
import type { z } from 'zod';
import type { ErrorCode } from './errors';
import type { ApiKeyScope } from './provider/api-key';

/**
 * - `session`: the session token (Authorization Bearer, query `token` or body `bu_auth_token`)
 * - `apiKey`: an API key of the provider as Authorization Bearer (`/v1`); each route needs one scope
 * - `link`: the key of a mailed link, in the body (`key`); no session
 * - `basic`: HTTP Basic credentials of a mail service (the Postmark inbound webhook)
 * - `none`: public
 */
export type EndpointAuth = 'session' | 'apiKey' | 'link' | 'basic' | 'none';

export interface Endpoint {
  /** "METHOD /path", relative to /api; `:name` segments are the path parameters. */
  route: `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;
  summary: string;
  auth: EndpointAuth;
  /** The JSON body (the route validates with this very schema; none for a form upload). */
  body?: z.ZodType;
  /** The request is a multipart form (an upload): the route reads its file and fields itself. */
  multipart?: true;
  /**
   * The parts of a multipart form, for the OpenAPI document (`multipart/form-data`): its file as
   * `z.file()` (binary) and its text fields. Every `multipart` operation has one.
   */
  form?: z.ZodObject;
  /** The query string. */
  querystring?: z.ZodType;
  /** The path parameters (`:id` segments). */
  params?: z.ZodType;
  /** The success answer's schema by status; none for a file (CSV, PDF, image). */
  responses?: Readonly<Record<number, z.ZodType>>;
  /** A file answer (200): the content types its bytes come as. */
  produces?: readonly string[];
  /** The operation's own failures (beyond those every operation of its kind can answer). */
  errors?: readonly ErrorCode[];
  /** Answers 429 RATE_LIMITED when a caller exceeds the route's rate limit. */
  rateLimited?: true;
  /** Answers 304 without a body when If-None-Match names the current ETag. */
  conditional?: true;
  /** The scope an API key needs for the operation (`apiKey` operations only; 403 API_KEY_SCOPE_MISSING without). */
  scope?: ApiKeyScope;
}

/** The failure of an operation only the provider's admins may call. */
export const adminOnly: readonly ErrorCode[] = ['FORBIDDEN'];
/** The failure of an operation on the caller's own account that a support session may not call. */
export const ownAccountOnly: readonly ErrorCode[] = ['FORBIDDEN'];
