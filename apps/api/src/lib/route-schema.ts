/**
 * A route's request and response schemas, taken from its entry in the endpoint map of contracts:
 * `schema: { tags, ...routeSchema(endpoints.addSeminar) }`. The route validates with the very
 * objects the OpenAPI document and the typed clients are made from, so it cannot drift from the
 * map (the OpenAPI test checks that every route does this).
 */
import type { Endpoint } from '@bu/contracts';

type Part<E, Key extends string, As extends string> = E extends { readonly [K in Key]: infer S }
  ? { [K in As]: S }
  : Record<never, never>;

export type RouteSchema<E extends Endpoint> = Part<E, 'body', 'body'> &
  Part<E, 'querystring', 'querystring'> &
  Part<E, 'params', 'params'> &
  Part<E, 'responses', 'response'>;

export function routeSchema<const E extends Endpoint>(endpoint: E): RouteSchema<E> {
  const { body, querystring, params, responses } = endpoint;
  return {
    ...(body && { body }),
    ...(querystring && { querystring }),
    ...(params && { params }),
    ...(responses && { response: responses }),
  } as RouteSchema<E>;
}
