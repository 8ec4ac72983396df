/**
 * The mock API of the web tests: one MSW server (msw/node) in front of fetch, started by
 * test/setup.ts. Tests declare the endpoints they use with `mockApi`; every answer is made by
 * `reply` (a success parsed by the shared contracts schema of that endpoint) or `fail` (the
 * failure envelope), so a fixture that no longer matches what the server sends fails the test.
 * A request to an endpoint no test declared meets a network error, as with no server at all.
 * Requests are recorded for assertions on what the client sent.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod';
import { errorCodes, type ApiFailure, type ErrorCode } from '@bu/contracts';

/** An answer whose body has been checked against the contract. Made by `reply` or `fail` only. */
export interface Answer {
  readonly status: number;
  readonly body?: unknown;
  /** A body that is not JSON (see `raw`). */
  readonly text?: string;
  /** No answer at all: fetch rejects as when the network is down. */
  readonly networkError?: true;
  readonly checked: true;
}

/** A request the app made, with its JSON body (undefined for none, FormData for multipart). */
export interface RecordedRequest {
  method: string;
  /** Path without the /api prefix, e.g. `/leads/abc`. */
  path: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

/** The failure half of the envelope (DESIGN §5), checked against the `ApiFailure` type of contracts. */
export const apiFailureSchema = z.object({
  success: z.literal(false),
  code: z.union([z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]), z.number()]),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  codes: z.array(z.number()).optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
}) satisfies z.ZodType<ApiFailure>;

/** A success answer: `body` must parse with `schema` (the endpoint's response schema in contracts). */
export function reply<S extends z.ZodType>(schema: S, body: z.input<S>, status = 200): Answer {
  return { status, body: schema.parse(body), checked: true };
}

/** A failure answer in the envelope of DESIGN §5. */
export function fail(status: number, body: z.input<typeof apiFailureSchema>): Answer {
  return { status, body: apiFailureSchema.parse(body), checked: true };
}

/** A failure that is not the API's envelope (a proxy's HTML page, an empty gateway answer). */
export function raw(status: number, body: string): Answer {
  return { status, text: body, checked: true };
}

/** The network is down: fetch rejects. */
export function networkError(): Answer {
  return { status: 0, networkError: true, checked: true };
}

const requests: RecordedRequest[] = [];
export const server = setupServer(
  // Lowest priority: what no test declared finds no server, as before any mock existed.
  http.all('*', () => HttpResponse.error()),
);

export function clearRequests() {
  requests.length = 0;
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

type Resolver = Answer | Answer[] | ((request: RecordedRequest) => Answer | Promise<Answer>);

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

/**
 * Answers "METHOD /path" routes (path without /api, `:param` segments allowed). An array
 * answers call by call and repeats its last answer; a function decides per request.
 */
export function mockApi(routes: Record<string, Resolver>): ApiLog {
  server.use(
    ...Object.entries(routes).map(([route, resolver]) => {
      const [method, path] = route.split(' ') as [string, string];
      let call = 0;
      return http[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](`/api${path}`, async ({ request }) => {
        const url = new URL(request.url);
        const recorded: RecordedRequest = {
          method: request.method,
          path: url.pathname.replace(/^\/api/, ''),
          url,
          headers: request.headers,
          body: await readBody(request.clone()),
        };
        requests.push(recorded);
        const answer = Array.isArray(resolver)
          ? resolver[Math.min(call++, resolver.length - 1)]!
          : typeof resolver === 'function'
            ? await resolver(recorded)
            : resolver;
        if (!answer.checked) throw new Error(`${route}: answer with reply() or fail()`);
        if (answer.networkError) return HttpResponse.error();
        if (answer.text !== undefined) return new HttpResponse(answer.text, { status: answer.status });
        return HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status });
      });
    }),
  );
  return apiLog;
}
