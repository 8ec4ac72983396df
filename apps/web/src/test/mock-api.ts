/**
 * A fetch stub for page tests that answers by method and path (the dashboard also asks for
 * the sidebar's unread counts), and a helper to read the calls made to one route.
 */
import { vi } from 'vitest';

interface Answer {
  status?: number;
  body: unknown;
}
type Handler = Answer | ((url: URL, init: RequestInit | undefined) => Answer);

/** Routes are 'GET /leads', 'PUT /leads/:id' … (path without /api and query); unknown calls answer success. */
export function mockApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const key = Object.keys(routes).find((route) => {
      const [routeMethod, routePath] = route.split(' ');
      const pattern = new RegExp(`^${routePath!.replace(/:[a-zA-Z]+/g, '[^/]+')}$`);
      return routeMethod === method && pattern.test(path);
    });
    const handler = key ? routes[key]! : { body: { success: true } };
    const answer = typeof handler === 'function' ? handler(url, init) : handler;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made so far to one method and path prefix, as URLs. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, method: string, path: string): URL[] {
  return fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === `/api${path}`);
}
