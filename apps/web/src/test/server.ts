/**
 * The mock API of the web tests: one MSW server (msw/node) in front of fetch, started by
 * test/setup.ts. Tests declare the endpoints they use with `mockApi`; every answer is parsed
 * before it is sent — a success by the endpoint's contracts schema (test/contracts.ts, or the
 * schema given to `reply`), a failure by the envelope of DESIGN §5 — so a fixture that no longer
 * matches what the server sends fails the test.
 * A request to an endpoint no test declared is answered 404 NOT_FOUND.
 * Requests are recorded for assertions on what the client sent.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';
import { apiFailureSchema, type ApiFailure } from '@bu/contracts';
import { findResponseSchema, responseSchemaOf } from './contracts';

/** An answer whose body has been checked against the contract: made by `reply`, `fail`, `raw`, `networkError` or `check`. */
export interface Answer {
  readonly status: number;
  readonly body?: unknown;
  /** A body that is not JSON (see `raw`). */
  readonly text?: string;
  /** Headers of a `raw` answer (e.g. a file's Content-Disposition). */
  readonly headers?: Record<string, string>;
  /** No answer at all: fetch rejects as when the network is down. */
  readonly networkError?: true;
  readonly checked: true;
}

/** A request the app made, with its JSON body (undefined for none, FormData for multipart). */
interface RecordedRequest {
  method: string;
  /** Path without the /api prefix, e.g. `/leads/abc`. */
  path: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

/** A success answer: `body` must parse with `schema` (the endpoint's response schema in contracts). */
export function reply<S extends z.ZodType>(schema: S, body: z.input<S>, status = 200): Answer {
  return { status, body: schema.parse(body), checked: true };
}

/** A failure answer in the envelope of DESIGN §5. */
export function fail(
  status: number,
  body: { success: false; code: string | number; message: string } & Record<string, unknown>,
): Answer {
  return { status, body: apiFailureSchema.parse(body), checked: true };
}

/** An answer that is not the API's JSON: a proxy's HTML page, an empty gateway answer, a file. */
export function raw(status: number, body: string, headers?: Record<string, string>): Answer {
  return { status, text: body, headers, checked: true };
}

/** The network is down: fetch rejects. */
export function networkError(): Answer {
  return { status: 0, networkError: true, checked: true };
}

/** This test's requests: setup.ts clears them once every request the test started has its answer. */
const requests: RecordedRequest[] = [];
export const server = setupServer(
  // Lowest priority: what no test declared is not found (an answer at once; a network error would be retried).
  http.all('*', () =>
    HttpResponse.json({ success: false, code: 'NOT_FOUND', message: 'Nicht gefunden.' }, { status: 404 }),
  ),
);

export function clearRequests() {
  requests.length = 0;
}

/**
 * The requests in flight, so that a test's requests end in that test. A request the app starts as
 * the test ends (its unmount flushes the effects of a last navigation) would otherwise reach the
 * handlers of the next test and be logged there.
 */
const inFlight = new Set<Promise<unknown>>();
/** Wraps MSW's fetch (call after `server.listen`) to follow the requests in flight. */
export function followRequests() {
  const mocked = globalThis.fetch;
  globalThis.fetch = (...args: Parameters<typeof fetch>) => {
    const response = mocked(...args);
    const settled = response.then(
      () => undefined,
      () => undefined,
    );
    inFlight.add(settled);
    void settled.then(() => inFlight.delete(settled));
    return response;
  };
}
/** Resolves when every request started so far has its answer (or after `limit` ms). */
export async function settleRequests(limit = 5000) {
  const deadline = Date.now() + limit;
  while (inFlight.size && Date.now() < deadline) {
    await Promise.race([Promise.all(inFlight), new Promise((resolve) => setTimeout(resolve, deadline - Date.now()))]);
  }
}

/** A fixture as the server would send it, checked against the route's contract when it is used. */
export interface Fixture {
  status?: number;
  body: unknown;
}

/** The request as the handlers of the older fetch stubs saw it: the URL and a RequestInit-like object. */
export interface RequestInfo {
  method: string;
  /** The JSON body as sent (a string), for handlers that echo it. */
  body?: string;
}

type Static = Answer | Fixture;
type Resolver =
  Static | Static[] | ((url: URL, init: RequestInfo, request: RecordedRequest) => Static | Promise<Static>);

/** The log of the requests the app made, filtered by "METHOD /path" (exact path, query ignored). */
export interface ApiLog {
  calls(route?: string): RecordedRequest[];
  /** The JSON body of the n-th call to `route`. */
  body(route: string, index?: number): unknown;
}

function matches(request: RecordedRequest, route?: string) {
  if (!route) return true;
  const [method, path] = route.split(' ');
  return request.method === method && request.path === path;
}

export const apiLog: ApiLog = {
  calls: (route) => requests.filter((request) => matches(request, route)),
  body: (route, index = 0) => apiLog.calls(route)[index]?.body,
};

/** Parses a fixture: `success: false` by the failure envelope, anything else by the route's response schema. */
function check(route: string, answer: Static): Answer {
  const status = answer.status ?? 200;
  try {
    if ('checked' in answer) {
      // Made with a schema of its own (`reply`): the route's contract, where known, still applies.
      const success = answer.body !== undefined && (answer.body as { success?: unknown }).success !== false;
      if (success) findResponseSchema(route)?.parse(answer.body);
      return answer;
    }
    if ((answer.body as { success?: unknown } | null)?.success === false)
      return fail(status, answer.body as ApiFailure & Record<string, unknown>);
    return { status, body: responseSchemaOf(route).parse(answer.body), checked: true };
  } catch (error) {
    throw new Error(
      `${route}: the fixture does not match the contract: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
}

/** Contract violations found while answering (they cannot throw into the test); setup.ts fails the test with them. */
const violations: string[] = [];
export function takeViolations(): string[] {
  return violations.splice(0);
}

/**
 * Answers "METHOD /path" routes (path without /api, `:param` segments allowed). An array
 * answers call by call and repeats its last answer; a function decides per request. Static
 * fixtures are checked at once, so a drifted one throws right here.
 */
export function mockApi(routes: Record<string, Resolver>): ApiLog {
  for (const [route, resolver] of Object.entries(routes)) {
    if (typeof resolver !== 'function') for (const answer of [resolver].flat()) check(route, answer);
  }
  server.use(
    ...Object.entries(routes).map(([route, resolver]) => {
      const [method, path] = route.split(' ') as [string, string];
      let call = 0;
      return http[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](
        `/api${path}`,
        async ({ request }) => {
          const url = new URL(request.url);
          const text = request.headers.get('Content-Type')?.includes('multipart/form-data')
            ? undefined
            : await request.clone().text();
          const recorded: RecordedRequest = {
            method: request.method,
            path: url.pathname.replace(/^\/api/, ''),
            url,
            headers: request.headers,
            body: text === undefined ? await request.formData() : text ? JSON.parse(text) : undefined,
          };
          requests.push(recorded);
          try {
            const answer = check(
              route,
              Array.isArray(resolver)
                ? resolver[Math.min(call++, resolver.length - 1)]!
                : typeof resolver === 'function'
                  ? await resolver(url, { method: request.method, body: text || undefined }, recorded)
                  : resolver,
            );
            if (answer.networkError) return HttpResponse.error();
            if (answer.text !== undefined)
              return new HttpResponse(answer.text, { status: answer.status, headers: answer.headers });
            return HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status });
          } catch (error) {
            violations.push(error instanceof Error ? error.message : String(error));
            return HttpResponse.json(
              { success: false, code: 'INTERNAL', message: 'Mock answer broke its contract.' },
              { status: 500 },
            );
          }
        },
      );
    }),
  );
  return apiLog;
}
